import { z } from 'zod'
import { emailField } from '../form/fields.ts'
import { accountMessages, intakeMessages, passwordRequiredMessage } from '../messages.ts'

/** Login and forgot-password emails are lowercased before they are sent. */
const loginEmail = emailField(intakeMessages.emailInvalid).transform((email) => email.toLowerCase())

const password = z.string({ error: passwordRequiredMessage }).min(1, { error: passwordRequiredMessage, abort: true })

export const loginSchema = z.object({ email: loginEmail, password })

export const forgotPasswordSchema = z.object({ email: loginEmail })

/**
 * Where to go after login: page_ref when it is a path on this site, else /home. Never `//host`,
 * a backslash trick or a full URL, so a link cannot send a patient to another site.
 */
export function pathAfterLogin(pageRef: string | null | undefined): string {
  if (!pageRef || !pageRef.startsWith('/') || pageRef.startsWith('//') || pageRef.includes('\\')) return '/home'
  try {
    const url = new URL(pageRef, 'http://same.site')
    return url.host === 'same.site' ? `${url.pathname}${url.search}${url.hash}` : '/home'
  } catch {
    return '/home'
  }
}

/** The /login address that brings the patient back to `path` (query page_ref). */
export function loginPathFor(path: string): string {
  return `/login?${new URLSearchParams({ page_ref: path }).toString()}`
}

/** /password-reset/{token}: new password and its confirmation must match. */
export const resetPasswordSchema = z
  // A blank confirmation reaches the check below (Conform posts blanks as missing): one message for
  // both fields blank (the password's), 'Passwords do not match!' whenever the two differ.
  .object({ password, confirm_password: z.string().optional() })
  .refine((form) => form.password === form.confirm_password, {
    error: accountMessages.resetPasswordsDoNotMatch,
    path: ['confirm_password'],
  })
