import type { ActionFunctionArgs } from '@remix-run/node'
import type { ClientActionFunctionArgs } from '@remix-run/react'
import { billingServerMessages } from '@telehealth/domain'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { cancelFieldsOf, cancelSubscription } from '~/portal/cancel-subscription.server.ts'
import { answerOrUnanswered } from '~/http/fetcher-actor.ts'

const headers = { 'Cache-Control': 'private, no-store' }

/** The spec's `POST /api/cancle-subs` (reason, reccomend, subs_id; the spec's spelling) -> `{ status, message }` (ADR 095). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return Response.json({ status: 'error', message: 'Use POST.' }, { status: 405, headers: { ...headers, Allow: 'POST' } })
  const patient = await requirePatientForApi(request)
  const fields = await cancelFieldsOf(request)
  if (!fields) return Response.json({ status: 'error', message: billingServerMessages.invalidBody }, { status: 400, headers })
  const reply = await cancelSubscription(patient, fields)
  return Response.json(reply.body, { status: reply.status, headers })
}

export function loader() {
  return Response.json({ status: 'error', message: 'Use POST.' }, { status: 405, headers: { ...headers, Allow: 'POST' } })
}

/** In the browser: a request that got no answer reaches the dialog as a failure, not the error page. */
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => answerOrUnanswered(() => serverAction<typeof action>())
