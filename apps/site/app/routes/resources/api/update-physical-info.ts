import type { ActionFunctionArgs } from '@remix-run/node'
import { physicalFormFromCall } from '@telehealth/domain'
import { answerProfileCall, profileCall, toFormData } from '~/portal/profile/calls.server.ts'

/** POST /api/update-physical-info: gender, weight (lb), height_inch -> `{ status }` (spec 001 section 7). */
export function action({ request, context }: ActionFunctionArgs) {
  return answerProfileCall(request, (patient, values) =>
    profileCall(request, context.clientIp, patient, 'profile.physical', toFormData(physicalFormFromCall(values))),
  )
}
