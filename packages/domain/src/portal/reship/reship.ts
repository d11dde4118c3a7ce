import { z } from 'zod'
import { fileSizeExceedsMessage, reshipMessages } from '../../messages.ts'
import { parseRowId, type RowId } from '../../records/row-id.ts'
import type { ImageCheckSettings } from '../uploads/image.ts'

export const RESHIP_REASON_MAX_LENGTH = 1000
export const RESHIP_IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const RESHIP_WINDOW_MS = 7 * 24 * 60 * 60 * 1000

export const reshipItemSchema = z.object({ id: z.union([z.string(), z.number()]), name: z.string() })
export type ReshipItem = z.infer<typeof reshipItemSchema>

/** Step 1: at least one item. */
export const reshipItemsStepSchema = z.object({
  items: z.array(reshipItemSchema, { error: reshipMessages.noItemSelected }).min(1, { error: reshipMessages.noItemSelected }),
})

/** Step 2: a reason, non-empty after trimming, at most 1000 characters. */
export const reshipReasonStepSchema = z.object({
  reason: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: reshipMessages.reasonRequired })
      .min(1, { error: reshipMessages.reasonRequired, abort: true })
      .max(RESHIP_REASON_MAX_LENGTH, { error: reshipMessages.reasonRequired }),
  ),
})

/**
 * The uploader's settings on the reship path (ADR 043): the step's own rule (under 5 MB, 'File size
 * must be less than 5MB.') always holds; a lower configured limit is worded 'File size exceeds {n}
 * MB limit. Please choose a smaller file.'.
 */
export function reshipImageCheck(limitMb = RESHIP_IMAGE_MAX_BYTES / (1024 * 1024)): ImageCheckSettings {
  const limitBytes = Math.round(limitMb * 1024 * 1024)
  const lower = limitBytes < RESHIP_IMAGE_MAX_BYTES
  return {
    maxBytes: lower ? limitBytes : RESHIP_IMAGE_MAX_BYTES - 1,
    messages: {
      noFile: reshipMessages.imageRequired,
      notAnImage: reshipMessages.notAnImage,
      tooLarge: lower ? fileSizeExceedsMessage(limitMb) : reshipMessages.imageTooLarge,
    },
  }
}

/**
 * Which stored file the last segment of a private file address names (`/api/files/<segment>`): an
 * upload by its id, or the ticket that announced it (`ticket-<ticket id>`), the ids of any engine
 * (ADR 077). Anything else names nothing.
 */
export type StoredFileRef = { kind: 'upload'; id: RowId } | { kind: 'ticket'; id: RowId }
export function storedFileRef(segment: string): StoredFileRef | null {
  const ticket = segment.startsWith('ticket-')
  const id = parseRowId(ticket ? segment.slice('ticket-'.length) : segment)
  return id === null ? null : { kind: ticket ? 'ticket' : 'upload', id }
}

/**
 * Which stored file a reship image names: the private file address the upload answered
 * (`/api/files/<upload id>` or `/api/files/ticket-<ticket id>`, relative or absolute). Any other
 * address names nothing (ADR 043: the evidence must be the patient's own upload).
 */
export function reshipImageRef(image: string): StoredFileRef | null {
  let pathname: string
  try {
    pathname = new URL(image, 'http://relative.invalid').pathname
  } catch {
    return null
  }
  const match = /^\/api\/files\/([^/]+)$/.exec(pathname)
  return match?.[1] ? storedFileRef(match[1]) : null
}

/** The request the server accepts: the image is the private file address the upload returned. */
export const reshipRequestSchema = z.object({
  items: reshipItemsStepSchema.shape.items.max(20, { error: reshipMessages.noItemSelected }),
  reason: reshipReasonStepSchema.shape.reason,
  image: z
    .string({ error: reshipMessages.imageRequired })
    .max(2048, { error: reshipMessages.imageRequired })
    .refine((image) => reshipImageRef(image) !== null, { error: reshipMessages.imageRequired }),
})

/** Requests are taken within 7 days of receipt, the 7th day included. */
export function isWithinReshipWindow(receivedAt: Date, now: Date): boolean {
  const elapsed = now.getTime() - receivedAt.getTime()
  return elapsed >= 0 && elapsed <= RESHIP_WINDOW_MS
}

/** Step 4 (thank you) is reached only from a successful submit. */
export type ReshipStep = 1 | 2 | 3 | 4
