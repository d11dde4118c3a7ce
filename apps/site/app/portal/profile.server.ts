import type { Submission, SubmissionResult } from '@conform-to/zod/v4'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { KEEP_SESSION_CONTEXT, recordAccountEvent } from '@telehealth/cms/site'
import {
  contactCodeSchema,
  contactCodeSentMessage,
  contactInfoSchema,
  displayPhone,
  passwordChangeSchema,
  passwordPolicyProblem,
  physicalInfoSchema,
  preferredCategoriesSchema,
  PREFERRED_CATEGORIES,
  profileMessages,
  shippingAddressSchema,
  verificationMessages,
  type PreferredCategory,
} from '@telehealth/domain'
import { AuthenticationError } from 'payload'
import { z } from 'zod'
import { lockAfterFailures } from '~/auth/account-lock.server.ts'
import { commonPasswords } from '~/auth/common-passwords.server.ts'
import { getPatient, readSession, type SignedInPatient } from '~/auth/patient-session.server.ts'
import {
  accountAndAddress,
  clearLoginFailures,
  loginWaitMs,
  RateLimited,
  recordLoginFailure,
  spendAttempt,
  tooManyAttemptsMessage,
} from '~/auth/rate-limit.server.ts'
import { cmsAs, cmsAsServer } from '~/cms.server.ts'
import { refusalOf } from '~/cms-refusal.server.ts'
import { checkVerificationCode, pendingChangeDestination } from '~/verify/codes.server.ts'
import { requestContactChange, saveShippingAddress, storedAddress } from '~/verify/verify.server.ts'

/**
 * The Profile / Manage Account tab (spec 001 sections 2, 5, 7, 8; ADR 035, 036). Five forms post to
 * `/home?tab=profile` with an `intent` (`profile.contact`, `profile.contact-code`,
 * `profile.physical`, `profile.address`, `profile.password`, `profile.categories`); the spec's
 * `/api/...` calls answer the same work as JSON. Every read and write is the patient's own
 * (`cmsAs(patient)`, access rules on): the record written is always the signed-in patient's,
 * whatever ids the post carries (the schemas drop unknown fields).
 */

export const PROFILE_INTENTS = ['profile.contact', 'profile.contact-code', 'profile.physical', 'profile.address', 'profile.password', 'profile.categories'] as const
export type ProfileIntent = (typeof PROFILE_INTENTS)[number]

export function isProfileIntent(intent: string): intent is ProfileIntent {
  return (PROFILE_INTENTS as readonly string[]).includes(intent)
}

/** What the tab shows: the patient's own values, and any email or phone change waiting for its code. */
export interface ProfileTabData {
  contact: { first_name: string; last_name: string; email: string; phone_area: string; phone_prefix: string; phone_line: string; text_updates: boolean }
  pendingChange: { email: string | null; phone: string | null }
  physical: { gender: string; weight: string; height_feet: string; height_inches: string }
  address: { address_line_1: string; address_line_2: string; city: string; state: string; zip: string } | null
  categories: PreferredCategory[]
}

export async function loadProfileTab(patient: SignedInPatient): Promise<ProfileTabData> {
  const phone = patient.phone ?? ''
  const height = patient.height_inch ?? null
  const [address, email, phoneChange] = await Promise.all([
    storedAddress(patient),
    pendingChangeDestination(String(patient.id), 'email'),
    pendingChangeDestination(String(patient.id), 'phone'),
  ])
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
  }
}

/** One form's answer, before it is shaped for the page (Conform's reply) or the JSON call. */
interface Outcome {
  status: number
  submission: Submission<unknown>
  /** Shown above the form: the server's message or the form's fallback (spec 001 section 8). */
  formError?: string
  fieldErrors?: Record<string, string[]>
  /** Shown in the form and, when `toast`, as the 3-second toast too. */
  success?: string
  toast?: boolean
  resetForm?: boolean
}

const FALLBACK: Record<ProfileIntent, string> = {
  'profile.contact': profileMessages.updateProfileFailed,
  'profile.contact-code': profileMessages.updateProfileFailed,
  'profile.physical': profileMessages.updatePhysicalFailed,
  'profile.address': profileMessages.updateAddressFailed,
  'profile.password': profileMessages.updatePasswordFailed,
  'profile.categories': profileMessages.updateCategoriesFailed,
}

/** The first message of each field a failed parse found, keyed by its posted name. */
function fieldMessages(submission: Submission<unknown>): Record<string, string> {
  const errors = submission.status === 'error' ? (submission.error ?? {}) : {}
  const messages: Record<string, string> = {}
  for (const [field, list] of Object.entries(errors)) {
    const first = list?.[0]
    if (first) messages[field] = first
  }
  return messages
}

function invalid(submission: Submission<unknown>): Outcome {
  const first = Object.values(fieldMessages(submission))[0]
  return { status: 400, submission, ...(first ? { formError: first } : {}) }
}

function refused(submission: Submission<unknown>, message: string, status = 400, field?: string): Outcome {
  return { status, submission, formError: message, ...(field ? { fieldErrors: { [field]: [message] } } : {}) }
}

/** A write the CMS refuses (a value it will not store) is the form's failure, never a 500. */
async function writing(submission: Submission<unknown>, fallback: string, write: () => Promise<unknown>): Promise<Outcome | null> {
  try {
    await write()
    return null
  } catch (error) {
    const refusal = refusalOf(error)
    if (!refusal) throw error
    return refused(submission, refusal.message || fallback)
  }
}

interface Acting {
  request: Request
  patient: SignedInPatient
  clientIp: string
}

async function updateContact({ patient }: Acting, form: FormData): Promise<Outcome> {
  const submission = parseWithZod(form, { schema: contactInfoSchema })
  if (submission.status !== 'success') return invalid(submission)
  const { first_name, last_name, email, phone, text_updates } = submission.value
  const changesEmail = email.toLowerCase() !== patient.email
  const changesPhone = phone !== (patient.phone ?? '')
  if (changesEmail || changesPhone) {
    try {
      await spendAttempt(['contactChangePerPatient', String(patient.id)])
    } catch (error) {
      if (error instanceof RateLimited) return refused(submission, error.message, 429)
      throw error
    }
  }
  // The email first: one another account has is refused before anything is written or sent.
  const pending: string[] = []
  if (changesEmail) {
    const asked = await requestContactChange(patient, { channel: 'email', email })
    if (!asked.ok) return refused(submission, asked.message, 400, 'email')
    pending.push(contactCodeSentMessage('email', asked.destination))
  }
  if (changesPhone) {
    const asked = await requestContactChange(patient, { channel: 'phone', phone })
    if (!asked.ok) return refused(submission, asked.message, 400, 'phone_area')
    pending.push(contactCodeSentMessage('phone', displayPhone(asked.destination)))
  }
  const failed = await writing(submission, profileMessages.updateProfileFailed, async () =>
    (await cmsAs(patient)).update({ collection: 'patients', id: patient.id, depth: 0, select: { first_name: true }, data: { first_name, last_name, text_updates } }),
  )
  if (failed) return failed
  if (pending.length > 0) return { status: 200, submission, success: pending.join(' ') }
  return { status: 200, submission, success: profileMessages.profileUpdated, toast: true }
}

/** The code sent to a new email or phone: right, and the change is made (ADR 022); the old one is told. */
async function confirmContactCode({ patient, clientIp }: Acting, form: FormData): Promise<Outcome> {
  const submission = parseWithZod(form, { schema: contactCodeSchema })
  if (submission.status !== 'success') return invalid(submission)
  const { channel, code } = submission.value
  const patientId = String(patient.id)
  try {
    await spendAttempt(['verifyCodePerPatient', patientId], ['verifyCodePerIp', clientIp])
  } catch (error) {
    if (error instanceof RateLimited) return refused(submission, error.message, 429)
    throw error
  }
  // Only a change waiting for its code is confirmed here (never a plain verification code).
  if (!(await pendingChangeDestination(patientId, channel))) return refused(submission, verificationMessages.invalidCode, 400, 'code')
  if (!(await checkVerificationCode(patientId, channel, code))) return refused(submission, verificationMessages.invalidCode, 400, 'code')
  return { status: 200, submission, success: profileMessages.profileUpdated, toast: true, resetForm: true }
}

async function updatePhysical({ patient }: Acting, form: FormData): Promise<Outcome> {
  const submission = parseWithZod(form, { schema: physicalInfoSchema })
  if (submission.status !== 'success') return invalid(submission)
  const { gender, weight, height_inch } = submission.value
  const failed = await writing(submission, profileMessages.updatePhysicalFailed, async () =>
    (await cmsAs(patient)).update({ collection: 'patients', id: patient.id, depth: 0, select: { gender: true }, data: { gender, weight, height_inch } }),
  )
  return failed ?? { status: 200, submission, success: profileMessages.physicalUpdated, toast: true }
}

/** The profile's address form posts `address.address_line_1`... (the checkout's AddressFields). */
const profileAddressSchema = z.object({ address: shippingAddressSchema })

async function updateAddress({ patient }: Acting, form: FormData): Promise<Outcome> {
  const submission = parseWithZod(form, { schema: profileAddressSchema })
  if (submission.status !== 'success') return invalid(submission)
  // A new row each time, as checkout and verify write it: the newest is the one orders ship to,
  // and an order's own copy (orders.shippingAddress) never moves (ADR 035).
  const saved = await saveShippingAddress(patient, submission.value.address)
  if (!saved.ok) return refused(submission, saved.message || profileMessages.updateAddressFailed)
  return { status: 200, submission, success: profileMessages.addressUpdated, toast: true }
}

/** Whether `password` is the account's: Payload's own check of the hash (the server's door: nobody acts yet). */
async function isCurrentPassword(email: string, password: string): Promise<boolean> {
  const cms = await cmsAsServer()
  try {
    const result = await cms.login({ collection: 'patients', data: { email, password } })
    return Boolean(result.user)
  } catch (error) {
    if (error instanceof AuthenticationError) return false
    throw error
  }
}

/**
 * The password change (ADR 036): the current password is required and checked like a sign-in
 * (the same budgets, growing wait and account lock, keyed by the account and the address), the new
 * one must pass the accounts rules, and every OTHER session of the patient ends (the patients
 * collection's hook, told which session to keep). The form is cleared on success.
 */
async function updatePassword({ request, patient, clientIp }: Acting, form: FormData): Promise<Outcome> {
  const submission = parseWithZod(form, { schema: passwordChangeSchema })
  if (submission.status !== 'success') return invalid(submission)
  const { oldPassword, newPassword } = submission.value
  const policyProblem = passwordPolicyProblem(newPassword, commonPasswords())
  if (policyProblem) return refused(submission, policyProblem, 400, 'newPassword')
  const email = patient.email
  try {
    await spendAttempt(['loginPerAccountAndAddress', accountAndAddress(email, clientIp)])
  } catch (error) {
    if (error instanceof RateLimited) return refused(submission, error.message, 429)
    throw error
  }
  const waitMs = await loginWaitMs(email, clientIp)
  if (waitMs > 0) return refused(submission, tooManyAttemptsMessage(Math.ceil(waitMs / 1000)), 429)
  if (!(await isCurrentPassword(email, oldPassword))) {
    await lockAfterFailures(email, await recordLoginFailure(email, clientIp))
    return refused(submission, profileMessages.oldPasswordWrong, 400, 'oldPassword')
  }
  await clearLoginFailures(email, clientIp)
  const session = await readSession(request)
  const cms = await cmsAs(patient)
  const failed = await writing(submission, profileMessages.updatePasswordFailed, () =>
    cms.update({
      collection: 'patients',
      id: patient.id,
      depth: 0,
      select: { email: true },
      data: { password: newPassword },
      ...(session ? { context: { [KEEP_SESSION_CONTEXT]: session.id } } : {}),
    }),
  )
  if (failed) return failed
  await recordAccountEvent(await cmsAsServer(), 'password_change', patient.id)
  return { status: 200, submission, success: profileMessages.passwordUpdated, toast: true, resetForm: true }
}

async function updateCategories({ patient }: Acting, form: FormData): Promise<Outcome> {
  const submission = parseWithZod(form, { schema: preferredCategoriesSchema })
  if (submission.status !== 'success') return invalid(submission)
  const failed = await writing(submission, profileMessages.updateCategoriesFailed, async () =>
    (await cmsAs(patient)).update({
      collection: 'patients',
      id: patient.id,
      depth: 0,
      select: { preferred_categories: true },
      data: { preferred_categories: submission.value.preferred_categories },
    }),
  )
  return failed ?? { status: 200, submission, success: profileMessages.categoriesUpdated, toast: true }
}

const HANDLERS: Record<ProfileIntent, (acting: Acting, form: FormData) => Promise<Outcome>> = {
  'profile.contact': updateContact,
  'profile.contact-code': confirmContactCode,
  'profile.physical': updatePhysical,
  'profile.address': updateAddress,
  'profile.password': updatePassword,
  'profile.categories': updateCategories,
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
  return data(answer, { status: outcome.status })
}

/** The spec's JSON calls (`/api/update-profile`...): `{ status: 'success' }`, or `{ status: 'error', message }` with a 4xx. */
export async function profileCall(request: Request, clientIp: string, patient: SignedInPatient, intent: ProfileIntent, form: FormData) {
  const outcome = await HANDLERS[intent]({ request, patient, clientIp }, form)
  if (outcome.status >= 400) {
    const errors = outcome.fieldErrors ? Object.fromEntries(Object.entries(outcome.fieldErrors).map(([field, messages]) => [field, messages[0] ?? ''])) : fieldMessages(outcome.submission)
    return data({ status: 'error' as const, message: outcome.formError ?? FALLBACK[intent], errors }, { status: outcome.status })
  }
  return data({ status: 'success' as const, message: outcome.success ?? '' })
}

/** A JSON body or a form post, as FormData (arrays become repeated fields), so both pass one schema. */
export async function readCallBody(request: Request): Promise<Record<string, unknown> | FormData | null> {
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
export function callValues(body: Record<string, unknown> | FormData): Record<string, unknown> {
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
export async function answerProfileCall(request: Request, handle: (patient: SignedInPatient, values: Record<string, unknown>) => Promise<Response | ReturnType<typeof data>>) {
  const patient = await getPatient(request)
  if (!patient) return data({ status: 'error' as const, message: 'Please sign in again.' }, { status: 401 })
  const body = await readCallBody(request)
  if (body === null) return data({ status: 'error' as const, message: 'Please send the form as JSON or form data.' }, { status: 400 })
  return handle(patient, callValues(body))
}
