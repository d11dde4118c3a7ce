import type { ActionFunctionArgs } from '@remix-run/node'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { selectPromotionAddOn } from '~/portal/promotion-add-on.server.ts'

const headers = { 'Cache-Control': 'no-store' }

/** The body as JSON, or a form's fields; null when neither. */
async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? ''
  if (type.includes('application/json')) return request.json().catch(() => null)
  if (type.includes('form')) return Object.fromEntries(await request.formData().catch(() => new FormData()))
  return null
}

/**
 * POST /api/bundle-selected with `{ selectedMed }` (spec 001 section 7): the add-on kept for the
 * patient's next order at the portal promotion's percentage off, priced on the server (ADR 096) ->
 * `{ status: 'success', message, item }`, or `{ status: 'error', message }` with 400 (no or unknown
 * add-on) or 409 (no promotion running).
 */
export async function action({ request }: ActionFunctionArgs) {
  const patient = await requirePatientForApi(request)
  if (request.method !== 'POST') return Response.json({ status: 'error', message: 'Use POST.' }, { status: 405, headers })
  const answer = await selectPromotionAddOn(patient, await bodyOf(request))
  return Response.json(answer.body, { status: answer.status, headers })
}
