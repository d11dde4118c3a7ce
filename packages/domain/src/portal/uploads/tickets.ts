import { z } from 'zod'
import { chatFileTooLargeMessage } from '../../messages.ts'
import { IMAGE_UPLOAD_MAX_BYTES, UPLOAD_IMAGE_TYPES } from './image.ts'
import { ALL_STORED_FILE_TYPES, type StoredFileType } from './stored-files.ts'
import { VIDEO_LIMITS } from './video.ts'

/** What an upload is for: each has its own answer shape (spec 001 section 7), types and size. */
export const UPLOAD_PURPOSES = ['questionnaire', 'video', 'chat', 'reship', 'order_image'] as const
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number]

const IMAGE_TYPES: readonly StoredFileType[] = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']
const VIDEO_TYPES: readonly StoredFileType[] = ['video/mp4', 'video/quicktime', 'video/webm']

/** Per purpose: the types a ticket may name and the most bytes it may carry. */
export const UPLOAD_RULES: Record<UploadPurpose, { types: readonly StoredFileType[]; maxBytes: number; ticketMinutes: number }> = {
  questionnaire: { types: IMAGE_TYPES, maxBytes: IMAGE_UPLOAD_MAX_BYTES, ticketMinutes: 15 },
  order_image: { types: IMAGE_TYPES, maxBytes: IMAGE_UPLOAD_MAX_BYTES, ticketMinutes: 15 },
  reship: { types: IMAGE_TYPES, maxBytes: IMAGE_UPLOAD_MAX_BYTES, ticketMinutes: 15 },
  // The spec's chat types (ADR 100): the stored types and the chat's own (GIF, text, Word, AVI).
  chat: { types: ALL_STORED_FILE_TYPES, maxBytes: IMAGE_UPLOAD_MAX_BYTES, ticketMinutes: 15 },
  video: { types: VIDEO_TYPES, maxBytes: VIDEO_LIMITS.maxBytes, ticketMinutes: 60 },
}

/**
 * Upload tickets a patient may hold open at once (issued, not used, not expired; ADR 102). The
 * medical form asks for at most six photos and one video, each its own ticket; a page that asks
 * again after a failure holds one more. Twenty is far above that and keeps what one account can
 * have announced (and so sent) at a time bounded.
 */
export const OPEN_UPLOAD_TICKETS_MAX = 20

/** The refusal of a ticket while too many are open, with the wait until the first of them lapses. */
export function tooManyOpenUploadsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many uploads are under way. Please finish them, or wait ${minutes} minute${minutes === 1 ? '' : 's'}, and try again.`
}

export const uploadTicketMessages = {
  typeNotAllowed: 'This type of file cannot be uploaded here.',
  tooLarge: 'This file is too large to upload here.',
  imageTypeRequired: 'Choose what the image shows.',
  invalid: 'The upload request is not valid.',
} as const

/** The body of `POST /api/get-signed-url`. The file name is the patient's; it is never stored or echoed. */
export const uploadTicketRequestSchema = z
  .object({
    filename: z.string().trim().min(1).max(255),
    content_type: z.string().trim().toLowerCase().max(100),
    size: z.number().int().positive(),
    purpose: z.enum(UPLOAD_PURPOSES),
    image_type: z.enum(UPLOAD_IMAGE_TYPES).optional(),
    form_id: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[\w-]+$/)
      .optional(),
  })
  .superRefine((request, context) => {
    const rules = UPLOAD_RULES[request.purpose]
    if (!(rules.types as readonly string[]).includes(request.content_type)) {
      context.addIssue({ code: 'custom', path: ['content_type'], message: uploadTicketMessages.typeNotAllowed })
    }
    if (request.size > rules.maxBytes) {
      // A chat file names itself in the spec's text (section 5); the other purposes keep theirs.
      const message = request.purpose === 'chat' ? chatFileTooLargeMessage(request.filename) : uploadTicketMessages.tooLarge
      context.addIssue({ code: 'custom', path: ['size'], message })
    }
    if ((request.purpose === 'questionnaire' || request.purpose === 'order_image') && !request.image_type) {
      context.addIssue({ code: 'custom', path: ['image_type'], message: uploadTicketMessages.imageTypeRequired })
    }
  })

/**
 * A `Content-Range` header of a resumable PUT: `bytes first-last/total` for a chunk, or
 * `bytes *\/total` for "how much do you have?". Null when absent; 'invalid' when malformed.
 */
export type ContentRange = { kind: 'chunk'; first: number; last: number; total: number } | { kind: 'query'; total: number }

export function parseContentRange(header: string | null): ContentRange | null | 'invalid' {
  if (header === null) return null
  const query = /^bytes \*\/(\d{1,12})$/.exec(header.trim())
  if (query) return { kind: 'query', total: Number(query[1]) }
  const chunk = /^bytes (\d{1,12})-(\d{1,12})\/(\d{1,12})$/.exec(header.trim())
  if (!chunk) return 'invalid'
  const [first, last, total] = [Number(chunk[1]), Number(chunk[2]), Number(chunk[3])]
  if (first > last || last >= total) return 'invalid'
  return { kind: 'chunk', first, last, total }
}

/** The `Range` header of an incomplete upload's answer: what the server holds, or nothing when it holds no byte. */
export function receivedRangeHeader(receivedBytes: number): string | null {
  return receivedBytes > 0 ? `bytes=0-${receivedBytes - 1}` : null
}

/** The stored file name from a spec-shaped key (`public/user_med_images/{file}`, the video notice's s3FileName), or null when the key is not one. */
export function fileNameFromSpecVideoKey(key: string): string | null {
  const match = /^public\/user_med_images\/([\w-]{8,80}\.[a-z0-9]{2,5})$/.exec(key)
  return match?.[1] ?? null
}
