import { CHAT_LIVE_EVENTS, type ChatLiveMessage } from '@telehealth/domain'
import type { ChatFollow, ChatWatcher } from './live.ts'

/**
 * A live chat connection as server-sent events (ADR 099), the same for the patient's site and the
 * staff's admin: `connect` once the subscription is in place, then one `chat_message` per new
 * message with the message id as the event id (an EventSource sends it back as Last-Event-ID),
 * a comment as the heartbeat, and `disconnect` when the server shuts the stream. Unsubscribed when
 * the client goes (the request's signal) or the stream is cancelled: no timer is left behind.
 */

/** Headers of every live chat answer: never cached, never compressed (compression would hold the events back). */
export const CHAT_EVENT_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'private, no-store, no-transform',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
} as const

export interface ChatEventStreamInput {
  watcher: ChatWatcher
  follow: ChatFollow
  /** The last message the client has (Last-Event-ID, or `?after=`): what came after it is sent first. */
  cursor: string | null
  /** Ends the stream when the client goes. */
  signal: AbortSignal
  /**
   * Checked every few heartbeats: whether the connection may still follow the thread (the session
   * is still live). When it answers false the stream says so and ends.
   */
  stillAllowed?: () => Promise<boolean>
  /** The `server_error` text when `stillAllowed` answers false. */
  endedMessage?: string
}

/** How many heartbeats between two checks of `stillAllowed` (with 15 s heartbeats: every minute). */
const HEARTBEATS_PER_CHECK = 4

const encoder = new TextEncoder()

function frame(event: string, data: unknown, id?: string): Uint8Array {
  return encoder.encode(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
}

export function chatEventStream({ watcher, follow, cursor, signal, stillAllowed, endedMessage }: ChatEventStreamInput): ReadableStream<Uint8Array> {
  let unsubscribe: (() => void) | null = null
  let finished = false
  let heartbeats = 0
  const sent = new Set<string>()
  const finish = () => {
    finished = true
    unsubscribe?.()
    unsubscribe = null
    signal.removeEventListener('abort', finish)
  }
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (chunk: Uint8Array) => {
        if (finished) return
        try {
          controller.enqueue(chunk)
        } catch {
          finish()
        }
      }
      const end = (message?: string) => {
        if (finished) return
        if (message) write(frame(CHAT_LIVE_EVENTS.error, { message }))
        write(frame(CHAT_LIVE_EVENTS.disconnect, {}))
        finish()
        controller.close()
      }
      const deliver = (message: ChatLiveMessage) => {
        if (sent.has(message.id)) return
        sent.add(message.id)
        write(frame(CHAT_LIVE_EVENTS.message, message, message.id))
      }
      if (signal.aborted) return finish()
      signal.addEventListener('abort', finish)
      // The client's own reconnection is the connection machine's (ADR 099): a long wait keeps the EventSource from trying on its own.
      write(encoder.encode('retry: 3600000\n\n'))
      unsubscribe = await watcher.subscribe({
        ...follow,
        deliver,
        heartbeat: () => {
          write(encoder.encode(': heartbeat\n\n'))
          heartbeats += 1
          if (stillAllowed && heartbeats % HEARTBEATS_PER_CHECK === 0)
            void stillAllowed().then(
              (allowed) => allowed || end(endedMessage),
              () => undefined,
            )
        },
      })
      if (finished) return finish()
      write(frame(CHAT_LIVE_EVENTS.connect, { thread: follow.kind }))
      if (cursor) for (const message of (await watcher.messagesAfter(follow, cursor)) ?? []) deliver(message)
    },
    cancel() {
      finish()
    },
  })
}
