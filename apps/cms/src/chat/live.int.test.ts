import { createLocalReq, type Payload, type TypedUser } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ChatLiveMessage, RowId } from '@telehealth/domain'
import { createPatient, createStaff } from '../testing/actors.ts'
import { unknownRowId } from '../testing/row-ids.ts'
import { getTestPayload } from '../testing/test-payload.ts'
import { chatCapabilityOf, chatChannelOf, chatClientIdOf } from './ably.ts'
import { chatEventsMessages, chatThreadEventsEndpoint } from './events-endpoint.ts'
import { chatWatcherOf } from './live.ts'
import { ensureThread } from './threads.ts'

/**
 * ADR 099, the admin's side: GET /api/chat-threads/:id/events for the staff who may read the
 * thread (clinical the doctor threads, support the support threads, admins both), answered like an
 * unknown thread for anyone else; a patient's message written by another process (here: the Local
 * API as the site writes it) arrives on it.
 */
let payload: Payload
const staff: Partial<Record<'admin' | 'clinical' | 'support' | 'marketing' | 'fulfilment', TypedUser>> = {}
const open: AbortController[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  for (const role of ['admin', 'clinical', 'support', 'marketing', 'fulfilment'] as const) staff[role] = await createStaff(payload, role)
})

afterEach(() => {
  for (const controller of open.splice(0)) controller.abort()
})

async function events(user: TypedUser | null, threadId: unknown): Promise<Response> {
  const controller = new AbortController()
  open.push(controller)
  const req = await createLocalReq(user ? { user } : {}, payload)
  req.routeParams = { id: threadId as string }
  Object.defineProperty(req, 'signal', { value: controller.signal })
  Object.defineProperty(req, 'headers', { value: new Headers() })
  return chatThreadEventsEndpoint.handler(req)
}

/** The events of a stream until `until` accepts the text read so far, or `ms` passes. */
async function readUntil(response: Response, until: (text: string) => boolean, ms = 2_000): Promise<string> {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  const deadline = Date.now() + ms
  while (!until(text)) {
    const left = deadline - Date.now()
    if (left <= 0) break
    const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), left))])
    if (!chunk || chunk.done) break
    text += decoder.decode(chunk.value, { stream: true })
  }
  reader.releaseLock()
  return text
}

const messagesIn = (text: string): ChatLiveMessage[] =>
  text
    .split('\n\n')
    .filter((block) => block.includes('event: chat_message'))
    .map(
      (block) =>
        JSON.parse(
          block
            .split('\n')
            .find((line) => line.startsWith('data: '))!
            .slice(6),
        ) as ChatLiveMessage,
    )

async function patientMessage(patientId: RowId, thread: RowId, body: string) {
  const patient = await payload.findByID({ collection: 'patients', id: patientId, depth: 0, overrideAccess: true })
  return payload.create({
    collection: 'chat-messages',
    data: { thread: thread as number, body },
    overrideAccess: true,
    user: { ...patient, collection: 'patients' },
    depth: 0,
  })
}

describe('GET /api/chat-threads/:id/events', () => {
  it('is open to the staff who read the thread, and answers everyone else like an unknown thread', async () => {
    const patient = await createPatient(payload)
    const doctor = await ensureThread(payload, patient.id, 'doctor')
    const support = await ensureThread(payload, patient.id, 'support')
    const status = async (user: TypedUser | null, id: unknown) => (await events(user, id)).status
    expect(await status(staff.clinical!, doctor.id)).toBe(200)
    expect(await status(staff.support!, support.id)).toBe(200)
    expect(await status(staff.admin!, doctor.id)).toBe(200)
    expect(await status(staff.admin!, support.id)).toBe(200)
    const unknown = await events(staff.clinical!, unknownRowId(doctor.id))
    expect(unknown.status).toBe(404)
    const unknownBody: unknown = await unknown.json()
    expect(unknownBody).toMatchObject({ message: chatEventsMessages.notFound })
    for (const [user, id] of [
      [staff.clinical!, support.id],
      [staff.support!, doctor.id],
      [staff.marketing!, doctor.id],
      [staff.fulfilment!, support.id],
      [staff.clinical!, 'not-an-id'],
    ] as const) {
      const answer = await events(user, id)
      expect(answer.status).toBe(404)
      expect(await answer.json()).toEqual(unknownBody)
    }
    expect(await status(null, doctor.id)).toBe(401)
    const asPatient = await events({ ...patient, collection: 'patients' } as TypedUser, doctor.id)
    expect(asPatient.status).toBe(401)
  })

  it("streams the thread's new messages to the clinician within 2 s, and not the patient's other thread", async () => {
    const patient = await createPatient(payload)
    const doctor = await ensureThread(payload, patient.id, 'doctor')
    const support = await ensureThread(payload, patient.id, 'support')
    const stream = await events(staff.clinical!, doctor.id)
    expect(stream.headers.get('Cache-Control')).toBe('private, no-store, no-transform')
    expect(await readUntil(stream, (text) => text.includes('event: connect'))).toContain('event: connect')
    const sentAt = Date.now()
    await patientMessage(patient.id, support.id, 'For support only')
    const written = await patientMessage(patient.id, doctor.id, 'My dose question')
    const text = await readUntil(stream, (read) => read.includes('My dose question'))
    expect(Date.now() - sentAt).toBeLessThan(2_000)
    expect(messagesIn(text)).toEqual([expect.objectContaining({ id: String(written.id), content: 'My dose question', from: 'patient', thread: 'doctor' })])
  })

  it('leaves nothing running once the admin closes the page', async () => {
    const patient = await createPatient(payload)
    const doctor = await ensureThread(payload, patient.id, 'doctor')
    const watcher = chatWatcherOf(payload)
    const stream = await events(staff.admin!, doctor.id)
    await readUntil(stream, (text) => text.includes('event: connect'))
    expect(watcher.subscriberCount).toBe(1)
    open.pop()!.abort()
    expect(watcher.subscriberCount).toBe(0)
  })
})

describe('the Ably channels (ADR 099)', () => {
  it("grants a patient subscribe on their own threads' channels only, named without their row id", () => {
    const alice = 1234
    const bob = 1235
    const capability = chatCapabilityOf(alice, ['doctor', 'support'])
    expect(Object.values(capability)).toEqual([['subscribe'], ['subscribe']])
    expect(Object.keys(capability)).toEqual([chatChannelOf(alice, 'doctor'), chatChannelOf(alice, 'support')])
    for (const name of Object.keys(capability)) {
      expect(name).toMatch(/^chat:(doctor|support):[\w-]{22}$/)
      expect(name).not.toContain('1234')
      expect(Object.keys(chatCapabilityOf(bob, ['doctor', 'support']))).not.toContain(name)
    }
    expect(Object.keys(chatCapabilityOf(alice, ['doctor']))).toEqual([chatChannelOf(alice, 'doctor')])
    expect(chatClientIdOf(alice)).not.toContain('1234')
    // Another server secret names other channels: nobody computes a name without it.
    expect(chatChannelOf(alice, 'doctor', 'another-secret-of-at-least-32-characters')).not.toBe(chatChannelOf(alice, 'doctor'))
  })
})
