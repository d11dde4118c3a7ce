import { type Claim, tryClaimIn, waitForClaimIn } from '@telehealth/cms/site'
import { cmsAsServer } from '~/cms.server.ts'

export { type Claim, isDuplicateKey } from '@telehealth/cms/site'

/** Takes the claim, or answers null when someone else holds it (apps/cms/src/claims.ts, ADR 018). */
export async function tryClaim(key: string, holdMs: number, now = new Date()): Promise<Claim | null> {
  return tryClaimIn(await cmsAsServer(), key, holdMs, now)
}

/** Takes the claim, waiting up to `waitMs` for its holder to let go; null if it is still held then. */
export async function waitForClaim(key: string, holdMs: number, waitMs: number, pollMs = 100): Promise<Claim | null> {
  return waitForClaimIn(await cmsAsServer(), key, holdMs, waitMs, pollMs)
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
