import { CHAT_EVENT_HEADERS, chatEventStream } from '@telehealth/cms/site'
import { chatThreadParam, sameRowId } from '@telehealth/domain'
import { readPatientId } from '~/auth/patient-session.server.ts'
import { cmsChatWatcher, type SignedInPatient } from '~/cms.server.ts'

/** Said when the thread asked for is not one of the two kinds (as an unknown thread answers elsewhere). */
export const CHAT_THREAD_NOT_FOUND = 'This conversation was not found.'
/** Said on the stream when the session it was opened with has ended. */
export const CHAT_SESSION_ENDED = 'Please sign in.'

/**
 * `GET /api/chat-events?thread=doctor|support` (ADR 099): the signed-in patient's own thread of that
 * kind, live, as server-sent events from the process's database watcher. The patient follows their
 * own thread only: the thread is found by the session's patient and the kind, never by an id the
 * page sends. It may not exist yet (no message so far): its first message then arrives like any
 * other. Resumes after the message the Last-Event-ID header (or `?after=`) names, when that message
 * is of this thread. The session is checked again every minute; when it has ended, the stream says
 * so and ends.
 */
export async function chatEventsFor(patient: SignedInPatient, request: Request): Promise<Response> {
  const url = new URL(request.url)
  const kind = chatThreadParam(url.searchParams.get('thread'))
  if (!kind) return Response.json({ status: 'error', message: CHAT_THREAD_NOT_FOUND }, { status: 404, headers: { 'Cache-Control': 'private, no-store' } })
  const cursor = request.headers.get('Last-Event-ID') || url.searchParams.get('after') || null
  const stream = chatEventStream({
    watcher: await cmsChatWatcher(),
    follow: { patient: patient.id, kind },
    cursor,
    signal: request.signal,
    stillAllowed: async () => {
      const signedIn = await readPatientId(request)
      return signedIn !== null && sameRowId(signedIn, patient.id)
    },
    endedMessage: CHAT_SESSION_ENDED,
  })
  return new Response(stream, { status: 200, headers: CHAT_EVENT_HEADERS })
}
