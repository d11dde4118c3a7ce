import type { PaymentGateway } from './gateway.ts'
import { createSandboxGateway, type SandboxLedger } from './sandbox-gateway.ts'
import { stripeGateway } from './stripe-gateway.ts'

/**
 * Stripe when STRIPE_SECRET_KEY is set; the embedded sandbox otherwise. Both processes (site and
 * admin) read the same variable, so they always talk to the same gateway. `ledger` is the
 * sandbox's database access, acting as the server.
 */
export function paymentGatewayFromEnv(ledger: () => Promise<SandboxLedger>, env: NodeJS.ProcessEnv = process.env): PaymentGateway {
  const secretKey = env.STRIPE_SECRET_KEY
  return secretKey ? stripeGateway({ secretKey }) : createSandboxGateway(ledger)
}
