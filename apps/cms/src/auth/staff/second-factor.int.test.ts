import { generate } from 'otplib'
import { createLocalReq, refreshOperation, type Payload, type PayloadRequest, type TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPatient } from '../../testing/actors.ts'
import { getTestPayload } from '../../testing/test-payload.ts'
import { staffSecondFactorEndpoints } from './endpoints.ts'
import { findStaffRecord, writeStaffAuthState } from './second-factor.ts'

// Issue 16 / ADR 020: a second factor for admins and clinical staff, and staff sessions of 30 idle
// minutes and 8 hours at most. The denials are checked the way every REST request is authenticated
// (payload.auth with the token a sign-in hands out), so they fail on the code before the change.

let payload: Payload
let counter = 0
const PASSWORD = 'a-long-staff-password'

beforeAll(async () => {
  payload = await getTestPayload()
  await createPatient(payload)
})

async function newStaff(role: 'admin' | 'marketing' | 'clinical') {
  return payload.create({ collection: 'staff', data: { email: `${role}-2fa-${Date.now()}-${++counter}@example.com`, password: PASSWORD, name: role, role } })
}

async function signIn(email: string) {
  return (await payload.login({ collection: 'staff', data: { email, password: PASSWORD } })) as { token?: string; exp?: number; secondFactor?: string }
}

/** Who a request carrying this token is, as Payload decides for every REST call. */
async function whoHolds(token: string | undefined): Promise<TypedUser | null> {
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token ?? ''}` }) })
  return user
}

/** Patients the holder of this token can list (null: refused). */
async function patientsFor(token: string | undefined): Promise<number | null> {
  const user = await whoHolds(token)
  return payload
    .find({ collection: 'patients', overrideAccess: false, user, depth: 0 })
    .then((found) => found.totalDocs)
    .catch(() => null)
}

/** Calls one of the second-factor endpoints as an HTTP client holding `token` would. */
async function call(path: string, token: string | undefined, body: object = {}, routeParams: Record<string, unknown> = {}) {
  const endpoint = staffSecondFactorEndpoints.find((candidate) => candidate.path === path)
  if (!endpoint) throw new Error(`no endpoint ${path}`)
  const user = token ? await whoHolds(token) : null
  const req = { payload, headers: new Headers(token ? { Authorization: `JWT ${token}` } : {}), json: async () => body, user, routeParams }
  const response = await endpoint.handler(req as unknown as PayloadRequest)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** Enrols a staff member the way the admin page does; the secret, the recovery codes and the signed-in token. */
async function enrol(email: string) {
  const pending = await signIn(email)
  const started = await call('/second-factor/enrol', pending.token)
  const secret = started.body.secret as string
  const confirmed = await call('/second-factor/confirm', pending.token, { enrolment: started.body.enrolment, code: await generate({ secret }) })
  return { secret, pending, confirmed, recoveryCodes: confirmed.body.recoveryCodes as string[], token: confirmed.body.token as string }
}

describe('second factor for admins and clinical staff', () => {
  it('an admin signed in with the password alone reaches no collection', async () => {
    const admin = await newStaff('admin')
    const signedIn = await signIn(admin.email)
    expect(signedIn.token).toBeTruthy()
    expect(await whoHolds(signedIn.token)).toBeNull()
    expect(await patientsFor(signedIn.token)).toBeNull()
    expect(signedIn.secondFactor).toBe('enrol')
  })

  it('clinical staff too; marketing signs in with the password until they enrol', async () => {
    const clinical = await newStaff('clinical')
    expect(await whoHolds((await signIn(clinical.email)).token)).toBeNull()
    const marketing = await newStaff('marketing')
    expect(await whoHolds((await signIn(marketing.email)).token)).toMatchObject({ id: marketing.id, role: 'marketing' })
  })

  it('after setting up the app with a first code, the same session reads patients; ten recovery codes are shown once', async () => {
    const admin = await newStaff('admin')
    const { confirmed, recoveryCodes, token, pending } = await enrol(admin.email)
    expect(confirmed.status).toBe(200)
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    expect(await patientsFor(token)).toBeGreaterThan(0)
    // The pending token itself never becomes a session token.
    expect(await whoHolds(pending.token)).toBeNull()
  })

  it('a later sign-in needs a current code, each code works once, a recovery code once', async () => {
    const admin = await newStaff('admin')
    const { secret, recoveryCodes } = await enrol(admin.email)

    const second = await signIn(admin.email)
    expect(second.secondFactor).toBe('verify')
    expect((await call('/second-factor/verify', second.token, { code: '000000' })).status).toBe(401)
    // The code that confirmed the enrolment was used up; the next time step's is fresh.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 })
    const verified = await call('/second-factor/verify', second.token, { code: next })
    expect(verified.status).toBe(200)
    expect(await patientsFor(verified.body.token as string)).toBeGreaterThan(0)

    const third = await signIn(admin.email)
    expect((await call('/second-factor/verify', third.token, { code: next })).status).toBe(401)
    const recovered = await call('/second-factor/verify', third.token, { recoveryCode: recoveryCodes[0]!.toUpperCase() })
    expect(recovered.status).toBe(200)
    expect(await whoHolds(recovered.body.token as string)).toMatchObject({ id: admin.id })

    const fourth = await signIn(admin.email)
    expect((await call('/second-factor/verify', fourth.token, { recoveryCode: recoveryCodes[0]! })).status).toBe(401)
  })

  it('signs in in one request when the code comes with the password (API clients)', async () => {
    const clinical = await newStaff('clinical')
    const { secret } = await enrol(clinical.email)
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 })
    const req = await createLocalReq({}, payload)
    req.data = { email: clinical.email, password: PASSWORD, code }
    const result = await payload.login({ collection: 'staff', data: { email: clinical.email, password: PASSWORD }, req })
    expect(await whoHolds(result.token)).toMatchObject({ id: clinical.id })
    const wrong = await createLocalReq({}, payload)
    wrong.data = { email: clinical.email, password: PASSWORD, code: '000000' }
    await expect(payload.login({ collection: 'staff', data: { email: clinical.email, password: PASSWORD }, req: wrong })).rejects.toThrow()
  })

  it('five wrong codes lock the account for 15 minutes, as five wrong passwords do', async () => {
    const admin = await newStaff('admin')
    await enrol(admin.email)
    const pending = await signIn(admin.email)
    for (let attempt = 0; attempt < 5; attempt++) expect((await call('/second-factor/verify', pending.token, { code: '000000' })).status).toBe(401)
    expect((await call('/second-factor/verify', pending.token, { code: '000000' })).status).toBe(429)
    await expect(signIn(admin.email)).rejects.toThrow(/locked/i)
  })

  it('keeps the secret encrypted and neither it nor the recovery codes readable through the API', async () => {
    const admin = await newStaff('admin')
    const { secret, recoveryCodes, token } = await enrol(admin.email)
    const self = await whoHolds(token)
    const read = (await payload.findByID({ collection: 'staff', id: admin.id, overrideAccess: false, user: self })) as unknown as Record<string, unknown>
    expect(read).not.toHaveProperty('secondFactorSecret')
    expect(read).not.toHaveProperty('secondFactorRecoveryCodes')
    expect(read).not.toHaveProperty('secondFactorLastStep')
    expect(read.secondFactorEnrolledAt).toBeTruthy()
    const stored = JSON.stringify(await findStaffRecord(payload, admin.id))
    expect(stored).not.toContain(secret)
    for (const code of recoveryCodes) expect(stored).not.toContain(code)
  })

  it('a role change ends the member’s sessions (a marketing session does not carry on as clinical)', async () => {
    const marketing = await newStaff('marketing')
    const { token } = await signIn(marketing.email)
    expect(await whoHolds(token)).not.toBeNull()
    await payload.update({ collection: 'staff', id: marketing.id, data: { role: 'clinical' } })
    expect(await whoHolds(token)).toBeNull()
  })

  it('an admin resets a member’s second factor: their sessions end and they set it up again; others may not', async () => {
    const admin = await newStaff('admin')
    const { token: adminToken } = await enrol(admin.email)
    const clinical = await newStaff('clinical')
    const { token: clinicalToken } = await enrol(clinical.email)
    expect((await call('/:id/second-factor/reset', clinicalToken, {}, { id: admin.id })).status).toBe(403)

    expect((await call('/:id/second-factor/reset', adminToken, {}, { id: clinical.id })).status).toBe(200)
    expect(await whoHolds(clinicalToken)).toBeNull()
    expect((await signIn(clinical.email)).secondFactor).toBe('enrol')
    expect(await whoHolds(adminToken)).toMatchObject({ id: admin.id })
  })

  it('a password reset of an admin still owes the second factor', async () => {
    const admin = await newStaff('admin')
    const resetToken = await payload.forgotPassword({ collection: 'staff', data: { email: admin.email }, disableEmail: true })
    const reset = await payload.resetPassword({ collection: 'staff', data: { token: resetToken, password: 'another-long-password' }, overrideAccess: true })
    expect(await whoHolds(reset.token)).toBeNull()
  })
})

describe('staff sessions', () => {
  function claims(token: string): { iat: number; exp: number; sid: string } {
    return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { iat: number; exp: number; sid: string }
  }

  async function ageSession(id: number | string, sid: string, ageMs: number) {
    const staff = await findStaffRecord(payload, id)
    const sessions = (staff?.sessions ?? []).map((session) => (session.id === sid ? { ...session, createdAt: new Date(Date.now() - ageMs) } : session))
    await writeStaffAuthState(payload, id, { sessions })
  }

  async function refresh(token: string) {
    const user = await whoHolds(token)
    const req = await createLocalReq({ user: user ?? undefined }, payload)
    return refreshOperation({ collection: payload.collections.staff, req })
  }

  it('a token lasts 30 minutes from its sign-in or refresh; 5 failures lock for 15 minutes', async () => {
    const marketing = await newStaff('marketing')
    const { token } = await signIn(marketing.email)
    const { iat, exp } = claims(token!)
    expect(exp - iat).toBe(30 * 60)
    expect(payload.collections.staff.config.auth).toMatchObject({ tokenExpiration: 1800, maxLoginAttempts: 5, lockTime: 15 * 60 * 1000 })
  })

  it('a refresh never reaches past 8 hours from the sign-in, and is refused after them', async () => {
    const marketing = await newStaff('marketing')
    const { token } = await signIn(marketing.email)
    const { sid } = claims(token!)

    await ageSession(marketing.id, sid, 7 * 60 * 60 * 1000 + 50 * 60 * 1000)
    const refreshed = await refresh(token!)
    const deadline = Date.now() / 1000 + 10 * 60
    expect(refreshed.exp).toBeLessThanOrEqual(Math.ceil(deadline))
    expect(refreshed.exp).toBeGreaterThan(Date.now() / 1000 + 9 * 60)

    await ageSession(marketing.id, sid, 8 * 60 * 60 * 1000 + 60 * 1000)
    await expect(refresh(refreshed.refreshedToken)).rejects.toThrow()
  })

  it('a refresh within the 8 hours gives another 30 minutes', async () => {
    const marketing = await newStaff('marketing')
    const { token } = await signIn(marketing.email)
    await ageSession(marketing.id, claims(token!).sid, 2 * 60 * 60 * 1000)
    const refreshed = await refresh(token!)
    expect(refreshed.exp).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 30 * 60 - 5)
  })
})
