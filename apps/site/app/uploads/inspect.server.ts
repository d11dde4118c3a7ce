import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'

/** Why a received file is not stored; the message is the patient's. */
export class UploadRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UploadRefused'
  }
}

export const inspectMessages = {
  notWhatItClaims: 'The file is not the type it says it is. Please choose another file.',
  unreadableImage: 'This image could not be read. Please choose a JPEG or PNG photo.',
} as const

/** Types whose magic bytes name the same container. */
const SAME_CONTAINER: Record<string, readonly string[]> = {
  'image/heic': ['image/heic', 'image/heif'],
  'image/heif': ['image/heic', 'image/heif'],
  'video/quicktime': ['video/quicktime', 'video/mp4'],
  'video/mp4': ['video/mp4', 'video/quicktime'],
}

/** The widest image kept; bigger photos are scaled down (phones take 4000 px and more). */
const MAX_IMAGE_EDGE = 2400

export interface InspectedUpload {
  bytes: Buffer
  mimeType: string
  extension: string
}

/**
 * Checks a received file against the type its ticket announced by its magic bytes (file-type),
 * never by its name or header. Images are decoded and encoded again (sharp): the orientation is
 * applied, EXIF, GPS and any other metadata are dropped, and whatever rode behind the picture (a
 * polyglot's second file) is gone, because only the decoded pixels are written out (ADR 041).
 * PDFs and videos are kept as they are once their type is confirmed.
 */
export async function inspectUpload(bytes: Buffer, announced: string): Promise<InspectedUpload> {
  const detected = await fileTypeFromBuffer(bytes)
  const accepted = SAME_CONTAINER[announced] ?? [announced]
  if (!detected || !accepted.includes(detected.mime)) throw new UploadRefused(inspectMessages.notWhatItClaims)
  if (!announced.startsWith('image/')) return { bytes, mimeType: detected.mime, extension: detected.ext }
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true })
    const png = detected.mime === 'image/png'
    const output = png ? await image.png().toBuffer() : await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
    return { bytes: output, mimeType: png ? 'image/png' : 'image/jpeg', extension: png ? 'png' : 'jpg' }
  } catch {
    throw new UploadRefused(inspectMessages.unreadableImage)
  }
}
