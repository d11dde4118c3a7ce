/**
 * The National Provider Identifier of a clinician (CMS's NPI standard): 10 digits, the last a Luhn
 * check digit computed over the prefix '80840' and the first 9 digits. A staff member's profile
 * refuses a number that fails the check, so a typo never reaches a patient's receipt.
 */
export const NPI_PREFIX = '80840'

export const npiMessages = {
  format: 'The NPI number is 10 digits (no spaces or dashes).',
  checkDigit: 'This NPI number is not valid: its last digit does not match the others. Check it against the NPPES registry.',
} as const

/** Luhn over the whole text: the sum of its digits, every second one from the right doubled, ends in 0. */
function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** Why a value is not an NPI number, or null when it is one (an empty value is for the caller to allow or not). */
export function npiProblem(value: string): string | null {
  if (!/^\d{10}$/.test(value)) return npiMessages.format
  return passesLuhn(`${NPI_PREFIX}${value}`) ? null : npiMessages.checkDigit
}
