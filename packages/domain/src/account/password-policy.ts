/**
 * New passwords (OWASP ASVS L2, NIST 800-63B): at least 12 characters, up to 128 accepted, not one
 * of the most common passwords, and no composition rules. The list is passed in (the server loads a
 * shipped copy), so this stays pure.
 */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 128

export const passwordPolicyMessages = {
  tooShort: `Please use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Please use at most ${PASSWORD_MAX_LENGTH} characters.`,
  tooCommon: 'That password is one of the most common ones and easy to guess. Please choose another.',
} as const

/** Counted in characters as people see them (an emoji is one), per NIST. */
function length(password: string): number {
  return [...password].length
}

export function passwordPolicyProblem(password: string, commonPasswords: ReadonlySet<string>): string | null {
  if (length(password) < PASSWORD_MIN_LENGTH) return passwordPolicyMessages.tooShort
  if (length(password) > PASSWORD_MAX_LENGTH) return passwordPolicyMessages.tooLong
  if (commonPasswords.has(password.toLowerCase())) return passwordPolicyMessages.tooCommon
  return null
}
