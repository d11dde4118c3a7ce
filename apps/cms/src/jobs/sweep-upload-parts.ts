import { parseRowId } from '@telehealth/domain'
import type { Payload } from 'payload'
import type { UploadTicket } from '../payload-types.ts'
import { uploadParts, type UploadParts } from '../upload-parts.ts'

/** A ticket's parts are kept this long after it expires: a chunk begun just before may still be arriving. */
export const AFTER_EXPIRY_MS = 60 * 60 * 1000

/**
 * The parts of uploads that will never finish (ADR 078): their ticket expired over an hour ago, was
 * used, or is gone. They sit in the storage backend (the bucket or the local folder), which any host
 * reaches, so one run on any host clears them all. Answers how many tickets' parts went.
 */
export async function sweepUploadParts(
  { payload }: { payload: Payload },
  { now = new Date(), parts = uploadParts() }: { now?: Date; parts?: UploadParts } = {},
): Promise<number> {
  const expiredBefore = now.getTime() - AFTER_EXPIRY_MS
  let removed = 0
  for (const name of await parts.tickets()) {
    const id = parseRowId(name)
    let ticket: Pick<UploadTicket, 'expiresAt' | 'completedAt'> | null = null
    if (id !== null) {
      try {
        ticket = await payload.findByID({
          collection: 'upload-tickets',
          id,
          depth: 0,
          select: { expiresAt: true, completedAt: true },
          disableErrors: true,
          overrideAccess: true,
          // Not the job's request: a lookup that fails must not end the job's transaction.
        })
      } catch {
        // Not an id this engine gives out (digits on PostgreSQL's uuids): no ticket of it exists.
      }
    }
    if (ticket && !ticket.completedAt && new Date(ticket.expiresAt).getTime() > expiredBefore) continue
    await parts.remove(name)
    removed += 1
  }
  return removed
}
