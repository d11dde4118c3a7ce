import type { PaymentGatewayName } from '@telehealth/domain'

/**
 * The payments interface (DESIGN.md's third parties): checkout holds an amount on a card, the
 * order's transitions capture it when the pharmacy has the order, or release it (void) on a
 * cancellation or a denial, or refund a captured one (ADR 046). Amounts are integer cents
 * computed on the server. It lives in the CMS package so the site and the admin use the same one.
 */
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
  customer: { email: string; name: string }
  description: string
  /** Sent to the gateway; holds ids only (cart, patient, attempt), never a name or a medication. */
  metadata: Record<string, string>
}

export type AuthorizeResult =
  | { status: 'authorized'; reference: string; cardFingerprint: string | null }
  | { status: 'declined'; declineCode: string; message: string; cardFingerprint: string | null }

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
}

/** How long a hold lasts before the card network releases it (Stripe: 7 days for card payments). */
export const HOLD_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

/** The hold cannot be taken: released, lapsed, or never made. Nothing was charged. */
export class HoldNotCapturableError extends Error {}

/** The request itself was wrong (a card form the gateway does not take, an amount of zero): nothing was held. */
export class PaymentInputError extends Error {}
