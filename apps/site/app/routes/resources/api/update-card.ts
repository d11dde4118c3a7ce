import { retryAfterHeader } from '~/auth/rate-limit.server.ts'
import type { ActionFunctionArgs } from '@remix-run/node'
import type { ClientActionFunctionArgs } from '@remix-run/react'
import { billingServerMessages } from '@telehealth/domain'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { updateCard } from '~/portal/update-card.server.ts'
import { answerOrUnanswered } from '~/http/fetcher-actor.ts'

const headers = { 'Cache-Control': 'private, no-store' }

/**
 * The spec's `POST /api/update-card` (the card as the checkout posts it, the billing address as
 * `billing.<field>`) -> `{ status, message }`: the card becomes the renewal card (ADR 095).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return Response.json({ status: 'error', message: 'Use POST.' }, { status: 405, headers: { ...headers, Allow: 'POST' } })
  const patient = await requirePatientForApi(request)
  const form = await request.formData().catch(() => null)
  if (!form) return Response.json({ status: 'error', message: billingServerMessages.invalidBody }, { status: 400, headers })
  const reply = await updateCard(patient, form)
  const retryAfter = retryAfterHeader(reply.retryAfterSeconds)
  return Response.json(reply.body, { status: reply.status, headers: { ...headers, ...retryAfter } })
}

export function loader() {
  return Response.json({ status: 'error', message: 'Use POST.' }, { status: 405, headers: { ...headers, Allow: 'POST' } })
}

/** In the browser: a request that got no answer reaches the form as a failure, not the error page. */
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => answerOrUnanswered(() => serverAction<typeof action>())
