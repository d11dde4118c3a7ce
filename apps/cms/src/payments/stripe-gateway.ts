import Stripe from 'stripe'
import type { AuthorizeRequest, AuthorizeResult, HoldLookup, PaymentGateway } from './gateway.ts'
import { HoldNotCapturableError, PaymentInputError } from './gateway.ts'

export interface StripeGatewayConfig {
  secretKey: string
  /** For tests: a local stand-in of Stripe's API. */
  host?: string
  port?: number
  protocol?: 'http' | 'https'
}

/** Stripe PaymentIntents with manual capture: the card is held now and captured after approval. */
export function stripeGateway(config: StripeGatewayConfig): PaymentGateway {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(config.host ? { host: config.host, port: config.port, protocol: config.protocol ?? 'https' } : {}),
  })
  return {
    name: 'stripe',
    async fingerprint(card) {
      if (card.kind !== 'payment_method') throw new PaymentInputError('Stripe takes a PaymentMethod from Stripe Elements.')
      try {
        const method = await stripe.paymentMethods.retrieve(card.paymentMethodId)
        return method.card?.fingerprint ?? null
      } catch (error) {
        // An unknown or foreign PaymentMethod: nothing to fingerprint; `authorize` will say why.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null
        throw error
      }
    },
    async void(reference) {
      try {
        await stripe.paymentIntents.cancel(reference, {}, { idempotencyKey: `void-${reference}` })
      } catch (error) {
        // Already cancelled (or captured, which staff settle by refund): nothing is held by us.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') return
        throw error
      }
    },
    async capture(reference, idempotencyKey) {
      try {
        await stripe.paymentIntents.capture(reference, {}, { idempotencyKey })
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') {
          const intent = await stripe.paymentIntents.retrieve(reference)
          if (intent.status === 'succeeded') return
          throw new HoldNotCapturableError(`The card hold is ${intent.status}.`)
        }
        throw error
      }
    },
    async refund(reference, idempotencyKey) {
      await stripe.refunds.create({ payment_intent: reference }, { idempotencyKey })
    },
    async lookup(idempotencyKey): Promise<HoldLookup> {
      const found = await stripe.paymentIntents.search({ query: `metadata['attempt_key']:'${idempotencyKey.replace(/[^A-Za-z0-9-]/g, '')}'`, limit: 1 })
      const intent = found.data[0]
      if (!intent) return { status: 'none' }
      return intent.status === 'requires_capture' ? { status: 'held', reference: intent.id } : { status: 'settled', reference: intent.id }
    },
    async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
      if (request.card.kind !== 'payment_method') throw new PaymentInputError('Stripe takes a PaymentMethod from Stripe Elements.')
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'usd',
            capture_method: 'manual',
            confirm: true,
            payment_method: request.card.paymentMethodId,
            // Cards only, and no redirect-based methods: the page never leaves checkout.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            description: request.description,
            receipt_email: request.customer.email,
            // The attempt's key, so a lost answer can be found again (lookup).
            metadata: { ...request.metadata, attempt_key: request.idempotencyKey },
            expand: ['payment_method'],
          },
          { idempotencyKey: request.idempotencyKey },
        )
        const method = intent.payment_method
        const fingerprint = method && typeof method === 'object' ? (method.card?.fingerprint ?? null) : null
        if (intent.status === 'requires_capture') return { status: 'authorized', reference: intent.id, cardFingerprint: fingerprint }
        return { status: 'declined', declineCode: intent.status, message: 'Your card was declined.', cardFingerprint: fingerprint }
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const paymentMethod = error.payment_method
          return {
            status: 'declined',
            declineCode: error.decline_code ?? error.code ?? 'card_declined',
            message: error.message,
            cardFingerprint: paymentMethod?.card?.fingerprint ?? null,
          }
        }
        throw error
      }
    },
  }
}
