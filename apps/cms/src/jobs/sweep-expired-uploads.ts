import { PROGRESS_TTL_MS } from '@telehealth/domain'
import type { Payload, PayloadRequest } from 'payload'
import { uploadParts, type UploadParts } from '../upload-parts.ts'
import { AFTER_EXPIRY_MS } from './sweep-upload-parts.ts'

/** The Local API and, when a job runs it, the job's request. */
interface Sweeping {
  payload: Payload
  req?: PayloadRequest
}

/**
 * Upload tickets never used whose expiry is over an hour past (ADR 102): their parts leave the
 * storage backend (the bucket or the local folder), then their rows go, a batch at a time so one run
 * stays short however many piled up. A used ticket stays: the chat's and replacement's `public_url`
 * names the stored file by its ticket. Parts first, so a run that stops half way leaves a row whose
 * parts the next run removes again, never parts with no row (those the parts sweep clears anyway).
 * Answers how many tickets went.
 */
export async function sweepExpiredUploadTickets(
  { payload }: Sweeping,
  { now = new Date(), parts = uploadParts(), batch = 200, maxBatches = 20 }: { now?: Date; parts?: UploadParts; batch?: number; maxBatches?: number } = {},
): Promise<number> {
  const expiredBefore = new Date(now.getTime() - AFTER_EXPIRY_MS).toISOString()
  let removed = 0
  for (let round = 0; round < maxBatches; round += 1) {
    const expired = await payload.find({
      collection: 'upload-tickets',
      where: { and: [{ completedAt: { exists: false } }, { expiresAt: { less_than: expiredBefore } }] },
      limit: batch,
      pagination: false,
      depth: 0,
      select: { expiresAt: true },
      overrideAccess: true,
    })
    if (expired.docs.length === 0) break
    for (const ticket of expired.docs) await parts.remove(ticket.id)
    // Not the job's request: each batch is its own, so what a run removed stays removed if a later batch fails.
    const deleted = await payload.delete({
      collection: 'upload-tickets',
      where: { id: { in: expired.docs.map((ticket) => ticket.id) } },
      depth: 0,
      select: { expiresAt: true },
      overrideAccess: true,
    })
    removed += deleted.docs.length
    if (expired.docs.length < batch) break
  }
  return removed
}

/**
 * Questionnaire drafts last saved more than 168 hours ago go (ADR 059, 102): the life the spec gives
 * saved progress ("Progress older than 168 hours is discarded"), on the server as in the browser, so
 * an abandoned form's answers are not kept for ever. Each deletion is audited like any other.
 * Answers how many went.
 */
export async function sweepStaleQuestionnaireDrafts({ payload, req }: Sweeping, now = new Date()): Promise<number> {
  const savedBefore = new Date(now.getTime() - PROGRESS_TTL_MS).toISOString()
  const deleted = await payload.delete({
    collection: 'questionnaire-drafts',
    where: { savedAt: { less_than: savedBefore } },
    depth: 0,
    select: { savedAt: true },
    overrideAccess: true,
    req,
  })
  return deleted.docs.length
}
