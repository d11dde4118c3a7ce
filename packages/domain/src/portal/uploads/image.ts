import { imageUploadMessages, orderImageMessages } from '../../messages.ts'

/** Questionnaire, chat and reship uploads are limited to 5 MB (5242880 bytes). */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024

/** After an upload succeeds the questionnaire moves on after half a second. */
export const UPLOAD_ADVANCE_DELAY_MS = 500

/** The order page resizes images to at most 1000 px wide and re-encodes them as JPEG at 0.8. */
export const ORDER_PAGE_IMAGE = { maxWidth: 1000, jpegQuality: 0.8 } as const

/** What an uploaded image shows (spec 001 section 4, image upload record). */
export const UPLOAD_IMAGE_TYPES = [
  'full_body_image',
  'id_image',
  'prescription_image',
  'font_facing_image',
  'top_head_image',
  'id_front_image',
  'id_back_image',
] as const
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number]

export function isUploadImageType(value: unknown): value is UploadImageType {
  return typeof value === 'string' && (UPLOAD_IMAGE_TYPES as readonly string[]).includes(value)
}

export type ChosenFile = { type: string; size: number }

/** What a caller may set on the uploader: its limit (at most the server's 5 MB) and its words. */
export interface ImageCheckSettings {
  maxBytes?: number
  messages?: Partial<Record<'noFile' | 'notAnImage' | 'tooLarge', string>>
}

/**
 * Why a chosen file cannot be uploaded, or null: chosen, an image, within the limit (5 MB unless
 * the caller sets a lower one; the reship path words it with `fileSizeExceedsMessage`).
 */
export function questionnaireImageProblem(file: ChosenFile | null | undefined, settings: ImageCheckSettings = {}): string | null {
  const maxBytes = Math.min(settings.maxBytes ?? IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MAX_BYTES)
  const messages = { ...imageUploadMessages, ...settings.messages }
  if (!file) return messages.noFile
  if (!file.type.toLowerCase().startsWith('image/')) return messages.notAnImage
  if (file.size > maxBytes) return messages.tooLarge
  return null
}

/** Where an upload failed; each place has its own text in the questionnaire. */
export type ImageUploadFailure = 'connection' | 'signedUrl' | 'storage' | 'other'

/**
 * The questionnaire's failure text, followed by 'Please try uploading again'. The adjust-doses
 * screen shows only the generic text (`genericOnly`).
 */
export function imageUploadFailureMessage(failure: ImageUploadFailure, options: { genericOnly?: boolean } = {}): string {
  if (options.genericOnly) return imageUploadMessages.genericFailed
  switch (failure) {
    case 'connection':
      return imageUploadMessages.connectionFailed
    case 'signedUrl':
      return imageUploadMessages.signedUrlFailed
    case 'storage':
      return imageUploadMessages.storageFailed
    case 'other':
      return imageUploadMessages.genericFailed
  }
}

/** The upload button's label through its states. */
export type ImageUploadState = 'chosen' | 'uploading' | 'failed' | 'uploaded'
export function imageUploadButtonLabel(state: ImageUploadState): string {
  switch (state) {
    case 'chosen':
      return imageUploadMessages.confirmUpload
    case 'uploading':
      return imageUploadMessages.uploading
    case 'failed':
      return imageUploadMessages.tryAgain
    case 'uploaded':
      return imageUploadMessages.uploaded
  }
}

/** Size of an image scaled down to the order page's maximum width, keeping its aspect ratio. */
export function orderPageImageSize(width: number, height: number): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) throw new RangeError('An image has a positive width and height')
  if (width <= ORDER_PAGE_IMAGE.maxWidth) return { width, height }
  return { width: ORDER_PAGE_IMAGE.maxWidth, height: Math.round((height * ORDER_PAGE_IMAGE.maxWidth) / width) }
}

/** The Orders tab's image kinds, in the order the modal lists them. */
export const ORDER_IMAGE_KINDS = ['id_image', 'full_body_image', 'prescription_image'] as const satisfies readonly UploadImageType[]
export type OrderImageKind = (typeof ORDER_IMAGE_KINDS)[number]

/** The Orders tab's failure texts: a dropped connection, or anything else (try a smaller image). */
export function orderImageFailureMessage(failure: ImageUploadFailure): string {
  return failure === 'connection' ? orderImageMessages.connectionFailed : orderImageMessages.failed
}
