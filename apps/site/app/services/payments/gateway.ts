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
  metadata: Record<string, string>
}

export type AuthorizeResult =
  | { status: 'authorized'; reference: string; cardFingerprint: string | null }
  | { status: 'declined'; declineCode: string; message: string; cardFingerprint: string | null }

export interface PaymentGateway {
  readonly name: 'stripe' | 'sandbox'
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>
}

export class PaymentInputError extends Error {}
