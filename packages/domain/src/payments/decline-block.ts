import { paymentMessages } from '../messages.ts'

/** More than this many declines block the card and cart. */
export const DECLINES_BEFORE_BLOCK = 3
export const DECLINE_BLOCK_MS = 24 * 60 * 60 * 1000
/**
 * Declines older than this, counted back from the newest, are forgotten. The spec names no
 * window; without one, three declines a year ago would block a patient on today's first.
 */
export const DEFAULT_DECLINE_WINDOW_MS = DECLINE_BLOCK_MS

export type DeclineBlock = {
  blocked: boolean
  /** When the current block ends; null when not blocked. */
  blockedUntil: Date | null
  /** Declines that still count towards the next block. */
  declineCount: number
}

/**
 * The card/cart block as a pure function of the decline history and the clock: the decline that
 * makes more than three within the window starts a 24 h block; declines during a block do not
 * count, and the count starts afresh when the block ends.
 */
export function declineBlock(
  declines: readonly (Date | string)[],
  now: Date,
  windowMs: number = DEFAULT_DECLINE_WINDOW_MS,
): DeclineBlock {
  const times = declines
    .map((decline) => new Date(decline).getTime())
    .filter((time) => Number.isFinite(time) && time <= now.getTime())
    .sort((a, b) => a - b)

  let counted: number[] = []
  let blockedUntil: number | null = null
  for (const time of times) {
    if (blockedUntil !== null && time < blockedUntil) continue
    if (blockedUntil !== null) {
      blockedUntil = null
      counted = []
    }
    counted = [...counted.filter((earlier) => time - earlier < windowMs), time]
    if (counted.length > DECLINES_BEFORE_BLOCK) blockedUntil = time + DECLINE_BLOCK_MS
  }

  if (blockedUntil !== null && now.getTime() < blockedUntil) {
    return { blocked: true, blockedUntil: new Date(blockedUntil), declineCount: counted.length }
  }
  const stillCounting = blockedUntil === null ? counted.filter((time) => now.getTime() - time < windowMs) : []
  return { blocked: false, blockedUntil: null, declineCount: stillCounting.length }
}

/** The block message, or null when the card may be tried. */
export function declineBlockMessage(block: DeclineBlock): string | null {
  return block.blocked ? paymentMessages.cardTemporarilyBlocked : null
}
