import type { AppLoadContext } from '@remix-run/node'
import { getTestPayload } from '@telehealth/cms/testing'
import { subscriptionChargeClaimKey } from '@telehealth/cms/site'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { action } from '~/routes/resources/api/cancle-subs.ts'
import { sessionCookie } from '../../test/home-routes.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'
import { tryClaim } from '~/claims.server.ts'
import { loadBillingTab } from './billing.server.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const shippingAddress = { address_line_1: '12 Elm St', city: 'Austin', state: 'TX' as const, zip: '78701' }

async function subscribed(patient: SignedInPatient, status: 'active' | 'paused' | 'ended' = 'active') {
  const order = await payload.create({
    collection: 'orders',
    data: { patient: patient.id, status: 'waiting_prescription', medication: 'tirzepatide', paymentTerms: '1', amountCents: 24999, shippingAddress },
  })
  const subscription = await payload.create({
    collection: 'subscriptions',
    data: {
      patient: patient.id,
      order: order.id,
      plan_name: 'Tirzepatide Monthly',
      amountCents: 24999,
      paymentTerms: '1',
      status,
      next_billing_date: '2026-12-27T00:00:00.000Z',
    },
  })
  return { order, subscription }
}

async function post(patient: SignedInPatient | null, body: unknown, json = true) {
  const headers: Record<string, string> = patient ? { Cookie: await sessionCookie(patient) } : {}
  let init: RequestInit
  if (json) init = { method: 'POST', body: JSON.stringify(body), headers: { ...headers, 'Content-Type': 'application/json' } }
  else {
    const form = new FormData()
    for (const [name, value] of Object.entries(body as Record<string, string>)) form.set(name, value)
    init = { method: 'POST', body: form, headers }
  }
  let response: Response
  try {
    response = await action({ request: new Request('https://care.example.com/api/cancle-subs', init), params: {}, context: {} as AppLoadContext })
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    response = thrown
  }
  return { status: response.status, body: (await response.json()) as { status: string; message: string } }
}

async function stored(id: string | number) {
  const row = await payload.findByID({ collection: 'subscriptions', id, depth: 0 })
  return { status: row.status, cancelReason: row.cancelReason ?? null, recommend: row.recommend ?? null, updatedAt: row.updatedAt }
}

describe('POST /api/cancle-subs', () => {
  it('ends the patient’s active plan with the reason and the recommendation, and leaves the order already placed alone', async () => {
    const patient = await signedInPatient(payload)
    const { order, subscription } = await subscribed(patient)

    const answer = await post(patient, { subs_id: subscription.id, reason: '  Reached my goal weight  ', reccomend: true })

    expect(answer).toEqual({ status: 200, body: { status: 'success', message: 'Your subscription is cancelled.' } })
    expect(await stored(subscription.id)).toMatchObject({ status: 'ended', cancelReason: 'Reached my goal weight', recommend: true })
    expect((await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })).status).toBe('waiting_prescription')
    // The tab now shows it Cancelled, with no cancel button.
    const tab = await loadBillingTab(patient)
    expect(tab.subscriptions[0]).toMatchObject({ statusLabel: 'Cancelled', canCancel: false, canPayNow: false })
  })

  it('takes the spec’s fields as a posted form too (recommend unchecked)', async () => {
    const patient = await signedInPatient(payload)
    const { subscription } = await subscribed(patient)
    expect((await post(patient, { subs_id: String(subscription.id), reason: 'Too expensive' }, false)).status).toBe(200)
    expect(await stored(subscription.id)).toMatchObject({ status: 'ended', cancelReason: 'Too expensive', recommend: false })
  })

  it('answers another patient’s plan, an unknown and a malformed id alike (404), and changes nothing', async () => {
    const [ada, bob] = [await signedInPatient(payload), await signedInPatient(payload)]
    const { subscription } = await subscribed(ada)
    const before = await stored(subscription.id)

    const others = await post(bob, { subs_id: subscription.id, reason: 'x', reccomend: false })
    const unknown = await post(bob, { subs_id: typeof subscription.id === 'number' ? 99_999_999 : '00000000-0000-4000-8000-000000000000', reason: 'x' })
    const malformed = await post(bob, { subs_id: '1 OR 1=1', reason: 'x' })

    expect(others).toEqual({ status: 404, body: { status: 'error', message: 'No subscription was found with that id.' } })
    expect(unknown).toEqual(others)
    expect(malformed).toEqual(others)
    expect(await stored(subscription.id)).toEqual(before)
  })

  it('refuses a plan that is not active (409) and writes nothing', async () => {
    const patient = await signedInPatient(payload)
    const { subscription: ended } = await subscribed(patient, 'ended')
    const { subscription: pastDue } = await subscribed(patient, 'paused')
    const [endedBefore, pastDueBefore] = [await stored(ended.id), await stored(pastDue.id)]

    expect(await post(patient, { subs_id: ended.id, reason: 'Again', reccomend: true })).toEqual({
      status: 409,
      body: { status: 'error', message: 'Only an active subscription can be cancelled. This one is Cancelled.' },
    })
    expect(await post(patient, { subs_id: pastDue.id, reason: 'Again' })).toEqual({
      status: 409,
      body: { status: 'error', message: 'Only an active subscription can be cancelled. This one is Past Due.' },
    })
    expect(await stored(ended.id)).toEqual(endedBefore)
    expect(await stored(pastDue.id)).toEqual(pastDueBefore)
  })

  it('asks for a reason (400) and keeps it under the limit', async () => {
    const patient = await signedInPatient(payload)
    const { subscription } = await subscribed(patient)
    const before = await stored(subscription.id)
    expect(await post(patient, { subs_id: subscription.id, reason: ' \u0000 ', reccomend: true })).toEqual({
      status: 400,
      body: { status: 'error', message: 'Please tell us why you are cancelling.' },
    })
    expect((await post(patient, { subs_id: subscription.id, reason: 'x'.repeat(1001) })).status).toBe(400)
    expect((await post(patient, 'not an object')).status).toBe(400)
    expect(await stored(subscription.id)).toEqual(before)
  })

  it('makes one move of two cancels at once: one is cancelled, the other told it is not active', async () => {
    const patient = await signedInPatient(payload)
    const { subscription } = await subscribed(patient)
    const answers = await Promise.all([
      post(patient, { subs_id: subscription.id, reason: 'First', reccomend: true }),
      post(patient, { subs_id: subscription.id, reason: 'Second', reccomend: false }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const winner = answers[0].status === 200 ? 'First' : 'Second'
    expect((await stored(subscription.id)).cancelReason).toBe(winner)
  })

  it('waits for a renewal holding the plan’s claim, then answers from what the renewal left (Past Due: refused)', async () => {
    const patient = await signedInPatient(payload)
    const { subscription } = await subscribed(patient)
    const renewal = await tryClaim(subscriptionChargeClaimKey(String(subscription.id)), 30_000)
    if (!renewal) throw new Error('the claim was taken')
    const cancelling = post(patient, { subs_id: subscription.id, reason: 'During the renewal' })
    // The renewal's charge is declined meanwhile: the plan is Past Due when it lets go.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await payload.update({ collection: 'subscriptions', id: subscription.id, data: { status: 'paused' } })
    await renewal.release()
    expect(await cancelling).toEqual({ status: 409, body: { status: 'error', message: 'Only an active subscription can be cancelled. This one is Past Due.' } })
    expect(await stored(subscription.id)).toMatchObject({ status: 'paused', cancelReason: null })
  })

  it('refuses a visitor (401)', async () => {
    expect((await post(null, { subs_id: 1, reason: 'x' })).status).toBe(401)
  })
})
