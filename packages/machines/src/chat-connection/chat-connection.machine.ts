import {
  CHAT_INIT_MAX_RETRIES,
  CHAT_SOCKET,
  CHAT_USER_NOT_INITIALIZED,
  canSendOverSocket,
  chatInitRetryDelayMs,
  chatReconnectDelayMs,
  type ChatConnectionStatus,
} from '@telehealth/domain'
import { and, assign, fromCallback, sendTo, setup, type SnapshotFrom } from 'xstate'

/**
 * What the transport (server-sent events, or Ably) tells the machine, named after the spec's socket
 * events (section 7; ADR 099): `connect` is `transport.open` (the stream is open and the server
 * knows the user: init_user answered), `disconnect` by the server is `transport.closed`, a broken or
 * refused connection is `transport.failed`, the server's `error` event is `transport.error`.
 */
export type ChatTransportEvent =
  { type: 'transport.open' } | { type: 'transport.failed' } | { type: 'transport.closed' } | { type: 'transport.error'; message: string }

/** What the page tells the machine: the patient asked to try again, or the browser is back online. */
export type ChatConnectionEvent = ChatTransportEvent | { type: 'connection.retry' } | { type: 'connection.online' }

/** What the machine tells the transport: the user-online ping (every 120 s while connected). */
export type ChatTransportCommand = { type: 'transport.ping' }

export interface ChatTransportInput {
  /** 0 for a first connection, 1-5 for an automatic reconnection attempt. */
  attempt: number
}

export interface ChatConnectionContext {
  /** Automatic reconnection attempts used since the connection was last up. */
  attempt: number
  /** 'User not initialized' answers retried since the connection was last up. */
  initRetries: number
  /** The server's last error text, or 'connection' when the attempts ran out; null while all is well. */
  lastError: string | null
}

function notProvided(name: string): never {
  throw new Error(`${name} was not provided`)
}

/**
 * The live chat's connection (spec 001 section 4 "Chat socket", section 9 limits; ADR 099). The
 * page provides the transport actor (an EventSource on /api/chat-events, or an Ably Realtime
 * client); the machine decides when to connect again, so every transport follows the same rules:
 *
 * - each try to connect has 10 s (`connectTimeout`) before it counts as failed;
 * - a broken connection is tried again automatically, waiting 1 s, 2 s, 4 s, 5 s, 5 s
 *   (`reconnectDelay`, 1-5 s), 5 attempts, then `error` (the patient's retry or the browser coming
 *   back online starts again);
 * - a connection the server ended is `disconnected`, connected again after the manual reconnect
 *   timer (5 s);
 * - the server's 'User not initialized' is set up again up to 3 times, 1 s times the attempt apart;
 * - while connected, the user-online ping every 120 000 ms.
 */
export const chatConnectionMachine = setup({
  types: {
    context: {} as ChatConnectionContext,
    events: {} as ChatConnectionEvent,
  },
  actors: {
    transport: fromCallback<ChatTransportCommand, ChatTransportInput>(() => notProvided('transport')),
  },
  delays: {
    connectTimeout: CHAT_SOCKET.timeoutMs,
    reconnectDelay: ({ context }) => chatReconnectDelayMs(context.attempt),
    manualReconnect: CHAT_SOCKET.manualReconnectMs,
    initRetryDelay: ({ context }) => chatInitRetryDelayMs(context.initRetries),
    onlinePing: CHAT_SOCKET.onlinePingMs,
  },
  guards: {
    attemptsLeft: ({ context }) => context.attempt < CHAT_SOCKET.reconnectionAttempts,
    userNotInitialized: ({ event }) => event.type === 'transport.error' && event.message === CHAT_USER_NOT_INITIALIZED,
    initRetriesLeft: ({ context }) => context.initRetries < CHAT_INIT_MAX_RETRIES,
  },
  actions: {
    connectionUp: assign({ attempt: 0, initRetries: 0, lastError: null }),
    startOver: assign({ attempt: 0, initRetries: 0 }),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    countInitRetry: assign({ initRetries: ({ context }) => context.initRetries + 1 }),
    attemptsUsedUp: assign({ lastError: 'connection' }),
    serverError: assign({ lastError: ({ event }) => (event.type === 'transport.error' ? event.message : 'connection') }),
    ping: sendTo('transport', { type: 'transport.ping' } satisfies ChatTransportCommand),
  },
}).createMachine({
  id: 'chatConnection',
  initial: 'live',
  context: { attempt: 0, initRetries: 0, lastError: null },
  states: {
    /** A transport is open or opening (a first connection, or reconnection attempt `attempt`). */
    live: {
      invoke: { id: 'transport', src: 'transport', input: ({ context }) => ({ attempt: context.attempt }) },
      initial: 'opening',
      states: {
        opening: {
          after: { connectTimeout: { target: '#chatConnection.lost' } },
          on: { 'transport.open': { target: 'connected', actions: 'connectionUp' } },
        },
        connected: {
          tags: ['connected'],
          after: { onlinePing: { target: 'connected', reenter: true, actions: 'ping' } },
        },
      },
      on: {
        'transport.failed': { target: 'lost' },
        'transport.closed': { target: 'disconnected' },
        'transport.error': [
          { guard: and(['userNotInitialized', 'initRetriesLeft']), target: 'initRetryWait', actions: ['countInitRetry', 'serverError'] },
          { target: 'error', actions: 'serverError' },
        ],
      },
    },
    /** The connection broke or could not be made: another attempt, or the end of them. */
    lost: {
      always: [
        { guard: 'attemptsLeft', target: 'reconnecting', actions: 'countAttempt' },
        { target: 'error', actions: 'attemptsUsedUp' },
      ],
    },
    reconnecting: {
      after: { reconnectDelay: { target: 'live' } },
    },
    /** The server said 'User not initialized': set the user up again (a new connection), 1 s x the retry later. */
    initRetryWait: {
      after: { initRetryDelay: { target: 'live' } },
    },
    /** The server ended the connection: connect again after the manual reconnect timer. */
    disconnected: {
      after: { manualReconnect: { target: 'live', actions: 'startOver' } },
      on: { 'connection.online': { target: 'live', actions: 'startOver' } },
    },
    error: {
      on: {
        'connection.retry': { target: 'live', actions: 'startOver' },
        'connection.online': { target: 'live', actions: 'startOver' },
      },
    },
  },
})

export type ChatConnectionSnapshot = SnapshotFrom<typeof chatConnectionMachine>

/** What the page shows of the connection: connecting (a first try), connected, reconnecting, disconnected or error. */
export function chatConnectionStatus(snapshot: ChatConnectionSnapshot): ChatConnectionStatus {
  if (snapshot.matches({ live: 'connected' })) return 'connected'
  if (snapshot.matches('disconnected')) return 'disconnected'
  if (snapshot.matches('error')) return 'error'
  if (snapshot.matches('live') && snapshot.context.attempt === 0 && snapshot.context.initRetries === 0) return 'connecting'
  return 'reconnecting'
}

/** Send is allowed only when connected, not reconnecting, and the text is not empty after trimming (spec section 4). */
export function canSendChat(snapshot: ChatConnectionSnapshot, text: string): boolean {
  const status = chatConnectionStatus(snapshot)
  return status === 'connected' && canSendOverSocket({ connection: status, text })
}
