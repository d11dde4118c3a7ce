import { expect, test } from '../support/fixtures.ts'
import { distinctLoopbacks, postLoginFrom, type LoginAnswer } from '../support/sign-in-from.ts'

/**
 * The site runs as two processes in this suite (SITE_PROCESSES=2, support/global-setup.ts), and a
 * limit is one limit whichever of them counts (ADR 019): the per-address sign-in budget, 100 in
 * 15 minutes (apps/site/app/auth/rate-limit.server.ts), answers 429 on the 101st attempt.
 *
 * Each attempt is a form POST on a connection of its own, so the cluster hands the connections to
 * both processes in turn; each answer names its process (X-Site-Process). The attempts come from a
 * loopback address of their own (any 127.x.y.z is this machine), so they neither spend nor find
 * spent the budget of 127.0.0.1 that every other test signs in from. The server's own view of the
 * address is used, nothing forwarded.
 */

test('the per-address sign-in limit answers 429 on the 101st attempt, whichever process serves it', async () => {
  test.setTimeout(120_000)
  const [from, other] = distinctLoopbacks(2) as [string, string]
  const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

  const allowed: LoginAnswer[] = []
  for (let attempt = 1; attempt <= 100; attempt += 1) {
    // A different account each time: only the address's budget is spent to the end.
    allowed.push(await postLoginFrom(from, `limit-${run}-${attempt}@example.com`, 'not-the-password-1'))
  }
  expect(allowed.map((answer) => answer.status)).toEqual(Array(100).fill(401))
  // Both processes counted some of the hundred.
  expect(new Set(allowed.map((answer) => answer.process))).toEqual(new Set(['1', '2']))

  const refused: LoginAnswer[] = []
  for (let attempt = 101; attempt <= 104; attempt += 1) refused.push(await postLoginFrom(from, `limit-${run}-${attempt}@example.com`, 'not-the-password-1'))
  expect(refused.map((answer) => answer.status)).toEqual([429, 429, 429, 429])
  expect(new Set(refused.map((answer) => answer.process))).toEqual(new Set(['1', '2']))
  for (const answer of refused) {
    // The wait is until the first attempt leaves the 15-minute window.
    expect(Number(answer.retryAfter)).toBeGreaterThan(14 * 60)
    expect(Number(answer.retryAfter)).toBeLessThanOrEqual(15 * 60)
    expect(answer.body).toContain('Too many attempts. Please wait 15 minutes and try again.')
  }

  // Another address is not affected.
  const elsewhere = await postLoginFrom(other, `limit-${run}-elsewhere@example.com`, 'not-the-password-1')
  expect(elsewhere.status).toBe(401)
})
