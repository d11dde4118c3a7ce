import type { ActionFunctionArgs } from '@remix-run/node'
import { getTestPayload } from '@telehealth/cms/testing'
import { addressMessages, intakeMessages, passwordPolicyMessages, profileMessages, verificationMessages, type RowId } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { readPatientId, startPatientSession, type SignedInPatient } from '~/auth/patient-session.server.ts'
import { action as shipAddressCall, loader as shipAddressRead } from '~/routes/resources/api/ship-address.ts'
import { action as updatePasswordCall } from '~/routes/resources/api/update-password.ts'
import { action as updatePhysicalCall } from '~/routes/resources/api/update-physical-info.ts'
import { action as updateProfileCall } from '~/routes/resources/api/update-profile.ts'
import { loadProfileTab, profileAction, type ProfileActionData } from './profile.server.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const PASSWORD = 'a-long-test-password'
let serial = 0

async function newPatient(): Promise<SignedInPatient> {
  serial += 1
  const doc = await payload.create({
    collection: 'patients',
    data: {
      email: `profile-${serial}@example.com`,
      password: PASSWORD,
      first_name: 'Pat',
      last_name: 'Ient',
      phone: `51255501${String(serial).padStart(2, '0')}`,
      gender: 'Female',
      weight: 180,
      height_inch: 65,
    },
  })
  return { ...doc, collection: 'patients' }
}

const cookieOf = (setCookie: string) => setCookie.split(';')[0] ?? ''

async function signedIn(patient: SignedInPatient): Promise<string> {
  return cookieOf(await startPatientSession(new Request('https://care.example.com/login', { method: 'POST' }), patient.id))
}

function formOf(values: Record<string, string | string[]>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(values)) for (const item of Array.isArray(value) ? value : [value]) form.append(name, item)
  return form
}

let ipSerial = 0
/** Each test from an address of its own, so the sign-in budgets of one never touch another. */
const nextIp = () => `203.0.113.${(ipSerial += 1)}`

async function post(patient: SignedInPatient, intent: string, values: Record<string, string | string[]>, cookie = '', clientIp = nextIp()) {
  const form = formOf({ intent, ...values })
  const request = new Request('https://care.example.com/home?tab=profile', { method: 'POST', headers: cookie ? { Cookie: cookie } : {} })
  const answer = await profileAction({ request, context: { clientIp }, patient, form, intent })
  return { status: answer.init?.status ?? 200, body: answer.data as ProfileActionData }
}

const reread = (patient: { id: RowId }) => payload.findByID({ collection: 'patients', id: patient.id, depth: 0 })

async function lastMessageTo(to: string) {
  return (await payload.find({ collection: 'outbox', where: { to: { equals: to } }, sort: '-createdAt', limit: 1 })).docs[0]
}
const codeIn = (body: string | undefined) => /\b(\d{4})\b/.exec(body ?? '')?.[1] ?? ''

const contact = { first_name: 'Ann', last_name: 'Lee', phone_area: '512', phone_prefix: '555', phone_line: '0100' }
const contactOf = (patient: SignedInPatient) => {
  const phone = patient.phone ?? ''
  return { ...contact, email: patient.email, phone_area: phone.slice(0, 3), phone_prefix: phone.slice(3, 6), phone_line: phone.slice(6) }
}

describe('contact form (profile.contact)', () => {
  it.each([
    [{ first_name: '' }, 'first_name', intakeMessages.nameRequired],
    [{ last_name: 'x'.repeat(257) }, 'last_name', intakeMessages.nameRequired],
    [{ email: 'not-an-email' }, 'email', intakeMessages.emailInvalid],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email', intakeMessages.emailInvalid],
    [{ phone_line: '01' }, 'phone_line', profileMessages.phoneInvalid],
    [{ phone_area: '5a2' }, 'phone_area', profileMessages.phoneInvalid],
  ])('bad input %j: the spec message, a 400, nothing written', async (change, field, message) => {
    const patient = await newPatient()
    const { status, body } = await post(patient, 'profile.contact', { ...contactOf(patient), ...change })
    expect(status).toBe(400)
    expect(body.status).toBe('error')
    expect(body.result.error?.[field]).toEqual([message])
    const after = await reread(patient)
    expect([after.first_name, after.last_name, after.email, after.phone]).toEqual([patient.first_name, patient.last_name, patient.email, patient.phone])
  })

  it('writes names and text_updates to the caller only; an id of another patient in the post is ignored', async () => {
    const patient = await newPatient()
    const other = await newPatient()
    const { status, body } = await post(patient, 'profile.contact', { ...contactOf(patient), id: String(other.id), first_name: 'Annie', text_updates: 'on' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ status: 'success', message: 'Profile updated successfully!' })
    expect(body.toastId).toBeTruthy()
    expect(await reread(patient)).toMatchObject({ first_name: 'Annie', last_name: 'Lee', text_updates: true })
    expect(await reread(other)).toMatchObject({ first_name: 'Pat', last_name: 'Ient', text_updates: false })
  })

  it('a new email takes effect only after its code; a wrong code changes nothing', async () => {
    const patient = await newPatient()
    const newEmail = `moved-${serial}@example.com`
    const asked = await post(patient, 'profile.contact', { ...contactOf(patient), email: newEmail })
    expect(asked.status).toBe(200)
    expect(asked.body.message).toContain('Enter it to finish changing your email')
    expect(asked.body.toastId).toBeNull()
    expect((await reread(patient)).email).toBe(patient.email)
    expect((await loadProfileTab(patient)).pendingChange.email).toBe(newEmail)
    // The old address is told.
    expect((await lastMessageTo(patient.email))?.subject).toBe('A change of your email address was requested')

    const code = codeIn((await lastMessageTo(newEmail))?.body)
    const wrong = await post(patient, 'profile.contact-code', { channel: 'email', code: code === '0000' ? '1111' : '0000' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.result.error?.code).toEqual([verificationMessages.invalidCode])
    expect((await reread(patient)).email).toBe(patient.email)

    const right = await post(patient, 'profile.contact-code', { channel: 'email', code })
    expect(right.status).toBe(200)
    expect(right.body.message).toBe('Profile updated successfully!')
    expect((await reread(patient)).email).toBe(newEmail)
    expect((await loadProfileTab({ ...patient, email: newEmail })).pendingChange.email).toBeNull()
  })

  it("another account's email is answered exactly as a free one; only the owner learns of it, by email, and it never changes hands (ADR 101)", async () => {
    const asking = async (email: (patient: SignedInPatient) => string) => {
      const patient = await newPatient()
      const target = email(patient)
      const started = performance.now()
      const answer = await post(patient, 'profile.contact', { ...contactOf(patient), first_name: 'Changed', email: target })
      return { patient, target, answer, ms: performance.now() - started }
    }
    const owner = await newPatient()
    // Warm both paths once, so neither pays for a first load.
    await asking(() => `warm-${serial}@example.com`)
    await asking(() => owner.email)

    const free = await asking(() => `free-${serial}@example.com`)
    const taken = await asking(() => owner.email.toUpperCase())
    // The same status and body, but for what each typed (the address, their own phone number).
    expect(taken.answer.status).toBe(free.answer.status)
    const typedOut = ({ answer, target, patient }: typeof free) =>
      JSON.parse(
        [target, target.toLowerCase(), String(patient.phone ?? '').slice(6)].reduce(
          (text, typed) => text.split(typed).join('<typed>'),
          JSON.stringify(answer.body),
        ),
      ) as unknown
    expect(typedOut(taken)).toEqual(typedOut(free))
    expect(taken.answer.body.message).toContain('Enter it to finish changing your email')
    // Roughly the same time: the same reads and writes, one message for each address.
    expect(taken.ms).toBeLessThan(free.ms * 3 + 200)
    expect(free.ms).toBeLessThan(taken.ms * 3 + 200)
    // The same on the account: the rest of the form saved, the email unchanged, a change waiting, the old address told.
    for (const asked of [free, taken]) {
      expect(await reread(asked.patient)).toMatchObject({ first_name: 'Changed', email: asked.patient.email })
      expect((await loadProfileTab(asked.patient)).pendingChange.email).toBe(asked.target.toLowerCase())
      expect((await lastMessageTo(asked.patient.email))?.subject).toBe('A change of your email address was requested')
    }

    // By email they differ: the free address gets a code, the owner a notice with none.
    expect(codeIn((await lastMessageTo(free.target))?.body)).toMatch(/^\d{4}$/)
    const notice = await lastMessageTo(owner.email)
    expect(notice?.subject).toBe('Someone tried to use your email address')
    expect(codeIn(notice?.body)).toBe('')

    // No code makes the taken address the asker's: each answers as a wrong code does.
    for (const code of ['0000', '1234', '9999']) {
      const attempt = await post(taken.patient, 'profile.contact-code', { channel: 'email', code })
      expect(attempt.status).toBe(400)
      expect(attempt.body.result.error?.code).toEqual([verificationMessages.invalidCode])
    }
    expect((await reread(taken.patient)).email).toBe(taken.patient.email)
    expect((await reread(owner)).email).toBe(owner.email)
  })

  it('a code step without a change waiting is refused (it never only marks the email verified)', async () => {
    const patient = await newPatient()
    const { status } = await post(patient, 'profile.contact-code', { channel: 'phone', code: '1234' })
    expect(status).toBe(400)
  })
})

describe('physical form (profile.physical)', () => {
  it.each([
    [{ gender: 'Other' }, 'gender', intakeMessages.genderRequired],
    [{ weight: '' }, 'weight', intakeMessages.weightInvalid],
    [{ weight: '5000' }, 'weight', intakeMessages.weightInvalid],
    [{ height_feet: '12' }, 'height_feet', intakeMessages.heightInvalid],
    [{ height_inches: '-1' }, 'height_inches', intakeMessages.heightInvalid],
  ])('bad input %j: a 400 with the message, nothing written', async (change, field, message) => {
    const patient = await newPatient()
    const { status, body } = await post(patient, 'profile.physical', { gender: 'Male', weight: '200', height_feet: '5', height_inches: '10', ...change })
    expect(status).toBe(400)
    expect(body.result.error?.[field]).toEqual([message])
    expect(await reread(patient)).toMatchObject({ gender: 'Female', weight: 180, height_inch: 65 })
  })

  it('caps inches at 11 and stores feet x 12 + inches', async () => {
    const patient = await newPatient()
    const { status, body } = await post(patient, 'profile.physical', { gender: 'Male', weight: '201.5', height_feet: '5', height_inches: '14' })
    expect(status).toBe(200)
    expect(body.message).toBe('Physical information updated successfully!')
    expect(await reread(patient)).toMatchObject({ gender: 'Male', weight: 201.5, height_inch: 71 })
  })
})

describe('address form (profile.address)', () => {
  const address = {
    'address.address_line_1': '1 Main St',
    'address.address_line_2': 'Apt 4',
    'address.city': 'Austin',
    'address.state': 'TX',
    'address.zip': '78701',
  }
  const addressesOf = async (patient: { id: RowId }) =>
    (await payload.find({ collection: 'addresses', where: { patient: { equals: patient.id } }, depth: 0 })).docs

  it.each([
    [{ 'address.state': 'DC' }, 'address.state', addressMessages.shippingIncomplete],
    [{ 'address.zip': '78701-123456' }, 'address.zip', addressMessages.shippingIncomplete],
    [{ 'address.city': '' }, 'address.city', addressMessages.shippingIncomplete],
    [{ 'address.address_line_1': 'PO Box 4' }, 'address.address_line_1', addressMessages.poBoxRejected],
  ])('bad input %j: a 400, nothing stored', async (change, field, message) => {
    const patient = await newPatient()
    const { status, body } = await post(patient, 'profile.address', { ...address, ...change })
    expect(status).toBe(400)
    expect(body.result.error?.[field]).toEqual([message])
    expect(await addressesOf(patient)).toHaveLength(0)
  })

  it("saves the caller's shipping address, never another patient's (a posted patient id is ignored)", async () => {
    const patient = await newPatient()
    const other = await newPatient()
    const { status, body } = await post(patient, 'profile.address', { ...address, patient: String(other.id), 'address.patient': String(other.id) })
    expect(status).toBe(200)
    expect(body.message).toBe('Address updated successfully!')
    expect(await addressesOf(patient)).toMatchObject([{ kind: 'shipping', address_line_1: '1 Main St', address_line_2: 'Apt 4', state: 'TX' }])
    expect(await addressesOf(other)).toHaveLength(0)
    expect((await loadProfileTab(patient)).address).toMatchObject({ city: 'Austin', zip: '78701' })
    expect((await loadProfileTab(other)).address).toBeNull()
  })
})

describe('password form (profile.password)', () => {
  const change = { oldPassword: PASSWORD, newPassword: 'a-brand-new-passphrase', confirmPassword: 'a-brand-new-passphrase' }

  it.each([
    [{ confirmPassword: 'something-else-entirely' }, 'confirmPassword', 'Passwords do not match'],
    [{ oldPassword: '' }, 'oldPassword', profileMessages.oldPasswordRequired],
    [{ newPassword: 'short', confirmPassword: 'short' }, 'newPassword', passwordPolicyMessages.tooShort],
    [{ newPassword: '123456qwerty', confirmPassword: '123456qwerty' }, 'newPassword', passwordPolicyMessages.tooCommon],
  ])('bad input %j: a 400 with the message, the password unchanged', async (bad, field, message) => {
    const patient = await newPatient()
    const { status, body } = await post(patient, 'profile.password', { ...change, ...bad })
    expect(status).toBe(400)
    expect(body.result.error?.[field]).toEqual([message])
    const login = await payload.login({ collection: 'patients', data: { email: patient.email, password: PASSWORD } })
    expect(login.user?.id).toBe(patient.id)
  })

  it('a wrong current password: a clear 400, nothing changed, and repeated tries are slowed like sign-in (429)', async () => {
    const patient = await newPatient()
    const ip = nextIp()
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const { status, body } = await post(patient, 'profile.password', { ...change, oldPassword: 'not-the-password' }, '', ip)
      expect(status).toBe(400)
      expect(body.result.error?.oldPassword).toEqual([profileMessages.oldPasswordWrong])
    }
    const slowed = await post(patient, 'profile.password', { ...change, oldPassword: 'not-the-password' }, '', ip)
    expect(slowed.status).toBe(429)
    expect(slowed.body.message).toMatch(/^Too many attempts/)
    // Even the right password waits out the delay from that address.
    expect((await post(patient, 'profile.password', change, '', ip)).status).toBe(429)
    const login = await payload.login({ collection: 'patients', data: { email: patient.email, password: PASSWORD } })
    expect(login.user?.id).toBe(patient.id)
  })

  it('changes the password, clears the form and ends every OTHER session; this one stays', async () => {
    const patient = await newPatient()
    const here = await signedIn(patient)
    const elsewhere = await signedIn(patient)
    const other = await newPatient()
    const othersSession = await signedIn(other)
    const { status, body } = await post(patient, 'profile.password', change, here)
    expect(status).toBe(200)
    expect(body.message).toBe('Password updated successfully!')
    // Conform's reply asks the form to reset, and no password is echoed back.
    expect(body.result).toEqual({ initialValue: null })
    expect(JSON.stringify(body.result)).not.toContain(change.newPassword)
    const at = (cookie: string) => readPatientId(new Request('https://care.example.com/home', { headers: { Cookie: cookie } }))
    expect(await at(here)).toBe(String(patient.id))
    expect(await at(elsewhere)).toBeNull()
    expect(await at(othersSession)).toBe(String(other.id))
    const login = await payload.login({ collection: 'patients', data: { email: patient.email, password: change.newPassword } })
    expect(login.user?.id).toBe(patient.id)
  })
})

describe('interests form (profile.categories)', () => {
  it('refuses a value off the list, writing nothing', async () => {
    const patient = await newPatient()
    const { status } = await post(patient, 'profile.categories', { preferred_categories: ['MIND', 'CARS'] })
    expect(status).toBe(400)
    expect((await reread(patient)).preferred_categories ?? []).toEqual([])
  })

  it('stores the boxes ticked, and none clears them', async () => {
    const patient = await newPatient()
    expect((await post(patient, 'profile.categories', { preferred_categories: ['SKIN', 'MIND'] })).status).toBe(200)
    expect((await reread(patient)).preferred_categories).toEqual(['MIND', 'SKIN'])
    expect((await post(patient, 'profile.categories', {})).status).toBe(200)
    expect((await reread(patient)).preferred_categories).toEqual([])
  })
})

describe("the spec's /api calls", () => {
  async function call(handler: (args: ActionFunctionArgs) => unknown, cookie: string, path: string, body?: unknown) {
    const request = new Request(`https://care.example.com${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const answer = (await handler({ request, context: { clientIp: nextIp(), cspNonce: '', trackingSessionId: 'test-tracking-id' }, params: {} })) as {
      data: Record<string, unknown>
      init: { status?: number } | null
    }
    return { status: answer.init?.status ?? 200, body: answer.data }
  }

  it('need a session: 401, nothing written', async () => {
    const patient = await newPatient()
    const { status } = await call(updateProfileCall, '', '/api/update-profile', { first_name: 'X', last_name: 'Y', email: patient.email, phone: patient.phone })
    expect(status).toBe(401)
    expect((await reread(patient)).first_name).toBe('Pat')
  })

  it('POST /api/update-profile takes the profile user for the caller only (an id in the JSON is ignored)', async () => {
    const patient = await newPatient()
    const other = await newPatient()
    const cookie = await signedIn(patient)
    const user = {
      id: other.id,
      first_name: 'Jo',
      last_name: 'Ann',
      email: patient.email,
      phone: patient.phone,
      text_updates: true,
      preferred_categories: ['HAIR'],
      gender: 'Male',
      weight: 190,
      height_inch: 70,
    }
    expect(await call(updateProfileCall, cookie, '/api/update-profile', user)).toMatchObject({ status: 200, body: { status: 'success' } })
    expect(await reread(patient)).toMatchObject({ first_name: 'Jo', text_updates: true, preferred_categories: ['HAIR'], gender: 'Male', height_inch: 70 })
    expect(await reread(other)).toMatchObject({ first_name: 'Pat', gender: 'Female', height_inch: 65 })
  })

  it('POST /api/update-profile checks every part before writing any', async () => {
    const patient = await newPatient()
    const cookie = await signedIn(patient)
    const answer = await call(updateProfileCall, cookie, '/api/update-profile', {
      first_name: 'Jo',
      last_name: 'Ann',
      email: patient.email,
      phone: patient.phone,
      weight: 'heavy',
    })
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', message: intakeMessages.weightInvalid } })
    expect((await reread(patient)).first_name).toBe('Pat')
    const phone = await call(updateProfileCall, cookie, '/api/update-profile', { first_name: 'Jo', last_name: 'Ann', email: patient.email, phone: '12345' })
    expect(phone).toMatchObject({ status: 400, body: { message: profileMessages.phoneInvalid } })
  })

  it('POST /api/update-physical-info takes height_inch; GET/POST /api/ship-address read and write the own address', async () => {
    const patient = await newPatient()
    const cookie = await signedIn(patient)
    expect(await call(updatePhysicalCall, cookie, '/api/update-physical-info', { gender: 'Male', weight: 200, height_inch: 73 })).toMatchObject({
      status: 200,
      body: { status: 'success' },
    })
    expect(await reread(patient)).toMatchObject({ gender: 'Male', weight: 200, height_inch: 73 })
    expect((await call(updatePhysicalCall, cookie, '/api/update-physical-info', { gender: 'Male', weight: 200, height_inch: 7.5 })).status).toBe(400)

    expect(await call(shipAddressRead, cookie, '/api/ship-address')).toMatchObject({ status: 200, body: { shipping: null } })
    const address = { address_line_1: '9 Elm Rd', address_line_2: '', city: 'Boise', state: 'ID', zip: '83702', patient: 1 }
    expect(await call(shipAddressCall, cookie, '/api/ship-address', address)).toMatchObject({ status: 200, body: { status: 'success' } })
    expect(await call(shipAddressRead, cookie, '/api/ship-address')).toMatchObject({ body: { shipping: { city: 'Boise', state: 'ID' } } })
    expect(await call(shipAddressCall, cookie, '/api/ship-address', { ...address, state: 'DC' })).toMatchObject({
      status: 400,
      body: { message: addressMessages.shippingIncomplete },
    })
  })

  it('POST /api/update-password needs the current password', async () => {
    const patient = await newPatient()
    const cookie = await signedIn(patient)
    const wrong = await call(updatePasswordCall, cookie, '/api/update-password', {
      oldPassword: 'nope-nope-nope',
      newPassword: 'another-good-passphrase',
      confirmPassword: 'another-good-passphrase',
    })
    expect(wrong).toMatchObject({ status: 400, body: { message: profileMessages.oldPasswordWrong } })
    const right = await call(updatePasswordCall, cookie, '/api/update-password', {
      oldPassword: PASSWORD,
      newPassword: 'another-good-passphrase',
      confirmPassword: 'another-good-passphrase',
    })
    expect(right).toMatchObject({ status: 200, body: { status: 'success' } })
  })
})
