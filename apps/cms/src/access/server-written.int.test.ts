import type { RowId } from '@telehealth/domain'
import type { Payload, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { relationValue } from '../fields/relation-id.ts'
import type { Order } from '../payload-types.ts'
import { createPatient, createStaff } from '../testing/actors.ts'
import { getTestPayload } from '../testing/test-payload.ts'
import { serverWrittenMessage } from './serverWrittenField.ts'

/**
 * ADR 089: prescriptions are written only by prescribing (and answered by the site), and the order
 * fields the server's own steps write are changed by nobody through the API. Each write below goes
 * through the Local API with access on and the person as its user, as REST and the admin's form
 * reach it, and must be refused with nothing changed.
 */

type Person = 'admin' | 'clinical' | 'fulfilment' | 'marketing' | 'patient' | 'visitor'
const people: Person[] = ['admin', 'clinical', 'fulfilment', 'marketing', 'patient', 'visitor']

let payload: Payload
let owner: TypedUser
const users: Partial<Record<Person, TypedUser>> = {}
const shippingAddress = { address_line_1: '100 Congress Ave', city: 'Austin', state: 'TX' as const, zip: '78701' }

beforeAll(async () => {
  payload = await getTestPayload()
  owner = await createPatient(payload)
  for (const role of ['admin', 'clinical', 'fulfilment', 'marketing'] as const) users[role] = await createStaff(payload, role)
  users.patient = owner
})

async function order(): Promise<Order> {
  const cart = await payload.create({
    collection: 'carts',
    data: { patient: owner.id, medication: 'semaglutide', status: 'open', paymentTerms: '6', items: [] },
    overrideAccess: true,
    depth: 0,
  })
  return payload.create({
    collection: 'orders',
    data: {
      patient: owner.id,
      status: 'waiting_prescription',
      medication: 'semaglutide',
      paymentTerms: '3',
      amountCents: 74700,
      discountCents: 0,
      couponCode: 'WELCOME',
      cart: cart.id,
      payment_intent_id: 'pi_original',
      doctor: 'Dr. Original',
      provider: 11,
      external_visit_id: 'visit-original',
      conversionId: 'c-original',
      planId: 'sema_plan_1',
      conversionStatus: 'sent',
      conversionAttempts: 1,
      pharmacyReference: 'ph-original',
      receivedAt: '2026-11-20T12:00:00.000Z',
      shippingAddress,
      billingAddress: shippingAddress,
    },
    overrideAccess: true,
    depth: 0,
  })
}

/** The order as stored, without the bookkeeping every write touches. */
async function stored(id: RowId) {
  const { updatedAt: _updatedAt, ...rest } = await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
  return rest
}

/** Every field the server's steps write, with a changed value and the label its refusal names. */
function changes(other: { patient: RowId; cart: RowId }): [keyof Order, unknown, string][] {
  return [
    ['patient', relationValue(other.patient), 'The patient'],
    ['medication', 'tirzepatide', 'The medication'],
    ['paymentTerms', '1', 'The payment terms'],
    ['amountCents', 1, 'The amount'],
    ['discountCents', 74000, 'The discount'],
    ['couponCode', 'FREE', 'The coupon'],
    ['cart', relationValue(other.cart), 'The cart'],
    ['payment_intent_id', 'pi_attacker', 'The payment intent'],
    ['doctor', 'Dr. Nobody', 'The prescribing doctor'],
    ['provider', 99, 'The provider'],
    ['external_visit_id', 'visit-forged', 'The external visit id'],
    ['conversionId', 'c-forged', 'The affiliate conversion id'],
    ['planId', 'tir_plan_9', 'The offer plan id'],
    ['conversionStatus', 'failed', 'The conversion call'],
    ['conversionAttempts', 3, 'The conversion attempts'],
    ['pharmacyReference', 'ph-forged', 'The pharmacy reference'],
    ['receivedAt', '2026-11-21T12:00:00.000Z', 'The delivered date'],
    ['shippingAddress', { ...shippingAddress, address_line_1: '1 Elsewhere Rd' }, 'The shipping address'],
    ['billingAddress', { ...shippingAddress, city: 'Dallas' }, 'The billing address'],
  ]
}

describe('order fields over the API', () => {
  it('refuses every field change by clinical, fulfilment, marketing, the patient and a visitor, changing nothing', async () => {
    const target = await order()
    const before = await stored(target.id)
    const other = await createPatient(payload)
    const otherCart = await payload.create({
      collection: 'carts',
      data: { patient: other.id, medication: 'semaglutide', status: 'open', paymentTerms: '6', items: [] },
      overrideAccess: true,
      depth: 0,
    })
    for (const person of people.filter((p) => p !== 'admin')) {
      for (const [field, value] of [
        ...changes({ patient: other.id, cart: otherCart.id }),
        ['bundleSelection', 'Energy'],
        ['tracking_number', '1Z999AA10123456784'],
        ['submitted', 4],
      ] as [string, unknown][]) {
        await expect(
          payload.update({ collection: 'orders', id: target.id, data: { [field]: value }, overrideAccess: false, user: users[person] ?? null, depth: 0 }),
          `${person} writing ${field}`,
        ).rejects.toThrow()
      }
    }
    expect(await stored(target.id)).toEqual(before)
  })

  it('refuses an admin’s change of any field the server’s steps write, naming it, and changes nothing', async () => {
    const target = await order()
    const before = await stored(target.id)
    const other = await createPatient(payload)
    const otherCart = await payload.create({
      collection: 'carts',
      data: { patient: other.id, medication: 'semaglutide', status: 'open', paymentTerms: '6', items: [] },
      overrideAccess: true,
      depth: 0,
    })
    for (const [field, value, label] of changes({ patient: other.id, cart: otherCart.id })) {
      const attempt = payload.update({ collection: 'orders', id: target.id, data: { [field]: value }, overrideAccess: false, user: users.admin, depth: 0 })
      await expect(attempt, field).rejects.toMatchObject({ status: 403, message: serverWrittenMessage(label) })
    }
    // With an allowed change beside it, the whole write is refused.
    await expect(
      payload.update({
        collection: 'orders',
        id: target.id,
        data: { bundleSelection: 'B12', amountCents: 100 },
        overrideAccess: false,
        user: users.admin,
        depth: 0,
      }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await stored(target.id)).toEqual(before)
  })

  it('lets an admin correct the add-on, the tracking and the billing date, with every other field sent back unchanged as the admin form does', async () => {
    const target = await order()
    const before = await stored(target.id)
    const { id: _id, createdAt: _createdAt, status: _status, ...form } = before
    const updated = await payload.update({
      collection: 'orders',
      id: target.id,
      data: { ...form, bundleSelection: 'Energy', logistics_provider: 'fedex', tracking_number: '771234567890', next_billing_date: '2026-12-27T00:00:00.000Z' },
      overrideAccess: false,
      user: users.admin,
      depth: 0,
    })
    expect(updated).toMatchObject({ bundleSelection: 'Energy', logistics_provider: 'fedex', tracking_number: '771234567890' })
    expect(await stored(target.id)).toEqual({
      ...before,
      bundleSelection: 'Energy',
      logistics_provider: 'fedex',
      tracking_number: '771234567890',
      next_billing_date: '2026-12-27T00:00:00.000Z',
    })
  })

  it('still lets the server’s own steps write them (access off)', async () => {
    const target = await order()
    await payload.update({ collection: 'orders', id: target.id, data: { doctor: 'Dr. Jane Rivera', provider: 4417 }, overrideAccess: true, depth: 0 })
    expect(await stored(target.id)).toMatchObject({ doctor: 'Dr. Jane Rivera', provider: 4417 })
  })
})

describe('prescriptions over the API', () => {
  it('are created, changed and deleted by nobody, admins included; nothing changes', async () => {
    const target = await order()
    const prescription = await payload.create({
      collection: 'prescriptions',
      data: { patient: owner.id, order: target.id, status: 'pending', items: [{ name: 'Semaglutide', strength: '0.25 mg' }] },
      overrideAccess: true,
      depth: 0,
    })
    const count = async () => (await payload.count({ collection: 'prescriptions', where: { order: { equals: target.id } }, overrideAccess: true })).totalDocs
    for (const person of people) {
      const user = users[person] ?? null
      await expect(
        payload.create({
          collection: 'prescriptions',
          data: { patient: owner.id, order: target.id, status: 'approved', items: [{ name: 'Tirzepatide' }] },
          overrideAccess: false,
          user,
        }),
        `${person} creating`,
      ).rejects.toThrow()
      for (const data of [{ status: 'approved' as const }, { status: 'void' as const }, { items: [{ name: 'Something else' }] }]) {
        await expect(
          payload.update({ collection: 'prescriptions', id: prescription.id, data, overrideAccess: false, user }),
          `${person} updating ${JSON.stringify(data)}`,
        ).rejects.toThrow()
      }
      await expect(payload.delete({ collection: 'prescriptions', id: prescription.id, overrideAccess: false, user }), `${person} deleting`).rejects.toThrow()
    }
    expect(await count()).toBe(1)
    const after = await payload.findByID({ collection: 'prescriptions', id: prescription.id, overrideAccess: true, depth: 0 })
    expect(after).toMatchObject({ status: 'pending', items: [expect.objectContaining({ name: 'Semaglutide' })] })
  })

  it('a voided prescription is not the patient’s to read; their live ones are', async () => {
    const target = await order()
    const live = await payload.create({
      collection: 'prescriptions',
      data: { patient: owner.id, order: target.id, status: 'declined', items: [{ name: 'Semaglutide' }] },
      overrideAccess: true,
      depth: 0,
    })
    const voided = await payload.create({
      collection: 'prescriptions',
      data: { patient: owner.id, order: target.id, status: 'void', voidReason: 'Written on the wrong order.', items: [{ name: 'Tirzepatide' }] },
      overrideAccess: true,
      depth: 0,
    })
    const seen = await payload.find({ collection: 'prescriptions', where: { order: { equals: target.id } }, overrideAccess: false, user: owner, depth: 0 })
    expect(seen.docs.map((doc) => doc.id)).toEqual([live.id])
    await expect(payload.findByID({ collection: 'prescriptions', id: voided.id, overrideAccess: false, user: owner })).rejects.toThrow()
    // Clinical staff keep reading it on record.
    const clinical = await payload.find({
      collection: 'prescriptions',
      where: { order: { equals: target.id } },
      overrideAccess: false,
      user: users.clinical,
      depth: 0,
    })
    expect(clinical.docs.map((doc) => doc.id).sort()).toEqual([live.id, voided.id].sort())
  })
})
