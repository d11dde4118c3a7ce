import http from 'node:http'
import { sampleIntakeForm } from '@telehealth/domain/intake/sample-intake-form.fixture'
import { PHI_CANARIES } from '@telehealth/domain/phi-canaries'
import { answerPreCheckout, fillPayment } from '../support/checkout.ts'
import { expect, test } from '../support/fixtures.ts'
import { localApi } from '../support/local-api.ts'
import { createPatient, signIn } from '../support/patients.ts'

/**
 * Issue 16, against the built site as `npm start` runs it (two processes, SITE_ORIGIN set, no
 * TRUST_PROXY): links come from SITE_ORIGIN whatever the request says about its host; a forged
 * X-Forwarded-For does not buy a fresh sign-in budget; the affiliate hears of a sale without a name;
 * a huge body is refused with 413 without being read.
 *
 * Requests that spend a per-address budget come from a loopback address of their own (any
 * 127.x.y.z is this machine), so they neither spend nor find spent the budget of 127.0.0.1 that
 * every other test uses (as rate-limit-across-processes.spec.ts does).
 */
const siteUrl = process.env.E2E_SITE_URL ?? ''
const siteOrigin = process.env.E2E_SITE_ORIGIN ?? ''
const port = Number(new URL(siteUrl).port)

function randomLoopback(): string {
  const part = () => 1 + Math.floor(Math.random() * 254)
  return `127.${part()}.${part()}.${part()}`
}

interface Answer {
  status: number
  body: string
  headers: http.IncomingHttpHeaders
}

/** One request on a connection of its own, with exactly these headers (Host included). */
function send(options: { from: string; method?: string; path: string; headers: Record<string, string>; body?: string }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.body ?? ''
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: options.path,
        method: options.method ?? 'POST',
        localAddress: options.from,
        agent: false,
        setHost: false,
        headers: { Host: `localhost:${port}`, Connection: 'close', 'Content-Length': String(Buffer.byteLength(body)), ...options.headers },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/** Every email and text the product sent to an address, newest first. */
function messagesTo(to: string): { subject?: string; body: string }[] {
  return localApi<{ docs: { subject?: string; body: string }[] }>('find', {
    collection: 'outbox',
    where: { to: { equals: to } },
    sort: '-createdAt',
    limit: 20,
  }).docs
}

function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s)"'<>]+/g) ?? []
}

const form = 'application/x-www-form-urlencoded'

test.describe('links in emails start with SITE_ORIGIN whatever the request says', () => {
  test('forgot password: Host and forwarded host headers never reach the reset link, and none makes a 500', async () => {
    const patient = createPatient('Hosta')
    const from = randomLoopback()
    const body = new URLSearchParams({ email: patient.email }).toString()
    const post = (headers: Record<string, string>) => send({ from, path: '/forgot-password', headers: { 'Content-Type': form, ...headers }, body })

    // A poisoned Host with the site's own Origin: accepted, and the link is still the site's.
    const poisonedHost = await post({ Host: 'evil.example', Origin: siteOrigin })
    expect(poisonedHost.status).toBe(200)
    const [reset] = messagesTo(patient.email)
    expect(reset?.subject).toBe('Reset your password')
    expect(reset?.body).toContain(`${siteOrigin}/password-reset/`)

    // A poisoned Host with a matching Origin: refused by the Origin check (it compares with SITE_ORIGIN only).
    expect((await post({ Host: 'evil.example', Origin: 'http://evil.example' })).status).toBe(403)

    // A forwarded host of another site: 400 with a plain sentence, before anything reads the request.
    const forwardedHosts: Record<string, string>[] = [
      { 'X-Forwarded-Host': 'evil.example' },
      { 'X-Forwarded-Host': `localhost:${port}, evil.example` },
      { Forwarded: 'for=192.0.2.1;host=evil.example;proto=https' },
    ]
    for (const headers of forwardedHosts) {
      const answer = await post({ Origin: siteOrigin, ...headers })
      expect(answer.status, JSON.stringify(headers)).toBe(400)
      expect(answer.headers['content-type']).toMatch(/^text\/plain/)
      expect(answer.body).toBe('This request names another site as its host, so it was not accepted.')
    }

    // The site's own host, forwarded by a proxy: fine.
    expect((await post({ Origin: siteOrigin, 'X-Forwarded-Host': new URL(siteOrigin).host })).status).toBe(200)

    const sent = messagesTo(patient.email)
    expect(sent).toHaveLength(2)
    const links = sent.flatMap((message) => linksIn(message.body))
    expect(links.length).toBeGreaterThanOrEqual(2)
    for (const link of links) expect(link.startsWith(`${siteOrigin}/`), link).toBe(true)
    expect(JSON.stringify(sent)).not.toContain('evil.example')
  })

  test('intake: the welcome email links to SITE_ORIGIN whatever Host is sent; a forwarded host of another site is 400', async () => {
    const from = randomLoopback()
    const email = `host-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
    const body = new URLSearchParams({ funnel: 'new', ...sampleIntakeForm({ email, phone_line: String(1000 + Math.floor(Math.random() * 9000)) }) }).toString()

    const forwarded = await send({
      from,
      path: '/intake/submit',
      headers: { 'Content-Type': form, Origin: siteOrigin, 'X-Forwarded-Host': 'evil.example' },
      body,
    })
    expect(forwarded.status).toBe(400)
    expect(messagesTo(email)).toHaveLength(0)

    const poisoned = await send({ from, path: '/intake/submit', headers: { 'Content-Type': form, Origin: siteOrigin, Host: 'evil.example' }, body })
    expect(poisoned.status).toBeLessThan(400)
    const [welcome] = messagesTo(email)
    expect(welcome?.subject).toBe('Set your password')
    const links = linksIn(welcome?.body ?? '')
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(link.startsWith(`${siteOrigin}/`), link).toBe(true)
    expect(welcome?.body).not.toContain('evil.example')
  })

  test('a request target in absolute form (meant for proxies) is 400, not a page of another host', async () => {
    const answer = await send({ from: randomLoopback(), method: 'GET', path: 'http://evil.example/forgot-password', headers: {} })
    expect(answer.status).toBe(400)
  })
})

test('a forged X-Forwarded-For does not buy a fresh sign-in budget: the 101st attempt from one machine is 429', async () => {
  test.setTimeout(150_000)
  const from = randomLoopback()
  const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const attempt = (n: number) =>
    send({
      from,
      path: '/login',
      headers: {
        'Content-Type': form,
        Origin: siteOrigin,
        // A different client address each time, as an attacker behind no proxy would claim.
        'X-Forwarded-For': `198.18.${Math.floor(n / 250)}.${1 + (n % 250)}`,
      },
      body: new URLSearchParams({ email: `forged-${run}-${n}@example.com`, password: 'not-the-password-1' }).toString(),
    })

  const statuses: number[] = []
  for (let n = 1; n <= 100; n += 1) statuses.push((await attempt(n)).status)
  expect(statuses.filter((status) => status === 429)).toEqual([])
  const refused = await attempt(101)
  expect(refused.status).toBe(429)
  expect(refused.body).toContain('Too many attempts.')
})

test('the affiliate hears of a sale with the conversion id, the order id and the amount, and no name', async ({ page }) => {
  test.setTimeout(90_000)
  const received: { body: string; headers: http.IncomingHttpHeaders }[] = []
  const listener = http.createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      received.push({ body, headers: request.headers })
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"success"}')
    })
  })
  await new Promise<void>((resolve) => listener.listen(Number(process.env.E2E_AFFILIATE_PORT), '127.0.0.1', resolve))
  try {
    const patient = createPatient('Zebulon')
    const conversionId = `aff-${Date.now()}`
    await signIn(page, patient)
    await page.goto(`/select-med?c_id=${conversionId}`)
    await page.getByRole('button', { name: 'Continue to checkout' }).click()
    await answerPreCheckout(page)
    await expect(page).toHaveURL(/\/weight-loss-payment\/[A-Za-z0-9_-]{16,}/)
    const checkoutPath = new URL(page.url()).pathname
    await page.goto(`${checkoutPath}?step=payment&terms=6`)
    await fillPayment(page, '4242 4242 4242 4242')
    await page.getByRole('button', { name: 'BUY NOW' }).click()
    await expect(page).toHaveURL(/\/payment\/thanks/)

    await expect.poll(() => received.filter((call) => call.body.includes(conversionId)).length, { timeout: 20_000 }).toBe(1)
    const call = received.find((entry) => entry.body.includes(conversionId))!
    const sent = JSON.parse(call.body) as Record<string, unknown>
    const order = localApi<{ docs: { id: number; conversionStatus: string }[] }>('find', {
      collection: 'orders',
      where: { patient: { equals: patient.id } },
      limit: 1,
    }).docs[0]
    expect(sent).toEqual({ c_id: conversionId, order_id: String(order?.id), amount: expect.stringMatching(/^\d+\.\d{2}$/) })
    for (const personal of ['Zebulon', PHI_CANARIES.lastName, patient.email, 'Semaglutide', 'Tirzepatide', 'semaglutide', 'tirzepatide'])
      expect(call.body).not.toContain(personal)
    expect(call.headers['content-type']).toBe('application/json')
    await expect
      .poll(
        () =>
          localApi<{ docs: { conversionStatus: string }[] }>('find', { collection: 'orders', where: { id: { equals: order?.id } }, limit: 1 }).docs[0]
            ?.conversionStatus,
      )
      .toBe('sent')
  } finally {
    listener.closeAllConnections()
    await new Promise<void>((resolve) => listener.close(() => resolve()))
  }
})

test.describe('a body over its cap is refused with 413, not read', () => {
  const MB = 1024 * 1024

  /**
   * Streams `total` bytes of form to POST /forgot-password in 64 KB chunks as the socket takes them,
   * stopping when the answer comes; never holds more than one chunk.
   */
  function streamForm(total: number, declareLength: boolean): Promise<{ status: number; body: string; sent: number }> {
    return new Promise((resolve, reject) => {
      let sent = 0
      let answered = false
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/forgot-password',
          method: 'POST',
          localAddress: randomLoopback(),
          agent: false,
          headers: { Origin: siteOrigin, 'Content-Type': form, ...(declareLength ? { 'Content-Length': String(total) } : { 'Transfer-Encoding': 'chunked' }) },
        },
        (response) => {
          answered = true
          let text = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => (text += chunk))
          response.on('end', () => {
            request.destroy()
            resolve({ status: response.statusCode ?? 0, body: text, sent })
          })
        },
      )
      request.on('error', (error) => (answered ? undefined : reject(error)))
      const chunk = Buffer.from(`email=${'a'.repeat(64 * 1024 - 6)}`)
      const filler = Buffer.alloc(64 * 1024, 'a')
      const more = () => {
        while (!answered && !request.destroyed && sent < total) {
          const next = sent === 0 ? chunk : filler
          sent += next.length
          if (!request.write(next)) return void request.once('drain', more)
        }
        if (!answered && !request.destroyed) request.end()
      }
      more()
    })
  }

  test('a 200 MB form posted without a length is cut off with 413', async () => {
    const answer = await streamForm(200 * MB, false)
    expect(answer.status).toBe(413)
    expect(answer.body).toBe('This request is too large, so it was not accepted.')
    expect(answer.sent).toBeLessThan(200 * MB)
  })

  test('a 200 MB form declared by its length is refused with 413 before it is sent', async () => {
    const answer = await streamForm(200 * MB, true)
    expect(answer.status).toBe(413)
    expect(answer.body).toBe('This request is too large, so it was not accepted.')
    expect(answer.sent).toBeLessThan(200 * MB)
  })

  test('a form of ordinary size still works', async () => {
    const answer = await send({
      from: randomLoopback(),
      path: '/forgot-password',
      headers: { 'Content-Type': form, Origin: siteOrigin },
      body: 'email=nobody%40example.com',
    })
    expect(answer.status).toBe(200)
  })
})
