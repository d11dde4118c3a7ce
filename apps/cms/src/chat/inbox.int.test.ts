import type { RowId } from '@telehealth/domain'
import { createLocalReq, type Payload, type TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPatient, createStaff } from '../testing/actors.ts'
import { unknownRowId } from '../testing/row-ids.ts'
import { getTestPayload } from '../testing/test-payload.ts'
import { inboxEndpoints, markRead, replyInThread, type ReplyInput } from './inbox.ts'
import { ensureThread } from './threads.ts'

/**
 * ADR 100, the staff inbox: a reply with one file the staff member uploads for it (stored in the
 * patients' private backend, read by the patient only through the thread), Mark as read without
 * answering, and the notice to an away patient by email and text, with no content.
 */
let payload: Payload
let support: TypedUser
let clinical: TypedUser
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\nxref\n0 2\ntrailer<</Root 1 0 R>>\nstartxref\n9\n%%EOF\n')

beforeAll(async () => {
  payload = await getTestPayload()
  support = await createStaff(payload, 'support')
  clinical = await createStaff(payload, 'clinical')
})

async function call(handler: typeof markRead, user: TypedUser, threadId: RowId): Promise<{ status: number; body: Record<string, unknown> }>
async function call(
  handler: typeof replyInThread,
  user: TypedUser,
  threadId: RowId,
  input: ReplyInput,
): Promise<{ status: number; body: Record<string, unknown> }>
async function call(handler: typeof markRead | typeof replyInThread, user: TypedUser, threadId: RowId, input?: ReplyInput) {
  const req = await createLocalReq({ user }, payload)
  req.routeParams = { id: String(threadId) }
  const response = input ? await handler(req, input) : await (handler as typeof markRead)(req)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** A patient's message, as the site writes it (access off, the patient as the actor). */
async function fromPatient(patient: TypedUser, thread: RowId, body: string) {
  await payload.create({ collection: 'chat-messages', data: { thread: thread as number, body }, user: patient, overrideAccess: true })
}

const threadOf = (id: RowId) => payload.findByID({ collection: 'chat-threads', id, depth: 0, overrideAccess: true })

describe('a staff reply with an attachment', () => {
  it('stores the file for this thread’s patient, uploaded by this staff member, and the patient reads it through the thread only', async () => {
    const [alice, bob] = [await createPatient(payload, { phone: '5125550142' }), await createPatient(payload)]
    const thread = await ensureThread(payload, alice.id, 'support')
    await fromPatient(alice, thread.id, 'Can you send the shipping notice?')
    const answer = await call(replyInThread, support, thread.id, { body: 'Here it is.', file: { data: PDF, name: 'Shipping Notice.pdf', size: PDF.length } })
    expect(answer.status).toBe(201)
    const message = await payload.findByID({
      collection: 'chat-messages',
      id: (answer.body.message as { id: RowId }).id,
      depth: 1,
      overrideAccess: true,
    })
    expect(message).toMatchObject({ from: 'support', staff: { id: support.id }, body: 'Here it is.' })
    const upload = message.attachment as {
      id: RowId
      patient: unknown
      filename: string
      mimeType: string
      uploadedBy: unknown
      chatThread: unknown
      chatKind: string
    }
    expect(upload).toMatchObject({ patient: alice.id, mimeType: 'application/pdf', uploadedBy: support.id, chatThread: thread.id, chatKind: 'support' })
    expect(upload.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/)
    // The patient reads it (their own, through the thread's message); another patient never.
    expect((await payload.findByID({ collection: 'uploads', id: upload.id, user: alice, overrideAccess: false, depth: 0 })).id).toBe(upload.id)
    await expect(payload.findByID({ collection: 'uploads', id: upload.id, user: bob, overrideAccess: false, depth: 0 })).rejects.toThrow()
    // Support staff read the files of support threads only; clinical staff read files as before.
    expect((await payload.findByID({ collection: 'uploads', id: upload.id, user: support, overrideAccess: false, depth: 0 })).id).toBe(upload.id)
    // Support staff read no patient record: the inbox names the patient from the account (no chat profile here).
    expect((await payload.findByID({ collection: 'chat-threads', id: thread.id, user: support, overrideAccess: false, depth: 0 })).contact).toBe('Pat Example')
    // The thread is answered: nothing unanswered, one reply unread by the patient.
    expect(await threadOf(thread.id)).toMatchObject({ unreadForStaff: 0, unreadForPatient: 1 })
    // A patient cannot send staff's file as their own, nor can another staff member attach it.
    await expect(
      payload.create({
        collection: 'chat-messages',
        data: { thread: thread.id, body: 'x', attachment: upload.id as number },
        user: alice,
        overrideAccess: true,
      }),
    ).rejects.toThrow()
    const otherSupport = await createStaff(payload, 'support')
    await expect(
      payload.create({
        collection: 'chat-messages',
        data: { thread: thread.id, body: 'x', attachment: upload.id as number },
        user: otherSupport,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })

  it('refuses a file over 5 MB with the spec’s message, a type outside the chat’s, and bytes that are not what the name says: nothing stored', async () => {
    const patient = await createPatient(payload)
    const thread = await ensureThread(payload, patient.id, 'support')
    const uploadsBefore = (await payload.count({ collection: 'uploads', overrideAccess: true })).totalDocs
    const big = Buffer.alloc(5 * 1024 * 1024 + 1)
    expect(await call(replyInThread, support, thread.id, { body: 'x', file: { data: big, name: 'scan.pdf', size: big.length } })).toMatchObject({
      status: 400,
      body: { message: 'File "scan.pdf" is too large. Maximum size is 5 MB.' },
    })
    const page = Buffer.from('<!doctype html><script>alert(1)</script>')
    expect(await call(replyInThread, support, thread.id, { body: 'x', file: { data: page, name: 'page.html', size: page.length } })).toMatchObject({
      status: 400,
    })
    for (const name of ['page.txt', 'page.pdf', 'page.docx', 'page.mov'])
      expect(await call(replyInThread, support, thread.id, { body: 'x', file: { data: page, name, size: page.length } })).toMatchObject({ status: 400 })
    // A picture named as a document: an accepted type, not the one it is stored as.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64')
    expect(await call(replyInThread, support, thread.id, { body: 'x', file: { data: png, name: 'scan.pdf', size: png.length } })).toMatchObject({ status: 400 })
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])
    expect(await call(replyInThread, support, thread.id, { body: 'x', file: { data: exe, name: 'notice.pdf', size: exe.length } })).toMatchObject({
      status: 400,
    })
    expect((await payload.count({ collection: 'uploads', overrideAccess: true })).totalDocs).toBe(uploadsBefore)
    expect((await payload.count({ collection: 'chat-messages', where: { thread: { equals: thread.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('answers only in the kind this staff member answers: the other kind and an unknown id answer alike (404)', async () => {
    const patient = await createPatient(payload)
    const supportThread = await ensureThread(payload, patient.id, 'support')
    const doctorThread = await ensureThread(payload, patient.id, 'doctor')
    const wrongKind = await call(replyInThread, clinical, supportThread.id, { body: 'Not mine', file: null })
    expect(wrongKind.status).toBe(404)
    expect(await call(replyInThread, clinical, unknownRowId(supportThread.id), { body: 'Not mine', file: null })).toEqual(wrongKind)
    expect((await call(replyInThread, support, doctorThread.id, { body: 'Not mine', file: null })).status).toBe(404)
    expect((await call(markRead, support, doctorThread.id)).status).toBe(404)
  })
})

describe('the reply endpoint', () => {
  it('takes the admin form’s multipart post: the body in `_payload`, the file as `file`', async () => {
    const patient = await createPatient(payload)
    const thread = await ensureThread(payload, patient.id, 'support')
    const form = new FormData()
    form.set('_payload', JSON.stringify({ body: 'Sent from the admin form.' }))
    form.set('file', new Blob([PDF], { type: 'application/pdf' }), 'notice.pdf')
    const request = new Request(`http://localhost/api/chat-threads/${thread.id}/reply`, { method: 'POST', body: form })
    const req = await createLocalReq({ user: support }, payload)
    Object.assign(req, { method: 'POST', headers: request.headers, body: request.body, routeParams: { id: String(thread.id) } })
    const handler = inboxEndpoints.find((endpoint) => endpoint.path === '/:id/reply')!.handler
    const response = await handler(req)
    expect(response.status).toBe(201)
    const [message] = (await payload.find({ collection: 'chat-messages', where: { thread: { equals: thread.id } }, depth: 1, overrideAccess: true })).docs
    expect(message).toMatchObject({ body: 'Sent from the admin form.', attachment: { mimeType: 'application/pdf', uploadedBy: support.id } })
  })
})

describe('Mark as read', () => {
  it('clears the unanswered count without answering; only later messages count again; audited', async () => {
    const patient = await createPatient(payload)
    const thread = await ensureThread(payload, patient.id, 'support')
    await fromPatient(patient, thread.id, 'One')
    await fromPatient(patient, thread.id, 'Two')
    expect(await threadOf(thread.id)).toMatchObject({ unreadForStaff: 2 })
    expect(await call(markRead, support, thread.id)).toMatchObject({ status: 200, body: { thread: { unreadForStaff: 0 } } })
    expect(await threadOf(thread.id)).toMatchObject({ unreadForStaff: 0, unreadForPatient: 0 })
    // Nothing was written to the patient, and no notice went out.
    expect((await payload.count({ collection: 'chat-messages', where: { thread: { equals: thread.id } }, overrideAccess: true })).totalDocs).toBe(2)
    expect((await payload.count({ collection: 'outbox', where: { patient: { equals: patient.id } }, overrideAccess: true })).totalDocs).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 5))
    await fromPatient(patient, thread.id, 'Three')
    expect(await threadOf(thread.id)).toMatchObject({ unreadForStaff: 1 })
    const audit = await payload.find({
      collection: 'audit-log',
      where: { and: [{ resource: { equals: 'chat-threads' } }, { documentId: { equals: String(thread.id) } }, { action: { equals: 'update' } }] },
      overrideAccess: true,
    })
    expect(audit.docs.map((entry) => [entry.actorCollection, entry.actorId])).toContainEqual(['staff', String(support.id)])
  })
})

describe('the patient who is away', () => {
  it('gets a text and an email through the outbox saying only that a message waits: no content, no PHI', async () => {
    const patient = await createPatient(payload, { phone: '5125550199', first_name: 'Harriet' })
    const thread = await ensureThread(payload, patient.id, 'support')
    await fromPatient(patient, thread.id, 'Is my tirzepatide order late?')
    await call(replyInThread, support, thread.id, { body: 'Your tirzepatide 10 mg ships Monday, Harriet.', file: null })
    await call(replyInThread, support, thread.id, { body: 'And a second note.', file: null })
    const sent = (await payload.find({ collection: 'outbox', where: { patient: { equals: patient.id } }, overrideAccess: true, depth: 0 })).docs
    const texts = sent.filter((row) => row.channel === 'sms')
    expect(texts).toHaveLength(1)
    expect(texts[0]).toMatchObject({ to: '5125550199', status: 'queued', subject: 'Reply waiting' })
    expect(texts[0]!.body).toBe('A new message from your care team is waiting for you. Sign in to read it: /home?chat=support')
    const emails = (
      await payload.find({ collection: 'outbox', where: { and: [{ to: { equals: patient.email } }, { channel: { equals: 'email' } }] }, overrideAccess: true })
    ).docs
    expect(emails).toHaveLength(1)
    for (const row of [...texts, ...emails]) expect(`${row.subject ?? ''} ${row.body}`).not.toMatch(/tirzepatide|10 mg|Harriet|Monday|second note/i)
  })

  it('gets no text without a phone number, and the email still', async () => {
    const patient = await createPatient(payload)
    const thread = await ensureThread(payload, patient.id, 'support')
    await call(replyInThread, support, thread.id, { body: 'Hello from support.', file: null })
    const rows = (await payload.find({ collection: 'outbox', where: { to: { equals: patient.email } }, overrideAccess: true })).docs
    expect(rows.map((row) => row.channel)).toEqual(['email'])
    expect(
      await payload.count({
        collection: 'outbox',
        where: { and: [{ channel: { equals: 'sms' } }, { patient: { equals: patient.id } }] },
        overrideAccess: true,
      }),
    ).toEqual({
      totalDocs: 0,
    })
  })
})
