import { parseRowId } from '@telehealth/domain'
import type { Endpoint } from 'payload'
import { jsonRefusal } from '../endpoints/json.ts'
import { relationId } from '../fields/relation-id.ts'
import { CHAT_EVENT_HEADERS, chatEventStream } from './event-stream.ts'
import { chatWatcherOf } from './live.ts'

export const chatEventsMessages = {
  signIn: 'Sign in to the admin first.',
  notFound: 'This conversation was not found.',
  ended: 'Your access to this conversation has ended. Reload the page.',
} as const

/**
 * GET /api/chat-threads/:id/events (ADR 099): a thread's new messages, live, for the staff who may
 * read it (the thread's own read rule: clinical staff doctor threads, support staff support
 * threads, admins both; the read is audited like opening the thread). The same server-sent events
 * and the same database watcher as the patient's /api/chat-events, so a patient's message written
 * through any site process reaches the admin. A thread the staff member may not read answers
 * exactly like an unknown one. Their role is checked again every minute while the stream is open.
 */
export const chatThreadEventsEndpoint: Endpoint = {
  path: '/:id/events',
  method: 'get',
  handler: async (req) => {
    const user = req.user
    if (!user || user.collection !== 'staff') return jsonRefusal(chatEventsMessages.signIn, 401)
    const id = parseRowId(req.routeParams?.id)
    const thread =
      id === null
        ? null
        : await req.payload.findByID({ collection: 'chat-threads', id, depth: 0, overrideAccess: false, user, disableErrors: true, req }).catch(() => null)
    if (!thread) return jsonRefusal(chatEventsMessages.notFound, 404)
    const staffId = user.id
    const kind = thread.kind
    const stream = chatEventStream({
      watcher: chatWatcherOf(req.payload),
      follow: { patient: relationId(thread.patient), kind },
      cursor: req.headers.get('Last-Event-ID') || null,
      signal: req.signal ?? new AbortController().signal,
      // The thread's read rule (chat/access.ts) on the member's role as it is now: a role changed or removed ends the stream.
      stillAllowed: async () => {
        const staff = await req.payload.findByID({
          collection: 'staff',
          id: staffId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          select: { role: true },
        })
        const role = staff?.role ?? null
        return role === 'admin' || (role === 'clinical' && kind === 'doctor') || (role === 'support' && kind === 'support')
      },
      endedMessage: chatEventsMessages.ended,
    })
    return new Response(stream, { status: 200, headers: CHAT_EVENT_HEADERS })
  },
}
