import crypto from 'node:crypto'
import { cmsEnv } from '@telehealth/cms/env'
import { getTestPayload } from '@telehealth/cms/testing'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loader as chatTokenLoader } from '~/routes/resources/api/chat-token.ts'
import { runRoute, sessionCookie } from '../../test/home-routes.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'
import { chatTokenMessages } from './chat-realtime.server.ts'

/**
 * ADR 099, the Ably adapter's door: GET /api/chat-token signs (locally, through the SDK) a token
 * request whose capability names only the caller's own thread channels, subscribe only. Checked
 * on the signed request itself: no network.
 */
let payload: Payload
const given = cmsEnv.ABLY_API_KEY

beforeAll(async () => {
  payload = await getTestPayload()
})

afterEach(() => {
  cmsEnv.ABLY_API_KEY = given
})

async function patientCookie() {
  const patient = await signedInPatient(payload)
  return { patient, cookie: await sessionCookie(patient) }
}

const token = (cookie: string, query = '') => runRoute(chatTokenLoader, `/api/chat-token${query}`, cookie)

describe('GET /api/chat-token', () => {
  it('answers 401 without a session, and 404 where the site runs server-sent events instead of Ably', async () => {
    cmsEnv.ABLY_API_KEY = undefined
    expect((await token('')).status).toBe(401)
    const { cookie } = await patientCookie()
    expect(await token(cookie, '?thread=doctor')).toMatchObject({ status: 404, body: { message: chatTokenMessages.notAbly } })
  })

  it('with a key: another thread name is 404, and nothing is signed', async () => {
    cmsEnv.ABLY_API_KEY = 'appid.keyid:c2VjcmV0LXRoYXQtbmV2ZXItbGVhdmVzLXRoZS1zZXJ2ZXI'
    const { cookie } = await patientCookie()
    expect(await token(cookie, '?thread=billing')).toMatchObject({ status: 404, body: { message: 'This conversation was not found.' } })
  })

  it("signs a capability of the caller's own channels only, subscribe only; B's never names A's", async () => {
    cmsEnv.ABLY_API_KEY = 'appid.keyid:c2VjcmV0LXRoYXQtbmV2ZXItbGVhdmVzLXRoZS1zZXJ2ZXI'
    const alice = await patientCookie()
    const bob = await patientCookie()
    const capabilityOf = async (cookie: string, query: string) => {
      const answer = await token(cookie, query)
      expect(answer.status).toBe(200)
      expect(answer.body?.keyName).toBe('appid.keyid')
      expect([typeof answer.body?.mac, typeof answer.body?.nonce]).toEqual(['string', 'string'])
      expect(JSON.stringify(answer.body)).not.toContain('c2VjcmV0')
      // The signature covers the capability: Ably refuses a request whose capability was changed after signing.
      const body = answer.body as Record<string, unknown>
      const signed = [body.keyName, body.ttl ?? '', body.capability, body.clientId ?? '', body.timestamp, body.nonce].map(String).join('\n') + '\n'
      const secret = String(cmsEnv.ABLY_API_KEY).split(':')[1] ?? ''
      expect(body.mac).toBe(crypto.createHmac('sha256', secret).update(signed).digest('base64'))
      return { capability: JSON.parse(String(answer.body?.capability)) as Record<string, string[]>, clientId: String(answer.body?.clientId) }
    }
    const alicesDoctor = await capabilityOf(alice.cookie, '?thread=doctor')
    const [channel] = Object.keys(alicesDoctor.capability)
    expect(Object.entries(alicesDoctor.capability)).toEqual([[channel, ['subscribe']]])
    expect(channel).toMatch(/^chat:doctor:[\w-]{22}$/)
    // An opaque client id, never the patient's row id.
    expect(alicesDoctor.clientId).toMatch(/^patient:[\w-]{22}$/)
    expect(alicesDoctor.clientId).not.toBe(`patient:${String(alice.patient.id)}`)
    const alicesBoth = await capabilityOf(alice.cookie, '')
    const support = Object.keys(alicesBoth.capability).find((name) => name !== channel)
    expect(Object.keys(alicesBoth.capability)).toHaveLength(2)
    expect(support).toMatch(/^chat:support:[\w-]{22}$/)
    const bobs = await capabilityOf(bob.cookie, '')
    for (const name of Object.keys(alicesBoth.capability)) expect(bobs.capability).not.toHaveProperty(name)
  })
})
