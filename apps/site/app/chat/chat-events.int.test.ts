import { createStaff, getTestPayload } from '@telehealth/cms/testing'
import type { ChatLiveMessage } from '@telehealth/domain'
import type { Payload, TypedUser } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cmsChatWatcher, type SignedInPatient } from '~/cms.server.ts'
import { loader as chatEventsLoader } from '~/routes/resources/api/chat-events.ts'
import { action as postMessageAction } from '~/routes/resources/api/provider-messages.ts'
import { runRoute, sessionCookie, testContext } from '../../test/home-routes.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'
import { readEvents } from '../../test/sse.ts'

/**
 * ADR 099, through the route the page's EventSource calls: the patient's own thread live, fed from
 * the database (a message written through the Local API, as another process would, arrives too),
 * never another patient's, resumable from the last message id, and nothing left running after the
 * client goes.
 */
let payload: Payload
let clinician: TypedUser

beforeAll(async () => {
  payload = await getTestPayload()
  clinician = await createStaff(payload, 'clinical')
})

const open: { abort: () => void }[] = []
afterEach(() => {
  for (const connection of open.splice(0)) connection.abort()
})

/** Opens /api/chat-events as the page's EventSource would; the stream ends when the test aborts it. */
async function subscribe(cookie: string, query: string, headers: Record<string, string> = {}) {
  const controller = new AbortController()
  open.push(controller)
  let response: Response
  try {
    response = await chatEventsLoader({
      request: new Request(`https://care.example.com/api/chat-events${query}`, { headers: { Cookie: cookie, ...headers }, signal: controller.signal }),
      params: {},
      context: testContext,
    })
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    response = thrown
  }
  return { response, controller }
}

async function live(cookie: string, query = '?thread=doctor', headers: Record<string, string> = {}) {
  const { response, controller } = await subscribe(cookie, query, headers)
  expect(response.status).toBe(200)
  const stream = readEvents(response.body!)
  await stream.next((event) => event.event === 'connect')
  return { response, stream, controller }
}

async function patientWithCookie(): Promise<{ patient: SignedInPatient; cookie: string }> {
  const patient = await signedInPatient(payload)
  return { patient, cookie: await sessionCookie(patient) }
}

const post = (cookie: string, message: string) => runRoute(postMessageAction, '/api/provider-messages', cookie, { json: { message } })
const messageOf = (data: string) => JSON.parse(data) as ChatLiveMessage

describe('GET /api/chat-events', () => {
  it('answers 401 without a session and 404 for a thread that is not doctor or support, never a stream', async () => {
    const { cookie } = await patientWithCookie()
    const anonymous = await subscribe('', '?thread=doctor')
    expect(anonymous.response.status).toBe(401)
    for (const query of ['', '?thread=billing', '?thread=doctor:1']) {
      const answer = await subscribe(cookie, query)
      expect(answer.response.status).toBe(404)
      expect(await answer.response.json()).toEqual({ status: 'error', message: 'This conversation was not found.' })
    }
  })

  it("streams the patient's own new messages and staff replies, private and uncompressed, and never another patient's", async () => {
    const alice = await patientWithCookie()
    const bob = await patientWithCookie()
    const { response, stream } = await live(alice.cookie)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/event-stream/)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store, no-transform')
    const bobsStream = (await live(bob.cookie)).stream

    const sentAt = Date.now()
    const sent = await post(alice.cookie, 'Is nausea normal?')
    expect(sent.status).toBe(200)
    const event = await stream.next((item) => item.event === 'chat_message', 2_000)
    expect(Date.now() - sentAt).toBeLessThan(2_000)
    const message = messageOf(event.data)
    expect(event.id).toBe(message.id)
    expect(message).toMatchObject({ thread: 'doctor', message: 'Is nausea normal?', content: 'Is nausea normal?', in_out: 1, role: 'user', is_doctor: false })

    // A clinician's reply, written through the Local API as the admin's process writes it.
    const thread = (await payload.find({ collection: 'chat-threads', where: { patient: { equals: alice.patient.id } }, depth: 0 })).docs[0]!
    await payload.create({ collection: 'chat-messages', data: { thread: thread.id, body: 'Yes, early on.' }, user: clinician, overrideAccess: false })
    const reply = messageOf((await stream.next((item) => item.event === 'chat_message', 2_000)).data)
    expect(reply).toMatchObject({ message: 'Yes, early on.', in_out: 0, is_doctor: true, role: 'assistant' })

    // Bob's stream saw none of it; his own message reaches him, and not Alice.
    await post(bob.cookie, 'Bob here')
    const bobs = messageOf((await bobsStream.next((item) => item.event === 'chat_message', 2_000)).data)
    expect(bobs.message).toBe('Bob here')
    expect(bobsStream.events.filter((item) => item.event === 'chat_message')).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(stream.events.filter((item) => item.event === 'chat_message').map((item) => messageOf(item.data).message)).toEqual([
      'Is nausea normal?',
      'Yes, early on.',
    ])
  })

  it('follows only the thread of the kind asked: a support stream gets nothing of the doctor thread', async () => {
    const { cookie } = await patientWithCookie()
    const support = (await live(cookie, '?thread=support')).stream
    const doctor = (await live(cookie, '?thread=doctor')).stream
    await post(cookie, 'For the doctor')
    await doctor.next((item) => item.event === 'chat_message', 2_000)
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(support.events.filter((item) => item.event === 'chat_message')).toEqual([])
  })

  it('resumes after Last-Event-ID (or ?after=) with what came after it; another patient’s id resumes nothing', async () => {
    const alice = await patientWithCookie()
    const bob = await patientWithCookie()
    const ids: string[] = []
    for (const text of ['one', 'two', 'three']) {
      const sent = await post(alice.cookie, text)
      ids.push(String((sent.body?.apiResponse as { data: { message: { id: string } } }).data.message.id))
    }
    const resumed = (await live(alice.cookie, '?thread=doctor', { 'Last-Event-ID': ids[0]! })).stream
    const first = await resumed.next((item) => item.event === 'chat_message')
    const second = await resumed.next((item) => item.event === 'chat_message')
    expect([first.id, second.id]).toEqual([ids[1], ids[2]])
    expect(messageOf(second.data).message).toBe('three')

    const byQuery = (await live(alice.cookie, `?thread=doctor&after=${ids[1]}`)).stream
    expect((await byQuery.next((item) => item.event === 'chat_message')).id).toBe(ids[2])

    for (const cursor of [ids[0]!, 'not-an-id', '999999999']) {
      const bobs = (await live(bob.cookie, '?thread=doctor', { 'Last-Event-ID': cursor })).stream
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(bobs.events.filter((item) => item.event === 'chat_message')).toEqual([])
    }
  })

  it('asks the database once a tick for all its subscribers, and stops when the last one goes', async () => {
    const watcher = await cmsChatWatcher()
    const patients = await Promise.all([1, 2, 3, 4, 5].map(() => patientWithCookie()))
    const streams = await Promise.all(patients.map((patient) => live(patient.cookie)))
    expect(watcher.subscriberCount).toBe(5)
    const before = watcher.reads
    await new Promise((resolve) => setTimeout(resolve, 2_600))
    const reads = watcher.reads - before
    // 500 ms ticks: about 5 in 2.6 s, whether 1 subscriber or 5 (never one per subscriber).
    expect(reads).toBeGreaterThanOrEqual(3)
    expect(reads).toBeLessThanOrEqual(6)
    for (const { controller } of streams) controller.abort()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(watcher.subscriberCount).toBe(0)
    const stopped = watcher.reads
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    expect(watcher.reads).toBe(stopped)
  })
})
