import { ValidationError, type Payload } from 'payload'
import { scopedOne, scopedTwo } from './local-api-scope.ts'

/**
 * A claim on something only one request may do at a time, held in the database so every process
 * (each site worker, the admin) sees it (ADR 018): a row in `claims` whose key is unique. Of two
 * processes creating the same key, the database lets exactly one succeed. A claim carries an
 * expiry so that one left by a process that died can be taken over; a live holder releases it
 * long before.
 */
export interface Claim {
  readonly key: string
  release(): Promise<void>
}

const claimsOnly = new Set(['claims'])
const oneClaim = scopedOne<'claims'>(claimsOnly)
const twoClaims = scopedTwo<'claims'>(claimsOnly)
export function claimStore(api: Pick<Payload, 'create' | 'delete'>) {
  return { create: oneClaim(api.create), delete: twoClaims(api.delete) }
}

/**
 * The two Local API operations a claim needs, acting as the server (access rules off), on `claims`
 * only (ADR 071): Payload itself and the site's server door both are one.
 */
export type ClaimStore = ReturnType<typeof claimStore>

/** Whether an error from the Local API is the unique index refusing a second row. */
export function isDuplicateKey(error: unknown): boolean {
  if (error instanceof ValidationError) return error.data.errors.some((issue) => /unique|already|registered|taken/i.test(String(issue.message)))
  const cause: unknown = error instanceof Error ? (error as { cause?: unknown }).cause : undefined
  const causeText = cause instanceof Error || typeof cause === 'string' ? String(cause) : ''
  const text = error instanceof Error ? `${error.message} ${causeText}` : String(error)
  return /UNIQUE constraint failed|E11000|duplicate key/i.test(text)
}

/** Takes the claim, or answers null when someone else holds it. */
export async function tryClaimIn(store: ClaimStore, key: string, holdMs: number, now = new Date()): Promise<Claim | null> {
  const expiresAt = new Date(now.getTime() + holdMs).toISOString()
  const create = () => store.create({ collection: 'claims', data: { key, expiresAt }, depth: 0, select: { key: true }, overrideAccess: true })
  let created: Awaited<ReturnType<typeof create>>
  try {
    created = await create()
  } catch (error) {
    if (!isDuplicateKey(error)) throw error
    // Held. A holder that outlived its expiry died: clear that one (only an expired row matches,
    // so a live claim taken in between is never removed), then try once more.
    const cleared = await store.delete({
      collection: 'claims',
      where: { and: [{ key: { equals: key } }, { expiresAt: { less_than: now.toISOString() } }] },
      depth: 0,
      overrideAccess: true,
    })
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
      await store.delete({ collection: 'claims', id, depth: 0, overrideAccess: true }).catch(() => undefined)
    },
  }
}

/**
 * Takes the claim, waiting up to `waitMs` for its holder to let go (polling with a little jitter,
 * so waiters from several processes do not knock in step); null if it is still held then.
 */
export async function waitForClaimIn(store: ClaimStore, key: string, holdMs: number, waitMs: number, pollMs = 100): Promise<Claim | null> {
  const deadline = Date.now() + waitMs
  for (;;) {
    const claim = await tryClaimIn(store, key, holdMs)
    if (claim || Date.now() >= deadline) return claim
    await new Promise((resolve) => setTimeout(resolve, pollMs / 2 + Math.random() * pollMs))
  }
}
