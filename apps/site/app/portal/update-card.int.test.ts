import type { AppLoadContext } from '@remix-run/node'
import { getTestPayload } from '@telehealth/cms/testing'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { action } from '~/routes/resources/api/update-card.ts'
import { paymentGateway } from '~/services/payments/index.server.ts'
import { sessionCookie } from '../../test/home-routes.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'
import { loadBillingTab } from './billing.server.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const address = { 'billing.address_line_1': '100 Congress Ave', 'billing.city': 'Austin', 'billing.state': 'TX', 'billing.zip': '78701' }
const card = (number: string) => ({ card_number: number, card_exp: '12/40', card_cvc: '123', card_zip: '78701' })

/** A plan bought at checkout: its subscription with the card kept with the hold (a real sandbox card on file). */
async function subscribed(patient: SignedInPatient, status: 'active' | 'paused' | 'ended' = 'active', customerRef: string | null = null) {
  const saved = await paymentGateway.saveCard({
    card: { kind: 'sandbox_card', number: '4242424242424242', expMonth: 12, expYear: 2039, cvc: '123', postalCode: '78701' },
    customer: { reference: customerRef },
    idempotencyKey: `test-checkout-card:${String(patient.id)}:${Math.random()}`,
    metadata: {},
  })
  if (saved.status !== 'saved') throw new Error('the test card was not kept')
  const { customerRef: customer, paymentMethodRef, brand, last4, expMonth, expYear } = saved
  return payload.create({
    collection: 'subscriptions',
    data: {
      patient: patient.id,
      plan_name: 'Tirzepatide Quarterly',
      amountCents: 74700,
      paymentTerms: '3',
      status,
      cardOnFile: {
        status: 'saved',
        gateway: 'sandbox',
        customerRef: customer,
        paymentMethodRef,
        brand,
        last4,
        expMonth,
        expYear,
        savedAt: new Date().toISOString(),
      },
    },
  })
}

async function post(patient: SignedInPatient | null, fields: Record<string, string>) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  const headers: Record<string, string> = patient ? { Cookie: await sessionCookie(patient) } : {}
  const request = new Request('https://care.example.com/api/update-card', { method: 'POST', body, headers })
  let response: Response
  try {
    response = await action({ request, params: {}, context: {} as AppLoadContext })
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    response = thrown
  }
  return { status: response.status, body: (await response.json()) as { status: string; message: string } }
}

async function cardsOf(patient: SignedInPatient) {
  const found = await payload.find({ collection: 'subscriptions', where: { patient: { equals: patient.id } }, sort: 'createdAt', depth: 0, pagination: false })
  return found.docs.map((row) => ({
    status: row.status,
    customerRef: row.cardOnFile?.customerRef,
    paymentMethodRef: row.cardOnFile?.paymentMethodRef,
    last4: row.cardOnFile?.last4,
  }))
}

describe('POST /api/update-card', () => {
  it('keeps the new card for the same gateway customer and makes it the card on file of the active and Past Due plans', async () => {
    const patient = await signedInPatient(payload)
    const active = await subscribed(patient, 'active')
    const customer = active.cardOnFile!.customerRef!
    await subscribed(patient, 'paused', customer)
    const ended = await subscribed(patient, 'ended', customer)

    const answer = await post(patient, { ...address, ...card('5555 5555 5555 4444') })

    expect(answer).toEqual({ status: 200, body: { status: 'success', message: 'Billing details updated successfully' } })
    const [a, p, e] = await cardsOf(patient)
    expect(a).toMatchObject({ status: 'active', customerRef: customer, last4: '4444' })
    expect(p).toMatchObject({ status: 'paused', customerRef: customer, last4: '4444' })
    expect(a!.paymentMethodRef).toBe(p!.paymentMethodRef)
    expect(a!.paymentMethodRef).not.toBe(active.cardOnFile!.paymentMethodRef)
    // An ended plan renews no more: its card stays as it was.
    expect(e).toMatchObject({ status: 'ended', last4: '4242', paymentMethodRef: ended.cardOnFile!.paymentMethodRef })
    // The renewal can charge it: the gateway has it on file for that customer.
    const charged = await paymentGateway.chargeSaved({
      customerRef: customer,
      paymentMethodRef: a!.paymentMethodRef!,
      amountCents: 74700,
      idempotencyKey: `test-renewal:${String(active.id)}:${Math.random()}`,
      metadata: {},
    })
    expect(charged.status).toBe('succeeded')
    // The tab shows the new card where the patient updates it.
    expect((await loadBillingTab(patient)).cardOnFile).toEqual({ brand: 'Mastercard', last4: '4444', expMonth: 12, expYear: 2040 })
  })

  it('leaves the old card on file when the bank declines the new one, with the bank’s message', async () => {
    const patient = await signedInPatient(payload)
    await subscribed(patient)
    const before = await cardsOf(patient)

    const answer = await post(patient, { ...address, ...card('4000000000000002') })

    expect(answer).toEqual({ status: 402, body: { status: 'error', message: 'Your card was declined.' } })
    expect(await cardsOf(patient)).toEqual(before)
  })

  it('answers each bad form with the spec’s words and a 4xx, writing nothing', async () => {
    const patient = await signedInPatient(payload)
    await subscribed(patient)
    const before = await cardsOf(patient)

    expect(await post(patient, { ...address, 'billing.zip': '', ...card('4242424242424242') })).toEqual({
      status: 400,
      body: { status: 'error', message: 'Please enter a complete billing address.' },
    })
    expect(await post(patient, { ...address, ...card('4242'), card_exp: '13/99' })).toEqual({
      status: 400,
      body: { status: 'error', message: 'Invalid card details' },
    })
    expect(await cardsOf(patient)).toEqual(before)
  })

  it('changes only the signed-in patient’s own plans', async () => {
    const [ada, bob] = [await signedInPatient(payload), await signedInPatient(payload)]
    await subscribed(ada)
    await subscribed(bob)
    const bobBefore = await cardsOf(bob)

    expect((await post(ada, { ...address, ...card('5555555555554444') })).status).toBe(200)

    expect(await cardsOf(bob)).toEqual(bobBefore)
    expect((await cardsOf(ada))[0]!.last4).toBe('4444')
  })

  it('refuses a patient with no renewing plan (409) and a visitor (401)', async () => {
    const patient = await signedInPatient(payload)
    await subscribed(patient, 'ended')
    expect(await post(patient, { ...address, ...card('4242424242424242') })).toEqual({
      status: 409,
      body: { status: 'error', message: 'You have no active plan to keep a card for.' },
    })
    expect((await post(null, { ...address, ...card('4242424242424242') })).status).toBe(401)
  })
})
