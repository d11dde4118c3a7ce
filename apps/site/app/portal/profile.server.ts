import { data } from '@remix-run/node'
import { displayPhone, maskEmail, PREFERRED_CATEGORIES, type PreferredCategory } from '@telehealth/domain'
import type { SubmissionResult } from '@conform-to/zod/v4'
import type { SignedInPatient } from '~/auth/patient-session.server.ts'
import { hasOpenPasswordCode, pendingChangeDestination } from '~/verify/codes.server.ts'
import { hasPassword } from './profile/password.server.ts'
import { storedAddress } from '~/verify/verify.server.ts'
import { isProfileIntent, type ProfileIntent } from './profile/intents.ts'
import { HANDLERS } from './profile/forms.server.ts'
import { FALLBACK, retryAfterHeaders } from './profile/outcome.server.ts'

/**
 * The Profile / Manage Account tab (spec 001 sections 2, 5, 7, 8; ADR 035, 036). Five forms post to
 * `/home?tab=profile` with an `intent` (`profile.contact`, `profile.contact-code`,
 * `profile.physical`, `profile.address`, `profile.password`, `profile.categories`); the spec's
 * `/api/...` calls answer the same work as JSON. This file is the tab's loader and
 * action; the forms are in profile/forms.server.ts (the password change in profile/password.server.ts),
 * the JSON calls in profile/calls.server.ts.
 */

/** What the tab shows: the patient's own values, and any email or phone change waiting for its code. */
export interface ProfileTabData {
  contact: { first_name: string; last_name: string; email: string; phone_area: string; phone_prefix: string; phone_line: string; text_updates: boolean }
  pendingChange: { email: string | null; phone: string | null }
  physical: { gender: string; weight: string; height_feet: string; height_inches: string }
  address: { address_line_1: string; address_line_2: string; city: string; state: string; zip: string } | null
  categories: PreferredCategory[]
  /**
   * The password form's state (ADR 103): a patient who never set one (everyone from the funnel) sets
   * it with a code emailed to their verified address instead of giving a current password they do not have.
   */
  password: { hasPassword: boolean; emailVerified: boolean; maskedEmail: string; codeSent: boolean }
}

export async function loadProfileTab(patient: SignedInPatient): Promise<ProfileTabData> {
  const phone = patient.phone ?? ''
  const height = patient.height_inch ?? null
  const [address, email, phoneChange, passwordSet] = await Promise.all([
    storedAddress(patient),
    pendingChangeDestination(String(patient.id), 'email'),
    pendingChangeDestination(String(patient.id), 'phone'),
    hasPassword(patient),
  ])
  // Only an account without a password can have a set-password code waiting.
  const codeSent = !passwordSet && (await hasOpenPasswordCode(String(patient.id)))
  return {
    contact: {
      first_name: patient.first_name,
      last_name: patient.last_name,
      email: patient.email,
      phone_area: phone.slice(0, 3),
      phone_prefix: phone.slice(3, 6),
      phone_line: phone.slice(6, 10),
      text_updates: patient.text_updates === true,
    },
    pendingChange: { email, phone: phoneChange ? displayPhone(phoneChange) : null },
    physical: {
      gender: patient.gender ?? '',
      weight: patient.weight === null || patient.weight === undefined ? '' : String(patient.weight),
      height_feet: height === null ? '' : String(Math.floor(height / 12)),
      height_inches: height === null ? '' : String(height % 12),
    },
    address: address ? { ...address, address_line_2: address.address_line_2 ?? '' } : null,
    categories: (patient.preferred_categories ?? []).filter((category): category is PreferredCategory =>
      (PREFERRED_CATEGORIES as readonly string[]).includes(category),
    ),
    password: {
      hasPassword: passwordSet,
      emailVerified: Boolean(patient.emailVerifiedAt),
      maskedEmail: maskEmail(patient.email),
      codeSent,
    },
  }
}

/** Fields never sent back to the page (Conform would echo them as the form's values). */
const HIDDEN_FIELDS = ['oldPassword', 'newPassword', 'confirmPassword', 'code']

export interface ProfileActionData {
  intent: ProfileIntent
  status: 'success' | 'error'
  message: string
  /** A fresh id per answer, so the same toast text shown twice is announced twice. */
  toastId: string | null
  result: SubmissionResult<string[]>
}

export interface ProfileActionArgs {
  request: Request
  context: { clientIp: string }
  patient: SignedInPatient
  form: FormData
  intent: string
}

/** The /home action for `profile.*` intents: the form's answer, rendered by the page with or without JavaScript. */
export async function profileAction({ request, context, patient, form, intent }: ProfileActionArgs) {
  if (!isProfileIntent(intent)) return data({ message: 'Unknown form.' }, { status: 400 })
  const outcome = await HANDLERS[intent]({ request, patient, clientIp: context.clientIp }, form)
  const failed = outcome.status >= 400
  const answer: ProfileActionData = {
    intent,
    status: failed ? 'error' : 'success',
    message: failed ? (outcome.formError ?? FALLBACK[intent]) : (outcome.success ?? ''),
    toastId: !failed && outcome.toast ? crypto.randomUUID() : null,
    result: outcome.submission.reply({
      ...(failed ? { formErrors: [outcome.formError ?? FALLBACK[intent]] } : {}),
      ...(outcome.fieldErrors ? { fieldErrors: outcome.fieldErrors } : {}),
      ...(outcome.resetForm ? { resetForm: true } : {}),
      hideFields: HIDDEN_FIELDS,
    }),
  }
  return data(answer, { status: outcome.status, headers: retryAfterHeaders(outcome) })
}
