import type { Payload, TypedUser } from 'payload'

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
