import { z } from 'zod'

/**
 * Field builders shared by form schemas. A form posts strings (and nothing for an unticked box),
 * and Conform may already have coerced them; every builder accepts both so the browser and the
 * server read the same post, and every failure carries the one message the spec gives.
 */

/** Longest name, email, coupon or address line either spec allows. */
export const MAX_TEXT_LENGTH = 256

function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value
}

/** Required text, trimmed; blank, missing and over-long all give `message`. */
export function requiredText(message: string, maxLength: number = MAX_TEXT_LENGTH) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: message }).min(1, { error: message, abort: true }).max(maxLength, { error: message, abort: true }),
  )
}

/** Optional text: blank becomes undefined. */
export function optionalText(message: string, maxLength: number = MAX_TEXT_LENGTH) {
  return z.preprocess(
    (value) => {
      const cleared = blankToUndefined(value)
      return typeof cleared === 'string' ? cleared.trim() : cleared
    },
    z.string({ error: message }).max(maxLength, { error: message }).optional(),
  )
}

/** A number typed into a box: "", missing, non-numeric and out of range all give `message`. */
export function formNumber(message: string, range: { min: number; max: number }) {
  return z.preprocess(
    (value) => {
      const cleared = blankToUndefined(value)
      return typeof cleared === 'string' ? Number(cleared.trim()) : cleared
    },
    z.number({ error: message }).min(range.min, { error: message, abort: true }).max(range.max, { error: message, abort: true }),
  )
}

/** A whole number typed into a box. */
export function formInteger(message: string, range: { min: number; max: number }) {
  return formNumber(message, range).pipe(z.number().int({ error: message }))
}

/** Reads a posted checkbox ("on", "true", true) as a boolean; absent means unticked. */
export function readCheckbox(value: unknown): boolean {
  return value === true || value === 'on' || value === 'true'
}

/** A checkbox that must be ticked. */
export function requiredCheckbox(message: string) {
  return z.preprocess(readCheckbox, z.boolean()).refine((ticked) => ticked, { error: message })
}

/** A checkbox that may stay unticked. */
export function optionalCheckbox() {
  return z.preprocess(readCheckbox, z.boolean())
}

/** Email as the intake and portal accept it: no spaces, a single address, at most 256. */
export function emailField(message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.email({ error: message, abort: true }).max(MAX_TEXT_LENGTH, { error: message, abort: true }),
  )
}

/** Digits only, as the phone and code boxes strip everything else while typing. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '')
}
