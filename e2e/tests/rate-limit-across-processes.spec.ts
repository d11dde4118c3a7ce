import http from 'node:http'
import { expect, test } from '../support/fixtures.ts'

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
interface Answer {
  status: number
  process: string | undefined
  retryAfter: string | undefined
  body: string
}

function randomLoopback(): string {
  const part = () => 1 + Math.floor(Math.random() * 254)
  return `127.${part()}.${part()}.${part()}`
}

function postLogin(port: number, from: string, email: string): Promise<Answer> {
  const body = new URLSearchParams({ email, password: 'not-the-password-1' }).toString()
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/login',
        method: 'POST',
        localAddress: from,
        agent: false, // a fresh connection every time
        headers: {
          Origin: `http://127.0.0.1:${port}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
          Connection: 'close',
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            process: response.headers['x-site-process'] as string | undefined,
            retryAfter: response.headers['retry-after'] as string | undefined,
            body: text,
          }),
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

test('the per-address sign-in limit answers 429 on the 101st attempt, whichever process serves it', async () => {
  test.setTimeout(120_000)
  const port = Number(new URL(process.env.E2E_SITE_URL ?? '').port)
  const from = randomLoopback()
  const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

  const allowed: Answer[] = []
  for (let attempt = 1; attempt <= 100; attempt += 1) {
    // A different account each time: only the address's budget is spent to the end.
    allowed.push(await postLogin(port, from, `limit-${run}-${attempt}@example.com`))
  }
  expect(allowed.map((answer) => answer.status)).toEqual(Array(100).fill(401))
  // Both processes counted some of the hundred.
  expect(new Set(allowed.map((answer) => answer.process))).toEqual(new Set(['1', '2']))

  const refused: Answer[] = []
  for (let attempt = 101; attempt <= 104; attempt += 1) refused.push(await postLogin(port, from, `limit-${run}-${attempt}@example.com`))
  expect(refused.map((answer) => answer.status)).toEqual([429, 429, 429, 429])
  expect(new Set(refused.map((answer) => answer.process))).toEqual(new Set(['1', '2']))
  for (const answer of refused) {
    // The wait is until the first attempt leaves the 15-minute window.
    expect(Number(answer.retryAfter)).toBeGreaterThan(14 * 60)
    expect(Number(answer.retryAfter)).toBeLessThanOrEqual(15 * 60)
    expect(answer.body).toContain('Too many attempts. Please wait 15 minutes and try again.')
  }

  // Another address is not affected.
  const elsewhere = await postLogin(port, randomLoopback(), `limit-${run}-elsewhere@example.com`)
  expect(elsewhere.status).toBe(401)
})
