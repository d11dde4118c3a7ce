import { providerMessageOf, type ChatSender, type ChatThreadKind, type ProviderMessage } from '../doctor/thread.ts'
import { supportChatRoleOf } from './support.ts'

/**
 * The live chat's events (ADR 099): the spec's socket events (section 7) carried as server-sent
 * events, or as Ably messages of the same names. The page sends nothing over this connection:
 * sending stays the HTTP POST, history stays the HTTP GET.
 *
 * - `connect`: the stream is open and the server knows the user (the spec's connect, and the
 *   answer to its init_user);
 * - `chat_message`: one new message of the thread (the spec's chat_message: content, timestamp;
 *   and the provider message's fields for the doctor thread);
 * - `server_error`: the spec's error, `{ message }` ('User not initialized' is set up again);
 *   not named `error`, which an EventSource keeps for its own connection failures;
 * - `disconnect`: the server ends the stream (shutting down), the page connects again after 5 s.
 */
export const CHAT_LIVE_EVENTS = {
  connect: 'connect',
  message: 'chat_message',
  error: 'server_error',
  disconnect: 'disconnect',
} as const

/** The in-product chat's roles (spec section 3): the patient is the user, staff the assistant. System messages are never sent live. */
export type ChatRole = 'user' | 'assistant'

/** One live message: the provider message (doctor thread) and the in-product chat message (role, content, timestamp) in one. */
export interface ChatLiveMessage extends ProviderMessage {
  thread: ChatThreadKind
  from: ChatSender
  role: ChatRole
  content: string
  timestamp: string
}

export function chatLiveMessageOf(row: {
  id: string
  thread: ChatThreadKind
  body: string
  from: ChatSender
  createdAt: string
  attachment: ProviderMessage['attachments'][number] | null
}): ChatLiveMessage {
  return {
    ...providerMessageOf(row),
    thread: row.thread,
    from: row.from,
    role: supportChatRoleOf(row.from),
    content: row.body,
    timestamp: row.createdAt,
  }
}

/** `?thread=` of the live chat's address: one of the two thread kinds, or null (answered like an unknown thread). */
export function chatThreadParam(value: string | null): ChatThreadKind | null {
  return value === 'doctor' || value === 'support' ? value : null
}

/**
 * What a live chat says of its connection. The spec names the states and gives them no words;
 * these are ours (ADR 099): short, and saying what happens next.
 */
export const chatConnectionTexts = {
  connecting: 'Connecting…',
  connected: 'Connected',
  reconnecting: 'Connection lost. Reconnecting…',
  disconnected: 'Disconnected. Reconnecting in 5 seconds.',
  error: 'Chat is offline. New replies will not appear here until it connects again.',
  retry: 'Try again',
} as const
