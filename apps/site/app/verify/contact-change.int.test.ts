import { getTestPayload } from '@telehealth/cms/testing'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { requestPasswordReset, isResetTokenUsable } from '~/auth/account.server.ts'
import type { SignedInPatient } from '~/auth/patient-session.server.ts'
import { checkVerificationCode, pendingChangeDestination, sendVerificationCode } from './codes.server.ts'
import { requestContactChange, updateContact } from './verify.server.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  await payload.create({ collection: 'patients', data: { email: 'taken@example.com', password: 'a-long-test-password', first_name: 'T', last_name: 'K' } })
})

let serial = 0
async function newPatient(phone: string): Promise<SignedInPatient> {
  serial += 1
  const doc = await payload.create({
    collection: 'patients',
    data: {
      email: `mover-${serial}@example.com`,
      password: 'a-long-test-password',
      first_name: 'Mo',
      last_name: 'Ver',
      phone,
      phoneVerifiedAt: '2026-11-01T00:00:00.000Z',
    },
  })
  return { ...doc, collection: 'patients' }
}

async function reread(patient: SignedInPatient) {
  return payload.findByID({ collection: 'patients', id: patient.id, depth: 0 })
}

async function messagesTo(to: string) {
  return (await payload.find({ collection: 'outbox', where: { to: { equals: to } }, sort: '-createdAt', limit: 20 })).docs
}

async function contactChanges(patient: SignedInPatient) {
  const found = await payload.find({
    collection: 'audit-log',
    where: { and: [{ patient: { equals: String(patient.id) } }, { action: { equals: 'contact_change' } }] },
    sort: 'at',
    limit: 10,
  })
  return found.docs.map((entry) => [entry.actorCollection, String(entry.actorId), entry.resource])
}

const codeIn = (body: string | undefined) => /\b(\d{4})\b/.exec(body ?? '')?.[1] ?? ''

function phoneForm(area: string, prefix: string, line: string) {
  const form = new FormData()
  for (const [name, value] of Object.entries({ phone_area: area, phone_prefix: prefix, phone_line: line })) form.set(name, value)
  return form
}

describe('changing the phone on the verification screens', () => {
  it('keeps the old number until the code sent to the new one is entered; the old number is told, masked', async () => {
    const patient = await newPatient('5125550142')
    await expect(updateContact(patient, 'phone', phoneForm('512', '555', '0199'))).resolves.toEqual({ ok: true, destination: '5125550199' })
    // Nothing changed on the account; the change waits for its code.
    expect(await reread(patient)).toMatchObject({ phone: '5125550142', phoneVerifiedAt: '2026-11-01T00:00:00.000Z' })
    expect(await pendingChangeDestination(String(patient.id), 'phone')).toBe('5125550199')
    const [notice] = await messagesTo('5125550142')
    expect(notice?.body).toContain('(•••) •••-0199')
    expect(notice?.body).not.toContain('555-0199')
    expect(notice?.body).not.toContain('5125550199')
    expect(await contactChanges(patient)).toEqual([])

    // The page's machine asks for the code next: it goes to the new number.
    await sendVerificationCode({ patientId: String(patient.id), channel: 'phone', destination: '5125550199', purpose: 'change' })
    const code = codeIn((await messagesTo('5125550199'))[0]?.body)
    expect(await checkVerificationCode(String(patient.id), 'phone', code === '0000' ? '1111' : '0000')).toBe(false)
    expect((await reread(patient)).phone).toBe('5125550142')
    expect(await checkVerificationCode(String(patient.id), 'phone', code)).toBe(true)
    const after = await reread(patient)
    expect(after.phone).toBe('5125550199')
    expect(Date.parse(after.phoneVerifiedAt ?? '')).toBeGreaterThan(Date.parse('2026-11-02T00:00:00.000Z'))
    expect(await pendingChangeDestination(String(patient.id), 'phone')).toBeNull()
    expect(await contactChanges(patient)).toEqual([['patients', String(patient.id), 'patients.phone']])
    // The old number is told the change was made.
    expect((await messagesTo('5125550142'))[0]?.body).toContain('is now (•••) •••-0199')
  })
})

describe('changing the email', () => {
  it('changes nothing without the code; the old address gets a notice without the new one in full', async () => {
    const patient = await newPatient('5125550143')
    await expect(requestContactChange(patient, { channel: 'email', email: 'Jordan.New@Example.com' })).resolves.toEqual({
      ok: true,
      destination: 'jordan.new@example.com',
    })
    expect((await reread(patient)).email).toBe(patient.email)
    const [notice] = await messagesTo(patient.email)
    expect(notice?.subject).toBe('A change of your email address was requested')
    expect(notice?.body).toContain('j•••@example.com')
    expect(notice?.body).not.toContain('jordan.new')
    // The code went to the new address (the profile forms' way: sent at once).
    expect(codeIn((await messagesTo('jordan.new@example.com'))[0]?.body)).toMatch(/^\d{4}$/)
    expect(await contactChanges(patient)).toEqual([])
  })

  it('with the code: the new email is the account’s, verified, and links sent to the old one stop working', async () => {
    const patient = await newPatient('5125550144')
    await requestPasswordReset(patient.email)
    const resetToken = /password-reset\/([0-9a-f]+)/.exec((await messagesTo(patient.email))[0]?.body ?? '')?.[1] ?? ''
    expect(await isResetTokenUsable(resetToken)).toBe(true)

    await requestContactChange(patient, { channel: 'email', email: `moved-${serial}@example.com` })
    const code = codeIn((await messagesTo(`moved-${serial}@example.com`))[0]?.body)
    expect(await checkVerificationCode(String(patient.id), 'email', code)).toBe(true)
    const after = await reread(patient)
    expect(after.email).toBe(`moved-${serial}@example.com`)
    expect(after.emailVerifiedAt).toBeTruthy()
    expect(await isResetTokenUsable(resetToken)).toBe(false)
    expect((await messagesTo(patient.email))[0]?.subject).toBe('Your email address was changed')
    expect(await contactChanges(patient)).toEqual([['patients', String(patient.id), 'patients.email']])
  })

  it("refuses another account's email with the generic message, changing, sending and recording nothing", async () => {
    const patient = await newPatient('5125550145')
    const form = new FormData()
    form.set('email', 'Taken@example.com')
    await expect(updateContact(patient, 'email', form)).resolves.toEqual({ ok: false, message: 'Error updating email address. Please try again.' })
    expect((await reread(patient)).email).toBe(patient.email)
    expect(await messagesTo(patient.email)).toHaveLength(0)
    expect(await pendingChangeDestination(String(patient.id), 'email')).toBeNull()
    expect(await contactChanges(patient)).toEqual([])
  })

  it('a code for the account’s own email (no change pending) only marks it verified', async () => {
    const patient = await newPatient('5125550146')
    await sendVerificationCode({ patientId: String(patient.id), channel: 'email', destination: patient.email })
    expect(await checkVerificationCode(String(patient.id), 'email', codeIn((await messagesTo(patient.email))[0]?.body))).toBe(true)
    const after = await reread(patient)
    expect(after.email).toBe(patient.email)
    expect(after.emailVerifiedAt).toBeTruthy()
  })
})
