import { getTestPayload } from '@telehealth/cms/testing'
import { orderUploadMessages, rowIdText, type RowId, type StoredOrderStatus } from '@telehealth/domain'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { findOwnFile, submitVideo, videoMessages } from './files.server.ts'
import { inspectMessages } from './inspect.server.ts'
import { issueUploadTicket, receiveUpload, uploadMessages } from './tickets.server.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

async function newPatient(): Promise<SignedInPatient> {
  return signedInPatient(payload, { first_name: 'Up', last_name: 'Load' })
}

/** A photo with EXIF (a camera and GPS-like comment) that must not survive. */
async function photo(format: 'png' | 'jpeg', width = 1200): Promise<Buffer> {
  const image = sharp({ create: { width, height: 800, channels: 3, background: { r: 40, g: 120, b: 90 } } }).withExif({
    IFD0: { Make: 'PhoneMaker', Model: 'Model X', ImageDescription: 'Home of Jane Doe' },
  })
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer()
}

const orders = new Map<string, RowId>()
async function orderOf(patient: SignedInPatient): Promise<RowId> {
  const known = orders.get(rowIdText(patient.id))
  if (known) return known
  const order = await payload.create({
    collection: 'orders',
    data: {
      patient: patient.id,
      status: 'order_shipped',
      medication: 'semaglutide',
      paymentTerms: '1',
      amountCents: 19900,
      shippingAddress: { address_line_1: '1 A St', city: 'Austin', state: 'TX', zip: '78701' },
    },
  })
  orders.set(rowIdText(patient.id), order.id)
  return order.id
}

/** An order of the patient's in the status given (a video waits for the prescription, a replacement for delivery). */
async function orderAt(patient: SignedInPatient, status: StoredOrderStatus): Promise<RowId> {
  const order = await payload.create({
    collection: 'orders',
    data: {
      patient: patient.id,
      status,
      medication: 'tirzepatide',
      paymentTerms: '1',
      amountCents: 19900,
      shippingAddress: { address_line_1: '1 A St', city: 'Austin', state: 'TX', zip: '78701' },
      videoRequired: true,
      videoState: 'TX',
    },
    depth: 0,
  })
  return order.id
}

async function ticketFor(patient: SignedInPatient, request: Record<string, unknown>, now?: Date): Promise<string> {
  const formId = String(await orderOf(patient))
  const reply = await issueUploadTicket(
    patient,
    { filename: 'Jane Doe license.png', purpose: 'order_image', image_type: 'id_image', form_id: formId, ...request },
    now,
  )
  if (!reply.ok) throw new Error(reply.body.message)
  const url = String(reply.body.url ?? reply.body.upload_url)
  return url.split('/').at(-1)!
}

function put(bytes: Buffer, contentType: string, range?: string): Request {
  const headers: Record<string, string> = { 'Content-Type': contentType }
  if (range) headers['Content-Range'] = range
  return new Request('https://care.example.com/api/uploads/x', { method: 'PUT', headers, body: bytes, duplex: 'half' } as RequestInit)
}

async function uploadsOf(patient: SignedInPatient): Promise<number> {
  return (await payload.count({ collection: 'uploads', where: { patient: { equals: patient.id } } })).totalDocs
}

describe('upload tickets', () => {
  it("answers in each purpose's shape and refuses bad requests with a message", async () => {
    const patient = await newPatient()
    const chat = await issueUploadTicket(patient, { filename: 'a.pdf', content_type: 'application/pdf', size: 10, purpose: 'chat' })
    expect(chat).toMatchObject({
      ok: true,
      body: {
        success: true,
        upload_url: expect.stringMatching(/^\/api\/uploads\/[\w-]{40,}$/) as unknown,
        public_url: expect.stringMatching(/^\/api\/files\/ticket-[\w-]+$/) as unknown,
      },
    })
    const delivered = String(await orderAt(patient, 'order_delivered'))
    const reship = await issueUploadTicket(patient, { filename: 'a.jpg', content_type: 'image/jpeg', size: 10, purpose: 'reship', form_id: delivered })
    expect(reship.ok && Object.keys(reship.body).sort()).toEqual(['public_url', 'success', 'url'])
    const waiting = String(await orderAt(patient, 'waiting_prescription'))
    const video = await issueUploadTicket(patient, { filename: 'v.webm', content_type: 'video/webm', size: 10, purpose: 'video', form_id: waiting })
    expect(video.ok && Object.keys(video.body)).toEqual(['url'])
    await expect(
      issueUploadTicket(patient, { filename: 'x.svg', content_type: 'image/svg+xml', size: 10, purpose: 'order_image', image_type: 'id_image' }),
    ).resolves.toMatchObject({ ok: false, status: 400, body: { message: uploadMessages.typeNotAllowed } })
    await expect(
      issueUploadTicket(patient, { filename: 'x.png', content_type: 'image/png', size: 6_000_000, purpose: 'order_image', image_type: 'id_image' }),
    ).resolves.toMatchObject({ ok: false, status: 400, body: { message: uploadMessages.tooLarge } })
    // An Orders-tab image names one of the patient's own orders, never another's.
    const other = await newPatient()
    await expect(
      issueUploadTicket(patient, {
        filename: 'x.png',
        content_type: 'image/png',
        size: 10,
        purpose: 'order_image',
        image_type: 'id_image',
        form_id: String(await orderOf(other)),
      }),
    ).resolves.toMatchObject({ ok: false, status: 400, body: { message: uploadMessages.notYourOrder } })
  })

  it('stores a photo re-encoded without its metadata, once; the ticket cannot be used again', async () => {
    const patient = await newPatient()
    const bytes = await photo('jpeg')
    const token = await ticketFor(patient, { content_type: 'image/jpeg', size: bytes.length })
    const reply = await receiveUpload(patient, token, put(bytes, 'image/jpeg'))
    expect(reply.status).toBe(201)
    if (reply.status !== 201) return
    expect(reply.body.file_name).toMatch(/^[0-9a-f-]{36}\.jpg$/)
    expect(reply.body.file_name).not.toContain('Jane')
    const stored = await payload.findByID({ collection: 'uploads', id: reply.body.id })
    expect(stored).toMatchObject({ imageType: 'id_image', mimeType: 'image/jpeg', order: { id: await orderOf(patient) } })
    const file = await findOwnFile(patient, String(reply.body.id))
    const chunks: Buffer[] = []
    for await (const chunk of file!.stream) chunks.push(chunk as Buffer)
    const metadata = await sharp(Buffer.concat(chunks)).metadata()
    expect(metadata.exif).toBeUndefined()
    expect(Buffer.concat(chunks).includes('Jane Doe')).toBe(false)

    await expect(receiveUpload(patient, token, put(bytes, 'image/jpeg'))).resolves.toMatchObject({ status: 410, body: { message: uploadMessages.used } })
    expect(await uploadsOf(patient)).toBe(1)
  })

  it('refuses a renamed file, a wrong header, an oversize body and an expired ticket, storing nothing', async () => {
    const patient = await newPatient()
    const png = await photo('png', 400)
    // A PNG announced as a JPEG: the bytes decide.
    const renamed = await ticketFor(patient, { content_type: 'image/jpeg', size: png.length })
    await expect(receiveUpload(patient, renamed, put(png, 'image/jpeg'))).resolves.toMatchObject({
      status: 415,
      body: { message: inspectMessages.notWhatItClaims },
    })
    // The header must name the ticket's type.
    const header = await ticketFor(patient, { content_type: 'image/png', size: png.length })
    await expect(receiveUpload(patient, header, put(png, 'text/html'))).resolves.toMatchObject({ status: 415 })
    // More bytes than announced.
    const small = await ticketFor(patient, { content_type: 'image/png', size: 100 })
    await expect(receiveUpload(patient, small, put(png, 'image/png'))).resolves.toMatchObject({ status: 413 })
    // An expired ticket.
    const old = await ticketFor(patient, { content_type: 'image/png', size: png.length }, new Date(Date.now() - 60 * 60_000))
    await expect(receiveUpload(patient, old, put(png, 'image/png'))).resolves.toMatchObject({ status: 410, body: { message: uploadMessages.expired } })
    // An unknown token.
    await expect(receiveUpload(patient, 'a'.repeat(43), put(png, 'image/png'))).resolves.toMatchObject({ status: 404 })
    expect(await uploadsOf(patient)).toBe(0)
  })

  it('drops what rides behind a picture (a polyglot)', async () => {
    const patient = await newPatient()
    const hidden = Buffer.from('<html><script>alert(document.cookie)</script></html>')
    const polyglot = Buffer.concat([await photo('jpeg', 300), hidden])
    const token = await ticketFor(patient, { content_type: 'image/jpeg', size: polyglot.length })
    const reply = await receiveUpload(patient, token, put(polyglot, 'image/jpeg'))
    expect(reply.status).toBe(201)
    if (reply.status !== 201) return
    const file = await findOwnFile(patient, String(reply.body.id))
    const chunks: Buffer[] = []
    for await (const chunk of file!.stream) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).includes('<script>')).toBe(false)
  })

  it("keeps patients apart: B cannot use A's ticket or read A's file", async () => {
    const [alice, bob] = [await newPatient(), await newPatient()]
    const png = await photo('png', 200)
    const token = await ticketFor(alice, { content_type: 'image/png', size: png.length })
    // Exactly as an unknown link: the same status and message.
    const unknown = await receiveUpload(bob, 'no-such-upload-link', put(png, 'image/png'))
    expect(unknown).toMatchObject({ status: 404 })
    expect(await receiveUpload(bob, token, put(png, 'image/png'))).toEqual(unknown)
    const reply = await receiveUpload(alice, token, put(png, 'image/png'))
    expect(reply.status).toBe(201)
    if (reply.status !== 201) return
    expect(await findOwnFile(bob, String(reply.body.id))).toBeNull()
    const ticketId = (await payload.find({ collection: 'upload-tickets', where: { upload: { equals: reply.body.id } } })).docs[0]!.id
    expect(await findOwnFile(bob, `ticket-${ticketId}`)).toBeNull()
    expect(await findOwnFile(alice, `ticket-${ticketId}`)).not.toBeNull()
    expect(await findOwnFile(alice, '../../etc/passwd')).toBeNull()
  })

  it('resumes: chunks answer 200 with what is held, a status query tells it, the last chunk stores', async () => {
    const patient = await newPatient()
    const video = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(3000, 7)])
    const formId = String(await orderAt(patient, 'waiting_prescription'))
    const reply = await issueUploadTicket(patient, {
      filename: 'clip.webm',
      content_type: 'video/webm',
      size: video.length,
      purpose: 'video',
      form_id: formId,
    })
    const token = String(reply.ok && reply.body.url)
      .split('/')
      .at(-1)!
    const total = video.length
    const first = await receiveUpload(patient, token, put(video.subarray(0, 1000), 'video/webm', `bytes 0-999/${total}`))
    expect(first).toEqual({ status: 200, range: 'bytes=0-999', received: 1000 })
    await expect(
      receiveUpload(patient, token, new Request('https://x/api', { method: 'PUT', headers: { 'Content-Range': `bytes */${total}` } })),
    ).resolves.toEqual({ status: 200, range: 'bytes=0-999', received: 1000 })
    // A chunk that does not start where the server is: told where to resume, nothing written.
    await expect(receiveUpload(patient, token, put(video.subarray(1500, 2000), 'video/webm', `bytes 1500-1999/${total}`))).resolves.toEqual({
      status: 200,
      range: 'bytes=0-999',
      received: 1000,
    })
    const last = await receiveUpload(patient, token, put(video.subarray(1000), 'video/webm', `bytes 1000-${total - 1}/${total}`))
    expect(last.status).toBe(201)
    if (last.status !== 201) return
    const stored = await payload.findByID({ collection: 'uploads', id: last.body.id })
    expect(stored).toMatchObject({ imageType: 'video', formId, filesize: total, order: { id: expect.anything() as unknown } })
    expect(rowIdText((stored.order as { id: RowId }).id)).toBe(formId)

    // The spec's notice names the file by its key; the record is sent for review.
    await expect(submitVideo(patient, { s3FileName: `public/user_med_images/${last.body.file_name}`, uniqueId: formId })).resolves.toEqual({
      status: 200,
      body: { status: 'success' },
    })
    expect((await payload.findByID({ collection: 'uploads', id: last.body.id })).submittedAt).toBeTruthy()
    await expect(submitVideo(patient, { s3FileName: '../../secret', uniqueId: formId })).resolves.toMatchObject({ status: 400 })
    const other = await newPatient()
    await expect(submitVideo(other, { s3FileName: `public/user_med_images/${last.body.file_name}`, uniqueId: formId })).resolves.toMatchObject({
      status: 404,
    })
  })

  it("binds a video, questionnaire or replacement photo to the patient's own order, in a status that takes it; anything else is refused and no ticket is made", async () => {
    const [patient, other] = [await newPatient(), await newPatient()]
    const video = { filename: 'v.webm', content_type: 'video/webm', size: 20, purpose: 'video' }
    const photo = { filename: 'p.png', content_type: 'image/png', size: 20, image_type: 'id_image' }
    const ticketsOf = async () => (await payload.count({ collection: 'upload-tickets', where: { patient: { equals: patient.id } } })).totalDocs
    const refusal = (status: number, message: string) => ({ ok: false, status, body: { message } })

    await expect(issueUploadTicket(patient, video)).resolves.toEqual(refusal(400, orderUploadMessages.orderRequired))
    const othersOrder = String(await orderAt(other, 'waiting_prescription'))
    await expect(issueUploadTicket(patient, { ...video, form_id: othersOrder })).resolves.toEqual(refusal(404, orderUploadMessages.orderNotFound))
    // An id of no order, and ids of the other engine's shape (a uuid on SQLite, an integer on PostgreSQL): not found, never a 500.
    for (const unknown of ['999999999', '3f2a9c1e-aaaa-4bbb-8ccc-123456789012', 'not-an-order'])
      await expect(issueUploadTicket(patient, { ...video, form_id: unknown })).resolves.toEqual(refusal(404, orderUploadMessages.orderNotFound))
    const shipped = String(await orderAt(patient, 'order_shipped'))
    await expect(issueUploadTicket(patient, { ...video, form_id: shipped })).resolves.toEqual(refusal(409, orderUploadMessages.notNow.video))
    await expect(issueUploadTicket(patient, { ...photo, purpose: 'questionnaire', form_id: shipped })).resolves.toEqual(
      refusal(409, orderUploadMessages.notNow.questionnaire),
    )
    await expect(issueUploadTicket(patient, { ...photo, purpose: 'reship', form_id: shipped })).resolves.toEqual(
      refusal(409, orderUploadMessages.notNow.reship),
    )
    await expect(issueUploadTicket(patient, { ...photo, purpose: 'questionnaire', form_id: othersOrder })).resolves.toEqual(
      refusal(404, orderUploadMessages.orderNotFound),
    )
    expect(await ticketsOf()).toBe(0)

    // The medical form's photo while the form is open; Adjust Doses' once the prescription is written.
    for (const status of ['pending_approval', 'prescription_received', 'needs_review'] as const)
      expect((await issueUploadTicket(patient, { ...photo, purpose: 'questionnaire', form_id: String(await orderAt(patient, status)) })).ok).toBe(true)
    expect(await ticketsOf()).toBe(3)
  })

  it("sends for review only the video stored for the order named: another order's id, or another patient's, is not found", async () => {
    const [patient, other] = [await newPatient(), await newPatient()]
    const [forOrder, anotherOrder] = [String(await orderAt(patient, 'waiting_prescription')), String(await orderAt(patient, 'needs_review'))]
    const clip = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(500, 3)])
    const reply = await issueUploadTicket(patient, { filename: 'v.webm', content_type: 'video/webm', size: clip.length, purpose: 'video', form_id: forOrder })
    const stored = await receiveUpload(
      patient,
      String(reply.ok && reply.body.url)
        .split('/')
        .at(-1)!,
      put(clip, 'video/webm'),
    )
    if (stored.status !== 201) throw new Error(`not stored: ${stored.status}`)
    const s3FileName = `public/user_med_images/${stored.body.file_name}`
    await expect(submitVideo(patient, { s3FileName, uniqueId: anotherOrder })).resolves.toEqual({
      status: 404,
      body: { status: 'error', message: videoMessages.notFound },
    })
    await expect(submitVideo(patient, { s3FileName, uniqueId: String(await orderAt(other, 'waiting_prescription')) })).resolves.toEqual({
      status: 404,
      body: { status: 'error', message: orderUploadMessages.orderNotFound },
    })
    await expect(submitVideo(patient, { s3FileName, uniqueId: '3f2a9c1e-aaaa-4bbb-8ccc-123456789012' })).resolves.toMatchObject({ status: 404 })
    expect((await payload.findByID({ collection: 'uploads', id: stored.body.id })).submittedAt ?? null).toBeNull()
    await expect(submitVideo(patient, { s3FileName, uniqueId: forOrder })).resolves.toEqual({ status: 200, body: { status: 'success' } })
    expect((await payload.findByID({ collection: 'uploads', id: stored.body.id })).submittedAt).toBeTruthy()
  })
})
