import type { ActionFunctionArgs } from '@remix-run/node'
import type { ClientActionFunctionArgs } from '@remix-run/react'
import { medicalFormMessages } from '@telehealth/domain'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { processRefund } from '~/forms/medical-form/refund.server.ts'
import { answerOrUnanswered } from '~/http/fetcher-actor.ts'

const headers = { 'Cache-Control': 'no-store' }

/**
 * 'Process Refund' in the questionnaire's 'We Cannot Proceed' popup: JSON `{ order_id, questionId }`
 * -> the order disqualified (its card hold voided) and `{ success, message, redirect }`.
 */
export async function action({ request }: ActionFunctionArgs) {
  const patient = await requirePatientForApi(request)
  if (request.method !== 'POST') return Response.json({ success: false, message: 'Use POST.' }, { status: 405, headers })
  const body: unknown = await request.json().catch(() => null)
  if (body === null) return Response.json({ success: false, message: medicalFormMessages.invalidBody }, { status: 400, headers })
  const reply = await processRefund(patient, body)
  return Response.json(reply.body, { status: reply.status, headers })
}

/** In the browser: a refund request that got no answer reaches the form as a failure, not the error page. */
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => answerOrUnanswered(() => serverAction<typeof action>())
