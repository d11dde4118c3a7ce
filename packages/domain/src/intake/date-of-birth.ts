import { z } from 'zod'
import { intakeMessages } from '../messages.ts'

export type DateOfBirth = { year: number; month: number; day: number }

export const EARLIEST_BIRTH_YEAR = 1924
/**
 * The youngest age served. The spec words it as "birth year above 2006 goes to /sorry", which was
 * 18 in the year it was written; the rule is the age on the day of the intake, computed from the
 * date of birth, so it does not go stale. Settings (CMS) may raise it.
 */
export const MINIMUM_AGE = 18
/** Limits on the inputs themselves (narrower than the validation rule, as the spec has them). */
export const DOB_INPUT_LIMITS = { day: { min: 1, max: 31 }, year: { min: 1935, max: 2024 } } as const

/** Whether year/month/day name a day that exists (Feb 29 only in leap years). */
export function isRealDate({ year, month, day }: DateOfBirth): boolean {
  if (![year, month, day].every(Number.isInteger)) return false
  if (month < 1 || month > 12 || day < 1) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** Whole years lived on `now` (UTC calendar). */
export function ageOn(dob: DateOfBirth, now: Date): number {
  const years = now.getUTCFullYear() - dob.year
  const hadBirthday = now.getUTCMonth() + 1 > dob.month || (now.getUTCMonth() + 1 === dob.month && now.getUTCDate() >= dob.day)
  return hadBirthday ? years : years - 1
}

export function isValidDateOfBirth(dob: DateOfBirth, now: Date): boolean {
  if (!isRealDate(dob) || dob.year < EARLIEST_BIRTH_YEAR) return false
  return Date.UTC(dob.year, dob.month - 1, dob.day) <= now.getTime()
}

/** Younger than `minimumAge` whole years on `now` (a birthday today counts as reached). */
export function isUnderage(dob: DateOfBirth, now: Date, minimumAge: number = MINIMUM_AGE): boolean {
  return ageOn(dob, now) < minimumAge
}

/** The /sorry message for an under-age applicant, or null. */
export function underageDeadEnd(dob: DateOfBirth, now: Date, minimumAge: number = MINIMUM_AGE): string | null {
  return isUnderage(dob, now, minimumAge) ? intakeMessages.underage : null
}

/** "MM/DD/YYYY" for the payload's dobMMDDYYYY. */
export function formatDobMMDDYYYY(dob: DateOfBirth): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0')
  return `${pad(dob.month, 2)}/${pad(dob.day, 2)}/${pad(dob.year, 4)}`
}

const part = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.string({ error: intakeMessages.dateOfBirthIncomplete }).min(1, { error: intakeMessages.dateOfBirthIncomplete }),
)

function toNumber(value: string): number {
  return /^\d+$/.test(value) ? Number(value) : Number.NaN
}

/**
 * Step 8: dob_month (1-12 from the select), dob_day, dob_year. The output is the parsed date.
 * `now` decides "not in the future"; pass the request time.
 */
export function dateOfBirthStepSchema(now: Date) {
  return z
    .object({ dob_month: part, dob_day: part, dob_year: part })
    .transform((parts) => ({
      year: toNumber(parts.dob_year),
      month: toNumber(parts.dob_month),
      day: toNumber(parts.dob_day),
    }))
    .refine((dob) => isValidDateOfBirth(dob, now), {
      error: intakeMessages.dateOfBirthInvalid,
      path: ['dob_year'],
    })
}
