import type { Payload, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { doctorThreadMessages, type RowId } from '@telehealth/domain'
import { createPatient, createStaff } from '../testing/actors.ts'
import { unknownRowId } from '../testing/row-ids.ts'
import { getTestPayload } from '../testing/test-payload.ts'
import { ensureThread } from './threads.ts'

/**
 * ADR 097: a patient's doctor thread is read and answered by clinical staff, the support thread by
 * support staff, never the other way; a reply counts as unread for the patient and tells them by
 * email, without its content; every message is kept.
 */
let payload: Payload
const staff: Partial<Record<'admin' | 'clinical' | 'support' | 'marketing' | 'fulfilment', TypedUser>> = {}
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64')

beforeAll(async () => {
  payload = await getTestPayload()
  for (const role of ['admin', 'clinical', 'support', 'marketing', 'fulfilment'] as const) staff[role] = await createStaff(payload, role)
})

async function chatFile(patientId: RowId, imageType: 'chat_attachment' | 'id_image' = 'chat_attachment') {
  return payload.create({
    collection: 'uploads',
    data: { patient: patientId as number, imageType },
    file: { data: PNG, name: `${crypto.randomUUID()}.png`, mimetype: 'image/png', size: PNG.length },
    overrideAccess: true,
    depth: 0,
  })
}

/** A message as the site writes the patient's (access off, the patient as the actor), or as staff write in the admin (access on). */
async function write(user: TypedUser, thread: RowId, data: { body?: string; attachment?: RowId }) {
  const asPatient = user.collection === 'patients'
  return payload.create({
    collection: 'chat-messages',
    data: { thread: thread as number, body: data.body, attachment: data.attachment as number | undefined },
    overrideAccess: asPatient,
    user,
    depth: 0,
  })
}

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => ({ status: (error as { status?: number }).status, message: (error as Error).message }),
  )

async function visibleTo(user: TypedUser, collection: 'chat-threads' | 'chat-messages', patientId: RowId) {
  const found = await payload.find({ collection, where: { patient: { equals: patientId } }, overrideAccess: false, user, depth: 0 })
  return found.docs.map((doc) => doc.kind).sort()
}

describe('who reads and answers which thread', () => {
  it('clinical staff the doctor thread, support staff the support thread, admins both, nobody else either', async () => {
    const patient = await createPatient(payload)
    const doctor = await ensureThread(payload, patient.id, 'doctor')
    const support = await ensureThread(payload, patient.id, 'support')
    await write(patient, doctor.id, { body: 'A question for my doctor' })
    await write(patient, support.id, { body: 'A question about billing' })
    expect(await visibleTo(staff.clinical!, 'chat-messages', patient.id)).toEqual(['doctor'])
    expect(await visibleTo(staff.clinical!, 'chat-threads', patient.id)).toEqual(['doctor'])
    expect(await visibleTo(staff.support!, 'chat-messages', patient.id)).toEqual(['support'])
    expect(await visibleTo(staff.support!, 'chat-threads', patient.id)).toEqual(['support'])
    expect(await visibleTo(staff.admin!, 'chat-messages', patient.id)).toEqual(['doctor', 'support'])
    expect(await visibleTo(patient, 'chat-messages', patient.id)).toEqual(['doctor', 'support'])
    for (const role of ['marketing', 'fulfilment'] as const)
      await expect(payload.find({ collection: 'chat-messages', overrideAccess: false, user: staff[role], depth: 0 })).rejects.toThrow()
    // By id too: the other kind's message answers as not found.
    const supportMessage = (await payload.find({ collection: 'chat-messages', where: { kind: { equals: 'support' } }, overrideAccess: true, depth: 0 }))
      .docs[0]!
    await expect(
      payload.findByID({ collection: 'chat-messages', id: supportMessage.id, overrideAccess: false, user: staff.clinical, depth: 0 }),
    ).rejects.toThrow()

    // Answering: each in their own kind only, refused with the reason in the other.
    expect(await refusalOf(write(staff.clinical!, support.id, { body: 'Not mine to answer' }))).toEqual({
      status: 403,
      message: doctorThreadMessages.staffWrongKind,
    })
    expect(await refusalOf(write(staff.support!, doctor.id, { body: 'Not mine to answer' }))).toEqual({
      status: 403,
      message: doctorThreadMessages.staffWrongKind,
    })
    await expect(write(staff.marketing!, doctor.id, { body: 'Hello' })).rejects.toThrow()
    const reply = await write(staff.clinical!, doctor.id, { body: 'Your doctor here.' })
    expect(reply).toMatchObject({ from: 'doctor', kind: 'doctor', staff: staff.clinical!.id, patient: patient.id })
    const supportReply = await write(staff.support!, support.id, { body: 'Support here.' })
    expect(supportReply).toMatchObject({ from: 'support', kind: 'support', staff: staff.support!.id })
  })

  it('a patient writes only into their own thread: another patient’s answers as not found', async () => {
    const [alice, bob] = [await createPatient(payload), await createPatient(payload)]
    const alicesThread = await ensureThread(payload, alice.id, 'doctor')
    expect(await refusalOf(write(bob, alicesThread.id, { body: 'Hi' }))).toMatchObject({ status: 404 })
    expect(await refusalOf(write(bob, unknownRowId(alicesThread.id), { body: 'Hi' }))).toMatchObject({ status: 404 })
    // An id of the other engine's shape: the same answer, never a failed query.
    const otherShape = typeof alicesThread.id === 'number' ? '3f1c2b9e-0000-4000-8000-000000000000' : 123
    expect(await refusalOf(write(bob, otherShape, { body: 'Hi' }))).toMatchObject({ status: 404 })
  })

  it('keeps every message: nobody changes or deletes one, admins included', async () => {
    const patient = await createPatient(payload)
    const thread = await ensureThread(payload, patient.id, 'doctor')
    const message = await write(patient, thread.id, { body: 'Keep me' })
    for (const user of [staff.admin!, staff.clinical!, patient]) {
      await expect(payload.update({ collection: 'chat-messages', id: message.id, data: { body: 'Changed' }, overrideAccess: false, user })).rejects.toThrow()
      await expect(payload.delete({ collection: 'chat-messages', id: message.id, overrideAccess: false, user })).rejects.toThrow()
    }
    expect((await payload.findByID({ collection: 'chat-messages', id: message.id, overrideAccess: true, depth: 0 })).body).toBe('Keep me')
  })
})

describe('the limits, on every write', () => {
  it('256 characters; a message or a file; a file alone is [File attachment]; only the patient’s own chat file', async () => {
    const [alice, bob] = [await createPatient(payload), await createPatient(payload)]
    const thread = await ensureThread(payload, alice.id, 'doctor')
    expect(await refusalOf(write(alice, thread.id, { body: 'a'.repeat(257) }))).toMatchObject({ status: 400 })
    expect(await refusalOf(write(alice, thread.id, { body: '   ' }))).toEqual({ status: 400, message: doctorThreadMessages.empty })
    const own = await chatFile(alice.id)
    expect(await write(alice, thread.id, { body: ' ', attachment: own.id })).toMatchObject({ body: '[File attachment]', attachment: own.id })
    const bobs = await chatFile(bob.id)
    const idPhoto = await chatFile(alice.id, 'id_image')
    for (const attachment of [bobs.id, idPhoto.id])
      expect(await refusalOf(write(alice, thread.id, { body: 'see file', attachment }))).toEqual({
        status: 400,
        message: doctorThreadMessages.attachmentNotFound,
      })
  })
})

describe('unread counts and the email', () => {
  it('counts the patient’s messages until staff answer, and a reply once for the patient, who is emailed without its content', async () => {
    const patient = await createPatient(payload)
    const thread = await ensureThread(payload, patient.id, 'doctor')
    await write(patient, thread.id, { body: 'First' })
    await write(patient, thread.id, { body: 'Second' })
    let stored = await payload.findByID({ collection: 'chat-threads', id: thread.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ unreadForStaff: 2, unreadForPatient: 0 })
    await write(staff.clinical!, thread.id, { body: 'Your semaglutide dose stays the same.' })
    await write(staff.clinical!, thread.id, { body: 'And a second note.' })
    stored = await payload.findByID({ collection: 'chat-threads', id: thread.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ unreadForStaff: 0, unreadForPatient: 2 })
    const emails = (await payload.find({ collection: 'outbox', where: { to: { equals: patient.email } }, overrideAccess: true, depth: 0 })).docs
    // One email for the replies waiting, saying only that a message waits.
    expect(emails).toHaveLength(1)
    expect(emails[0]).toMatchObject({ subject: 'You have a new message from your care team' })
    expect(emails[0]!.body).toContain('/home/doctor')
    expect(emails[0]!.body).not.toMatch(/semaglutide|dose|second note/i)
  })
})

describe("a clinician's photo", () => {
  it('is stored under a random name, owned by who uploaded it, changed by nobody else but an admin', async () => {
    const me = await createStaff(payload, 'clinical')
    const photo = await payload.create({
      collection: 'staff-photos',
      data: {},
      file: { data: PNG, name: 'jane-rivera.png', mimetype: 'image/png', size: PNG.length },
      overrideAccess: false,
      user: me,
      depth: 0,
    })
    expect(photo.filename).toMatch(/^staff-photo-[0-9a-f-]{36}\.png$/)
    expect(photo.owner).toBe(me.id)
    await payload.update({ collection: 'staff', id: me.id, data: { photo: photo.id }, overrideAccess: false, user: me })
    await expect(payload.delete({ collection: 'staff-photos', id: photo.id, overrideAccess: false, user: staff.clinical })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'staff-photos',
        data: {},
        file: { data: PNG, name: 'x.png', mimetype: 'image/png', size: PNG.length },
        overrideAccess: false,
        user: staff.support,
      }),
    ).rejects.toThrow()
  })
})
