import { createStaff, getTestPayload, prescribe } from '@telehealth/cms/testing'
import { doctorThreadMessages, type RowId } from '@telehealth/domain'
import type { Payload, TypedUser } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { loader as doctorPhotoLoader } from '~/routes/resources/api/doctor-photo.ts'
import { loader as docProfileLoader } from '~/routes/resources/api/get-doc-profile.ts'
import { action as postMessageAction, loader as messagesLoader } from '~/routes/resources/api/provider-messages.ts'
import { action as sendDocMessageAction } from '~/routes/resources/api/send-doc-message.ts'
import { issueUploadTicket, receiveUpload } from '~/uploads/tickets.server.ts'
import { receiptFor } from './billing-documents.server.ts'
import { runRoute, sessionCookie } from '../../test/home-routes.ts'
import { paidPlan } from '../../test/paid-plan.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'

/**
 * ADR 097, through the routes the patient's browser calls: the doctor's profile of the patient's
 * own encounter, the doctor thread (own only, the limits, the Orders tab's message into the same
 * thread, a clinician's reply read as received), and the receipt's prescriber with the NPI.
 */
let payload: Payload
let clinician: TypedUser
const shippingAddress = { address_line_1: '12 Elm St', city: 'Austin', state: 'TX' as const, zip: '78701' }
const items = [{ rxId: 'rx-1', medId: 'm-1', name: 'Tirzepatide 10 mg/mL', strength: '2.5 mg', directions: 'Inject 0.25 mL weekly.' }]

beforeAll(async () => {
  payload = await getTestPayload()
  clinician = await createStaff(payload, 'clinical')
  const photoBytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  const photo = await payload.create({
    collection: 'staff-photos',
    data: {},
    file: { data: photoBytes, name: 'portrait.png', mimetype: 'image/png', size: photoBytes.length },
    user: clinician,
    overrideAccess: false,
  })
  await payload.update({
    collection: 'staff',
    id: clinician.id,
    data: { displayName: 'Dr. Jane Rivera, MD', npi: '1234567893', bio: 'Board-certified in obesity medicine.', photo: photo.id },
    user: clinician,
    overrideAccess: false,
  })
})

/** A patient whose order the clinician prescribed: their encounter's public id. */
async function prescribedPatient(): Promise<{ patient: SignedInPatient; encounterId: string; cookie: string; orderId: RowId }> {
  const patient = await signedInPatient(payload)
  const order = await payload.create({
    collection: 'orders',
    data: { patient: patient.id, status: 'waiting_prescription', amountCents: 24999, medication: 'tirzepatide', shippingAddress },
    depth: 0,
  })
  const result = await prescribe(payload, {
    orderId: String(order.id),
    body: { doctor: 'Dr. J. Rivera', provider: 3, external_visit_id: 'visit-1', items },
    staff: { id: clinician.id, role: 'clinical' },
  })
  if (!result.ok) throw new Error(result.message)
  const encounter = (await payload.find({ collection: 'encounters', where: { order: { equals: order.id } }, depth: 0 })).docs[0]!
  return { patient, encounterId: encounter.publicId!, cookie: await sessionCookie(patient), orderId: order.id }
}

const call = runRoute

const profileOf = (encounterId: string, cookie: string) => call(docProfileLoader, `/api/get-doc-profile/${encounterId}`, cookie, { params: { encounterId } })
const messagesOf = async (cookie: string) =>
  (await call(messagesLoader, '/api/provider-messages', cookie)).body as { success: boolean; messages: Record<string, unknown>[] }
const post = (cookie: string, json: unknown) => call(postMessageAction, '/api/provider-messages', cookie, { json })

/** A chat file as the widget uploads it: a ticket, the PUT, and the ticket's file address. */
async function chatFile(patient: SignedInPatient): Promise<string> {
  const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer()
  const ticket = await issueUploadTicket(patient, { filename: 'scan.png', content_type: 'image/png', size: bytes.length, purpose: 'chat' })
  if (!ticket.ok) throw new Error(ticket.body.message)
  const token = String(ticket.body.upload_url).split('/').at(-1)!
  const put = new Request('https://care.example.com/api/uploads/x', {
    method: 'PUT',
    headers: { 'Content-Type': 'image/png' },
    body: bytes,
    duplex: 'half',
  })
  const stored = await receiveUpload(patient, token, put)
  if (stored.status !== 201) throw new Error(`upload answered ${stored.status}`)
  return String(ticket.body.public_url)
}

describe('GET /api/get-doc-profile/{encounterId}', () => {
  it("answers the doctor's name, NPI, bio and photo for the patient's own encounter", async () => {
    const { encounterId, cookie } = await prescribedPatient()
    expect(encounterId.length).toBeGreaterThanOrEqual(10)
    const answer = await profileOf(encounterId, cookie)
    expect(answer).toMatchObject({
      status: 200,
      body: { name: 'Dr. Jane Rivera, MD', npi: '1234567893', bio: 'Board-certified in obesity medicine.', image: `/api/doctor-photo/${encounterId}` },
    })
    const photo = await call(doctorPhotoLoader, `/api/doctor-photo/${encounterId}`, cookie, { params: { encounterId } })
    expect(photo).toMatchObject({ status: 200, type: 'image/png' })
  })

  it("answers another patient's encounter, an unknown and a malformed id exactly alike: 404", async () => {
    const alice = await prescribedPatient()
    const bob = await prescribedPatient()
    const others = await profileOf(alice.encounterId, bob.cookie)
    expect(others).toMatchObject({ status: 404, body: { status: 'error', message: doctorThreadMessages.encounterNotFound } })
    for (const id of ['Zz9Zz9Zz9Zz9Zz9Zz9Zz9Z', 'short', "x' OR 1=1 --", '1']) expect(await profileOf(id, bob.cookie)).toEqual(others)
    expect((await call(doctorPhotoLoader, `/api/doctor-photo/${alice.encounterId}`, bob.cookie, { params: { encounterId: alice.encounterId } })).status).toBe(
      404,
    )
    // Without a session: 401 before anything is looked up.
    expect((await profileOf(alice.encounterId, '')).status).toBe(401)
  })
})

describe('the doctor thread', () => {
  it('takes a message, the Orders tab’s message into the same thread, and a clinician’s reply as received from the doctor', async () => {
    const { patient, cookie, encounterId } = await prescribedPatient()
    const sent = await post(cookie, { message: 'Can I take it with food?', latestEncounterId: encounterId })
    const sentId = (sent.body?.apiResponse as { data?: { message?: { id?: unknown } } } | undefined)?.data?.message?.id
    expect(sent).toMatchObject({ status: 200, body: { success: true } })
    expect(typeof sentId).toBe('string')
    expect(await call(sendDocMessageAction, '/api/send-doc-message', cookie, { json: { message: 'About my order', visitId: 'visit-1' } })).toMatchObject({
      status: 200,
      body: { status: 'success' },
    })
    const thread = (await payload.find({ collection: 'chat-threads', where: { patient: { equals: patient.id } }, depth: 0 })).docs
    expect(thread.map((row) => [row.kind, row.unreadForStaff])).toEqual([['doctor', 2]])
    await payload.create({
      collection: 'chat-messages',
      data: { thread: thread[0]!.id, body: 'Yes, with or without food.' },
      user: clinician,
      overrideAccess: false,
    })
    const { success, messages } = await messagesOf(cookie)
    expect(success).toBe(true)
    expect(messages.map((message) => [message.message, message.in_out, message.is_doctor])).toEqual([
      ['Can I take it with food?', 1, false],
      ['About my order', 1, false],
      ['Yes, with or without food.', 0, true],
    ])
    expect(messages[0]).toMatchObject({ id: sentId, attachments: [] })
    // Opening the thread clears the patient's unread count.
    expect((await payload.findByID({ collection: 'chat-threads', id: thread[0]!.id, depth: 0 })).unreadForPatient).toBe(0)
  })

  it("is the patient's own: B never reads A's messages nor attaches A's file, and A's file looks like an unknown one", async () => {
    const alice = await prescribedPatient()
    const bob = await prescribedPatient()
    const alicesFile = await chatFile(alice.patient)
    await post(alice.cookie, { message: 'Private to Alice', attachments: [{ url: alicesFile, type: 'image/png', name: 'scan.png' }] })
    expect((await messagesOf(bob.cookie)).messages).toEqual([])
    const stolen = await post(bob.cookie, { message: 'look', attachments: [{ url: alicesFile, type: 'image/png', name: 'scan.png' }] })
    const unknown = await post(bob.cookie, { message: 'look', attachments: [{ url: '/api/files/ticket-999999999', type: 'image/png', name: 'scan.png' }] })
    expect(stolen).toMatchObject({ status: 400, body: { success: false, message: doctorThreadMessages.attachmentNotFound } })
    expect(unknown).toEqual(stolen)
    expect((await messagesOf(bob.cookie)).messages).toEqual([])
    const [alicesMessage] = (await messagesOf(alice.cookie)).messages
    expect(alicesMessage?.message).toBe('Private to Alice')
    const attachments = alicesMessage?.attachments as { url: string; type: string }[]
    expect(attachments).toHaveLength(1)
    expect(attachments[0]!.url).toMatch(/^\/api\/files\/[\w-]+$/)
    expect(attachments[0]!.type).toBe('image/png')
  })

  it('refuses 257 characters and an empty message; a file alone is sent as [File attachment]; bad input is 400, never 500', async () => {
    const { patient, cookie } = await prescribedPatient()
    expect(await post(cookie, { message: 'a'.repeat(257) })).toMatchObject({ status: 400, body: { success: false, message: doctorThreadMessages.tooLong } })
    expect(await post(cookie, { message: '   ' })).toMatchObject({ status: 400, body: { message: doctorThreadMessages.empty } })
    expect(await post(cookie, 'not an object')).toMatchObject({ status: 400, body: { message: doctorThreadMessages.invalid } })
    expect(await call(sendDocMessageAction, '/api/send-doc-message', cookie, { json: { message: ' ', visitId: 'v' } })).toMatchObject({
      status: 400,
      body: { status: 'error', message: doctorThreadMessages.blankDoctorMessage },
    })
    expect((await post(cookie, { message: 'a'.repeat(256) })).status).toBe(200)
    const file = await chatFile(patient)
    expect((await post(cookie, { message: '', attachments: [{ url: file, type: 'image/png', name: 'scan.png' }] })).status).toBe(200)
    const texts = (await messagesOf(cookie)).messages.map((message) => message.message)
    expect(texts).toEqual(['a'.repeat(256), '[File attachment]'])
  })

  it('is rate-limited per patient: past the budget a 429 with the wait, and nothing written', async () => {
    const { cookie } = await prescribedPatient()
    for (let sent = 0; sent < 30; sent++) expect((await post(cookie, { message: `note ${sent}` })).status).toBe(200)
    const limited = await post(cookie, { message: 'one too many' })
    expect(limited.status).toBe(429)
    expect(String(limited.body?.message)).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/)
    expect((await messagesOf(cookie)).messages).toHaveLength(30)
  })
})

describe('the receipt', () => {
  it("prints the prescribing clinician's name and NPI from their profile", async () => {
    const patient = await signedInPatient(payload)
    const { reference, order } = await paidPlan(payload, patient)
    const result = await prescribe(payload, {
      orderId: String(order.id),
      body: { doctor: 'Typed name', provider: 3, external_visit_id: 'visit-2', items },
      staff: { id: clinician.id, role: 'clinical' },
    })
    expect(result.ok).toBe(true)
    const found = await receiptFor(new Request(`https://care.example.com/api/receipt?id=${reference}`, { headers: { Cookie: await sessionCookie(patient) } }))
    expect(found.ok && found.document.prescriber).toBe('Prescriber: Dr. Jane Rivera, MD, NPI 1234567893')
  })
})
