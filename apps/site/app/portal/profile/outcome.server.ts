import type { Submission } from '@conform-to/zod/v4'
import { profileMessages } from '@telehealth/domain'
import type { SignedInPatient } from '~/auth/patient-session.server.ts'
import { retryAfterHeader, tooManyAttemptsMessage } from '~/auth/rate-limit.server.ts'
import { refusalOf } from '~/cms-refusal.server.ts'
import type { ProfileIntent } from './intents.ts'

/** One form's answer, before it is shaped for the page (Conform's reply) or the JSON call. */
export interface Outcome {
  status: number
  submission: Submission<unknown>
  /** Shown above the form: the server's message or the form's fallback (spec 001 section 8). */
  formError?: string
  fieldErrors?: Record<string, string[]>
  /** Shown in the form and, when `toast`, as the 3-second toast too. */
  success?: string
  toast?: boolean
  resetForm?: boolean
  /** A refusal for a used-up budget (429): the seconds to wait, sent as Retry-After. */
  retryAfterSeconds?: number
}

export const FALLBACK: Record<ProfileIntent, string> = {
  'profile.contact': profileMessages.updateProfileFailed,
  'profile.contact-code': profileMessages.updateProfileFailed,
  'profile.physical': profileMessages.updatePhysicalFailed,
  'profile.address': profileMessages.updateAddressFailed,
  'profile.password': profileMessages.updatePasswordFailed,
  'profile.password-code': profileMessages.passwordCodeFailed,
  'profile.password-set': profileMessages.updatePasswordFailed,
  'profile.categories': profileMessages.updateCategoriesFailed,
}

/** The first message of each field a failed parse found, keyed by its posted name. */
export function fieldMessages(submission: Submission<unknown>): Record<string, string> {
  const errors = submission.status === 'error' ? (submission.error ?? {}) : {}
  const messages: Record<string, string> = {}
  for (const [field, list] of Object.entries(errors)) {
    const first = list?.[0]
    if (first) messages[field] = first
  }
  return messages
}

export function invalid(submission: Submission<unknown>): Outcome {
  const first = Object.values(fieldMessages(submission))[0]
  return { status: 400, submission, ...(first ? { formError: first } : {}) }
}

export function refused(submission: Submission<unknown>, message: string, status = 400, field?: string): Outcome {
  return { status, submission, formError: message, ...(field ? { fieldErrors: { [field]: [message] } } : {}) }
}

/** A used-up budget: 429 with its message, and the wait the answer sends as Retry-After. */
export function limited(submission: Submission<unknown>, retryAfterSeconds: number): Outcome {
  return { ...refused(submission, tooManyAttemptsMessage(retryAfterSeconds), 429), retryAfterSeconds }
}

/** Retry-After for an outcome refused by a budget, else nothing. */
export function retryAfterHeaders(outcome: Outcome): Record<string, string> {
  return retryAfterHeader(outcome.retryAfterSeconds)
}

/** A write the CMS refuses (a value it will not store) is the form's failure, never a 500. */
export async function writing(submission: Submission<unknown>, fallback: string, write: () => Promise<unknown>): Promise<Outcome | null> {
  try {
    await write()
    return null
  } catch (error) {
    const refusal = refusalOf(error)
    if (!refusal) throw error
    return refused(submission, refusal.message || fallback)
  }
}

/** Who posts the form, and from where (the rate limits key on both). */
export interface Acting {
  request: Request
  patient: SignedInPatient
  clientIp: string
}
