import { createStaff, getTestPayload } from '@telehealth/cms/testing'
import { doctorThreadMessages, supportChatTexts } from '@telehealth/domain'
import type { Payload, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { action as chatUserAction } from '~/routes/resources/api/chat-user.ts'
import { loader as fileLoader } from '~/routes/resources/api/files.ts'
import { action as supportPostAction, loader as supportMessagesLoader } from '~/routes/resources/api/support-messages.ts'
import { action as homeAction, loader as homeLoader } from '~/routes/portal/home/route.tsx'
import { issueUploadTicket, receiveUpload } from '~/uploads/tickets.server.ts'
import { chatFileSamples, DISGUISED_FILES } from '../../test/chat-files.ts'
import { runAction, runLoader, runRoute, sessionCookie, testContext } from '../../test/home-routes.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'

/**
 * ADR 100, through the routes the patient's browser calls: the chat profile (`POST /api/chat-user`
 * and the widget's start form on /home), the support thread (`/api/support-messages`: own only,
 * paged, the doctor thread's limits), a support reply read as the assistant's, and the chat's wider
 * file types, each recognised by its content and served only as a download.
 */
let payload: Payload
let support: TypedUser

beforeAll(async () => {
  payload = await getTestPayload()
  support = await createStaff(payload, 'support')
})

async function newPatient(): Promise<{ patient: SignedInPatient; cookie: string }> {
  const patient = await signedInPatient(payload, { first_name: 'Ava', last_name: 'Moreno' })
  return { patient, cookie: await sessionCookie(patient) }
}

const chatUser = (cookie: string, json: unknown) => runRoute(chatUserAction, '/api/chat-user', cookie, { json })
const validUser = { first_name: 'Ava', last_name: 'Moreno', email: 'ava.chat@example.com', source_web: 2, user_type: 'chat' }
const messagesOf = async (cookie: string, query = '') =>
  (await runRoute(supportMessagesLoader, `/api/support-messages${query}`, cookie)).body as {
    success: boolean
    messages: { id: string; role: string; content: string; timestamp: string; attachment: { url: string; name: string; type: string } | null }[]
    page: number
    hasOlder: boolean
  }
const post = (cookie: string, json: unknown) => runRoute(supportPostAction, '/api/support-messages', cookie, { json })

/** The widget's start form, posted to /home's layout as the page's fetcher posts it. */
async function startForm(cookie: string, fields: Record<string, string>) {
  const body = new FormData()
  body.set('intent', 'chat.start')
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  const answer = await runAction(homeAction, '/home', cookie, body)
  return { status: answer.status, result: (answer.data as { result: { status?: string; error?: Record<string, string[] | null> } }).result }
}

async function profileRows(patient: SignedInPatient) {
  return (await payload.find({ collection: 'chat-profiles', where: { patient: { equals: patient.id } }, depth: 0 })).docs
}

describe('POST /api/chat-user', () => {
  it('keeps the signed-in patient’s chat profile, one per patient, audited with the patient as actor', async () => {
    const { patient, cookie } = await newPatient()
    const answer = await chatUser(cookie, validUser)
    expect(answer).toMatchObject({
      status: 200,
      body: { status: 'success', user: { first_name: 'Ava', last_name: 'Moreno', email: 'ava.chat@example.com' } },
    })
    const again = await chatUser(cookie, { ...validUser, first_name: 'Avery', source_web: '2' })
    expect(again.status).toBe(200)
    const rows = await profileRows(patient)
    expect(rows.map((row) => [row.firstName, row.lastName, row.email, row.sourceWeb, row.userType])).toEqual([
      ['Avery', 'Moreno', 'ava.chat@example.com', 2, 'chat'],
    ])
    // The spec's body has no consent: none is recorded through this call.
    expect(rows[0]!.remindersConsentAt ?? null).toBeNull()
    const audit = await payload.find({ collection: 'audit-log', where: { resource: { equals: 'chat-profiles' } }, limit: 100 })
    const mine = audit.docs.filter((entry) => entry.documentId === String(rows[0]!.id))
    // Written in the same millisecond, possibly: compared as a set.
    expect(mine.map((entry) => [entry.actorCollection, entry.actorId, entry.action]).sort()).toEqual([
      ['patients', String(patient.id), 'create'],
      ['patients', String(patient.id), 'update'],
    ])
  })

  it('answers bad input 400 with the reason, writes nothing, and asks for a session first', async () => {
    const { patient, cookie } = await newPatient()
    expect(await chatUser(cookie, { ...validUser, first_name: '  ' })).toMatchObject({
      status: 400,
      body: { status: 'error', message: 'Please enter your full name', errors: { first_name: 'Please enter your full name' } },
    })
    expect(await chatUser(cookie, { ...validUser, email: 'ava@' })).toMatchObject({ status: 400, body: { message: 'Please enter a valid email address' } })
    for (const wrong of [{ source_web: 1 }, { user_type: 'patient' }, { source_web: undefined }])
      expect(await chatUser(cookie, { ...validUser, ...wrong })).toMatchObject({ status: 400, body: { message: supportChatTexts.invalidUser } })
    expect(await chatUser(cookie, 'not an object')).toMatchObject({ status: 400, body: { status: 'error' } })
    expect(await profileRows(patient)).toEqual([])
    expect((await chatUser('', validUser)).status).toBe(401)
  })
})

describe('the widget’s start form on /home', () => {
  it('requires all four, consent included; then keeps the profile with the consent’s time, and /home loads it', async () => {
    const { patient, cookie } = await newPatient()
    const before = await runLoader(homeLoader, '/home/orders', cookie)
    expect(before.data).toMatchObject({ supportChat: { profile: null, defaults: { first_name: 'Ava', last_name: 'Moreno', email: patient.email }, unread: 0 } })
    const refused = await startForm(cookie, { first_name: 'Ava', last_name: '', email: 'ava.chat@example.com' })
    expect(refused.status).toBe(400)
    expect(refused.result.error).toMatchObject({ last_name: ['Please enter your full name'], consent: ['Please agree to receive email communications'] })
    expect(await profileRows(patient)).toEqual([])
    const started = await startForm(cookie, { first_name: 'Ava', last_name: 'Moreno', email: 'ava.chat@example.com', consent: 'on' })
    expect(started.status).toBe(200)
    const [row] = await profileRows(patient)
    expect(row).toMatchObject({ firstName: 'Ava', email: 'ava.chat@example.com' })
    expect(typeof row!.remindersConsentAt).toBe('string')
    const after = await runLoader(homeLoader, '/home/orders', cookie)
    expect(after.data).toMatchObject({ supportChat: { profile: { first_name: 'Ava', last_name: 'Moreno', email: 'ava.chat@example.com' } } })
  })
})

async function chatFile(patient: SignedInPatient, file: { name: string; type: string; bytes: Buffer }) {
  const ticket = await issueUploadTicket(patient, { filename: file.name, content_type: file.type, size: file.bytes.length, purpose: 'chat' })
  if (!ticket.ok) return { ticket }
  const token = String(ticket.body.upload_url).split('/').at(-1)!
  const put = new Request('https://care.example.com/api/uploads/x', {
    method: 'PUT',
    headers: { 'Content-Type': file.type },
    body: new Uint8Array(file.bytes),
    duplex: 'half',
  })
  return { ticket, stored: await receiveUpload(patient, token, put), url: String(ticket.body.public_url) }
}

describe('the support thread', () => {
  it('waits for the chat profile, then takes messages; a support reply reads as the assistant’s, newest last', async () => {
    const { patient, cookie } = await newPatient()
    expect(await post(cookie, { message: 'Hello?' })).toMatchObject({ status: 409, body: { success: false, message: supportChatTexts.profileFirst } })
    await chatUser(cookie, validUser)
    const sent = await post(cookie, { message: 'When does my box ship?' })
    expect(sent).toMatchObject({ status: 200, body: { success: true } })
    const [thread] = (await payload.find({ collection: 'chat-threads', where: { patient: { equals: patient.id } }, depth: 0 })).docs
    expect(thread).toMatchObject({ kind: 'support', unreadForStaff: 1 })
    await payload.create({ collection: 'chat-messages', data: { thread: thread!.id, body: 'On Monday.' }, user: support, overrideAccess: false })
    const shell = await runLoader(homeLoader, '/home/orders', cookie)
    expect(shell.data).toMatchObject({ supportChat: { unread: 1 } })
    const read = await messagesOf(cookie)
    expect(read.messages.map((message) => [message.role, message.content])).toEqual([
      ['user', 'When does my box ship?'],
      ['assistant', 'On Monday.'],
    ])
    expect(read.messages[0]!.id).toBe((sent.body?.message as { id: string }).id)
    expect(Date.parse(read.messages[0]!.timestamp)).not.toBeNaN()
    // Reading it clears the badge.
    expect((await runLoader(homeLoader, '/home/orders', cookie)).data).toMatchObject({ supportChat: { unread: 0 } })
    // The doctor thread is another thread: nothing of this is there.
    expect(await payload.count({ collection: 'chat-threads', where: { and: [{ patient: { equals: patient.id } }, { kind: { equals: 'doctor' } }] } })).toEqual({
      totalDocs: 0,
    })
  })

  it("is the patient's own: B never reads A's messages, and A's file answers like an unknown one", async () => {
    const alice = await newPatient()
    const bob = await newPatient()
    await chatUser(alice.cookie, validUser)
    await chatUser(bob.cookie, { ...validUser, email: 'bob.chat@example.com' })
    const samples = await chatFileSamples()
    const alicesFile = await chatFile(
      alice.patient,
      samples.find((sample) => sample.name === 'notes.txt')!,
    )
    expect(
      await post(alice.cookie, { message: 'Private to Alice', attachments: [{ url: alicesFile.url, type: 'text/plain', name: 'notes.txt' }] }),
    ).toMatchObject({
      status: 200,
    })
    expect((await messagesOf(bob.cookie)).messages).toEqual([])
    const stolen = await post(bob.cookie, { message: 'look', attachments: [{ url: alicesFile.url }] })
    const unknown = await post(bob.cookie, { message: 'look', attachments: [{ url: '/api/files/ticket-999999999' }] })
    expect(stolen).toMatchObject({ status: 400, body: { success: false, message: doctorThreadMessages.attachmentNotFound } })
    expect(unknown).toEqual(stolen)
    const [alicesMessage] = (await messagesOf(alice.cookie)).messages
    expect(alicesMessage).toMatchObject({ role: 'user', content: 'Private to Alice', attachment: { type: 'text/plain' } })
    // Bob cannot download Alice's file; an unknown id answers the same.
    const fileId = alicesMessage!.attachment!.url.split('/').at(-1)!
    const asBob = await runRoute(fileLoader, `/api/files/${fileId}`, bob.cookie, { params: { id: fileId } })
    expect(asBob.status).toBe(404)
    expect((await runRoute(fileLoader, '/api/files/999999999', bob.cookie, { params: { id: '999999999' } })).body).toEqual(asBob.body)
    // Without a session: 401.
    expect((await runRoute(supportMessagesLoader, '/api/support-messages', '')).status).toBe(401)
  })

  it('keeps the doctor thread’s limits: 256 characters, a message or a file, [File attachment] for a file alone', async () => {
    const { patient, cookie } = await newPatient()
    await chatUser(cookie, validUser)
    expect(await post(cookie, { message: 'a'.repeat(257) })).toMatchObject({ status: 400, body: { message: doctorThreadMessages.tooLong } })
    expect(await post(cookie, { message: '  ' })).toMatchObject({ status: 400, body: { message: doctorThreadMessages.empty } })
    expect(await post(cookie, { message: 'x', attachments: [{ url: 'a' }, { url: 'b' }] })).toMatchObject({
      status: 400,
      body: { message: doctorThreadMessages.oneFile },
    })
    const samples = await chatFileSamples()
    const file = await chatFile(
      patient,
      samples.find((sample) => sample.name === 'wave.gif')!,
    )
    expect((await post(cookie, { message: '', attachments: [{ url: file.url }] })).status).toBe(200)
    expect((await messagesOf(cookie)).messages.map((message) => message.content)).toEqual(['[File attachment]'])
  })

  it('pages 50 messages at a time, newest last, older ones on page 2', async () => {
    const { patient, cookie } = await newPatient()
    await chatUser(cookie, validUser)
    expect((await post(cookie, { message: 'message 0' })).status).toBe(200)
    const [thread] = (await payload.find({ collection: 'chat-threads', where: { patient: { equals: patient.id } }, depth: 0 })).docs
    // More than the rate limit allows in a test's minutes: written as the site writes them (access off, the patient as actor).
    for (let index = 1; index <= 51; index++)
      await payload.create({ collection: 'chat-messages', data: { thread: thread!.id, body: `message ${index}` }, user: patient, overrideAccess: true })
    const first = await messagesOf(cookie)
    expect(first).toMatchObject({ page: 1, hasOlder: true })
    expect(first.messages).toHaveLength(50)
    expect(first.messages.at(-1)!.content).toBe('message 51')
    expect(first.messages[0]!.content).toBe('message 2')
    const second = await messagesOf(cookie, '?page=2')
    expect(second).toMatchObject({ page: 2, hasOlder: false })
    expect(second.messages.map((message) => message.content)).toEqual(['message 0', 'message 1'])
  })
})

describe('chat attachments of every spec type', () => {
  it('accepts pdf, doc, docx, txt, jpg, jpeg, png, gif, mp4, avi and mov by their content, served only as downloads', async () => {
    const { patient, cookie } = await newPatient()
    const samples = await chatFileSamples()
    const served: [string, string, string][] = []
    for (const sample of samples) {
      const uploaded = await chatFile(patient, sample)
      expect(uploaded.stored?.status, sample.name).toBe(201)
      const fileId = uploaded.url!.split('/').at(-1)!
      const response = await fileLoader({
        request: new Request(`https://care.example.com/api/files/${fileId}`, { headers: { Cookie: cookie } }),
        params: { id: fileId },
        context: testContext,
      })
      expect(response.status, sample.name).toBe(200)
      expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="[\w-]+\.\w+"/)
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(response.headers.get('Content-Security-Policy')).toContain('sandbox')
      expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'")
      served.push([sample.name, response.headers.get('Content-Type') ?? '', response.headers.get('Content-Disposition')!.split('.').at(-1)!.replace('"', '')])
    }
    expect(served).toEqual([
      ['lab-results.pdf', 'application/pdf', 'pdf'],
      ['letter.doc', 'application/msword', 'doc'],
      ['letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
      ['notes.txt', 'text/plain', 'txt'],
      ['photo.jpg', 'image/jpeg', 'jpg'],
      ['photo.jpeg', 'image/jpeg', 'jpg'],
      ['scan.png', 'image/png', 'png'],
      ['wave.gif', 'image/gif', 'gif'],
      ['clip.mp4', 'video/mp4', 'mp4'],
      ['clip.avi', 'video/vnd.avi', 'avi'],
      ['clip.mov', 'video/quicktime', 'mov'],
    ])
  })

  it.each(DISGUISED_FILES)('refuses $what, and stores nothing', async (file) => {
    const { patient } = await newPatient()
    const uploaded = await chatFile(patient, file)
    expect(uploaded.stored).toMatchObject({ status: 415, body: { message: 'The file is not the type it says it is. Please choose another file.' } })
    expect((await payload.find({ collection: 'uploads', where: { patient: { equals: patient.id } }, depth: 0 })).docs).toEqual([])
  })

  it('refuses a PDF the store cannot read with a 415 and a message, not a 500, and stores nothing', async () => {
    const { patient } = await newPatient()
    const broken = { name: 'scan.pdf', type: 'application/pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 0x00)]) }
    const uploaded = await chatFile(patient, broken)
    expect(uploaded.stored).toMatchObject({ status: 415, body: { message: 'This file could not be read. Please choose another file.' } })
    expect((await payload.find({ collection: 'uploads', where: { patient: { equals: patient.id } }, depth: 0 })).docs).toEqual([])
  })

  it('keeps the chat’s own types to chat, and a chat file to 5 MB with the spec’s message', async () => {
    const { patient } = await newPatient()
    const gif = (await chatFileSamples()).find((sample) => sample.name === 'wave.gif')!
    const asReship = await issueUploadTicket(patient, { filename: 'wave.gif', content_type: 'image/gif', size: gif.bytes.length, purpose: 'reship' })
    expect(asReship).toMatchObject({ ok: false, status: 400 })
    const tooLarge = await issueUploadTicket(patient, { filename: 'scan.pdf', content_type: 'application/pdf', size: 5 * 1024 * 1024 + 1, purpose: 'chat' })
    expect(tooLarge).toEqual({ ok: false, status: 400, body: { message: 'File "scan.pdf" is too large. Maximum size is 5 MB.' } })
    expect((await issueUploadTicket(patient, { filename: 'scan.pdf', content_type: 'application/pdf', size: 5 * 1024 * 1024, purpose: 'chat' })).ok).toBe(true)
  })
})
