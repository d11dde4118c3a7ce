import { getTestPayload } from '@telehealth/cms/testing'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/auth/patient-session.server.ts'
import { nextAfterVerification } from './verify.server.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

async function newPatient(): Promise<SignedInPatient> {
  return signedInPatient(payload, { first_name: 'Ne', last_name: 'Xt' })
}

async function order(patient: SignedInPatient, status: 'pending_approval' | 'order_placed') {
  return payload.create({
    collection: 'orders',
    data: {
      patient: patient.id,
      status,
      amountCents: 80999,
      shippingAddress: { address_line_1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
    },
  })
}

describe('where the email step leads (nextAfterVerification)', () => {
  it('leads a paying patient to the medical form of the order waiting for it', async () => {
    const patient = await newPatient()
    const waiting = await order(patient, 'pending_approval')
    expect(await nextAfterVerification(patient)).toBe(`/medical-form/${waiting.id}`)
  })

  it('the oldest order waiting for its form, never another patient’s; /home when none', async () => {
    const patient = await newPatient()
    const someoneElse = await newPatient()
    expect(await nextAfterVerification(patient)).toBe('/home')
    await order(someoneElse, 'pending_approval')
    await order(patient, 'order_placed')
    expect(await nextAfterVerification(patient)).toBe('/home')
    const first = await order(patient, 'pending_approval')
    await order(patient, 'pending_approval')
    expect(await nextAfterVerification(patient)).toBe(`/medical-form/${first.id}`)
  })
})
