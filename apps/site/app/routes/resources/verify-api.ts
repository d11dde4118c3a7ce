import type { ActionFunctionArgs } from '@remix-run/node'
import type { ClientActionFunctionArgs } from '@remix-run/react'
import { verificationCodeSchema, verificationMessages } from '@telehealth/domain'
import { requirePatient } from '~/auth/patient-session.server.ts'
import { answerOrUnanswered } from '~/http/fetcher-actor.ts'
import { RateLimited, spendAttempt } from '~/auth/rate-limit.server.ts'
import { localAddressValidator } from '~/services/address/local-address-validator.server.ts'
import { checkVerificationCode, pendingChangeDestination, sendVerificationCode } from '~/verify/codes.server.ts'
import { saveShippingAddress, storedAddress, updateContact } from '~/verify/verify.server.ts'
import { readForm } from '~/http/read-form.server.ts'

const json = (body: unknown, status = 200) => Response.json(body, { status })

function addressFrom(form: FormData) {
  const field = (name: string) => String(form.get(name) ?? '').trim()
  return {
    address_line_1: field('address_line_1'),
    address_line_2: field('address_line_2'),
    city: field('city'),
    state: field('state').toUpperCase(),
    zip: field('zip'),
  }
}

/**
 * What the verify page's machine calls: address check and save, send and check a code, change the
 * number or email. Answers JSON; bad input is a 400 with the spec's message, limits a 429.
 * A change of number or email is only asked for here: the account keeps its old one until the code
 * sent to the new one (send-code sends there while the change is pending) is entered (ADR 022).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const form = await readForm(request)
  const intent = String(form.get('intent') ?? '')
  const channel = form.get('channel') === 'email' ? 'email' : 'phone'
  try {
    switch (intent) {
      case 'check-address': {
        const address = await storedAddress(patient)
        if (!address) return json({ valid: false, suggestion: null })
        const verdict = await localAddressValidator.validate(address)
        return json(verdict.valid ? { valid: true } : { valid: false, suggestion: verdict.suggestion, message: verdict.message })
      }
      case 'save-address': {
        const verdict = await localAddressValidator.validate(addressFrom(form))
        if (!verdict.valid) return json({ valid: false, suggestion: verdict.suggestion, message: verdict.message }, 400)
        const saved = await saveShippingAddress(patient, verdict.address)
        return saved.ok ? json({ valid: true }) : json({ valid: false, suggestion: null, message: saved.message }, 400)
      }
      case 'send-code': {
        await spendAttempt(['sendCodePerPatient', String(patient.id)])
        const pending = await pendingChangeDestination(String(patient.id), channel)
        const destination = pending ?? (channel === 'phone' ? patient.phone : patient.email)
        if (!destination) return json({ message: verificationMessages.sendVerificationCodeFailed }, 400)
        await sendVerificationCode({ patientId: String(patient.id), channel, destination, purpose: pending ? 'change' : 'verify' })
        return json({ sent: true })
      }
      case 'verify-code': {
        await spendAttempt(['verifyCodePerPatient', String(patient.id)], ['verifyCodePerIp', context.clientIp])
        const parsed = verificationCodeSchema.safeParse({ code: form.get('code') })
        if (!parsed.success) return json({ ok: false, message: verificationMessages.invalidCode }, 400)
        return json({ ok: await checkVerificationCode(String(patient.id), channel, parsed.data.code) })
      }
      case 'update-contact': {
        await spendAttempt(['contactChangePerPatient', String(patient.id)])
        const result = await updateContact(patient, channel, form)
        return result.ok ? json({ ok: true }) : json({ ok: false, message: result.message }, 400)
      }
      default:
        return json({ message: 'Unknown request.' }, 400)
    }
  } catch (error) {
    if (error instanceof RateLimited)
      return Response.json({ message: error.message }, { status: 429, headers: { 'Retry-After': String(error.retryAfterSeconds) } })
    throw error
  }
}

/** In the browser: a call that got no answer reaches the machine as a failure, not the error page. */
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => answerOrUnanswered(() => serverAction<typeof action>())

export function loader() {
  return json({ message: 'Use POST.' }, 405)
}
