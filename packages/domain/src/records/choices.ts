import { US_STATES, US_STATES_AND_DC, type UsStateOrDcCode } from '../address/us-states.ts'
import { GENDERS } from '../intake/gender-step.ts'
import { ORDER_STATUS_FLOW } from '../portal/orders/status.ts'
import { DRUGS, PAYMENT_TERMS } from '../pricing/plans.ts'

/**
 * The one source of every closed list a stored record uses: the CMS builds its select fields from
 * these and the site's schemas check against them, so a value one side accepts the other stores.
 */

/** Where a patient lives (intake, lead, patient): the 50 states and DC (spec 000 section 2). */
export const RESIDENCE_STATES = US_STATES_AND_DC
export type ResidenceState = UsStateOrDcCode

/** Where an order ships and is billed: the 50 states, no DC (spec 000 section 4, address form). */
export const ADDRESS_STATES = US_STATES

export { DRUGS, GENDERS, PAYMENT_TERMS }

/** Payment terms as the CMS stores them (a select's value is text). */
export const PAYMENT_TERMS_VALUES = PAYMENT_TERMS.map((terms) => String(terms) as `${(typeof PAYMENT_TERMS)[number]}`)
export type StoredPaymentTerms = (typeof PAYMENT_TERMS_VALUES)[number]

export function storedPaymentTerms(terms: (typeof PAYMENT_TERMS)[number]): StoredPaymentTerms {
  return String(terms) as StoredPaymentTerms
}

/** Every status an order can hold: the flow, its side states and its ends (ADRs 018, 046). */
export const ORDER_STATUSES = [...ORDER_STATUS_FLOW, 'shipping_paused', 'needs_review', 'complete', 'cancelled', 'disqualified', 'refunded'] as const
export type StoredOrderStatus = (typeof ORDER_STATUSES)[number]

/** Where an order's way ends: delivered, complete, cancelled, denied by a clinician, or refunded. */
export const ORDER_END_STATUSES = ['order_delivered', 'complete', 'cancelled', 'disqualified', 'refunded'] as const satisfies readonly StoredOrderStatus[]

/** Orders in every other state mean the patient already has one under way (one active order each). */
export const ACTIVE_ORDER_STATUSES = ORDER_STATUSES.filter(
  (status): status is Exclude<StoredOrderStatus, (typeof ORDER_END_STATUSES)[number]> => !(ORDER_END_STATUSES as readonly string[]).includes(status),
)

/** A cart is open until paid; `paying` while a BUY NOW holds it. */
export const CART_STATUSES = ['open', 'paying', 'converted', 'abandoned'] as const

export const TRANSACTION_STATUSES = ['authorized', 'captured', 'success', 'declined', 'voided', 'refunded'] as const

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'ended'] as const

/** A subscription's card for renewals (ADR 092): kept at checkout, or none when it could not be kept. */
export const CARD_ON_FILE_STATUSES = ['saved', 'none'] as const

export const LEAD_OUTCOMES = ['qualified', 'disqualified'] as const
export const DISQUALIFY_REASONS = ['blocked_state', 'underage'] as const

export const TEXT_CONSENT = ['Yes', 'No'] as const

/**
 * A payment attempt's life (ADR 018): written `started` before the gateway is called; `authorized`
 * once the card is held; `completed` when the order is written; `declined` by the card; `failed`
 * when the gateway answered an error that held nothing; `unknown` when the gateway's answer was
 * lost (a retry reuses the key); `voided` when a hold was released because the rest failed.
 */
export const PAYMENT_ATTEMPT_STATUSES = ['started', 'authorized', 'completed', 'declined', 'failed', 'unknown', 'voided'] as const
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number]

/** Attempts in these states may still hold money on a card. */
export const UNSETTLED_ATTEMPT_STATUSES = ['started', 'authorized', 'unknown'] as const satisfies readonly PaymentAttemptStatus[]

export const PAYMENT_GATEWAYS = ['stripe', 'sandbox'] as const
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number]

/** A select field's options from one of these lists, for the CMS. */
export function selectOptions<T extends string>(values: readonly T[], label: (value: T) => string = (value) => value.replaceAll('_', ' ')) {
  return values.map((value) => ({ label: label(value), value }))
}
