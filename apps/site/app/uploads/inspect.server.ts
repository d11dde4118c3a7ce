import { isChatOnlyFileType, isPlainText, isWordCfb, type UploadPurpose } from '@telehealth/domain'
import fs from 'node:fs'
import { fileTypeFromFile } from 'file-type'
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
  unreadableFile: 'This file could not be read. Please choose another file.',
} as const

/** Types whose magic bytes name the same container. */
const SAME_CONTAINER: Record<string, readonly string[]> = {
  'image/heic': ['image/heic', 'image/heif'],
  'image/heif': ['image/heic', 'image/heif'],
  'video/quicktime': ['video/quicktime', 'video/mp4'],
  'video/mp4': ['video/mp4', 'video/quicktime'],
  // An .avi, whatever name the browser gave its type: file-type reports video/vnd.avi.
  'video/x-msvideo': ['video/vnd.avi'],
  'video/avi': ['video/vnd.avi'],
  'video/vnd.avi': ['video/vnd.avi'],
  // A .doc is a CFB container; it must also name a WordDocument stream (below).
  'application/msword': ['application/x-cfb'],
}

/** What a confirmed container is stored as, where its bytes' name is not the type served (a CFB that is a Word file). */
const STORED_AS: Record<string, { mimeType: string; extension: string }> = {
  'application/x-cfb': { mimeType: 'application/msword', extension: 'doc' },
}

/** The widest image kept; bigger photos are scaled down (phones take 4000 px and more). */
const MAX_IMAGE_EDGE = 2400

/** What is stored: the file as it was received (at `file`), or bytes (an image's new ones, a text or .doc file read whole). */
export interface InspectedUpload {
  /** The bytes to store; null when the received file is stored as it is, from its path (a video, a PDF). */
  bytes: Buffer | null
  mimeType: string
  extension: string
}

/**
 * Checks a received file (on this host's disk, at `file`) against the type its ticket announced by
 * its magic bytes (file-type, reading only the head of the file), never by its name or header.
 * Images are decoded and encoded again (sharp): the orientation is applied, EXIF, GPS and any other
 * metadata are dropped, and whatever rode behind the picture (a polyglot's second file) is gone,
 * because only the decoded pixels are written out (ADR 041). PDFs and videos are kept as they are
 * once their type is confirmed, and never read into memory (ADR 102); text and .doc files (chat
 * attachments, 5 MB at most) are read whole, as their checks need every byte.
 */
export async function inspectUpload(file: string, announced: string, purpose: UploadPurpose): Promise<InspectedUpload> {
  // GIF, text, Word and AVI only as a chat attachment (ADR 100); the ticket refuses them elsewhere too.
  if (isChatOnlyFileType(announced) && purpose !== 'chat') throw new UploadRefused(inspectMessages.notWhatItClaims)
  const detected = await fileTypeFromFile(file)
  if (announced === 'text/plain') {
    // Text has no magic number: nothing file-type knows, valid UTF-8, no NUL byte, no markup.
    const text = await fs.promises.readFile(file)
    if (detected || !isPlainText(text)) throw new UploadRefused(inspectMessages.notWhatItClaims)
    return { bytes: text, mimeType: 'text/plain', extension: 'txt' }
  }
  const accepted = SAME_CONTAINER[announced] ?? [announced]
  if (!detected || !accepted.includes(detected.mime)) throw new UploadRefused(inspectMessages.notWhatItClaims)
  if (detected.mime === 'application/x-cfb') {
    const word = await fs.promises.readFile(file)
    if (!isWordCfb(word)) throw new UploadRefused(inspectMessages.notWhatItClaims)
    return { bytes: word, ...(STORED_AS[detected.mime] ?? { mimeType: detected.mime, extension: detected.ext }) }
  }
  if (!announced.startsWith('image/')) return { bytes: null, ...(STORED_AS[detected.mime] ?? { mimeType: detected.mime, extension: detected.ext }) }
  if (detected.mime === 'image/gif') return reencodedGif(file)
  try {
    const image = sharp(file, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true })
    const png = detected.mime === 'image/png'
    const output = png ? await image.png().toBuffer() : await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
    return { bytes: output, mimeType: png ? 'image/png' : 'image/jpeg', extension: png ? 'png' : 'jpg' }
  } catch {
    throw new UploadRefused(inspectMessages.unreadableImage)
  }
}

/** A GIF, frames kept, written out again from its decoded pixels (nothing rides behind it, no metadata). */
async function reencodedGif(file: string): Promise<InspectedUpload> {
  try {
    const output = await sharp(file, { animated: true, failOn: 'error', limitInputPixels: 50_000_000 }).gif().toBuffer()
    return { bytes: output, mimeType: 'image/gif', extension: 'gif' }
  } catch {
    throw new UploadRefused(inspectMessages.unreadableImage)
  }
}
