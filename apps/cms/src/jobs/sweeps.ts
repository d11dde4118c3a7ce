import type { Payload, PayloadRequest } from 'payload'

/** The Local API and, when a job runs it, the job's request (so its writes share one transaction). */
interface Sweeping {
  payload: Payload
  req?: PayloadRequest
}

const DAY = 24 * 60 * 60 * 1000

/**
 * Rate-limit rows whose window is over count for nothing: removed a batch at a time, so one run
 * stays short however many piled up. Answers how many went.
 */
export async function sweepRateLimitHits({ payload, req }: Sweeping, { now = new Date(), batch = 500, maxBatches = 20 } = {}): Promise<number> {
  let removed = 0
  for (let round = 0; round < maxBatches; round += 1) {
    const expired = await payload.find({
      collection: 'rate-limit-hits',
      where: { expiresAt: { less_than_equal: now.toISOString() } },
      limit: batch,
      pagination: false,
      depth: 0,
      select: { key: true },
      overrideAccess: true,
      req,
    })
    if (expired.docs.length === 0) break
    const ids = expired.docs.map((doc) => doc.id)
    const deleted = await payload.delete({
      collection: 'rate-limit-hits',
      where: { id: { in: ids } },
      depth: 0,
      select: { key: true },
      overrideAccess: true,
      req,
    })
    removed += deleted.docs.length
    if (expired.docs.length < batch) break
  }
  return removed
}

/** Claims a day past their expiry (a used checkout link remembered past its life, a dead holder's). Answers how many went. */
export async function sweepExpiredClaims({ payload, req }: Sweeping, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY).toISOString()
  const deleted = await payload.delete({
    collection: 'claims',
    where: { expiresAt: { less_than: dayAgo } },
    depth: 0,
    select: { key: true },
    overrideAccess: true,
    req,
  })
  return deleted.docs.length
}

/** Ended patient sessions are kept 30 days (who was signed in when), then go. Answers how many went. */
export async function sweepEndedSessions({ payload, req }: Sweeping, now = new Date()): Promise<number> {
  const monthAgo = new Date(now.getTime() - 30 * DAY).toISOString()
  const deleted = await payload.delete({
    collection: 'patient-sessions',
    where: { endedAt: { less_than: monthAgo } },
    depth: 0,
    select: { endedAt: true },
    overrideAccess: true,
    req,
  })
  return deleted.docs.length
}

/** Finished jobs stay in the admin for a week (what ran, when, what it answered), then go. Answers how many went. */
export async function sweepFinishedJobs({ payload, req }: Sweeping, now = new Date()): Promise<number> {
  const weekAgo = new Date(now.getTime() - 7 * DAY).toISOString()
  const deleted = await payload.delete({
    collection: 'payload-jobs',
    where: { completedAt: { less_than: weekAgo } },
    depth: 0,
    select: { completedAt: true },
    overrideAccess: true,
    req,
  })
  return deleted.docs.length
}
