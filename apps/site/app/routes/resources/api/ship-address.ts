import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { getPatient } from '~/auth/patient-session.server.ts'
import { answerProfileCall, profileCall, toFormData } from '~/portal/profile/calls.server.ts'
import { storedAddress } from '~/verify/verify.server.ts'

/** GET /api/ship-address -> `{ status, shipping }`: the patient's current shipping address (or null). */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await getPatient(request)
  if (!patient) return data({ status: 'error' as const, message: 'Please sign in again.' }, { status: 401 })
  const shipping = await storedAddress(patient)
  return data(
    { status: 'success' as const, shipping: shipping ? { ...shipping, address_line_2: shipping.address_line_2 ?? '' } : null },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

/** POST /api/ship-address: address_line_1, address_line_2, city, state, zip -> `{ status }` (a new current address, ADR 035). */
export function action({ request, context }: ActionFunctionArgs) {
  return answerProfileCall(request, (patient, values) => {
    const address = Object.fromEntries(['address_line_1', 'address_line_2', 'city', 'state', 'zip'].map((field) => [`address.${field}`, values[field]]))
    return profileCall(request, context.clientIp, patient, 'profile.address', toFormData(address))
  })
}
