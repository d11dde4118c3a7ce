import crypto from 'node:crypto'
import * as Ably from 'ably'
import { CHAT_LIVE_EVENTS, rowIdText, type ChatLiveMessage, type ChatThreadKind, type RowId } from '@telehealth/domain'
import type { CollectionAfterChangeHook, Payload } from 'payload'
import { cmsEnv } from '../env.ts'
import { relationId } from '../fields/relation-id.ts'
import type { ChatMessage } from '../payload-types.ts'
import { liveMessageOfRow } from './live.ts'

/**
 * The live chat through Ably (ADR 099), used when ABLY_API_KEY is set: one channel per thread, a
 * patient's token request signed here by the SDK (locally: no call to Ably) with a capability of
 * their own channels only, subscribe only; the server publishes each new message to its thread's
 * channel once its write has committed.
 *
 * Channel names never carry a row id: `chat:<kind>:<22 characters>`, the characters an HMAC of the
 * thread's key under the server's secret, so a name can neither be guessed from a patient's id nor
 * turned back into one. Client ids likewise (`patient:<22 characters>`).
 */

/** A token request as the SDK signs it (sent to the browser whole; its `mac` is the signature). */
export type AblyTokenRequest = Ably.TokenRequest

/** How long a patient's token lasts (ms); the SDK asks /api/chat-token again before it ends. */
const TOKEN_TTL_MS = 60 * 60 * 1000

function opaque(purpose: string, value: string, secret = cmsEnv.payloadSecret): string {
  return crypto.createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url').slice(0, 22)
}

/** The Ably channel of a patient's thread of a kind. */
export function chatChannelOf(patient: RowId, kind: ChatThreadKind, secret?: string): string {
  return `chat:${kind}:${opaque('channel', `${kind}:${rowIdText(patient)}`, secret)}`
}

/** The Ably client id of a patient (never their row id). */
export function chatClientIdOf(patient: RowId, secret?: string): string {
  return `patient:${opaque('client', rowIdText(patient), secret)}`
}

/** What a patient's token may do: subscribe to their own threads' channels, nothing else (no publish, no presence, no history). */
export function chatCapabilityOf(patient: RowId, kinds: readonly ChatThreadKind[], secret?: string): Record<string, ['subscribe']> {
  return Object.fromEntries(kinds.map((kind) => [chatChannelOf(patient, kind, secret), ['subscribe']]))
}

/** Whether the live chat goes through Ably here (ABLY_API_KEY set). */
export function ablyConfigured(): boolean {
  return Boolean(cmsEnv.ABLY_API_KEY)
}

let rest: Ably.Rest | null = null

/** The SDK's REST client, made on first use (only where ABLY_API_KEY is set). */
function ablyRest(): Ably.Rest {
  const key = cmsEnv.ABLY_API_KEY
  if (!key) throw new Error('ABLY_API_KEY is not set')
  rest ??= new Ably.Rest({ key })
  return rest
}

/** A token request for the patient's own threads of these kinds, signed by the SDK (locally, with the key's secret). */
export async function ablyTokenRequestFor(patient: RowId, kinds: readonly ChatThreadKind[]): Promise<AblyTokenRequest> {
  return ablyRest().auth.createTokenRequest({
    clientId: chatClientIdOf(patient),
    capability: JSON.stringify(chatCapabilityOf(patient, kinds)),
    ttl: TOKEN_TTL_MS,
  })
}

/** How long a message's publisher waits for its write to commit before giving up (the page's history has it either way). */
const COMMIT_WAIT_MS = 10_000
const COMMIT_POLL_MS = 100

/**
 * Publishes a new message to its thread's channel once other connections can read it: that is,
 * once the transaction that wrote it committed (no hook of Payload runs after the commit). A
 * message whose write was rolled back is never read, and so never published.
 */
async function publishWhenCommitted(payload: Payload, id: RowId): Promise<void> {
  const deadline = Date.now() + COMMIT_WAIT_MS
  while (Date.now() < deadline) {
    // Outside the writer's transaction (no req): found only once it is committed.
    const row = await payload.findByID({ collection: 'chat-messages', id, depth: 1, overrideAccess: true, disableErrors: true })
    if (row) {
      const message: ChatLiveMessage | null = liveMessageOfRow(row)
      if (!message || !row.patient || !row.kind) return
      await ablyRest()
        .channels.get(chatChannelOf(relationId(row.patient), row.kind))
        .publish(CHAT_LIVE_EVENTS.message, message)
      return
    }
    await new Promise((resolve) => setTimeout(resolve, COMMIT_POLL_MS))
  }
}

/** After a message is written (chat-messages afterChange): its publication to Ably, when Ably is configured. Never holds up the write. */
export const publishToAbly: CollectionAfterChangeHook<ChatMessage> = ({ doc, operation, req }) => {
  if (operation !== 'create' || !ablyConfigured()) return doc
  const payload = req.payload
  void publishWhenCommitted(payload, doc.id).catch((error: unknown) =>
    // Logged by its kind only (no PHI); the patient still reads the message in the thread's history.
    payload.logger.warn({ errorName: error instanceof Error ? error.name : 'unknown' }, 'A chat message could not be published to Ably'),
  )
  return doc
}
