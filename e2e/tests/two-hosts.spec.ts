import crypto from 'node:crypto'
import { expect, test } from '@playwright/test'
import { startTwoHosts, type Engine, type TwoHosts } from '../support/two-hosts/deployment.ts'
import { subscribe } from '../support/two-hosts/event-stream.ts'
import { loadPage, postForm, type Answer } from '../support/two-hosts/patient-browser.ts'
import type { SiteHost } from '../support/two-hosts/deployment.ts'

/**
 * Two hosts, proven (issue 29): two site hosts as separate processes on ports of their own (no
 * node:cluster between them), each the built site as `npm start` runs it, with nothing shared but
 * the database and the secrets (support/two-hosts/deployment.ts). What a load balancer in front of
 * them could do to a patient, the test does on purpose: it sends each request to the host it picks.
 *
 * PostgreSQL is the production engine and always runs. SQLite (two processes on one file, the
 * `npm start` default) runs too; TWO_HOSTS_ENGINES=postgres (or sqlite) runs one of them.
 *
 * Chat (issue 31, ADR 099): a message posted on host A reaches a subscriber connected to host B
 * before it was posted, within 2 seconds (the embedded server-sent events are fed from the
 * database); a clinician's reply written by another process reaches the patient on both hosts.
 */
const engines = (process.env.TWO_HOSTS_ENGINES ?? 'postgres,sqlite').split(',').map((name) => name.trim()) as Engine[]

const PASSWORD = 'two-hosts-patient-password'

for (const engine of engines) {
  test.describe(`two site hosts on one ${engine} database`, () => {
    test.describe.configure({ mode: 'serial' })
    let deployment: TwoHosts

    test.beforeAll(async () => {
      // Migrating and seeding a database, then starting two hosts and a helper: minutes on two shared cores.
      test.setTimeout(720_000)
      deployment = await startTwoHosts(engine)
    })

    test.afterAll(async () => {
      test.setTimeout(60_000)
      await deployment?.stop()
    })

    async function newPatient(): Promise<{ id: string | number; email: string }> {
      const email = `two-hosts-${engine}-${Date.now()}-${crypto.randomBytes(3).toString('hex')}@example.com`
      const { id } = await deployment.database.ask<{ id: string | number }>('createPatient', { email, password: PASSWORD })
      return { id, email }
    }

    /** Signs in on `host` through the login form; answers the session cookie it set. */
    async function signIn(host: SiteHost, email: string): Promise<string> {
      const answer = await postForm(host, '/login', { email, password: PASSWORD }, { publicOrigin: deployment.publicOrigin, sessionCookie: null })
      expect(answer.status, answer.body.slice(0, 500)).toBe(302)
      expect(answer.location).toBe('/home')
      expect(answer.sessionCookie).toBeTruthy()
      return answer.sessionCookie ?? ''
    }

    test('a patient signed in on host A is signed in on host B; signed out on B, the cookie opens nothing on A', async () => {
      const [a, b] = deployment.hosts
      const patient = await newPatient()
      // Ids are the engine's own: uuid strings on PostgreSQL, numbers on SQLite.
      expect(typeof patient.id).toBe(engine === 'postgres' ? 'string' : 'number')
      const cookie = await signIn(a, patient.email)

      const profileOnB = await loadPage(b, '/home/profile', cookie)
      expect(profileOnB.status).toBe(200)
      expect(profileOnB.body).toContain(patient.email)
      // Without the cookie host B sends a visitor to sign in: it was the cookie that opened the page.
      const visitorOnB = await loadPage(b, '/home/profile', null)
      expect(visitorOnB.status).toBe(302)
      expect(visitorOnB.location).toMatch(/^\/login\?page_ref=/)

      // The session is a row in the database, not a fact of one host: ended on B, it is over on A.
      const signedOut = await postForm(b, '/logout', {}, { publicOrigin: deployment.publicOrigin, sessionCookie: cookie })
      expect(signedOut.status).toBe(302)
      expect(signedOut.location).toBe('/login')
      const copiedCookieOnA = await loadPage(a, '/home/profile', cookie)
      expect(copiedCookieOnA.status).toBe(302)
      expect(copiedCookieOnA.location).toMatch(/^\/login\?page_ref=/)
    })

    test('20 BUY NOWs on one cart, spread over both hosts at once, give one order and one authorization', async () => {
      test.setTimeout(120_000)
      const [a, b] = deployment.hosts
      const patient = await newPatient()
      const sessionCookie = await signIn(a, patient.email)
      const as = { publicOrigin: deployment.publicOrigin, sessionCookie }

      // The plan chosen on B, the pre-checkout answered on A (the forms as they post without JavaScript).
      const chosen = await postForm(b, '/select-med', { plan: 'semaglutide:6' }, as)
      expect(chosen.status, chosen.body.slice(0, 500)).toBe(302)
      const publicId = /^\/pre-checkout\/([A-Za-z0-9_-]+)/.exec(chosen.location ?? '')?.[1] ?? ''
      expect(publicId).not.toBe('')
      const answered = await postForm(a, `/pre-checkout/${publicId}`, { takesGlp: 'No', medication: 'semaglutide' }, as)
      expect(answered.status, answered.body.slice(0, 500)).toBe(302)
      expect(answered.location).toMatch(new RegExp(`^/weight-loss-payment/${publicId}`))

      // Twenty pages' BUY NOWs (a key each), half sent to each host, all at once.
      const buyNow = (key: string) => ({
        intent: 'pay',
        idempotencyKey: key,
        card_number: '4242 4242 4242 4242',
        card_exp: '12/30',
        card_cvc: '123',
        card_zip: '78701',
        'shipping.address_line_1': '100 Congress Ave',
        'shipping.address_line_2': 'Apt 4',
        'shipping.city': 'Austin',
        'shipping.state': 'TX',
        'shipping.zip': '78701',
        agreed_to_terms: 'on',
      })
      const checkoutPath = `/weight-loss-payment/${publicId}?step=payment&terms=6`
      const answers: Answer[] = await Promise.all(
        Array.from({ length: 20 }, (_, index) => postForm(index % 2 === 0 ? a : b, checkoutPath, buyNow(crypto.randomUUID()), as)),
      )
      const paid = answers.filter((answer) => answer.status === 302 && answer.location?.startsWith('/payment/thanks'))
      expect(paid, answers.map((answer) => `${answer.host} ${answer.status} ${answer.location ?? ''}`).join('\n')).toHaveLength(1)
      // Every other press is refused, whichever host it reached: 409 while the one attempt runs or
      // once the cart is paid, 404 once the paid cart is no longer open to pay. None fails (5xx).
      const refused = answers.filter((answer) => !paid.includes(answer))
      expect(refused.filter((answer) => answer.status !== 409 && answer.status !== 404)).toEqual([])
      expect(new Set(answers.map((answer) => answer.host))).toEqual(new Set(['A', 'B']))

      const purchases = await deployment.database.ask<{ orders: number; attempts: string[]; holds: string[] }>('purchases', { patientId: patient.id })
      expect(purchases).toEqual({ orders: 1, attempts: ['completed'], holds: ['authorized'] })
    })

    test('a chat message posted on host A reaches the subscriber on host B within 2 s; a reply written elsewhere reaches both', async () => {
      test.setTimeout(60_000)
      const [a, b] = deployment.hosts
      const patient = await newPatient()
      const sessionCookie = await signIn(a, patient.email)
      const onB = await subscribe(b.url, '?thread=doctor', sessionCookie)
      const onA = await subscribe(a.url, '?thread=doctor', sessionCookie)
      try {
        expect(onB.response.status).toBe(200)
        expect(onB.response.headers.get('content-type')).toMatch(/^text\/event-stream/)
        expect(onB.response.headers.get('cache-control')).toBe('private, no-store, no-transform')
        await onB.next((event) => event.event === 'connect', 10_000)
        await onA.next((event) => event.event === 'connect', 10_000)

        const sentAt = Date.now()
        const posted = await fetch(`${a.url}/api/provider-messages`, {
          method: 'POST',
          headers: { Origin: deployment.publicOrigin, Cookie: sessionCookie, 'Content-Type': 'application/json' },
          body: JSON.stringify({ message: 'Sent through host A' }),
        })
        expect(posted.status).toBe(200)
        const { apiResponse } = (await posted.json()) as { apiResponse: { data: { message: { id: string } } } }
        const arrived = await onB.next((event) => event.event === 'chat_message', 2_000)
        expect(arrived.at - sentAt).toBeLessThan(2_000)
        expect(arrived.id).toBe(apiResponse.data.message.id)
        expect(JSON.parse(arrived.data)).toMatchObject({ message: 'Sent through host A', in_out: 1, thread: 'doctor' })

        // A clinician's reply through the Local API of a third process (as the admin writes it): both hosts deliver it.
        const repliedAt = Date.now()
        const reply = await deployment.database.ask<{ id: string | number }>('staffReply', { patientId: patient.id, body: 'Answered from the admin' })
        for (const stream of [onA, onB]) {
          const event = await stream.next((item) => item.event === 'chat_message' && item.id === String(reply.id), 2_000)
          expect(event.at - repliedAt).toBeLessThan(2_000)
          expect(JSON.parse(event.data)).toMatchObject({ message: 'Answered from the admin', in_out: 0, is_doctor: true })
        }
      } finally {
        onA.close()
        onB.close()
      }
    })

    test('a job due once runs once, when two runners tick at the same moment', async () => {
      test.setTimeout(120_000)
      // Three claims a day past expiry, and the sweep that removes them queued, due now.
      const label = `two-hosts-sweep-${crypto.randomBytes(4).toString('hex')}`
      const { jobId } = await deployment.database.ask<{ jobId: string | number }>('queueSweepOfExpiredClaims', { count: 3, label })

      const runners = await deployment.tickJobRunnersAtOnce()
      const ranTheQueue = runners.filter((runner) => runner.ticks.some((tick) => tick.ran))
      expect(ranTheQueue, JSON.stringify(runners)).toHaveLength(1)

      const job = await deployment.database.ask<{ completed: boolean; hasError: boolean; runs: { state: string; output: unknown }[]; claimsLeft: number }>(
        'sweepJob',
        { jobId, label },
      )
      // One run in the job's log, which did the work: a second run would be a second entry.
      expect(job).toMatchObject({ completed: true, hasError: false, claimsLeft: 0 })
      expect(job.runs).toEqual([{ state: 'succeeded', output: expect.objectContaining({ removed: 3 }) as unknown }])
    })
  })
}
