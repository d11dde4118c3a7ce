import { createLocalReq, type Payload, type TypedUser } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { lifecycleDeps, transitionOrder } from '../orders/lifecycle.ts'
import { createPatient, createStaff, type StaffRoleName } from '../testing/actors.ts'
import { getTestPayload } from '../testing/test-payload.ts'
import type { PaymentGateway } from './gateway.ts'
import { refundEndpoints, refundKeyOf, refundMessages } from './refund-transaction.ts'

let payload: Payload
let gateway: PaymentGateway
const staff = {} as Record<StaffRoleName, TypedUser>
let patient: TypedUser

beforeAll(async () => {
  payload = await getTestPayload()
  // The gateway the admin's endpoint uses (the embedded sandbox here: no Stripe key in tests).
  gateway = lifecycleDeps(payload).gateway
  for (const role of ['admin', 'marketing', 'clinical', 'fulfilment'] as const) staff[role] = await createStaff(payload, role)
  patient = await createPatient(payload)
})

afterEach(() => {
  vi.restoreAllMocks()
})

let counter = 0
const key = (what: string) => `${what}-${++counter}-${Date.now()}`

/** A checkout's hold, captured, and its 'captured' transaction row, as the order lifecycle writes it. */
async function capturedPayment(amountCents = 74997) {
  const held = await gateway.authorize({
    amountCents,
    idempotencyKey: key('hold'),
    card: { kind: 'sandbox_card', number: '4242424242424242', expMonth: 11, expYear: 2031, cvc: '123', postalCode: '78701' },
    metadata: { patient: String(patient.id) },
  })
  if (held.status !== 'authorized') throw new Error('expected the hold')
  await gateway.capture(held.reference, key('capture'))
  return payload.create({
    collection: 'transactions',
    data: { patient: patient.id, amountCents, status: 'captured', gateway: gateway.name, gatewayReference: held.reference, idempotencyKey: key('captured') },
    overrideAccess: true,
    depth: 0,
  })
}

async function refundAs(user: TypedUser | undefined, id: string | number) {
  const req = await createLocalReq(user ? { user } : {}, payload)
  req.routeParams = { id: String(id) }
  const response = await refundEndpoints[0]!.handler(req)
  return { status: response.status, body: (await response.json()) as { message?: string; alreadyRefunded?: boolean; refund?: { id: string | number } } }
}

const refundRows = async (reference: string) =>
  (
    await payload.find({
      collection: 'transactions',
      where: { and: [{ gatewayReference: { equals: reference } }, { status: { equals: 'refunded' } }] },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

const ledgerStatus = async (reference: string) =>
  (await payload.find({ collection: 'sandbox-payments', where: { reference: { equals: reference } }, overrideAccess: true, depth: 0 })).docs[0]?.status

describe('POST /api/transactions/:id/refund', () => {
  it('refunds a captured payment through the gateway, writes one refunded row and audits the admin', async () => {
    const paid = await capturedPayment()
    const refund = vi.spyOn(gateway, 'refund')
    const answer = await refundAs(staff.admin, paid.id)
    expect(answer.status).toBe(200)
    expect(answer.body.alreadyRefunded).toBe(false)
    expect(refund).toHaveBeenCalledWith(paid.gatewayReference, refundKeyOf(paid.id))
    const rows = await refundRows(paid.gatewayReference!)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ amountCents: 74997, status: 'refunded', idempotencyKey: refundKeyOf(paid.id) })
    expect(await ledgerStatus(paid.gatewayReference!)).toBe('refunded')
    const audit = await payload.find({
      collection: 'audit-log',
      where: { and: [{ resource: { equals: 'transactions' } }, { actorCollection: { equals: 'staff' } }, { actorId: { equals: String(staff.admin.id) } }] },
      overrideAccess: true,
      depth: 0,
      limit: 50,
    })
    const actions = audit.docs.map((entry) => [entry.action, entry.documentId])
    expect(actions).toContainEqual(['refund', String(paid.id)])
    expect(actions).toContainEqual(['create', String(rows[0]!.id)])
  })

  it('refunds once however many times it is pressed, one after the other or at once', async () => {
    const paid = await capturedPayment(34999)
    const refund = vi.spyOn(gateway, 'refund')
    const first = await refundAs(staff.admin, paid.id)
    const second = await refundAs(staff.admin, paid.id)
    expect([first.status, second.status]).toEqual([200, 200])
    expect(second.body.alreadyRefunded).toBe(true)
    expect(String(second.body.refund?.id)).toBe(String(first.body.refund?.id))

    const other = await capturedPayment(19900)
    const together = await Promise.all(Array.from({ length: 5 }, () => refundAs(staff.admin, other.id)))
    expect(together.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(together.filter((answer) => answer.body.alreadyRefunded === false)).toHaveLength(1)
    expect(await refundRows(paid.gatewayReference!)).toHaveLength(1)
    expect(await refundRows(other.gatewayReference!)).toHaveLength(1)
    // The gateway was asked once per payment.
    expect(refund).toHaveBeenCalledTimes(2)
  })

  it('an order refunded after its payment was refunded here moves without refunding again', async () => {
    const paid = await capturedPayment(29900)
    const order = await payload.create({
      collection: 'orders',
      data: {
        patient: patient.id,
        status: 'order_placed',
        medication: 'tirzepatide',
        paymentTerms: '1',
        amountCents: 29900,
        payment_intent_id: paid.gatewayReference,
        shippingAddress: { address_line_1: '12 Elm St', city: 'Austin', state: 'TX', zip: '78701' },
      },
      overrideAccess: true,
      depth: 0,
    })
    expect((await refundAs(staff.admin, paid.id)).status).toBe(200)
    const refund = vi.spyOn(gateway, 'refund')
    const moved = await transitionOrder(
      payload,
      { orderId: order.id, from: 'order_placed', to: 'refunded', actor: { kind: 'staff', id: staff.admin.id, role: 'admin' }, reason: 'Refunded at the desk' },
      { ...lifecycleDeps(payload), gateway },
    )
    expect(moved.ok).toBe(true)
    expect((await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })).status).toBe('refunded')
    // One refund at the gateway, one refunded row: the admin's.
    expect(refund).not.toHaveBeenCalled()
    expect(await refundRows(paid.gatewayReference!)).toHaveLength(1)
  })

  it('refuses what is not a captured or paid payment, and an unknown id, with nothing written', async () => {
    const held = await payload.create({
      collection: 'transactions',
      data: {
        patient: patient.id,
        amountCents: 100,
        status: 'authorized',
        gateway: 'sandbox',
        gatewayReference: 'sandbox_pi_held',
        idempotencyKey: key('held'),
      },
      overrideAccess: true,
      depth: 0,
    })
    const refusal = await refundAs(staff.admin, held.id)
    expect(refusal).toMatchObject({ status: 409, body: { message: refundMessages.notRefundable('authorized') } })
    expect(await refundRows('sandbox_pi_held')).toHaveLength(0)
    expect((await refundAs(staff.admin, 'not-an-id')).status).toBe(404)
  })

  it('is an admin’s only: clinical, fulfilment and marketing staff and visitors are refused, and nothing is refunded', async () => {
    const paid = await capturedPayment(12345)
    const refund = vi.spyOn(gateway, 'refund')
    for (const role of ['clinical', 'fulfilment', 'marketing'] as const) {
      expect(await refundAs(staff[role], paid.id), role).toMatchObject({ status: 403, body: { message: refundMessages.adminOnly } })
    }
    expect((await refundAs(undefined, paid.id)).status).toBe(401)
    expect(refund).not.toHaveBeenCalled()
    expect(await refundRows(paid.gatewayReference!)).toHaveLength(0)
    expect(await ledgerStatus(paid.gatewayReference!)).toBe('captured')
  })
})

describe("staff see a patient's billing but cannot charge", () => {
  it('lets clinical and fulfilment staff read subscriptions and transactions, and refuses them any write', async () => {
    const paid = await capturedPayment(5000)
    const subscription = await payload.create({
      collection: 'subscriptions',
      data: { patient: patient.id, plan_name: 'Tirzepatide Quarterly', amountCents: 74997, paymentTerms: '3', status: 'active' },
      overrideAccess: true,
      depth: 0,
    })
    for (const role of ['clinical', 'fulfilment'] as const) {
      const user = staff[role]
      const transactions = await payload.find({ collection: 'transactions', where: { patient: { equals: patient.id } }, user, overrideAccess: false, depth: 0 })
      expect(
        transactions.docs.map((doc) => String(doc.id)),
        role,
      ).toContain(String(paid.id))
      const subscriptions = await payload.find({
        collection: 'subscriptions',
        where: { patient: { equals: patient.id } },
        user,
        overrideAccess: false,
        depth: 0,
      })
      expect(
        subscriptions.docs.map((doc) => String(doc.id)),
        role,
      ).toContain(String(subscription.id))
      await expect(
        payload.create({
          collection: 'transactions',
          data: { patient: patient.id, amountCents: 100, status: 'success', gateway: 'sandbox', idempotencyKey: key(role) },
          user,
          overrideAccess: false,
        }),
        role,
      ).rejects.toThrow()
      await expect(
        payload.update({ collection: 'transactions', id: paid.id, data: { status: 'refunded' }, user, overrideAccess: false }),
        role,
      ).rejects.toThrow()
      await expect(
        payload.update({ collection: 'subscriptions', id: subscription.id, data: { status: 'ended' }, user, overrideAccess: false }),
        role,
      ).rejects.toThrow()
    }
    // Marketing reads no patient's billing.
    const marketing = await payload.find({ collection: 'transactions', user: staff.marketing, overrideAccess: false, depth: 0 }).catch(() => null)
    expect(marketing?.docs ?? []).toHaveLength(0)
  })
})
