import { getTestPayload } from '@telehealth/cms/testing'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { loader as loginLoader } from '~/routes/auth/login/route.tsx'
import { action as logoutAction } from '~/routes/auth/logout/route.tsx'
import { loader as apiLogout } from '~/routes/resources/api/logout.ts'
import { runLoader, sessionCookie, testContext } from '../../test/home-routes.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'

/**
 * ADR 103: questionnaire answers kept in the browser do not outlive the session. Log Out's answer
 * (the form without JavaScript, and the spec's GET /api/logout) empties the site's storage with
 * `Clear-Site-Data: "storage"`, and so does the sign-in page when the browser's cookie names a
 * session that has ended.
 */
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('the session’s end empties the storage of the browser', () => {
  it('Log Out, posted without JavaScript or called as /api/logout, answers Clear-Site-Data: "storage"', async () => {
    const patient = await signedInPatient(payload)
    const cookie = await sessionCookie(patient)
    const request = new Request('https://care.example.com/logout', { method: 'POST', headers: { Cookie: cookie }, body: new FormData() })
    const answer = await logoutAction({ request, params: {}, context: testContext })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Clear-Site-Data')).toBe('"storage"')
    expect(answer.headers.get('Set-Cookie')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i)

    const other = await sessionCookie(patient)
    const called = await apiLogout({
      request: new Request('https://care.example.com/api/logout', { headers: { Cookie: other, 'Sec-Fetch-Site': 'same-origin' } }),
      params: {},
      context: testContext,
    })
    expect(called.status).toBe(200)
    expect(called.headers.get('Clear-Site-Data')).toBe('"storage"')
  })

  it('the sign-in page empties it when the cookie names an ended session, and only then', async () => {
    const patient = await signedInPatient(payload)
    const cookie = await sessionCookie(patient)
    // Live: the sign-in page sends the patient home, and clears nothing.
    const live = await runLoader(loginLoader, '/login', cookie)
    expect(live).toMatchObject({ status: 302, location: '/home' })
    expect(live.headers.get('Clear-Site-Data')).toBeNull()

    // The session ends on the server (a password change elsewhere ends every session).
    await payload.update({
      collection: 'patient-sessions',
      where: { patient: { equals: patient.id } },
      data: { endedAt: new Date().toISOString(), endedReason: 'password_change' },
    })
    const ended = await runLoader(loginLoader, '/login', cookie)
    expect(ended.status).toBe(200)
    expect(ended.headers.get('Clear-Site-Data')).toBe('"storage"')
    expect(ended.setCookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i)

    // No cookie at all: a visitor's own storage (an intake in progress) is left alone.
    const visitor = await runLoader(loginLoader, '/login', '')
    expect(visitor.status).toBe(200)
    expect(visitor.headers.get('Clear-Site-Data')).toBeNull()
  })
})
