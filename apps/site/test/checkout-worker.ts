// A second site process for the checkout's integration tests: the same code on the same database
// (DATABASE_URL from the parent), driven by one JSON command, answering one JSON line.
//   {"type":"buy","patientId":1,"cartId":2,"keys":["k1","k2"]}   -> the results, in order
//   {"type":"crash-after-authorize","patientId":1,"cartId":2,"key":"k"} -> killed by SIGKILL once the card is held
import type { CheckoutPaymentForm, RowId } from '@telehealth/domain'
import { cmsFor, type SignedInPatient } from '~/cms.server.ts'
import { placeOrder } from '~/checkout/place-order.server.ts'
import type { PaymentGateway } from '~/services/payments/gateway.ts'
import { sandboxGateway } from '~/services/payments/sandbox-gateway.server.ts'

type Command =
  { type: 'buy'; patientId: RowId; cartId: RowId; keys: string[] } | { type: 'crash-after-authorize'; patientId: RowId; cartId: RowId; key: string }

const form: CheckoutPaymentForm = {
  shipping: { address_line_1: '100 Congress Ave', address_line_2: 'Apt 4', city: 'Austin', state: 'TX', zip: '78701' },
  billing: { address_line_1: '100 Congress Ave', address_line_2: 'Apt 4', city: 'Austin', state: 'TX', zip: '78701' },
  agreed_to_terms: true,
}
const card = { kind: 'sandbox_card' as const, number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', postalCode: '78701' }

const command = JSON.parse(process.argv[2] ?? '{}') as Command
// Access off: the test's own setup reads the patient and cart it made.
const cms = await cmsFor({ id: command.patientId })
const patient: SignedInPatient = { ...(await cms.findByID({ collection: 'patients', id: command.patientId, depth: 0 })), collection: 'patients' }
const cart = await cms.findByID({ collection: 'carts', id: command.cartId, depth: 0 })
const buy = (idempotencyKey: string, gateway?: PaymentGateway) =>
  placeOrder({ patient, cart, paymentTerms: 6, couponCode: null, form, card, idempotencyKey, ...(gateway ? { gateway } : {}) })

if (command.type === 'buy') {
  const results = await Promise.all(command.keys.map((key) => buy(key)))
  process.stdout.write(`${JSON.stringify(results)}\n`)
  process.exit(0)
} else {
  // The process dies the moment the gateway has held the card, before any order is written.
  const crashing: PaymentGateway = {
    ...sandboxGateway,
    async authorize(request) {
      await sandboxGateway.authorize(request)
      process.kill(process.pid, 'SIGKILL')
      throw new Error('unreachable')
    },
  }
  await buy(command.key, crashing)
}
