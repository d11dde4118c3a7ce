import { z } from 'zod'
import { formNumber } from '../../form/fields.ts'
import { WEIGHT_RANGE_LB } from '../../intake/body-step.ts'
import { daysBetween, isUtcDay, type UtcDay } from './days.ts'
import { progressMessages } from './messages.ts'

/** The form's intent on /home (the shell dispatches `progress.*` to the progress tab). */
export const WEIGHT_ENTRY_INTENT = 'progress.weight'

/** How far back a forgotten day may still be logged (ADR 037). */
export const WEIGHT_LOG_BACKDATE_DAYS = 365

/** Weights are kept to a tenth of a pound, as a home scale shows them. */
export function roundWeight(weightLb: number): number {
  return Math.round(weightLb * 10) / 10
}

/**
 * The day field: a real YYYY-MM-DD, not after `today`, at most a year back. Blank or missing
 * means today (the box is pre-filled with it; a browser without date inputs may send it empty).
 */
function measuredOnField(today: UtcDay) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null) return today
      return typeof value === 'string' ? value.trim() || today : value
    },
    z
      .string({ error: progressMessages.dateInvalid })
      .refine(isUtcDay, { error: progressMessages.dateInvalid, abort: true })
      .refine((day) => daysBetween(today, day) <= 0, { error: progressMessages.dateInFuture, abort: true })
      .refine((day) => daysBetween(day, today) <= WEIGHT_LOG_BACKDATE_DAYS, { error: progressMessages.dateTooOld }),
  )
}

/**
 * The weight log's form, as posted to /home?tab=myNewSelf: intent, weight (lb, the intake's
 * 80-700 and message), measuredOn (a UTC day, default today). Nothing else: the owner is the
 * signed-in patient, never a posted id, so any other field (a `patient`, an id) refuses the post.
 * `today` is the server's UTC day, handed to the browser too so both judge "the future" alike.
 */
export function weightEntrySchema(today: UtcDay) {
  return z.strictObject(
    {
      intent: z.literal(WEIGHT_ENTRY_INTENT, { error: progressMessages.unexpectedField }),
      weight: formNumber(progressMessages.weightInvalid, WEIGHT_RANGE_LB).transform(roundWeight),
      measuredOn: measuredOnField(today),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? progressMessages.unexpectedField : undefined) },
  )
}

export type WeightEntryInput = z.infer<ReturnType<typeof weightEntrySchema>>
