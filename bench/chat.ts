import type { Payload } from 'payload'
import { subscribe } from '../e2e/support/two-hosts/event-stream.ts'
import { BENCH_PASSWORD, benchClientAddress, signInCookie } from './fixtures.ts'
import { quantile } from './stats.ts'

/**
 * Chat fan-out (ADR 099): `subscribers` patients each follow their doctor thread over server-sent
 * events (GET /api/chat-events), all on the one site; in each round every one of them posts a
 * message at the same moment (POST /api/provider-messages), and the time from the post's start
 * to the event's arrival at that patient's connection is one sample. The site's database watcher
 * answers all the connections of a process with one query a tick, so the figure shows the tick
 * (500 ms) plus the write and the read under a burst of `subscribers` writes.
 */
export interface ChatFanOut {
  subscribers: number
  rounds: number
  samples: number
  delivered: number
  expected: number
  sendToDeliveryMs: { p50: number; p95: number; max: number }
  /** From the POST's answer (the write committed) to the event: the watcher's part. */
  committedToDeliveryMs: { p50: number; p95: number; max: number }
  postMs: { p50: number; p95: number }
  connectMs: { p50: number; p95: number }
}

const DELIVERY_TIMEOUT_MS = 10_000

export async function chatFanOut(payload: Payload, origin: string, options: { subscribers: number; rounds: number }): Promise<ChatFanOut> {
  const patients: { email: string; cookie: string }[] = []
  for (let index = 0; index < options.subscribers; index += 1) {
    const email = `chat-${index}-${Date.now()}@bench.example.com`
    await payload.create({
      collection: 'patients',
      data: { email, password: BENCH_PASSWORD, first_name: 'Bench', last_name: `Chat${index}`, state: 'TX' },
    })
    const cookie = await signInCookie(origin, email, benchClientAddress())
    if (!cookie) throw new Error(`sign-in failed for chat subscriber ${index}`)
    patients.push({ email, cookie })
  }
  const connectMs: number[] = []
  const streams = await Promise.all(
    patients.map(async (patient) => {
      const started = Date.now()
      const stream = await subscribe(origin, '?thread=doctor', patient.cookie)
      if (stream.response.status !== 200) throw new Error(`GET /api/chat-events answered ${stream.response.status}`)
      await stream.next((event) => event.event === 'connect', DELIVERY_TIMEOUT_MS)
      connectMs.push(Date.now() - started)
      return stream
    }),
  )
  const delivery: number[] = []
  const afterCommit: number[] = []
  const posts: number[] = []
  let expected = 0
  try {
    for (let round = 0; round < options.rounds; round += 1) {
      expected += patients.length
      await Promise.all(
        patients.map(async (patient, index) => {
          const sentAt = Date.now()
          const response = await fetch(`${origin}/api/provider-messages`, {
            method: 'POST',
            headers: { Origin: origin, Cookie: patient.cookie, 'Content-Type': 'application/json' },
            body: JSON.stringify({ message: `Bench round ${round + 1}` }),
          })
          const answeredAt = Date.now()
          posts.push(answeredAt - sentAt)
          if (response.status !== 200) return
          const { apiResponse } = (await response.json()) as { apiResponse: { data: { message: { id: string } } } }
          const event = await streams[index]!.next(
            (item) => item.event === 'chat_message' && item.id === apiResponse.data.message.id,
            DELIVERY_TIMEOUT_MS,
          ).catch(() => null)
          if (event) {
            delivery.push(event.at - sentAt)
            afterCommit.push(Math.max(0, event.at - answeredAt))
          }
        }),
      )
    }
  } finally {
    for (const stream of streams) stream.close()
  }
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b)
  const d = sorted(delivery)
  const p = sorted(posts)
  const c = sorted(connectMs)
  const w = sorted(afterCommit)
  return {
    subscribers: options.subscribers,
    rounds: options.rounds,
    samples: d.length,
    delivered: d.length,
    expected,
    sendToDeliveryMs: { p50: Math.round(quantile(d, 0.5)), p95: Math.round(quantile(d, 0.95)), max: d.at(-1) ?? 0 },
    committedToDeliveryMs: { p50: Math.round(quantile(w, 0.5)), p95: Math.round(quantile(w, 0.95)), max: w.at(-1) ?? 0 },
    postMs: { p50: Math.round(quantile(p, 0.5)), p95: Math.round(quantile(p, 0.95)) },
    connectMs: { p50: Math.round(quantile(c, 0.5)), p95: Math.round(quantile(c, 0.95)) },
  }
}
