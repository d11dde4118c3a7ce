import type { Payload, TypedUser } from 'payload'
import type { Order, Patient } from '../payload-types.ts'

let counter = 0
const unique = () => `${Date.now()}-${++counter}`

export type StaffRoleName = 'admin' | 'marketing' | 'clinical' | 'fulfilment' | 'support'

/** A staff member of the given role, shaped as Payload hands `req.user` to access rules. */
export async function createStaff(payload: Payload, role: StaffRoleName): Promise<TypedUser> {
  const staff = await payload.create({
    collection: 'staff',
    data: { email: `${role}-${unique()}@example.com`, password: 'a-long-test-password', name: role, role },
  })
  return { ...staff, collection: 'staff' }
}

/** A patient account, as the intake creates one. */
export async function createPatient(payload: Payload, overrides: Record<string, unknown> = {}): Promise<TypedUser> {
  const patient = await payload.create({
    collection: 'patients',
    data: {
      email: `patient-${unique()}@example.com`,
      password: 'a-long-test-password',
      first_name: 'Pat',
      last_name: 'Example',
      state: 'TX',
      ...overrides,
    },
  })
  return { ...patient, collection: 'patients' }
}

/**
 * A patient's order waiting for its prescription, shipped to Texas, which asks for a video (ADR 087):
 * the order the video upload's tests and the bench's 100 MB upload send their video for.
 */
export async function createOrderAwaitingVideo(payload: Payload, patientId: Patient['id']): Promise<Order> {
  return payload.create({
    collection: 'orders',
    data: {
      patient: patientId,
      status: 'waiting_prescription',
      medication: 'tirzepatide',
      amountCents: 24999,
      videoRequired: true,
      videoState: 'TX',
      shippingAddress: { address_line_1: '1 A St', city: 'Austin', state: 'TX', zip: '78701' },
    },
    depth: 0,
  })
}
