import type { PaymentGatewayName } from '@telehealth/domain'

/**
 * Card pre-authorization, the one thing checkout asks of a payment provider: hold an amount on a
 * card now, capture it when a doctor approves. Amounts are integer cents computed on the server.
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
}

/** The request itself was wrong (a card form the gateway does not take, an amount of zero): nothing was held. */
export class PaymentInputError extends Error {}
