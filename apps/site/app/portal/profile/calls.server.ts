import { data } from '@remix-run/node'
import { getPatient, type SignedInPatient } from '~/auth/patient-session.server.ts'
import type { ProfileIntent } from './intents.ts'
import { HANDLERS } from './forms.server.ts'
import { FALLBACK, fieldMessages, retryAfterHeaders } from './outcome.server.ts'

/** The spec's JSON calls (`/api/update-profile`...): `{ status: 'success' }`, or `{ status: 'error', message }` with a 4xx. */
export async function profileCall(request: Request, clientIp: string, patient: SignedInPatient, intent: ProfileIntent, form: FormData) {
  const outcome = await HANDLERS[intent]({ request, patient, clientIp }, form)
  if (outcome.status >= 400) {
    const errors = outcome.fieldErrors
      ? Object.fromEntries(Object.entries(outcome.fieldErrors).map(([field, messages]) => [field, messages[0] ?? '']))
      : fieldMessages(outcome.submission)
    return data(
      { status: 'error' as const, message: outcome.formError ?? FALLBACK[intent], errors },
      { status: outcome.status, headers: retryAfterHeaders(outcome) },
    )
  }
  return data({ status: 'success' as const, message: outcome.success ?? '' })
}

/** A JSON body or a form post, as FormData (arrays become repeated fields), so both pass one schema. */
async function readCallBody(request: Request): Promise<Record<string, unknown> | FormData | null> {
  const type = request.headers.get('Content-Type') ?? ''
  if (type.includes('application/json')) {
    const body: unknown = await request.json().catch(() => null)
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null
  }
  return request.formData().catch(() => null)
}

export function toFormData(values: Record<string, unknown>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue
      if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') form.append(name, String(item))
    }
  }
  return form
}

/** A call's body as plain values (a repeated form field becomes a list). */
function callValues(body: Record<string, unknown> | FormData): Record<string, unknown> {
  if (!(body instanceof FormData)) return body
  const values: Record<string, unknown> = {}
  for (const name of new Set(body.keys())) {
    const all = body.getAll(name).filter((value): value is string => typeof value === 'string')
    values[name] = all.length > 1 ? all : all[0]
  }
  return values
}

/**
 * One of the spec's profile calls: the signed-in patient (else a 401 in JSON: a call is not a page
 * to redirect), its body as plain values (else a 400), then `handle`.
 */
export async function answerProfileCall(
  request: Request,
  handle: (patient: SignedInPatient, values: Record<string, unknown>) => Promise<Response | ReturnType<typeof data>>,
) {
  const patient = await getPatient(request)
  if (!patient) return data({ status: 'error' as const, message: 'Please sign in again.' }, { status: 401 })
  const body = await readCallBody(request)
  if (body === null) return data({ status: 'error' as const, message: 'Please send the form as JSON or form data.' }, { status: 400 })
  return handle(patient, callValues(body))
}
