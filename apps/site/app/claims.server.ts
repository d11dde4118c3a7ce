import { ValidationError } from 'payload'
import { cmsAsServer } from '~/cms.server.ts'

/**
 * A claim on something only one request may do at a time, held in the database so every site
 * process sees it (ADR 018): a row in `claims` whose key is unique. Of two processes creating the
 * same key, the database lets exactly one succeed. A claim carries an expiry so that one left by a
 * process that died can be taken over; a live holder releases it long before.
 */
export interface Claim {
  readonly key: string
  release(): Promise<void>
}

/** Whether an error from the Local API is the unique index refusing a second row. */
export function isDuplicateKey(error: unknown): boolean {
  if (error instanceof ValidationError) return error.data.errors.some((issue) => /unique|already|registered|taken/i.test(String(issue.message)))
  const text = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error)
  return /UNIQUE constraint failed|E11000|duplicate key/i.test(text)
}

/** Takes the claim, or answers null when someone else holds it. */
export async function tryClaim(key: string, holdMs: number, now = new Date()): Promise<Claim | null> {
  const cms = await cmsAsServer()
  const expiresAt = new Date(now.getTime() + holdMs).toISOString()
  const create = () => cms.create({ collection: 'claims', data: { key, expiresAt }, depth: 0, select: { key: true } })
  let created: { id: number } | null = null
  try {
    created = await create()
  } catch (error) {
    if (!isDuplicateKey(error)) throw error
    // Held. A holder that outlived its expiry died: clear that one (only an expired row matches,
    // so a live claim taken in between is never removed), then try once more.
    const cleared = await cms.delete({ collection: 'claims', where: { and: [{ key: { equals: key } }, { expiresAt: { less_than: now.toISOString() } }] }, depth: 0 })
    if (cleared.docs.length === 0) return null
    try {
      created = await create()
    } catch (retryError) {
      if (isDuplicateKey(retryError)) return null
      throw retryError
    }
  }
  const id = created.id
  return {
    key,
    async release() {
      await cms.delete({ collection: 'claims', id, depth: 0 }).catch(() => undefined)
    },
  }
}

/**
 * Takes the claim, waiting up to `waitMs` for its holder to let go (polling with a little jitter,
 * so waiters from several processes do not knock in step); null if it is still held then.
 */
export async function waitForClaim(key: string, holdMs: number, waitMs: number, pollMs = 100): Promise<Claim | null> {
  const deadline = Date.now() + waitMs
  for (;;) {
    const claim = await tryClaim(key, holdMs)
    if (claim || Date.now() >= deadline) return claim
    await new Promise((resolve) => setTimeout(resolve, pollMs / 2 + Math.random() * pollMs))
  }
}

/** Runs `work` holding the claim; answers `busy` without running it when the claim is held. */
export async function withClaim<T>(key: string, holdMs: number, work: () => Promise<T>): Promise<{ status: 'done'; value: T } | { status: 'busy' }> {
  const claim = await tryClaim(key, holdMs)
  if (!claim) return { status: 'busy' }
  try {
    return { status: 'done', value: await work() }
  } finally {
    await claim.release()
  }
}

/** Claims a day past their expiry (a used checkout link remembered past its life, a dead holder's). */
export async function sweepExpiredClaims(now = new Date()): Promise<void> {
  const cms = await cmsAsServer()
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString()
  await cms.delete({ collection: 'claims', where: { expiresAt: { less_than: dayAgo } }, depth: 0 })
}
