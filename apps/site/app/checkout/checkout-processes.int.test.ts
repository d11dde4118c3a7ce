import { spawn } from 'node:child_process'
import path from 'node:path'
import { initialProducts } from '@telehealth/cms/seed'
import { getTestPayload, settleStaleAttempts, STALE_ATTEMPT_MS } from '@telehealth/cms/testing'
import { checkoutOutcomeMessages, paymentMessages, type CheckoutPaymentForm } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { PaymentInputError, type PaymentGateway } from '~/services/payments/gateway.ts'
import { sandboxGateway } from '~/services/payments/sandbox-gateway.server.ts'
import { findOpenCart, saveCart } from './cart.server.ts'
import { placeOrder, type PlaceOrderResult } from './place-order.server.ts'

/**
 * The checkout as several site processes on one database: each worker is a real Node process
 * running the site's own checkout code (test/checkout-worker.ts) against this file's database.
 */
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  for (const product of initialProducts) await payload.create({ collection: 'products', data: product })
})

const siteRoot = path.resolve(import.meta.dirname, '../..')
// Each worker is a Node process that loads the site and the CMS before its first BUY NOW: 20 s and
// more on a busy machine, and the tests run on each engine.
const WORKERS_MS = 180_000

function worker(command: Record<string, unknown>): Promise<{ code: number | null; signal: NodeJS.Signals | null; results: PlaceOrderResult[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(siteRoot, '../../node_modules/.bin/tsx'), ['test/checkout-worker.ts', JSON.stringify(command)], {
      cwd: siteRoot,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      const line = out.trim().split('\n').pop() ?? ''
      if (code === 0 && !line.startsWith('[')) return reject(new Error(`worker printed no results: ${err}`))
      resolve({ code, signal, results: code === 0 ? (JSON.parse(line) as PlaceOrderResult[]) : [] })
    })
  })
}

let counter = 0
async function newPatient(): Promise<SignedInPatient> {
  counter += 1
  const doc = await payload.create({
    collection: 'patients',
    data: { email: `proc${counter}-${Date.now()}@example.com`, password: 'a-long-test-password', first_name: 'Pro', last_name: 'Cess' },
  })
  return { ...doc, collection: 'patients' }
}

async function cartOf(patient: SignedInPatient) {
  const publicId = await saveCart({ patient, drug: 'semaglutide', paymentTerms: 6, offers: null, conversionId: null })
  const cart = await findOpenCart(publicId, patient)
  if (!cart) throw new Error('cart not saved')
  return cart
}

async function holdsOf(patient: SignedInPatient) {
  const attempts = await payload.find({ collection: 'payment-attempts', where: { patient: { equals: patient.id } }, pagination: false, depth: 0 })
  const keys = attempts.docs.map((attempt) => attempt.idempotencyKey)
  const ledger = await payload.find({ collection: 'sandbox-payments', where: { idempotencyKey: { in: keys } }, pagination: false, depth: 0 })
  return { attempts: attempts.docs, ledger: ledger.docs }
}

async function ordersOf(patient: SignedInPatient) {
  return (await payload.find({ collection: 'orders', where: { patient: { equals: patient.id } }, pagination: false, depth: 0 })).docs
}

const form: CheckoutPaymentForm = {
  shipping: { address_line_1: '100 Congress Ave', address_line_2: 'Apt 4', city: 'Austin', state: 'TX', zip: '78701' },
  billing: { address_line_1: '100 Congress Ave', address_line_2: 'Apt 4', city: 'Austin', state: 'TX', zip: '78701' },
  agreed_to_terms: true,
}
const card = (number = '4242424242424242') => ({ kind: 'sandbox_card' as const, number, expMonth: 12, expYear: 2030, cvc: '123', postalCode: '78701' })

describe('checkout across two site processes', () => {
  it(
    'turns 20 simultaneous BUY NOWs on one cart into one authorization and one order',
    async () => {
      const patient = await newPatient()
      const cart = await cartOf(patient)
      const keys = Array.from({ length: 20 }, (_, index) => `burst-${patient.id}-${index}-${'x'.repeat(8)}`)
      const [a, b] = await Promise.all([
        worker({ type: 'buy', patientId: patient.id, cartId: cart.id, keys: keys.slice(0, 10) }),
        worker({ type: 'buy', patientId: patient.id, cartId: cart.id, keys: keys.slice(10) }),
      ])
      const results = [...a.results, ...b.results]
      expect(results).toHaveLength(20)
      expect(results.filter((result) => result.status === 'success')).toHaveLength(1)
      // Every other one is told plainly, with nothing held.
      for (const result of results.filter((result) => result.status !== 'success')) {
        expect(result.status).toBe('refused')
        expect([checkoutOutcomeMessages.cartAlreadyPaid, paymentMessages.activeOrderExists, checkoutOutcomeMessages.inProgress]).toContain(
          'message' in result ? result.message : '',
        )
      }
      const { ledger } = await holdsOf(patient)
      expect(ledger.filter((row) => row.status === 'authorized')).toHaveLength(1)
      expect(await ordersOf(patient)).toHaveLength(1)
    },
    WORKERS_MS,
  )

  it(
    'gives a patient paying two carts at once one order; the other is told an active order exists and holds nothing',
    async () => {
      const patient = await newPatient()
      const [first, second] = [await cartOf(patient), await cartOf(patient)]
      const [a, b] = await Promise.all([
        worker({ type: 'buy', patientId: patient.id, cartId: first.id, keys: [`two-carts-a-${patient.id}-xxxxxxxx`] }),
        worker({ type: 'buy', patientId: patient.id, cartId: second.id, keys: [`two-carts-b-${patient.id}-xxxxxxxx`] }),
      ])
      const results = [...a.results, ...b.results]
      expect(results.map((result) => result.status).sort()).toEqual(['refused', 'success'])
      expect(results.find((result) => result.status === 'refused')).toMatchObject({ message: paymentMessages.activeOrderExists })
      const { ledger } = await holdsOf(patient)
      expect(ledger).toHaveLength(1)
      expect(await ordersOf(patient)).toHaveLength(1)
    },
    WORKERS_MS,
  )

  it(
    'leaves an attempt killed mid-checkout for the job, which voids its hold and opens the cart again',
    async () => {
      const patient = await newPatient()
      const cart = await cartOf(patient)
      const crashed = await worker({ type: 'crash-after-authorize', patientId: patient.id, cartId: cart.id, key: `crash-${patient.id}-xxxxxxxxxx` })
      // tsx runs the script in a child of its own and passes its death on as exit code 128 + 9.
      expect(crashed.signal === 'SIGKILL' || crashed.code === 137).toBe(true)
      const before = await holdsOf(patient)
      expect(before.attempts.map((attempt) => attempt.status)).toEqual(['started'])
      expect(before.ledger.map((row) => row.status)).toEqual(['authorized'])
      expect((await payload.findByID({ collection: 'carts', id: cart.id, depth: 0 })).status).toBe('paying')

      // Not yet stale: a BUY NOW might still be under way.
      expect(await settleStaleAttempts({ payload })).toEqual({ voided: 0, completed: 0, closed: 0 })
      const later = new Date(Date.now() + STALE_ATTEMPT_MS + 60_000)
      expect(await settleStaleAttempts({ payload }, { now: later })).toEqual({ voided: 1, completed: 0, closed: 0 })
      const after = await holdsOf(patient)
      expect(after.attempts.map((attempt) => attempt.status)).toEqual(['voided'])
      expect(after.ledger.map((row) => row.status)).toEqual(['voided'])
      expect(await ordersOf(patient)).toHaveLength(0)
      expect((await payload.findByID({ collection: 'carts', id: cart.id, depth: 0 })).status).toBe('open')
    },
    WORKERS_MS,
  )
})

describe('money is never held without a record', () => {
  it('voids the authorization when a write after it fails, and leaves no order', async () => {
    const patient = await newPatient()
    const cart = await cartOf(patient)
    // The CMS refuses DC on a shipping address (the 50 states only): the order write fails after the hold.
    // Past the form's schema, as a value could arrive from a future caller: parsed, not typed.
    const refusedAddress = JSON.parse(JSON.stringify({ ...form, shipping: { ...form.shipping, state: 'DC' } })) as CheckoutPaymentForm
    const result = await placeOrder({
      patient,
      cart,
      paymentTerms: 6,
      couponCode: null,
      form: refusedAddress,
      card: card(),
      idempotencyKey: `write-fails-${patient.id}-xxxxxxxx`,
    })
    expect(result).toEqual({ status: 'unavailable', message: checkoutOutcomeMessages.notCompleted })
    const { attempts, ledger } = await holdsOf(patient)
    expect(attempts.map((attempt) => attempt.status)).toEqual(['voided'])
    expect(ledger.map((row) => row.status)).toEqual(['voided'])
    expect(await ordersOf(patient)).toHaveLength(0)
    for (const collection of ['subscriptions', 'transactions', 'addresses'] as const) {
      expect((await payload.count({ collection, where: { patient: { equals: patient.id } } })).totalDocs).toBe(0)
    }
    expect((await payload.findByID({ collection: 'carts', id: cart.id, depth: 0 })).status).toBe('open')
  })

  it('never sends a card blocked by its declines to the gateway', async () => {
    const patient = await newPatient()
    const cart = await cartOf(patient)
    const declinedCard = card('4000000000000002')
    const fingerprint = await sandboxGateway.fingerprint(declinedCard)
    for (let index = 0; index < 4; index += 1) {
      await payload.create({
        collection: 'payment-declines',
        data: { occurredAt: new Date().toISOString(), cardFingerprint: fingerprint, declineCode: 'generic_decline' },
      })
    }
    let asked = 0
    const counting: PaymentGateway = { ...sandboxGateway, authorize: (request) => ((asked += 1), sandboxGateway.authorize(request)) }
    const result = await placeOrder({
      patient,
      cart,
      paymentTerms: 6,
      couponCode: null,
      form,
      card: declinedCard,
      idempotencyKey: `blocked-${patient.id}-xxxxxxxx`,
      gateway: counting,
    })
    expect(result).toEqual({ status: 'declined', message: paymentMessages.cardTemporarilyBlocked, blocked: true })
    expect(asked).toBe(0)
    expect((await holdsOf(patient)).attempts).toHaveLength(0)
  })

  it('retries an attempt whose answer was lost with the same key, so a reload never holds the card twice', async () => {
    const patient = await newPatient()
    const cart = await cartOf(patient)
    const keysSent: string[] = []
    let loseNextAnswer = true
    const flaky: PaymentGateway = {
      ...sandboxGateway,
      async authorize(request) {
        keysSent.push(request.idempotencyKey)
        const answer = await sandboxGateway.authorize(request)
        if (loseNextAnswer) {
          loseNextAnswer = false
          throw new Error('socket hang up')
        }
        return answer
      },
    }
    const first = await placeOrder({
      patient,
      cart,
      paymentTerms: 6,
      couponCode: null,
      form,
      card: card(),
      idempotencyKey: `lost-page-1-${patient.id}-xxxxxxxx`,
      gateway: flaky,
    })
    expect(first).toEqual({ status: 'unavailable', message: checkoutOutcomeMessages.gatewayUnreachable })
    expect((await holdsOf(patient)).attempts.map((attempt) => attempt.status)).toEqual(['unknown'])
    // The reloaded page has a new key; the lost attempt's key is what the gateway sees again.
    const second = await placeOrder({
      patient,
      cart,
      paymentTerms: 6,
      couponCode: null,
      form,
      card: card(),
      idempotencyKey: `lost-page-2-${patient.id}-xxxxxxxx`,
      gateway: flaky,
    })
    expect(second.status).toBe('success')
    expect(keysSent).toEqual([`lost-page-1-${patient.id}-xxxxxxxx`, `lost-page-1-${patient.id}-xxxxxxxx`])
    const { attempts, ledger } = await holdsOf(patient)
    expect(attempts.map((attempt) => attempt.status)).toEqual(['completed'])
    expect(ledger).toHaveLength(1)
  })

  it('answers a card form the gateway cannot take with a message, holding nothing', async () => {
    const patient = await newPatient()
    const cart = await cartOf(patient)
    const refusing: PaymentGateway = { ...sandboxGateway, fingerprint: async () => Promise.reject(new PaymentInputError('no')) }
    const result = await placeOrder({
      patient,
      cart,
      paymentTerms: 6,
      couponCode: null,
      form,
      card: card(),
      idempotencyKey: `input-${patient.id}-xxxxxxxx`,
      gateway: refusing,
    })
    expect(result).toEqual({ status: 'invalid', message: 'Invalid card details' })
    expect((await holdsOf(patient)).attempts).toHaveLength(0)
  })
})
