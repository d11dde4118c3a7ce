import { insertPasswordlessPatient } from '@telehealth/cms/site'
import { getTestPayload } from '@telehealth/cms/testing'
import { passwordPolicyMessages, profileMessages, verificationMessages } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { signIn } from '~/auth/account.server.ts'
import { readPatientId, startPatientSession, type SignedInPatient } from '~/auth/patient-session.server.ts'
import { checkVerificationCode } from '~/verify/codes.server.ts'
import { loadProfileTab, profileAction, type ProfileActionData } from './profile.server.ts'

/**
 * ADR 103: a patient who never set a password (everyone from the funnel) is not asked for a current
 * password they do not have: a 6-digit code sent to their confirmed email stands in for it.
 */
let payload: Payload
let serial = 0

beforeAll(async () => {
  payload = await getTestPayload()
})

/** An intake's account: no password, and (unless told) its email confirmed as the verify step does. */
async function funnelPatient({ verified = true } = {}): Promise<SignedInPatient> {
  serial += 1
  const email = `set-password-${Date.now()}-${serial}@example.com`
  const { id } = await insertPasswordlessPatient({ email, first_name: 'Fun', last_name: 'Nel' })
  if (verified) await payload.update({ collection: 'patients', id, data: { emailVerifiedAt: new Date().toISOString() }, overrideAccess: true })
  const doc = await payload.findByID({ collection: 'patients', id, depth: 0 })
  return { ...doc, collection: 'patients' }
}

let ipSerial = 0
const nextIp = () => `198.51.100.${(ipSerial += 1)}`
const cookieOf = (setCookie: string) => setCookie.split(';')[0] ?? ''

async function post(patient: SignedInPatient, intent: string, values: Record<string, string>, cookie = '', clientIp = nextIp()) {
  const form = new FormData()
  form.append('intent', intent)
  for (const [name, value] of Object.entries(values)) form.append(name, value)
  const request = new Request('https://care.example.com/home/profile', { method: 'POST', headers: cookie ? { Cookie: cookie } : {} })
  const answer = await profileAction({ request, context: { clientIp }, patient, form, intent })
  return { status: answer.init?.status ?? 200, body: answer.data as ProfileActionData }
}

async function emailedCode(to: string): Promise<string> {
  const message = (await payload.find({ collection: 'outbox', where: { to: { equals: to } }, sort: '-createdAt', limit: 1 })).docs[0]
  return /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? ''
}

const NEW_PASSWORD = 'my very own passphrase'

describe('setting a first password with an emailed code (ADR 103)', () => {
  it('the profile offers a code instead of the current password; the code and a new password set it, and it signs in', async () => {
    const patient = await funnelPatient()
    const here = cookieOf(await startPatientSession(new Request('https://care.example.com/'), patient.id))
    const elsewhere = cookieOf(await startPatientSession(new Request('https://care.example.com/'), patient.id))
    expect((await loadProfileTab(patient)).password).toEqual({
      hasPassword: false,
      emailVerified: true,
      maskedEmail: expect.stringContaining('@example.com') as unknown,
      codeSent: false,
    })

    const sent = await post(patient, 'profile.password-code', {}, here)
    expect(sent.status).toBe(200)
    expect(sent.body.message).toMatch(/^We sent a 6-digit code to .+\. Enter it below with your new password\.$/)
    expect(sent.body.message).not.toContain(patient.email)
    const code = await emailedCode(patient.email)
    expect(code).toMatch(/^\d{6}$/)
    expect((await loadProfileTab(patient)).password.codeSent).toBe(true)

    // The code is no contact code: the verify step cannot spend it.
    expect(await checkVerificationCode(String(patient.id), 'email', code)).toBe(false)

    const set = await post(patient, 'profile.password-set', { code, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, here)
    expect(set.status).toBe(200)
    expect(set.body.message).toBe(profileMessages.passwordUpdated)
    expect(JSON.stringify(set.body.result)).not.toContain(NEW_PASSWORD)
    await expect(signIn(patient.email, NEW_PASSWORD)).resolves.toEqual({ status: 'ok', patientId: String(patient.id) })
    // This browser stays signed in; every other session ends, as with a change.
    const at = (cookie: string) => readPatientId(new Request('https://care.example.com/home', { headers: { Cookie: cookie } }))
    expect(await at(here)).toBe(String(patient.id))
    expect(await at(elsewhere)).toBeNull()
    // Now it has one: the usual change form, and no more codes.
    expect((await loadProfileTab(patient)).password).toMatchObject({ hasPassword: true, codeSent: false })
    expect((await post(patient, 'profile.password-code', {})).body.message).toBe(profileMessages.passwordAlreadySet)
    const audit = await payload.find({ collection: 'audit-log', where: { action: { equals: 'password_change' }, patient: { equals: String(patient.id) } } })
    expect(audit.totalDocs).toBe(1)
  })

  it('a wrong, used or missing code, unlike passwords or a weak one: a 400 with the message, no password set', async () => {
    const patient = await funnelPatient()
    await post(patient, 'profile.password-code', {})
    const code = await emailedCode(patient.email)
    const wrong = code === '000000' ? '000001' : '000000'
    for (const [values, field, message] of [
      [{ code: wrong, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'code', verificationMessages.invalidCode],
      [{ code: '12', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'code', profileMessages.passwordCodeRequired],
      [{ code, newPassword: NEW_PASSWORD, confirmPassword: 'something else entirely' }, 'confirmPassword', profileMessages.passwordsDoNotMatch],
      [{ code, newPassword: '123456qwerty', confirmPassword: '123456qwerty' }, 'newPassword', passwordPolicyMessages.tooCommon],
    ] as const) {
      const answer = await post(patient, 'profile.password-set', values)
      expect(answer.status, JSON.stringify(values)).toBe(400)
      expect(answer.body.result.error?.[field]).toEqual([message])
    }
    expect((await loadProfileTab(patient)).password.hasPassword).toBe(false)
    // The right code still works after one wrong try; once used it is spent.
    expect((await post(patient, 'profile.password-set', { code, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(200)
    const again = await post(patient, 'profile.password-set', { code, newPassword: 'another long passphrase', confirmPassword: 'another long passphrase' })
    expect(again.status).toBe(409)
    await expect(signIn(patient.email, NEW_PASSWORD)).resolves.toMatchObject({ status: 'ok' })
  })

  it('five wrong tries spend the code', async () => {
    const patient = await funnelPatient()
    await post(patient, 'profile.password-code', {})
    const code = await emailedCode(patient.email)
    const wrong = code === '999999' ? '999998' : '999999'
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await post(patient, 'profile.password-set', { code: wrong, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(400)
    }
    const right = await post(patient, 'profile.password-set', { code, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
    expect(right.status).toBe(400)
    expect(right.body.message).toBe(verificationMessages.invalidCode)
    expect((await loadProfileTab(patient)).password).toMatchObject({ hasPassword: false, codeSent: false })
  })

  it('sending is on the codes’ budget (six an hour per patient: the seventh answers 429)', async () => {
    const patient = await funnelPatient()
    for (let sent = 1; sent <= 6; sent += 1) expect((await post(patient, 'profile.password-code', {})).status).toBe(200)
    const refused = await post(patient, 'profile.password-code', {})
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/^Too many attempts/)
  })

  it('an email not yet confirmed gets no code; an account with a password is asked for it as before', async () => {
    const unverified = await funnelPatient({ verified: false })
    const refused = await post(unverified, 'profile.password-code', {})
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(profileMessages.passwordCodeNeedsVerifiedEmail)
    expect(await emailedCode(unverified.email)).toBe('')
    expect((await loadProfileTab(unverified)).password).toMatchObject({ hasPassword: false, emailVerified: false })

    const withPassword = await payload.create({
      collection: 'patients',
      data: { email: `has-password-${Date.now()}@example.com`, password: 'a-long-test-password', first_name: 'Has', last_name: 'One' },
    })
    const patient: SignedInPatient = { ...withPassword, collection: 'patients' }
    expect((await loadProfileTab(patient)).password.hasPassword).toBe(true)
    expect((await post(patient, 'profile.password-code', {})).status).toBe(409)
  })
})
