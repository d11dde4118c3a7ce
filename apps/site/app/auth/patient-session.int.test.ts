import { tokenHash } from '@telehealth/cms/site'
import { getTestPayload } from '@telehealth/cms/testing'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { commitSession, getSession } from '~/session.server.ts'
import { getPatient, logPatientOut, readPatientId, readSession, startPatientSession } from './patient-session.server.ts'
import { IDLE_TIMEOUT_MS, REFRESH_AFTER_MS } from './session-rules.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

let serial = 0
async function newPatient() {
  serial += 1
  return payload.create({
    collection: 'patients',
    data: { email: `session-${serial}-${Date.now()}@example.com`, password: 'a-long-test-password', first_name: 'Se', last_name: 'Ssion' },
  })
}

const cookieOf = (setCookie: string) => setCookie.split(';')[0] ?? ''

/** A request from a browser holding this cookie. */
function from(cookie: string, path = '/home', init: RequestInit = {}): Request {
  return new Request(`https://care.example.com${path}`, { ...init, headers: { Cookie: cookie } })
}

async function signedIn(patientId: number): Promise<string> {
  return cookieOf(await startPatientSession(new Request('https://care.example.com/login', { method: 'POST' }), patientId))
}

async function rowsOf(patientId: number) {
  return (
    await payload.find({ collection: 'patient-sessions', where: { patient: { equals: patientId } }, sort: 'startedAt', depth: 0, showHiddenFields: true })
  ).docs
}

describe('a session lives on the server', () => {
  it('stores a row per sign-in, found by the hash of the id the cookie holds (never the id itself)', async () => {
    const patient = await newPatient()
    const cookie = await signedIn(patient.id)
    const session = await getSession(from(cookie))
    const sid: unknown = session.get('sid')
    expect(typeof sid).toBe('string')
    // 128 random bits.
    expect(Buffer.from(String(sid), 'base64url')).toHaveLength(16)
    const [row] = await rowsOf(patient.id)
    expect(row?.tokenHash).toBe(tokenHash(String(sid)))
    expect(row?.tokenHash).not.toContain(String(sid))
    expect(row?.endedAt ?? null).toBeNull()
    expect(await readPatientId(from(cookie))).toBe(String(patient.id))
    expect((await getPatient(from(cookie)))?.id).toBe(patient.id)
  })

  it('logging out ends that session only: a copy of its cookie opens nothing, another browser stays signed in', async () => {
    const patient = await newPatient()
    const laptop = await signedIn(patient.id)
    const phone = await signedIn(patient.id)
    const copied = laptop
    const answer = await logPatientOut(from(laptop, '/logout', { method: 'POST' }))
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe('/login')
    expect(await readPatientId(from(copied))).toBeNull()
    expect(await readPatientId(from(phone))).toBe(String(patient.id))
    expect((await rowsOf(patient.id)).map((row) => row.endedReason ?? null)).toEqual(['logout', null])
  })

  it("refuses a cookie naming another patient than its session's, and an unknown id", async () => {
    const patient = await newPatient()
    const other = await newPatient()
    const cookie = await signedIn(patient.id)
    const session = await getSession(from(cookie))
    session.set('patientId', String(other.id))
    expect(await readPatientId(from(cookieOf(await commitSession(session))))).toBeNull()
    session.set('patientId', String(patient.id))
    session.set('sid', 'AAAAAAAAAAAAAAAAAAAAAA')
    expect(await readPatientId(from(cookieOf(await commitSession(session))))).toBeNull()
    expect(await readPatientId(new Request('https://care.example.com/home'))).toBeNull()
  })

  it('a new sign-in in the same browser ends the session it held', async () => {
    const patient = await newPatient()
    const first = await signedIn(patient.id)
    const second = cookieOf(await startPatientSession(from(first, '/login', { method: 'POST' }), patient.id))
    expect(await readPatientId(from(first))).toBeNull()
    expect(await readPatientId(from(second))).toBe(String(patient.id))
    expect((await rowsOf(patient.id)).map((row) => row.endedReason ?? null)).toEqual(['replaced', null])
  })

  it('keeps extra values in the cookie (the intake keeps its lead there)', async () => {
    const patient = await newPatient()
    const cookie = cookieOf(await startPatientSession(new Request('https://care.example.com/'), patient.id, { leadId: '42' }))
    expect((await getSession(from(cookie))).get('leadId')).toBe('42')
    expect(await readPatientId(from(cookie))).toBe(String(patient.id))
  })

  it('notes activity at most once a minute, and ends a session idle for 30 minutes', async () => {
    const patient = await newPatient()
    const cookie = await signedIn(patient.id)
    const [row] = await rowsOf(patient.id)
    const started = Date.parse(row?.startedAt ?? '')
    await readSession(from(cookie), new Date(started + REFRESH_AFTER_MS - 1))
    expect((await rowsOf(patient.id))[0]?.lastSeenAt).toBe(row?.lastSeenAt)
    const later = new Date(started + REFRESH_AFTER_MS + 1)
    await readSession(from(cookie), later)
    expect((await rowsOf(patient.id))[0]?.lastSeenAt).toBe(later.toISOString())
    // Idle since `later`: alive just before the limit, ended at it.
    expect(await readSession(from(cookie), new Date(later.getTime() + IDLE_TIMEOUT_MS - 1))).not.toBeNull()
    expect(await readSession(from(cookie), new Date(later.getTime() + 2 * IDLE_TIMEOUT_MS))).toBeNull()
    expect((await rowsOf(patient.id))[0]?.endedReason).toBe('expired')
    expect(await readPatientId(from(cookie))).toBeNull()
  })
})
