import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'
import { getTestPayload, sweepRateLimitHits } from '@telehealth/cms/testing'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  accountAndAddress,
  clearAccountFailures,
  clearLoginFailures,
  LOGIN_FAILURE_MEMORY_MS,
  loginWaitMs,
  RateLimited,
  rateLimitKey,
  recordLoginFailure,
  spendAttempt,
  tooManyAttempts,
  tooManyAttemptsMessage,
  type LimitName,
} from './rate-limit.server.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

async function rowsOf(prefix: string, subject: string) {
  return (await payload.find({ collection: 'rate-limit-hits', where: { key: { equals: rateLimitKey(prefix, subject) } }, limit: 0, depth: 0 })).docs
}

async function refusal(attempt: Promise<void>): Promise<RateLimited> {
  const outcome = await attempt.then(
    () => null,
    (error: unknown) => error,
  )
  expect(outcome).toBeInstanceOf(RateLimited)
  return outcome as RateLimited
}

describe('rate limits in the database', () => {
  it('allows six code sends an hour per patient, then answers 429 with a clear message', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) await spendAttempt(['sendCodePerPatient', 'patient-7'])
    const refused = await refusal(spendAttempt(['sendCodePerPatient', 'patient-7']))
    const answer = tooManyAttempts(refused)
    expect(answer.init?.status).toBe(429)
    expect(answer.data.formError).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/)
    // The wait is until the oldest attempt leaves the hour's window.
    expect(refused.retryAfterSeconds).toBeGreaterThan(59 * 60)
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60 * 60)
    // Another patient's budget is their own.
    await expect(spendAttempt(['sendCodePerPatient', 'patient-8'])).resolves.toBeUndefined()
  })

  it('counts emails case-insensitively and stores none in clear', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await spendAttempt(['forgotPerAccount', 'Pat@Example.com'])
    await refusal(spendAttempt(['forgotPerAccount', 'pat@example.com']))
    const all = await payload.find({ collection: 'rate-limit-hits', limit: 0, depth: 0 })
    expect(all.docs.some((row) => /example\.com|pat@/i.test(row.key))).toBe(false)
    expect((await rowsOf('forgot-account', 'pat@example.com')).map((row) => row.key)).toEqual(
      Array(3).fill(expect.stringMatching(/^forgot-account:[0-9a-f]{64}$/)),
    )
  })

  it('keeps no row for a refused attempt, so hammering does not extend the wait', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await spendAttempt(['forgotPerAccount', 'hammer@example.com'])
    for (let attempt = 0; attempt < 5; attempt += 1) await refusal(spendAttempt(['forgotPerAccount', 'hammer@example.com']))
    expect(await rowsOf('forgot-account', 'hammer@example.com')).toHaveLength(3)
  })

  it('waits until enough attempts leave the window when more than the budget are in it', async () => {
    // Five attempts in the window of a budget of three (as racing processes could leave for a moment).
    const key = rateLimitKey('forgot-account', 'crowded@example.com')
    const now = Date.now()
    for (const minutes of [50, 10, 40, 30, 20]) {
      await payload.create({
        collection: 'rate-limit-hits',
        data: { key, points: 1, at: new Date(now).toISOString(), expiresAt: new Date(now + minutes * 60_000).toISOString() },
      })
    }
    // Three of the five must go before a fourth fits: the third to expire, at 30 minutes.
    const refused = await refusal(spendAttempt(['forgotPerAccount', 'crowded@example.com']))
    expect(refused.retryAfterSeconds).toBeGreaterThan(29 * 60)
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(30 * 60)
  })

  it('stops at the first used-up budget of several', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) await spendAttempt(['forgotPerIp', '203.0.113.9'], ['forgotPerAccount', `many-${attempt}@example.com`])
    await refusal(spendAttempt(['forgotPerIp', '203.0.113.9'], ['forgotPerAccount', 'one-more@example.com']))
    expect(await rowsOf('forgot-account', 'one-more@example.com')).toHaveLength(0)
  })

  it('forgets attempts whose window is over, and the sweep removes their rows', async () => {
    const key = rateLimitKey('forgot-account', 'old@example.com')
    const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await payload.create({
        collection: 'rate-limit-hits',
        data: { key, points: 1, at: longAgo.toISOString(), expiresAt: new Date(longAgo.getTime() + 60 * 60 * 1000).toISOString() },
      })
    }
    await expect(spendAttempt(['forgotPerAccount', 'old@example.com'])).resolves.toBeUndefined()
    const removed = await sweepRateLimitHits({ payload }, { batch: 2 })
    expect(removed).toBeGreaterThanOrEqual(3)
    expect(await rowsOf('forgot-account', 'old@example.com')).toHaveLength(1)
    expect(await payload.count({ collection: 'rate-limit-hits', where: { expiresAt: { less_than_equal: new Date().toISOString() } } })).toEqual({
      totalDocs: 0,
    })
  })

  it('words the wait in minutes', () => {
    expect(tooManyAttemptsMessage(30)).toBe('Too many attempts. Please wait 1 minute and try again.')
    expect(tooManyAttemptsMessage(600)).toBe('Too many attempts. Please wait 10 minutes and try again.')
  })
})

describe('sign-in delay in the database, per account and address', () => {
  const ip = '203.0.113.40'

  it('lets three failures through, then waits 2 s after the last; a success clears it', async () => {
    const email = 'Delay@Example.com'
    const start = new Date()
    for (let failure = 0; failure < 3; failure += 1) {
      expect(await loginWaitMs(email, ip, start)).toBe(0)
      await recordLoginFailure(email, ip, start)
    }
    expect(await loginWaitMs('delay@example.com', ip, start)).toBe(2_000)
    expect(await loginWaitMs(email, ip, new Date(start.getTime() + 1_500))).toBe(500)
    expect(await loginWaitMs(email, ip, new Date(start.getTime() + 2_000))).toBe(0)
    await recordLoginFailure(email, ip, new Date(start.getTime() + 2_000))
    expect(await loginWaitMs(email, ip, new Date(start.getTime() + 2_000))).toBe(4_000)
    const rows = await rowsOf('login-failure', accountAndAddress(email, ip))
    expect(rows).toHaveLength(4)
    expect(rows.some((row) => /delay|203\.0/i.test(row.key))).toBe(false)

    await clearLoginFailures(email, ip)
    expect(await loginWaitMs(email, ip, new Date(start.getTime() + 2_000))).toBe(0)
    expect(await rowsOf('login-failure', accountAndAddress(email, ip))).toHaveLength(0)
  })

  it("never makes another address wait: an attacker's failures slow only the attacker", async () => {
    const email = 'target@example.com'
    const start = new Date()
    for (let failure = 0; failure < 8; failure += 1) await recordLoginFailure(email, '198.51.100.9', start)
    expect(await loginWaitMs(email, '198.51.100.9', start)).toBeGreaterThan(0)
    expect(await loginWaitMs(email, ip, start)).toBe(0)
  })

  it("counts the account's failures across addresses over an hour, and forgets them on request", async () => {
    const email = 'spread@example.com'
    const start = new Date()
    let count = 0
    for (let address = 1; address <= 5; address += 1) count = await recordLoginFailure(email, `198.51.100.${address}`, start)
    expect(count).toBe(5)
    // An hour later the first five are out of the window.
    expect(await recordLoginFailure(email, '198.51.100.6', new Date(start.getTime() + 60 * 60 * 1000 + 1))).toBe(1)
    await clearAccountFailures(email)
    expect(await rowsOf('login-failure-account', email)).toHaveLength(0)
  })

  it('spends the per-account budget per account and address: 20 an hour from one address, others unaffected', async () => {
    const email = 'budget@example.com'
    for (let attempt = 0; attempt < 20; attempt += 1) await spendAttempt(['loginPerAccountAndAddress', accountAndAddress(email, ip)])
    await refusal(spendAttempt(['loginPerAccountAndAddress', accountAndAddress(email, ip)]))
    await expect(spendAttempt(['loginPerAccountAndAddress', accountAndAddress(email, '198.51.100.77')])).resolves.toBeUndefined()
  })

  it('forgets failures after a day', async () => {
    const longAgo = new Date(Date.now() - LOGIN_FAILURE_MEMORY_MS - 60_000)
    for (let failure = 0; failure < 6; failure += 1) await recordLoginFailure('forgotten@example.com', ip, longAgo)
    expect(await loginWaitMs('forgotten@example.com', ip)).toBe(0)
  })
})

/** A second (and third) site process on this test's database: rate-limit.int.child.ts. */
type Mode = 'burst' | 'sequential'

/** One attempt; answers whether it was let through. */
function spendOne(budget: LimitName, subject: string): Promise<boolean> {
  return spendAttempt([budget, subject]).then(
    () => true,
    (error: unknown) => {
      if (error instanceof RateLimited) return false
      throw error
    },
  )
}

async function spendHere(budget: LimitName, subject: string, count: number, mode: Mode): Promise<number> {
  if (mode === 'burst') return (await Promise.all(Array.from({ length: count }, () => spendOne(budget, subject)))).filter(Boolean).length
  let admitted = 0
  for (let attempt = 0; attempt < count; attempt += 1) if (await spendOne(budget, subject)) admitted += 1
  return admitted
}

function startSpender(
  budget: LimitName,
  subject: string,
  count: number,
  mode: Mode,
): { child: ChildProcess; ready: Promise<void>; result: Promise<{ admitted: number; refused: number }> } {
  const child = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', path.join(import.meta.dirname, 'rate-limit.int.child.ts')], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, SPEND_BUDGET: budget, SPEND_SUBJECT: subject, SPEND_COUNT: String(count), SPEND_MODE: mode },
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const lines = readline.createInterface({ input: child.stdout })
  let onReady = () => {}
  const ready = new Promise<void>((resolve) => (onReady = resolve))
  const result = new Promise<{ admitted: number; refused: number }>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line === 'ready') onReady()
      // Only the child's answer: Payload's own log lines are JSON too.
      else if (line.startsWith('{"admitted"')) resolve(JSON.parse(line) as { admitted: number; refused: number })
    })
    child.on('exit', (code) => reject(new Error(`the spending process exited (${code}) without an answer`)))
  })
  return { child, ready, result }
}

describe('several processes on one database', () => {
  // 150 attempts from three processes against a budget of 100: all at once, or one by one in each.
  it.each<Mode>(['burst', 'sequential'])(
    'never lets more than the budget through, whichever process counts (%s)',
    async (mode) => {
      const budget: LimitName = 'loginPerIp' // 100 in 15 minutes
      const subject = `198.51.100.${mode === 'burst' ? 1 : 2}`
      const others = [startSpender(budget, subject, 50, mode), startSpender(budget, subject, 50, mode)]
      try {
        await Promise.all(others.map((other) => other.ready))
        for (const other of others) other.child.stdin!.write('go\n')
        const here = await spendHere(budget, subject, 50, mode)
        const theirs = await Promise.all(others.map((other) => other.result))
        const admitted = here + theirs.reduce((sum, one) => sum + one.admitted, 0)
        expect(admitted).toBeGreaterThan(0)
        expect(admitted).toBeLessThanOrEqual(100)

        // Attempts that raced for the last places may all have been refused; one at a time, the
        // budget fills up to exactly 100 and not one more.
        let topUp = 0
        while (topUp <= 100 && (await spendOne(budget, subject))) topUp += 1
        expect(admitted + topUp).toBe(100)
        expect(await rowsOf('login-ip', subject)).toHaveLength(100)
      } finally {
        for (const other of others) other.child.kill()
      }
    },
    120_000,
  )
})
