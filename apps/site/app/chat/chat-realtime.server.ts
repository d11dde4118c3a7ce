import { ablyConfigured, ablyTokenRequestFor, type AblyTokenRequest } from '@telehealth/cms/site'
import { CHAT_THREAD_KINDS, chatThreadParam, type ChatThreadKind } from '@telehealth/domain'
import type { SignedInPatient } from '~/cms.server.ts'
import { CHAT_THREAD_NOT_FOUND } from './chat-events.server.ts'

/**
 * Which live chat this site runs (ADR 099), for the loaders of pages that use `useChatLive`: Ably
 * when ABLY_API_KEY is set, otherwise server-sent events from /api/chat-events.
 */
export type ChatRealtimeKind = 'ably' | 'sse'

export function chatRealtimeKind(): ChatRealtimeKind {
  return ablyConfigured() ? 'ably' : 'sse'
}

export const chatTokenMessages = {
  notAbly: 'Live chat here does not use Ably: follow /api/chat-events instead.',
} as const

type TokenReply = { status: 200; body: AblyTokenRequest } | { status: 404; body: { status: 'error'; message: string } }

/**
 * `GET /api/chat-token[?thread=doctor|support]`: an Ably token request for the signed-in patient's
 * own thread of that kind (both kinds without one), subscribe only, signed by the SDK with the
 * site's key (no call to Ably). 404 when the site does not use Ably, or for another thread name.
 */
export async function chatTokenFor(patient: SignedInPatient, url: URL): Promise<TokenReply> {
  if (!ablyConfigured()) return { status: 404, body: { status: 'error', message: chatTokenMessages.notAbly } }
  const asked = url.searchParams.get('thread')
  const kind = asked === null ? null : chatThreadParam(asked)
  if (asked !== null && kind === null) return { status: 404, body: { status: 'error', message: CHAT_THREAD_NOT_FOUND } }
  const kinds: readonly ChatThreadKind[] = kind ? [kind] : CHAT_THREAD_KINDS
  return { status: 200, body: await ablyTokenRequestFor(patient.id, kinds) }
}
