import { env } from '~/env.server.ts'
import type { PaymentGateway } from './gateway.ts'
import { sandboxGateway } from './sandbox-gateway.server.ts'
import { stripeGateway } from './stripe-gateway.server.ts'

/** Stripe when STRIPE_SECRET_KEY is set; the embedded sandbox otherwise. */
export const paymentGateway: PaymentGateway = env.STRIPE_SECRET_KEY ? stripeGateway({ secretKey: env.STRIPE_SECRET_KEY }) : sandboxGateway

/** What the checkout page needs to draw the right card form. */
export function paymentClientConfig() {
  return paymentGateway.name === 'stripe'
    ? { gateway: 'stripe' as const, publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '' }
    : { gateway: 'sandbox' as const, publishableKey: null }
}
