import { DEFAULT_PAYMENT_TERMS, isPaymentTerms, MAX_TEXT_LENGTH, type Drug, type PaymentTerms } from '@telehealth/domain'
import { assign, initialTransition, setup, transition, type SnapshotFrom } from 'xstate'

export type CheckoutStep = 'plan' | 'review' | 'payment'

export const CHECKOUT_STEPS: readonly CheckoutStep[] = ['plan', 'review', 'payment']

/** Where a patient is in the checkout: what the page's address carries. */
export interface CheckoutPlace {
  step: CheckoutStep
  terms: PaymentTerms
  /** A coupon the server has accepted for these terms; null for none. */
  coupon: string | null
}

export interface CheckoutContext {
  /** The step the address asked for; the machine lands there first. */
  requested: CheckoutStep
  medication: Drug
  terms: PaymentTerms
  coupon: string | null
}

export type CheckoutEvent =
  /** Plan step: the patient picked a term and continues. */
  | { type: 'plan.choose'; terms: PaymentTerms }
  /** The server accepted this coupon for the current terms. */
  | { type: 'coupon.accepted'; code: string }
  | { type: 'coupon.remove' }
  | { type: 'step.continue' }
  | { type: 'step.back' }
  | { type: 'medication.switch' }

export interface CheckoutInput {
  medication: Drug
  place: CheckoutPlace
}

/** The checkout ends here when the patient switches medication: the cart is cleared and reloaded. */
export type CheckoutOutput = { switchTo: Drug; terms: PaymentTerms }

const otherMedication = (drug: Drug): Drug => (drug === 'semaglutide' ? 'tirzepatide' : 'semaglutide')

/**
 * The three-step checkout of spec 000 (plan, review, payment). Changing the payment term resets
 * the coupon; a coupon is kept only once the server accepted it; switching medication clears the
 * cart and starts again at the plan step.
 *
 * The page's address is this machine's state (`checkoutPlaceOf` / `checkoutSearch`), so a reload,
 * the back button, a shared link and a browser without JavaScript all land on the same step; the
 * server restores it from the address, sends the event a link or form stands for, and writes the
 * next address (ADR 015).
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    output: {} as CheckoutOutput,
  },
  guards: {
    startsAtReview: ({ context }) => context.requested === 'review',
    startsAtPayment: ({ context }) => context.requested === 'payment',
  },
  actions: {
    chooseTerms: assign({
      terms: ({ context, event }) => (event.type === 'plan.choose' ? event.terms : context.terms),
      coupon: ({ context, event }) => (event.type === 'plan.choose' && event.terms !== context.terms ? null : context.coupon),
    }),
    keepCoupon: assign({ coupon: ({ context, event }) => (event.type === 'coupon.accepted' ? event.code.trim().toUpperCase() : context.coupon) }),
    dropCoupon: assign({ coupon: () => null }),
    switchMedication: assign({ medication: ({ context }) => otherMedication(context.medication), coupon: () => null }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ requested: input.place.step, medication: input.medication, terms: input.place.terms, coupon: input.place.coupon }),
  initial: 'entering',
  output: ({ context }) => ({ switchTo: context.medication, terms: context.terms }),
  states: {
    // Lands on the step the address names.
    entering: {
      always: [{ guard: 'startsAtReview', target: 'review' }, { guard: 'startsAtPayment', target: 'payment' }, { target: 'plan' }],
    },
    plan: {
      on: {
        'plan.choose': { target: 'review', actions: 'chooseTerms' },
        'medication.switch': { target: 'switched', actions: 'switchMedication' },
      },
    },
    review: {
      on: {
        'coupon.accepted': { actions: 'keepCoupon' },
        'coupon.remove': { actions: 'dropCoupon' },
        'step.continue': 'payment',
        'step.back': 'plan',
        'medication.switch': { target: 'switched', actions: 'switchMedication' },
      },
    },
    payment: {
      on: {
        'step.back': 'review',
        'medication.switch': { target: 'switched', actions: 'switchMedication' },
      },
    },
    switched: { type: 'final' },
  },
})

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>

/** Reads the checkout's place from a page address's query; anything unreadable falls back. */
export function checkoutPlaceOf(search: URLSearchParams, fallbackTerms: PaymentTerms = DEFAULT_PAYMENT_TERMS): CheckoutPlace {
  const stepParam = search.get('step')
  const step = CHECKOUT_STEPS.find((candidate) => candidate === stepParam) ?? 'plan'
  const termsParam = Number(search.get('terms') ?? fallbackTerms)
  const coupon = search.get('coupon')?.trim().toUpperCase() || null
  return { step, terms: isPaymentTerms(termsParam) ? termsParam : fallbackTerms, coupon: coupon && coupon.length <= MAX_TEXT_LENGTH ? coupon : null }
}

/** The machine at the place an address names. */
export function checkoutAt(input: CheckoutInput): CheckoutSnapshot {
  return initialTransition(checkoutMachine, input)[0]
}

/** The machine after one event, as a pure function. */
export function checkoutAfter(snapshot: CheckoutSnapshot, event: CheckoutEvent): CheckoutSnapshot {
  return transition(checkoutMachine, snapshot, event)[0]
}

/** The place a snapshot stands for: what goes back into the address. */
export function checkoutPlace(snapshot: CheckoutSnapshot): CheckoutPlace {
  const step = CHECKOUT_STEPS.find((candidate) => snapshot.matches(candidate)) ?? 'plan'
  return { step, terms: snapshot.context.terms, coupon: snapshot.context.coupon }
}

/** The query string for a place: `?step=review&terms=6&coupon=SAVE50`. */
export function checkoutSearch(place: CheckoutPlace): string {
  const search = new URLSearchParams({ step: place.step, terms: String(place.terms) })
  if (place.coupon) search.set('coupon', place.coupon)
  return `?${search.toString()}`
}
