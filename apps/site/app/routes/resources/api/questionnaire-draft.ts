import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import type { ClientActionFunctionArgs } from '@remix-run/react'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { getDraft, putDraft } from '~/forms/medical-form/draft.server.ts'
import { answerOrUnanswered } from '~/http/fetcher-actor.ts'

const headers = { 'Cache-Control': 'private, no-store' }

/** `GET /api/questionnaire-draft/{orderId}`: the patient's saved progress of the order's form (ADR 059), or `draft: null`. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const patient = await requirePatientForApi(request)
  const reply = await getDraft(patient, params.orderId ?? '')
  return Response.json(reply.body, { status: reply.status, headers })
}

/** `PUT /api/questionnaire-draft/{orderId}`: the runner's autosave (the contract's QuestionnaireProgress, bounded). */
export async function action({ request, params }: ActionFunctionArgs) {
  const patient = await requirePatientForApi(request)
  if (request.method !== 'PUT') return Response.json({ success: false, message: 'Use PUT.' }, { status: 405, headers })
  const reply = await putDraft(patient, params.orderId ?? '', await request.text())
  return Response.json(reply.body, { status: reply.status, headers })
}

/** In the browser: an autosave that got no answer reaches the form as a failure, not the error page. */
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => answerOrUnanswered(() => serverAction<typeof action>())
