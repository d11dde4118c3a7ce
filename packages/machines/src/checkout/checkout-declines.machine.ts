import { DECLINE_BLOCK_MS, DECLINES_BEFORE_BLOCK, paymentMessage, paymentMessages } from '@telehealth/domain'
import { assign, initialTransition, setup, transition } from 'xstate'

/** The block rules; the CMS settings set the first two (Settings > Payments). */
export interface DeclineRules {
  /** Declines allowed before the card and cart are blocked: one more blocks them. */
  limit: number
  /** How long a block lasts. */
  blockMs: number
  /**
   * Declines older than this, counted back from the newest, are forgotten; as long as a block
   * unless given. The spec names no window; without one, three declines a year ago would block a
   * patient on today's first.
   */
  windowMs: number
}

export interface CheckoutDeclinesContext {
  rules: DeclineRules
  /** Declines (ms since epoch) that count towards the next block. */
  counted: number[]
  /** When the current block ends (ms since epoch); null when not blocked. */
  blockedUntil: number | null
  /** What the patient reads after the last decline; null before any. */
  message: string | null
}

export type CheckoutDeclinesEvent =
  /** The gateway declined a card at `at` (ms since epoch) with its own words. */
  | { type: 'payment.declined'; at: number; serverMessage: string }
  /** Time has passed: forget old declines, end a block that is over. */
  | { type: 'clock.check'; at: number }

function within(rules: DeclineRules, counted: readonly number[], at: number): number[] {
  return counted.filter((time) => time <= at && at - time < rules.windowMs)
}

/**
 * Declines of one card, or on one cart (spec 000 sections 4 and 8): each decline is counted and
 * explained in the spec's words (the third says to use another card); one more than the limit
 * blocks for 24 hours. Declines during a block are not counted, and counting starts afresh when it
 * ends. The server keeps the declines and replays them into this machine on every attempt
 * (`declineStanding`), so a reload or another browser meets the same block.
 */
export const checkoutDeclinesMachine = setup({
  types: {
    context: {} as CheckoutDeclinesContext,
    events: {} as CheckoutDeclinesEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- xstate infers the machine's input type from this assertion (every field is optional)
    input: {} as { rules?: Partial<DeclineRules> } | undefined,
  },
  guards: {
    reachesLimit: ({ context, event }) =>
      event.type === 'payment.declined' && within(context.rules, context.counted, event.at).length + 1 > context.rules.limit,
    blockOver: ({ context, event }) => context.blockedUntil !== null && event.at >= context.blockedUntil,
  },
  actions: {
    count: assign({
      counted: ({ context, event }) => [...within(context.rules, context.counted, event.at), event.at],
    }),
    explain: assign({
      message: ({ context, event }) =>
        event.type === 'payment.declined'
          ? (paymentMessage({ status: 'error', message: event.serverMessage, failedAttempts: context.counted.length }) ?? paymentMessages.declined)
          : context.message,
    }),
    block: assign({
      blockedUntil: ({ context, event }) => event.at + context.rules.blockMs,
      message: () => paymentMessages.cardTemporarilyBlocked,
    }),
    forgetOld: assign({ counted: ({ context, event }) => within(context.rules, context.counted, event.at) }),
    startAfresh: assign({ counted: () => [], blockedUntil: () => null, message: () => null }),
  },
}).createMachine({
  id: 'checkoutDeclines',
  initial: 'accepting',
  context: ({ input }) => {
    const blockMs = input?.rules?.blockMs ?? DECLINE_BLOCK_MS
    return {
      rules: { limit: input?.rules?.limit ?? DECLINES_BEFORE_BLOCK, blockMs, windowMs: input?.rules?.windowMs ?? blockMs },
      counted: [],
      blockedUntil: null,
      message: null,
    }
  },
  states: {
    accepting: {
      on: {
        'payment.declined': [{ guard: 'reachesLimit', target: 'blocked', actions: ['count', 'block'] }, { actions: ['count', 'explain'] }],
        'clock.check': { actions: 'forgetOld' },
      },
    },
    blocked: {
      on: {
        'payment.declined': { guard: 'blockOver', target: 'accepting', actions: ['startAfresh', 'count', 'explain'] },
        'clock.check': { guard: 'blockOver', target: 'accepting', actions: 'startAfresh' },
      },
    },
  },
})

export interface DeclineStanding {
  blocked: boolean
  /** When the block ends; null when not blocked. */
  blockedUntil: Date | null
  /** Declines that count towards the next block. */
  attempts: number
  /** What the patient reads after the newest decline (the block text while blocked). */
  message: string | null
}

export interface RecordedDecline {
  at: Date | string
  /** The gateway's words; kept only for the newest decline. */
  serverMessage?: string
}

/**
 * Where a card or cart stands at `now`, from its recorded declines (in any order): the machine is
 * run over them as a pure function, with no actor and no timers.
 */
export function declineStanding(declines: readonly RecordedDecline[], now: Date, rules?: Partial<DeclineRules>): DeclineStanding {
  const events = declines
    .map((decline) => ({ at: new Date(decline.at).getTime(), serverMessage: decline.serverMessage ?? '' }))
    .filter((decline) => Number.isFinite(decline.at) && decline.at <= now.getTime())
    .sort((a, b) => a.at - b.at)
  let [snapshot] = initialTransition(checkoutDeclinesMachine, { rules })
  for (const decline of events) [snapshot] = transition(checkoutDeclinesMachine, snapshot, { type: 'payment.declined', ...decline })
  ;[snapshot] = transition(checkoutDeclinesMachine, snapshot, { type: 'clock.check', at: now.getTime() })
  const blocked = snapshot.matches('blocked')
  return {
    blocked,
    blockedUntil: blocked && snapshot.context.blockedUntil !== null ? new Date(snapshot.context.blockedUntil) : null,
    attempts: snapshot.context.counted.length,
    message: snapshot.context.message,
  }
}
