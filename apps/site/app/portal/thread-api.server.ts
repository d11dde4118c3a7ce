import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { doctorThreadMessages } from '@telehealth/domain'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import type { SignedInPatient } from '~/cms.server.ts'

const headers = { 'Cache-Control': 'private, no-store' }

type Reply = { status: number; body: unknown; retryAfterSeconds?: number }

/**
 * A patient's thread as a JSON resource (the doctor's, ADR 097; support's, ADR 100): GET reads a
 * page (`?page=2` older), POST sends a message; a session is required, nothing is cached, a body
 * that is not JSON is answered 400, and a sender over the rate limit is told when to try again.
 */
export function threadApi(read: (patient: SignedInPatient, url: URL) => Promise<Reply>, post: (patient: SignedInPatient, body: unknown) => Promise<Reply>) {
  return {
    loader: async ({ request }: LoaderFunctionArgs) => {
      const patient = await requirePatientForApi(request)
      const reply = await read(patient, new URL(request.url))
      return Response.json(reply.body, { status: reply.status, headers })
    },
    action: async ({ request }: ActionFunctionArgs) => {
      if (request.method !== 'POST') return Response.json({ message: 'Use POST.' }, { status: 405, headers: { Allow: 'GET, POST' } })
      const patient = await requirePatientForApi(request)
      const body: unknown = await request.json().catch(() => undefined)
      if (body === undefined) return Response.json({ success: false, message: doctorThreadMessages.invalid }, { status: 400, headers })
      const reply = await post(patient, body)
      const retryAfter = reply.retryAfterSeconds
      return Response.json(reply.body, { status: reply.status, headers: retryAfter ? { ...headers, 'Retry-After': String(retryAfter) } : headers })
    },
  }
}
