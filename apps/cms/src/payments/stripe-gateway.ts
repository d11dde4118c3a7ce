import Stripe from 'stripe'
import type {
  AuthorizeRequest,
  AuthorizeResult,
  ChargeSavedRequest,
  ChargeSavedResult,
  HoldLookup,
  PaymentGateway,
  SaveCardRequest,
  SaveCardResult,
  SavedCard,
} from './gateway.ts'
import { HoldNotCapturableError, PAYMENT_DESCRIPTION, PaymentInputError } from './gateway.ts'

export interface StripeGatewayConfig {
  secretKey: string
  /** For tests: a local stand-in of Stripe's API. */
  host?: string
  port?: number
  protocol?: 'http' | 'https'
}

/** What we keep of a PaymentMethod attached to a customer: its references and what the patient is shown. */
function savedCardOf(method: Stripe.PaymentMethod | string | null, customerRef: string): SavedCard | null {
  if (!method || typeof method !== 'object' || !method.card) return null
  const attachedTo = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null)
  if (attachedTo !== customerRef) return null
  const { brand, last4, exp_month: expMonth, exp_year: expYear } = method.card
  return { customerRef, paymentMethodRef: method.id, brand, last4, expMonth, expYear }
}

/** Stripe's message when a bank wants the patient to authenticate a charge made without them. */
const AUTHENTICATION_REQUIRED = 'Your card was declined. This transaction requires authentication.'

/**
 * Stripe PaymentIntents with manual capture: the card is held now and captured after approval.
 * Cards on file: a Customer, the PaymentMethod attached to it by a SetupIntent (or by the
 * checkout's PaymentIntent with `setup_future_usage`), charged later by off-session PaymentIntents.
 */
export function stripeGateway(config: StripeGatewayConfig): PaymentGateway {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(config.host ? { host: config.host, port: config.port, protocol: config.protocol ?? 'https' } : {}),
  })
  /**
   * The customer to keep a card for: the given one, or a new one made once per key, known to Stripe by
   * our opaque ids only (no name, no email: Stripe sends no receipts; ours come from the site).
   */
  const customerFor = async (reference: string | null, metadata: Record<string, string>, idempotencyKey: string): Promise<string> => {
    if (reference) return reference
    const customer = await stripe.customers.create({ metadata }, { idempotencyKey: `${idempotencyKey}:customer` })
    return customer.id
  }
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
      // Keeping the card rides on the hold (one bank check for both). No customer, no card kept:
      // the hold goes ahead without it, and the order records that no card is on file.
      let customer: string | null = null
      if (request.keepCard) {
        customer = await customerFor(request.keepCard.customerRef, request.metadata, request.idempotencyKey).catch(() => null)
      }
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
            description: PAYMENT_DESCRIPTION,
            // The attempt's key, so a lost answer can be found again (lookup).
            metadata: { ...request.metadata, attempt_key: request.idempotencyKey },
            expand: ['payment_method'],
            ...(customer ? { customer, setup_future_usage: 'off_session' as const } : {}),
          },
          { idempotencyKey: request.idempotencyKey },
        )
        const method = intent.payment_method
        const fingerprint = method && typeof method === 'object' ? (method.card?.fingerprint ?? null) : null
        if (intent.status === 'requires_capture') {
          if (!request.keepCard) return { status: 'authorized', reference: intent.id, cardFingerprint: fingerprint }
          return { status: 'authorized', reference: intent.id, cardFingerprint: fingerprint, savedCard: customer ? savedCardOf(method, customer) : null }
        }
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
    async saveCard(request: SaveCardRequest): Promise<SaveCardResult> {
      if (request.card.kind !== 'payment_method') throw new PaymentInputError('Stripe takes a PaymentMethod from Stripe Elements.')
      const customer = await customerFor(request.customer.reference, request.metadata, request.idempotencyKey)
      try {
        const intent = await stripe.setupIntents.create(
          {
            customer,
            payment_method: request.card.paymentMethodId,
            confirm: true,
            usage: 'off_session',
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            metadata: request.metadata,
            expand: ['payment_method'],
          },
          { idempotencyKey: request.idempotencyKey },
        )
        const saved = intent.status === 'succeeded' ? savedCardOf(intent.payment_method, customer) : null
        if (saved) return { status: 'saved', ...saved }
        // requires_action: the bank wants the patient to authenticate the card, which this form cannot ask.
        return { status: 'declined', declineCode: intent.status, message: 'Your card could not be saved. Please use a different card.' }
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError)
          return { status: 'declined', declineCode: error.decline_code ?? error.code ?? 'card_declined', message: error.message }
        throw error
      }
    },
    async chargeSaved(request: ChargeSavedRequest): Promise<ChargeSavedResult> {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) throw new PaymentInputError('Amount must be whole cents above zero.')
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'usd',
            customer: request.customerRef,
            payment_method: request.paymentMethodRef,
            off_session: true,
            confirm: true,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            description: PAYMENT_DESCRIPTION,
            metadata: { ...request.metadata, charge_key: request.idempotencyKey },
          },
          { idempotencyKey: request.idempotencyKey },
        )
        if (intent.status === 'succeeded') return { status: 'succeeded', reference: intent.id }
        if (intent.status === 'requires_action') return { status: 'requires_action', reference: intent.id, message: AUTHENTICATION_REQUIRED }
        return { status: 'declined', declineCode: intent.status, message: 'Your card was declined.' }
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          if (error.code === 'authentication_required')
            return { status: 'requires_action', reference: error.payment_intent?.id ?? null, message: error.message || AUTHENTICATION_REQUIRED }
          return { status: 'declined', declineCode: error.decline_code ?? error.code ?? 'card_declined', message: error.message }
        }
        // A card that is not (or no longer) on file for this customer: nothing was charged.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') throw new PaymentInputError(error.message)
        throw error
      }
    },
  }
}
