import type * as Ably from 'ably'
import { CHAT_LIVE_EVENTS, type ChatLiveMessage, type ChatThreadKind } from '@telehealth/domain'

/**
 * The live chat behind one interface (ADR 099): a connection to one of the patient's threads that
 * reports the spec's socket events. The connection machine decides when to open one again; an
 * adapter never reconnects by itself. Sending stays the HTTP POST; history stays the HTTP GET.
 */
export interface ChatRealtimeHandlers {
  /** connect (the server knows the user: init_user answered). */
  open(): void
  /** chat_message. */
  message(message: ChatLiveMessage): void
  /** The connection broke, or could not be made. */
  failed(): void
  /** disconnect by the server. */
  closed(): void
  /** The server's error event, with its text. */
  error(message: string): void
}

export interface ChatRealtimeConnection {
  /** The user-online ping: checks the connection is still open (a dead one is reported as failed). */
  ping(): void
  close(): void
}

export interface ChatRealtime {
  /** Opens a connection to the patient's thread of `thread`, resuming after message `cursor` when given. */
  open(thread: ChatThreadKind, cursor: string | null, on: ChatRealtimeHandlers): ChatRealtimeConnection
}

function parsed<T>(data: unknown): T | null {
  try {
    return JSON.parse(String(data)) as T
  } catch {
    return null
  }
}

/** The embedded default: server-sent events from /api/chat-events (the session cookie goes with them). */
export const serverSentEvents: ChatRealtime = {
  open(thread, cursor, on) {
    const query = new URLSearchParams({ thread })
    if (cursor) query.set('after', cursor)
    const source = new EventSource(`/api/chat-events?${query.toString()}`)
    let done = false
    const finish = (report: () => void) => {
      if (done) return
      done = true
      source.close()
      report()
    }
    source.addEventListener(CHAT_LIVE_EVENTS.connect, () => on.open())
    source.addEventListener(CHAT_LIVE_EVENTS.message, (event: MessageEvent) => {
      const message = parsed<ChatLiveMessage>(event.data)
      if (message) on.message(message)
    })
    source.addEventListener(CHAT_LIVE_EVENTS.error, (event: MessageEvent) => {
      const text = parsed<{ message?: unknown }>(event.data)?.message
      finish(() => on.error(typeof text === 'string' ? text : 'error'))
    })
    source.addEventListener(CHAT_LIVE_EVENTS.disconnect, () => finish(() => on.closed()))
    // An EventSource would try again by itself; the machine does that instead.
    source.addEventListener('error', () => finish(() => on.failed()))
    return {
      ping: () => {
        if (source.readyState !== EventSource.OPEN) finish(() => on.failed())
      },
      close: () => {
        done = true
        source.close()
      },
    }
  },
}

/** The error text when the Ably SDK cannot be loaded in the browser. */
const ABLY_UNAVAILABLE = 'Live chat is not available right now.'

/**
 * Ably, when the site runs with ABLY_API_KEY (the loader says so): a Realtime client whose token
 * comes from /api/chat-token (signed by the site; a capability of this thread's channel only,
 * subscribe only), subscribed to `chat_message` on the channel that token names.
 */
export const ablyRealtime: ChatRealtime = {
  open(thread, _cursor, on) {
    let client: Ably.Realtime | null = null
    let closed = false
    void (async () => {
      let Realtime: typeof Ably.Realtime | undefined
      try {
        // Loaded only on a site that runs Ably, as its own chunk.
        Realtime = (await import('ably')).Realtime
      } catch {
        // The chunk could not be fetched (offline, a deploy in between): the machine tries again.
        Realtime = undefined
      }
      if (closed) return
      if (!Realtime) return on.error(ABLY_UNAVAILABLE)
      let channelName: string | null = null
      const realtime = new Realtime({
        autoConnect: false,
        // The machine decides when to try again.
        disconnectedRetryTimeout: 2 ** 31 - 1,
        authCallback: (_params, callback) => {
          fetch(`/api/chat-token?thread=${thread}`, { credentials: 'same-origin' })
            .then(async (response) => {
              if (!response.ok) throw new Error(String(response.status))
              const tokenRequest = (await response.json()) as Ably.TokenRequest
              channelName = Object.keys(parsed<Record<string, unknown>>(tokenRequest.capability) ?? {})[0] ?? null
              callback(null, tokenRequest)
            })
            .catch((error: unknown) => callback(error instanceof Error ? error.message : 'token', null))
        },
      })
      client = realtime
      realtime.connection.on('connected', () => {
        if (!channelName) return on.error(ABLY_UNAVAILABLE)
        void realtime.channels
          .get(channelName)
          .subscribe(CHAT_LIVE_EVENTS.message, (message) => {
            const live = typeof message.data === 'string' ? parsed<ChatLiveMessage>(message.data) : (message.data as ChatLiveMessage)
            if (live) on.message(live)
          })
          .then(
            () => on.open(),
            () => on.failed(),
          )
      })
      realtime.connection.on('disconnected', () => on.failed())
      realtime.connection.on('suspended', () => on.failed())
      realtime.connection.on('failed', () => on.failed())
      realtime.connect()
    })()
    return {
      ping: () => void client?.connection.ping().catch(() => on.failed()),
      close: () => {
        closed = true
        client?.close()
      },
    }
  },
}
