import { passwordPolicyProblem } from '@telehealth/domain'
import { ValidationError, type CollectionBeforeOperationHook } from 'payload'
import { commonPasswords } from '../common-passwords.ts'

/** The operations that set a staff password: an admin creating or editing an account, and a reset. */
const SETS_PASSWORD = new Set(['create', 'update', 'resetPassword'])

/**
 * Staff passwords follow the patients' policy (packages/domain: 12 to 128 characters, none of the
 * 10,000 most common). Checked before the operation, where the plain password is still in the
 * arguments: a reset hands its collection hooks the stored user, never the new password.
 */
export const enforceStaffPasswordPolicy: CollectionBeforeOperationHook<'staff'> = ({ args, collection, operation }) => {
  if (!SETS_PASSWORD.has(operation)) return
  const data: unknown = (args as { data?: unknown }).data
  const password = typeof data === 'object' && data !== null ? (data as { password?: unknown }).password : undefined
  // No password in an update: the account keeps the one it has.
  if (password === undefined || password === null || password === '') return
  const problem = typeof password === 'string' ? passwordPolicyProblem(password, commonPasswords()) : 'Please enter a password.'
  if (!problem) return
  const error = new ValidationError({ collection: collection.slug, errors: [{ message: problem, path: 'password' }] })
  // The rule itself as the message: the admin's built server answers some errors with the message
  // alone (its API route and its pages can hold two copies of Payload's error classes).
  error.message = problem
  throw error
}
