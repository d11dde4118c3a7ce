import { getTestPayload } from '@telehealth/cms/testing'
import { OPEN_UPLOAD_TICKETS_MAX, type RowId } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { cmsLogger, type SignedInPatient } from '~/cms.server.ts'
import { action as getSignedUrl } from '~/routes/resources/api/get-signed-url.ts'
import { action as logUploadAttemptRoute } from '~/routes/resources/api/log-upload-attempt.ts'
import { sessionCookie, testContext } from '../../test/home-routes.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'

// Upload tickets and the upload-attempt log have a budget per patient (ADR 102): what one account can
// announce, hold open and log is bounded, and a refusal is a 429 with Retry-After that writes nothing.
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

async function newPatient(): Promise<{ patient: SignedInPatient; cookie: string }> {
  const patient = await signedInPatient(payload, { first_name: 'Bud', last_name: 'Get' })
  return { patient, cookie: await sessionCookie(patient) }
}

async function orderOf(patientId: SignedInPatient['id']): Promise<RowId> {
  const order = await payload.create({
    collection: 'orders',
    data: {
      patient: patientId,
      status: 'order_shipped',
      medication: 'semaglutide',
      paymentTerms: '1',
      amountCents: 19900,
      shippingAddress: { address_line_1: '1 A St', city: 'Austin', state: 'TX', zip: '78701' },
    },
    depth: 0,
  })
  return order.id
}

/** Calls a resource route's action as Remix would; a thrown Response is its answer. */
async function post(route: typeof getSignedUrl, path: string, cookie: string, json: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (cookie) headers.Cookie = cookie
  const request = new Request(`https://care.example.com${path}`, { method: 'POST', headers, body: JSON.stringify(json) })
  try {
    return await route({ request, params: {}, context: testContext })
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

const ticketsOf = async (patientId: SignedInPatient['id']) =>
  (await payload.count({ collection: 'upload-tickets', where: { patient: { equals: patientId } } })).totalDocs

describe('upload ticket budgets', () => {
  it(`refuses a ticket while ${OPEN_UPLOAD_TICKETS_MAX} are open: 429, Retry-After until the first lapses, no ticket made`, async () => {
    const { patient, cookie } = await newPatient()
    const request = {
      filename: 'id.png',
      content_type: 'image/png',
      size: 2000,
      purpose: 'order_image',
      image_type: 'id_image',
      form_id: String(await orderOf(patient.id)),
    }
    for (let n = 0; n < OPEN_UPLOAD_TICKETS_MAX; n += 1) expect((await post(getSignedUrl, '/api/get-signed-url', cookie, request)).status).toBe(200)
    const refused = await post(getSignedUrl, '/api/get-signed-url', cookie, request)
    expect(refused.status).toBe(429)
    const wait = Number(refused.headers.get('Retry-After'))
    // An image ticket lives 15 minutes: the first one open lapses within them.
    expect(wait).toBeGreaterThan(14 * 60)
    expect(wait).toBeLessThanOrEqual(15 * 60)
    expect(await refused.json()).toEqual({ message: 'Too many uploads are under way. Please finish them, or wait 15 minutes, and try again.' })
    expect(await ticketsOf(patient.id)).toBe(OPEN_UPLOAD_TICKETS_MAX)

    // Another patient's open tickets are theirs: a second account is not refused.
    const other = await newPatient()
    expect((await post(getSignedUrl, '/api/get-signed-url', other.cookie, { ...request, form_id: String(await orderOf(other.patient.id)) })).status).toBe(200)
  })

  it('counts used and expired tickets out of the cap', async () => {
    const { patient } = await newPatient()
    const { issueUploadTicket } = await import('./tickets.server.ts')
    const request = {
      filename: 'id.png',
      content_type: 'image/png',
      size: 2000,
      purpose: 'order_image',
      image_type: 'id_image',
      form_id: String(await orderOf(patient.id)),
    }
    const hourAgo = new Date(Date.now() - 60 * 60_000)
    for (let n = 0; n < OPEN_UPLOAD_TICKETS_MAX; n += 1) expect((await issueUploadTicket(patient, request, hourAgo)).ok).toBe(true)
    // Every one of them has expired: a new one is issued.
    expect((await issueUploadTicket(patient, request)).ok).toBe(true)
  })

  it('refuses the 61st ticket in an hour: 429 with Retry-After and the message, no ticket made', async () => {
    const { patient, cookie } = await newPatient()
    const { issueUploadTicket } = await import('./tickets.server.ts')
    const request = {
      filename: 'id.png',
      content_type: 'image/png',
      size: 2000,
      purpose: 'order_image',
      image_type: 'id_image',
      form_id: String(await orderOf(patient.id)),
    }
    // Each ticket is used at once (none stays open), but each was asked for this hour: the budget counts them.
    for (let n = 0; n < 60; n += 1) {
      expect((await issueUploadTicket(patient, request)).ok).toBe(true)
      await payload.update({
        collection: 'upload-tickets',
        where: { patient: { equals: patient.id } },
        data: { completedAt: new Date().toISOString() },
        depth: 0,
      })
    }
    const refused = await post(getSignedUrl, '/api/get-signed-url', cookie, request)
    expect(refused.status).toBe(429)
    const wait = Number(refused.headers.get('Retry-After'))
    expect(wait).toBeGreaterThan(55 * 60)
    expect(wait).toBeLessThanOrEqual(60 * 60)
    expect(await refused.json()).toEqual({ message: 'Too many attempts. Please wait 60 minutes and try again.' })
    expect(await ticketsOf(patient.id)).toBe(60)
  })
})

describe('the upload-attempt log', () => {
  const report = { success: false, error: 'network', fileSize: 1234, filename: 'Jane Doe.mp4', timestamp: new Date().toISOString() }

  it('answers 401 without a session and logs nothing', async () => {
    const logger = await cmsLogger()
    const info = vi.spyOn(logger, 'info')
    try {
      const answer = await post(logUploadAttemptRoute, '/api/log-upload-attempt', '', report)
      expect(answer.status).toBe(401)
      expect(info.mock.calls.filter(([line]) => (line as { msg?: string }).msg === 'upload attempt')).toHaveLength(0)
    } finally {
      info.mockRestore()
    }
  })

  it("logs a signed-in patient's report (the file name's ending only), and the 61st in an hour is a 429 with Retry-After, not logged", async () => {
    const { patient, cookie } = await newPatient()
    const logger = await cmsLogger()
    const info = vi.spyOn(logger, 'info')
    const logged = () =>
      info.mock.calls.map(([line]) => line as { msg?: string; patient?: unknown; extension?: string }).filter((line) => line.msg === 'upload attempt')
    try {
      for (let n = 0; n < 60; n += 1) expect((await post(logUploadAttemptRoute, '/api/log-upload-attempt', cookie, report)).status).toBe(204)
      expect(logged()).toHaveLength(60)
      expect(logged()[0]).toMatchObject({ patient: patient.id, extension: 'mp4' })
      expect(JSON.stringify(logged())).not.toContain('Jane')
      const refused = await post(logUploadAttemptRoute, '/api/log-upload-attempt', cookie, report)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(55 * 60)
      expect(await refused.json()).toEqual({ message: 'Too many attempts. Please wait 60 minutes and try again.' })
      expect(logged()).toHaveLength(60)
      // A malformed report is a 400 and spends nothing.
      expect((await post(logUploadAttemptRoute, '/api/log-upload-attempt', cookie, { success: 'yes' })).status).toBe(400)
    } finally {
      info.mockRestore()
    }
  })
})
