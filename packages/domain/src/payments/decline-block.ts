/**
 * The spec's decline block (000 section 8): more than three declines block the card and cart for
 * 24 hours. These are the defaults; the CMS settings may change both, and the counting itself is
 * the checkout declines machine (packages/machines).
 */
export const DECLINES_BEFORE_BLOCK = 3
export const DECLINE_BLOCK_MS = 24 * 60 * 60 * 1000
