import { getTestPayload } from '@telehealth/cms/testing'
import { initialProducts } from '@telehealth/cms/seed'
import type { Promotion } from '@telehealth/cms/payload-types'
import { checkoutOutcomeMessages, promotionMessages, type CheckoutPaymentForm } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { findOpenCart } from '~/checkout/cart.server.ts'
import { placeOrder } from '~/checkout/place-order.server.ts'
import * as bundleSelected from '~/routes/resources/api/bundle-selected.ts'
import * as promotionTab from '~/routes/portal/home/promotion.tsx'
import { loadHomeShell } from './home.server.ts'
import { selectPromotionAddOn } from './promotion-add-on.server.ts'
import { PromotionEnded, startPromotionCart } from './promotion.server.ts'
import { runLoader, sessionCookie, testContext as context } from '../../test/home-routes.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  for (const product of initialProducts) await payload.create({ collection: 'products', data: product })
})

const DAY = 86_400_000

/** A promotion as marketing saves it: the spec's two tirzepatide plans, 40 % off add-ons. */
async function promotion(startsAt: Date, endsAt: Date, threeMonthCents = 74997): Promise<Promotion> {
  return payload.create({
    collection: 'promotions',
    data: {
      name: `Offer ${startsAt.toISOString()}`,
      active: true,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      addOnPercentOff: 40,
      plans: [
        {
          label: '3 months of tirzepatide',
          medication: 'tirzepatide',
          paymentTerms: '3',
          priceCents: threeMonthCents,
          details: 'Includes 12 months of refills.',
        },
        { label: '6 months of tirzepatide', medication: 'tirzepatide', paymentTerms: '6', priceCents: 114997, details: 'Includes 12 months of refills.' },
      ],
    },
  })
}

const form: CheckoutPaymentForm = {
  shipping: { address_line_1: '100 Congress Ave', address_line_2: 'Apt 4', city: 'Austin', state: 'TX', zip: '78701' },
  billing: { address_line_1: '100 Congress Ave', address_line_2: 'Apt 4', city: 'Austin', state: 'TX', zip: '78701' },
  agreed_to_terms: true,
}
const card = { kind: 'sandbox_card' as const, number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', postalCode: '78701' }

async function postBundle(cookie: string, body: unknown) {
  const request = new Request('https://care.example.com/api/bundle-selected', {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/json', Origin: 'https://care.example.com' },
    body: JSON.stringify(body),
  })
  const response = await bundleSelected.action({ request, params: {}, context })
  return { status: response.status, body: (await response.json()) as { status: string; message: string; item?: { priceCents: number } | null } }
}

const addOnsOf = async (patientId: string | number) =>
  (await payload.find({ collection: 'promotion-add-ons', where: { patient: { equals: patientId } }, overrideAccess: true, depth: 0 })).docs

describe('the promotional tab', () => {
  it('shows only between the promotion’s start and end, by the server’s clock, and never once marketing switches it off', async () => {
    const patient = await signedInPatient(payload)
    const future = await promotion(new Date('2030-01-01T00:00:00.000Z'), new Date('2030-01-08T00:00:00.000Z'))
    const tabsAt = async (at: string) => (await loadHomeShell(patient, new Date(at))).visible
    expect(await tabsAt('2029-12-31T23:59:59.000Z')).not.toContain('promotion')
    expect(await tabsAt('2030-01-01T00:00:00.000Z')).toContain('promotion')
    expect(await tabsAt('2030-01-07T23:59:59.000Z')).toContain('promotion')
    expect(await tabsAt('2030-01-08T00:00:00.000Z')).not.toContain('promotion')
    await payload.update({ collection: 'promotions', id: future.id, data: { active: false } })
    expect(await tabsAt('2030-01-03T00:00:00.000Z')).not.toContain('promotion')
    // Nothing runs now: the tab's address opens the orders tab instead.
    const answer = await runLoader(promotionTab.loader, '/home/offer', await sessionCookie(patient))
    expect(answer).toMatchObject({ status: 302, location: '/home/orders' })
  })

  it('refuses a promotion whose end is not after its start', async () => {
    const refused = await promotion(new Date('2031-01-08T00:00:00.000Z'), new Date('2031-01-01T00:00:00.000Z')).catch((error: unknown) => error)
    expect(refused).toMatchObject({ data: { errors: [expect.objectContaining({ path: 'endsAt', message: 'The end must come after the start.' })] } })
  })

  it('offers the plans at the CMS’s prices with the end to count to, and a plan is charged that price at checkout only while it runs', async () => {
    const now = new Date()
    const live = await promotion(new Date(now.getTime() - DAY), new Date(now.getTime() + DAY))
    const patient = await signedInPatient(payload)
    const tab = await runLoader(promotionTab.loader, '/home/offer', await sessionCookie(patient))
    expect(tab.status).toBe(200)
    const data = tab.data as {
      endsAt: string
      plans: { id: string; months: number; priceCents: number; perMonthCents: number }[]
      addOns: { name: string; priceCents: number }[]
    }
    expect(data.endsAt).toBe(live.endsAt)
    expect(data.plans.map(({ months, priceCents, perMonthCents }) => ({ months, priceCents, perMonthCents }))).toEqual([
      { months: 3, priceCents: 74997, perMonthCents: 24999 },
      { months: 6, priceCents: 114997, perMonthCents: 19166 },
    ])
    expect(data.addOns).toContainEqual(expect.objectContaining({ name: 'GLP Anti-Nausea', priceCents: 1198 }))

    const threeMonths = data.plans.find((plan) => plan.months === 3)!
    const path = await startPromotionCart(patient, threeMonths.id, now)
    const cart = await findOpenCart(path.split('/').pop()!, patient)
    expect(cart).toMatchObject({ medication: 'tirzepatide', paymentTerms: '3', promotion: live.id })
    // Marketing lowers the price before the patient pays: the checkout charges the CMS's price now.
    await payload.update({
      collection: 'promotions',
      id: live.id,
      data: { plans: live.plans.map((plan) => (plan.paymentTerms === '3' ? { ...plan, priceCents: 72000 } : plan)) },
    })
    // Once the promotion has ended, its price is no longer charged.
    const late = await placeOrder({
      patient,
      cart: cart!,
      paymentTerms: 3,
      couponCode: null,
      form,
      card,
      idempotencyKey: 'promo-late-key-0001',
      now: new Date(now.getTime() + 2 * DAY),
    })
    expect(late).toMatchObject({ status: 'refused', message: checkoutOutcomeMessages.planUnavailable })
    const paid = await placeOrder({ patient, cart: cart!, paymentTerms: 3, couponCode: null, form, card, idempotencyKey: 'promo-paid-key-0001', now })
    if (paid.status !== 'success') throw new Error(`expected success, got ${paid.status}`)
    expect(paid.amountCents).toBe(72000)
    expect(await payload.findByID({ collection: 'orders', id: paid.orderId, depth: 0 })).toMatchObject({ amountCents: 72000, paymentTerms: '3' })

    await expect(startPromotionCart(patient, 'no-such-plan', now)).rejects.toThrow(PromotionEnded)
    await expect(startPromotionCart(patient, threeMonths.id, new Date(now.getTime() + 2 * DAY))).rejects.toThrow(PromotionEnded)
  })
})

describe('POST /api/bundle-selected', () => {
  it('keeps the add-on at the promotion’s 40 % off its CMS price, whatever price the browser sends, once', async () => {
    const now = new Date()
    await promotion(new Date(now.getTime() - DAY), new Date(now.getTime() + DAY))
    const patient = await signedInPatient(payload)
    const cookie = await sessionCookie(patient)
    const answer = await postBundle(cookie, { selectedMed: 'GLP Anti-Nausea', priceCents: 1, percentOff: 100, amount: '0.01' })
    expect(answer).toMatchObject({
      status: 200,
      body: { status: 'success', message: promotionMessages.addOnAdded('GLP Anti-Nausea'), item: { priceCents: 1198 } },
    })
    expect(await addOnsOf(patient.id)).toEqual([
      expect.objectContaining({ name: 'GLP Anti-Nausea', listPriceCents: 1997, percentOff: 40, priceCents: 1198, status: 'selected' }),
    ])
    // Chosen again (and again at once): still one.
    await Promise.all([postBundle(cookie, { selectedMed: 'GLP Anti-Nausea' }), postBundle(cookie, { selectedMed: 'glp-anti-nausea' })])
    expect(await addOnsOf(patient.id)).toHaveLength(1)
  })

  it('refuses an unknown, missing or medication item with a clear message and keeps nothing; None keeps nothing', async () => {
    const patient = await signedInPatient(payload)
    const cookie = await sessionCookie(patient)
    for (const selectedMed of ['Ozempic', 'tirzepatide', 'Tirzepatide']) {
      expect(await postBundle(cookie, { selectedMed }), selectedMed).toMatchObject({
        status: 400,
        body: { status: 'error', message: promotionMessages.addOnUnknown },
      })
    }
    for (const body of [{}, { selectedMed: '' }, { selectedMed: 42 }, null, ['GLP Energy']]) {
      expect(await postBundle(cookie, body), JSON.stringify(body)).toMatchObject({ status: 400, body: { message: promotionMessages.addOnMissing } })
    }
    expect(await postBundle(cookie, { selectedMed: 'None' })).toMatchObject({ status: 200, body: { message: promotionMessages.addOnNone, item: null } })
    expect(await addOnsOf(patient.id)).toHaveLength(0)
  })

  it('refuses while no promotion runs, and asks a visitor to sign in', async () => {
    const patient = await signedInPatient(payload)
    const answer = await selectPromotionAddOn(patient, { selectedMed: 'GLP Energy' }, new Date('2035-01-01T00:00:00.000Z'))
    expect(answer).toEqual({ status: 409, body: { status: 'error', message: promotionMessages.notLive } })
    expect(await addOnsOf(patient.id)).toHaveLength(0)
    const visitor = await bundleSelected
      .action({ request: new Request('https://care.example.com/api/bundle-selected', { method: 'POST', body: '{}' }), params: {}, context })
      .catch((thrown: unknown) => thrown as Response)
    expect(visitor.status).toBe(401)
  })
})
