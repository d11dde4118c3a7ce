import type { ActionFunctionArgs } from '@remix-run/node'
import { answerProfileCall, profileCall, toFormData } from '~/portal/profile/calls.server.ts'

/**
 * POST /api/update-password: oldPassword, newPassword, confirmPassword -> `{ status }` (spec 001
 * section 7). The old password is required and checked like a sign-in; other sessions end (ADR 036).
 */
export function action({ request, context }: ActionFunctionArgs) {
  return answerProfileCall(request, (patient, values) => profileCall(request, context.clientIp, patient, 'profile.password', toFormData(values)))
}
