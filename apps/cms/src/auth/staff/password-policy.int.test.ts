import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { getTestPayload } from '../../testing/test-payload.ts'

// Issue 16: staff passwords follow the patients' policy (12+ characters, not a common password),
// on create, update and reset alike. Only the Local API here, so these fail on the code before it.

let payload: Payload
let counter = 0
const email = () => `policy-${Date.now()}-${++counter}@example.com`

beforeAll(async () => {
  payload = await getTestPayload()
})

/** The field messages of a refused write (a ValidationError names each field's problem). */
async function refusal(write: Promise<unknown>): Promise<string> {
  try {
    await write
  } catch (error) {
    const errors = (error as { data?: { errors?: { message?: string; path?: string }[] } }).data?.errors ?? []
    return errors.map((entry) => `${entry.path}: ${entry.message}`).join('\n') || String(error)
  }
  return 'accepted'
}

function createStaff(password: string) {
  return payload.create({ collection: 'staff', data: { email: email(), password, name: 'Policy', role: 'marketing' } })
}

describe('staff password policy', () => {
  it("refuses 'abc' for a new staff member, naming the rule", async () => {
    expect(await refusal(createStaff('abc'))).toBe('password: Please use at least 12 characters.')
  })

  it('refuses one of the most common passwords, whatever its case', async () => {
    expect(await refusal(createStaff('123456Qwerty'))).toMatch(/^password: .*most common/)
  })

  it('accepts a long uncommon password', async () => {
    await expect(createStaff('correct horse battery staple')).resolves.toMatchObject({ role: 'marketing' })
  })

  it("refuses 'abc' when a password is changed, and keeps the old one", async () => {
    const staff = await createStaff('a-long-original-password')
    expect(await refusal(payload.update({ collection: 'staff', id: staff.id, data: { password: 'abc' } }))).toBe('password: Please use at least 12 characters.')
    await expect(payload.login({ collection: 'staff', data: { email: staff.email, password: 'a-long-original-password' } })).resolves.toBeDefined()
  })

  it("refuses 'abc' in a password reset, and keeps the old one", async () => {
    const staff = await createStaff('a-long-original-password')
    const token = await payload.forgotPassword({ collection: 'staff', data: { email: staff.email }, disableEmail: true })
    expect(await refusal(payload.resetPassword({ collection: 'staff', data: { token, password: 'abc' }, overrideAccess: true }))).toBe(
      'password: Please use at least 12 characters.',
    )
    await expect(payload.login({ collection: 'staff', data: { email: staff.email, password: 'a-long-original-password' } })).resolves.toBeDefined()
  })

  it('leaves a staff update without a password alone', async () => {
    const staff = await createStaff('a-long-original-password')
    await expect(payload.update({ collection: 'staff', id: staff.id, data: { name: 'Renamed' } })).resolves.toMatchObject({ name: 'Renamed' })
  })
})
