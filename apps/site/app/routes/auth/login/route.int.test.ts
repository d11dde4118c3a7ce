import { getTestPayload } from '@telehealth/cms/testing'
import { accountMessages } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCK_AFTER_FAILURES, lockAfterFailures } from '~/auth/account-lock.server.ts'
import { action, loader } from './route.tsx'

let payload: Payload
const password = 'the-right-long-password'

beforeAll(async () => {
  payload = await getTestPayload()
})

async function newPatient(email: string) {
  return payload.create({ collection: 'patients', data: { email, password, first_name: 'Lo', last_name: 'Gin' } })
}

interface Answer {
  status: number
  location: string | null
  cookie: string | null
  formError: string | undefined
}

async function post(fields: Record<string, string>, clientIp: string, url = 'https://care.example.com/login'): Promise<Answer> {
  const request = new Request(url, { method: 'POST', body: new URLSearchParams(fields) })
  const result = await action({ request, params: {}, context: { cspNonce: '', clientIp, trackingSessionId: 'login-test' } })
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get('Location'), cookie: result.headers.get('Set-Cookie'), formError: undefined }
  if ('data' in result && 'init' in result) {
    const body = result.data as { formError?: string }
    return { status: result.init?.status ?? 200, location: null, cookie: null, formError: body.formError }
  }
  return { status: 200, location: null, cookie: null, formError: (result as { formError?: string }).formError }
}

const signIn = (email: string, pass: string, clientIp: string) => post({ email, password: pass }, clientIp)

describe('sign-in that an attacker cannot turn against a patient', () => {
  // Fifty password checks and their audit and throttle rows, one after another: a minute on a busy machine.
  it('still signs the patient in with the right password after 50 wrong ones from 50 other addresses', async () => {
    await newPatient('targeted@example.com')
    for (let address = 1; address <= 50; address += 1) {
      const wrong = await signIn('targeted@example.com', `wrong-password-${address}`, `198.51.100.${address}`)
      expect(wrong.status).toBe(401)
      expect(wrong.formError).toBe(accountMessages.loginFailed)
    }
    const mine = await signIn('targeted@example.com', password, '203.0.113.5')
    expect(mine.status).toBe(302)
    expect(mine.location).toBe('/home')
    expect(mine.cookie).toBeTruthy()
  }, 120_000)

  it("slows only the address that keeps failing: the patient's own address signs in meanwhile", async () => {
    await newPatient('slowed@example.com')
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await signIn('slowed@example.com', 'wrong-password-x', '198.51.100.200')).status).toBe(401)
    const attacker = await signIn('slowed@example.com', password, '198.51.100.200')
    expect(attacker.status).toBe(429)
    expect(attacker.formError).toBe('Too many attempts. Please wait 1 minute and try again.')
    expect((await signIn('slowed@example.com', password, '203.0.113.6')).status).toBe(302)
  })

  it('a locked account reads like any other wait, account or not; the emailed link lifts the lock', async () => {
    await newPatient('locked-route@example.com')
    await lockAfterFailures('locked-route@example.com', LOCK_AFTER_FAILURES)
    await lockAfterFailures('no-account-route@example.com', LOCK_AFTER_FAILURES)
    const locked = await signIn('locked-route@example.com', password, '203.0.113.7')
    const nobody = await signIn('no-account-route@example.com', password, '203.0.113.7')
    expect(locked.status).toBe(429)
    expect(locked.formError).toBe('Too many attempts. Please wait 60 minutes and try again.')
    expect(nobody).toEqual(locked)

    const [email] = (await payload.find({ collection: 'outbox', where: { to: { equals: 'locked-route@example.com' } } })).docs
    const link = /\/login\?unlock=[0-9a-f]{64}/.exec(email?.body ?? '')?.[0] ?? ''
    const page = await loader({
      request: new Request(`https://care.example.com${link}`),
      params: {},
      context: { cspNonce: '', clientIp: '203.0.113.7', trackingSessionId: 'login-test' },
    })
    const unlockToken = (page as { unlockToken?: string }).unlockToken
    expect(unlockToken).toMatch(/^[0-9a-f]{64}$/)
    const unlocked = await post({ intent: 'unlock', unlock: unlockToken ?? '' }, '203.0.113.7', `https://care.example.com${link}`)
    expect(unlocked.status).toBe(200)
    expect((await signIn('locked-route@example.com', password, '203.0.113.7')).status).toBe(302)
    // Used once.
    expect((await post({ intent: 'unlock', unlock: unlockToken ?? '' }, '203.0.113.7')).status).toBe(410)
  })
})
