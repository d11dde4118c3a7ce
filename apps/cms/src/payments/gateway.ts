import type { PaymentGatewayName } from '@telehealth/domain'

/**
 * The payments interface (DESIGN.md's third parties): checkout holds an amount on a card, the
 * order's transitions capture it when the pharmacy has the order, or release it (void) on a
 * cancellation or a denial, or refund a captured one (ADR 046). A card can be kept on file for a
 * customer and charged later without the patient present (renewals, ADR 092). Amounts are integer
 * cents computed on the server. It lives in the CMS package so the site and the admin use the same one.
 */
/**
 * What the payments processor reads on every hold and charge (ADR 101): the same neutral words
 * whatever was bought. A plan's name is a medication's, and a medication with a person's card is
 * health information the processor has no need of; the order is found by the ids in the metadata.
 */
export const PAYMENT_DESCRIPTION = 'Online care program'

export type CardInput =
  /** Stripe Elements made a PaymentMethod in the browser; the card number never reaches us. */
  | { kind: 'payment_method'; paymentMethodId: string }
  /** The embedded sandbox's own card form (test card numbers only; never a real card). */
  | { kind: 'sandbox_card'; number: string; expMonth: number; expYear: number; cvc: string; postalCode: string }

export interface AuthorizeRequest {
  amountCents: number
  /** One per checkout attempt: a replayed request answers with the first result, never a second hold. */
  idempotencyKey: string
  card: CardInput
  /** Sent to the gateway; holds opaque ids only (cart, patient, attempt), never a name, an email or a medication. */
  metadata: Record<string, string>
  /**
   * Keep the card on file for later off-session charges with this authorization (Stripe:
   * `setup_future_usage: 'off_session'` on the PaymentIntent, one bank check for both). The
   * customer is the patient's earlier one, or null for a new one. Without it nothing is kept.
   */
  keepCard?: { customerRef: string | null }
}

/** What we store of a card kept on file: the gateway's references and what the patient is shown. Never the number. */
export interface SavedCard {
  /** The gateway's customer (Stripe: `cus_...`). */
  customerRef: string
  /** The gateway's saved card (Stripe: the PaymentMethod `pm_...`, attached to the customer). */
  paymentMethodRef: string
  brand: string
  last4: string
  expMonth: number
  expYear: number
}

export type AuthorizeResult =
  | {
      status: 'authorized'
      reference: string
      cardFingerprint: string | null
      /** Asked with `keepCard`: the card kept on file, or null when it could not be kept (the hold stands either way). */
      savedCard?: SavedCard | null
    }
  | { status: 'declined'; declineCode: string; message: string; cardFingerprint: string | null }

export interface SaveCardRequest {
  card: CardInput
  /** The customer to keep the card for: their earlier reference, or null to make one (known to the gateway by our ids only). */
  customer: { reference: string | null }
  /** One per save: a replay answers with the first result, never a second customer or card. */
  idempotencyKey: string
  /** Ids only (patient, subscription), never a name or a medication. */
  metadata: Record<string, string>
}

/** Kept (store the references and display data), or declined by the bank: then nothing was kept. */
export type SaveCardResult = ({ status: 'saved' } & SavedCard) | { status: 'declined'; declineCode: string; message: string }

export interface ChargeSavedRequest {
  customerRef: string
  paymentMethodRef: string
  amountCents: number
  /** One per charge (e.g. subscription + period): a replay answers the first result, never a second charge. */
  idempotencyKey: string
  /** Ids only (subscription, period, patient), never a name or a medication. */
  metadata: Record<string, string>
}

export type ChargeSavedResult =
  | { status: 'succeeded'; reference: string }
  | { status: 'declined'; declineCode: string; message: string }
  /** The bank wants the patient to authenticate (3-D Secure) before it pays; nothing was charged. */
  | { status: 'requires_action'; reference: string | null; message: string }

/** What the gateway holds for one idempotency key, for the job that settles unfinished attempts. */
export type HoldLookup = { status: 'held'; reference: string } | { status: 'none' } | { status: 'settled'; reference: string }

export interface PaymentGateway {
  readonly name: PaymentGatewayName
  /**
   * The card's fingerprint before anything is held, so a card blocked by its declines never
   * reaches `authorize` (null when the gateway cannot tell).
   */
  fingerprint(card: CardInput): Promise<string | null>
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>
  /** Releases a hold (Stripe: cancels the PaymentIntent). Releasing a released hold is a no-op. */
  void(reference: string): Promise<void>
  /** Whether an authorization made with this key still holds money (an attempt whose answer was lost). */
  lookup(idempotencyKey: string): Promise<HoldLookup>
  /**
   * Takes the held amount. Capturing a captured hold is a no-op; a hold that was released or has
   * lapsed (7 days with Stripe) throws `HoldNotCapturableError`.
   */
  capture(reference: string, idempotencyKey: string): Promise<void>
  /** Gives a captured amount back. Refunding twice with one key is one refund. */
  refund(reference: string, idempotencyKey: string): Promise<void>
  /**
   * Keeps a card for a customer for later off-session charges (Stripe: the customer made or reused,
   * a SetupIntent confirmed with the PaymentMethod, usage off_session). Nothing is charged. A
   * declined card is kept nowhere. A card form the gateway does not take throws `PaymentInputError`.
   */
  saveCard(request: SaveCardRequest): Promise<SaveCardResult>
  /**
   * Charges a kept card without the patient present (Stripe: an off-session PaymentIntent,
   * confirmed and captured at once). A card not on file, or an amount that is not whole cents above
   * zero, throws `PaymentInputError`; nothing was charged.
   */
  chargeSaved(request: ChargeSavedRequest): Promise<ChargeSavedResult>
}

/** How long a hold lasts before the card network releases it (Stripe: 7 days for card payments). */
export const HOLD_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

/** The hold cannot be taken: released, lapsed, or never made. Nothing was charged. */
export class HoldNotCapturableError extends Error {}

/** The request itself was wrong (a card form the gateway does not take, an amount of zero): nothing was held. */
export class PaymentInputError extends Error {}
