import { z } from 'zod'
import type { Drug } from '../../pricing/plans.ts'
import { rowIdSchema } from '../../records/row-id.ts'
import { DEFAULT_MEDICATION_CATALOGUE, type MedicationCatalogue } from './catalogue.ts'
import { dosePlanMonths, isOfferedDoseSchedule } from './plan.ts'
import { PLAN_MONTHS } from './tables.ts'

/**
 * /adjust-doses/{id} (spec 001 "Adjust Doses"; ADR 051): the patient plans months 1-3 again on the
 * adjust-doses rule and sends a photo of the current prescription; the order goes back to the
 * clinician. `{id}` is the order's id (ADR 050).
 */

/** Orders whose doses a patient may ask to adjust: the prescription is waiting for them, or back with the doctor. */
export const ADJUSTABLE_ORDER_STATUSES = ['prescription_received', 'needs_review'] as const

export function isAdjustableOrderStatus(status: string): boolean {
  return (ADJUSTABLE_ORDER_STATUSES as readonly string[]).includes(status)
}

export const adjustDosesMessages = {
  pageTitle: 'Adjust your doses',
  stepDoses: 'Choose a dosage schedule',
  stepDosesHint: 'Pick a dose for each month. After month 1 you can keep the dose or go up by one or two steps.',
  stepPhoto: 'Upload a photo of your current prescription',
  stepPhotoHint: 'Take a clear photo of the label or paper prescription you are using now.',
  /** Beside a prescription still waiting for the patient's answer: sending declines it (ADR 091). */
  declinesPrescription: 'Sending this declines the prescription waiting for you: your doctor will write a new one with your doses in mind.',
  next: 'Next',
  submit: 'Send to my doctor',
  submitting: 'Sending…',
  goBack: 'Go Back',
  chooseEveryMonth: 'Please choose a dose for every month.',
  photoRequired: 'Please upload a photo of your current prescription.',
  notFound: 'Order not found.',
  notAdjustable: 'The doses of this order cannot be changed now: it is no longer waiting for your prescription to be confirmed.',
  noDrug: 'This order has no medication to plan doses for.',
  invalidBody: 'Send { selectedDoses, product_id, formType: "adjustDose", order_id, image }.',
  wrongFormType: 'formType must be "adjustDose".',
  badDoses: 'The chosen doses are not a schedule this medication allows: choose a dose for months 1 to 3, then keep it or go up by one or two steps.',
  wrongProduct: 'product_id is not the product of this order.',
  imageNotYours: 'Please upload a photo of your current prescription.',
  alreadyOpen: 'You have already asked to adjust the doses of this order. Your doctor will review it.',
  busy: 'Your request is already being sent. Please wait a moment.',
  failed: 'We could not send your request. Please try again.',
  received: 'Thank you. Your doctor will review your new dose schedule.',
  reason: 'Patient asked to adjust doses',
} as const

/** One month of the request: 1-based month and the dose in mg. */
export const selectedDoseSchema = z.object({ month: z.number().int().min(1).max(PLAN_MONTHS), doseMg: z.number().positive().max(1000) })
export type SelectedDose = z.infer<typeof selectedDoseSchema>

/** Doses as a list of mg per month (month 1 first), or as `{ month, doseMg }` rows. */
const selectedDosesSchema = z
  .array(z.union([z.number().positive().max(1000), selectedDoseSchema]), { error: adjustDosesMessages.badDoses })
  .length(PLAN_MONTHS, { error: adjustDosesMessages.badDoses })
  .transform((doses): number[] => {
    if (doses.every((dose) => typeof dose === 'number')) return doses
    return Array.from(
      { length: PLAN_MONTHS },
      (_, index) => doses.find((row): row is SelectedDose => typeof row === 'object' && row.month === index + 1)?.doseMg ?? Number.NaN,
    )
  })
  .refine((doses) => doses.every((dose) => Number.isFinite(dose)), { error: adjustDosesMessages.badDoses })

/** `POST /api/submit-adjust-doses-form`: the spec's payload (section 3) plus the order and the photo. */
export const adjustDosesRequestSchema = z.object({
  selectedDoses: selectedDosesSchema,
  product_id: z.union([z.string().max(40), z.number().int(), z.null()], { error: adjustDosesMessages.invalidBody }),
  formType: z.literal('adjustDose', { error: adjustDosesMessages.wrongFormType }),
  order_id: rowIdSchema(adjustDosesMessages.invalidBody),
  image: z
    .string({ error: adjustDosesMessages.photoRequired })
    .min(1, { error: adjustDosesMessages.photoRequired })
    .max(2048, { error: adjustDosesMessages.photoRequired }),
})

/** The planner's months for the order's drug on this screen (month 1: the drug's doses; later: hold or up to two steps). */
export function adjustDosesPlan(drug: Drug, schedule: readonly (number | null | undefined)[], catalogue: MedicationCatalogue = DEFAULT_MEDICATION_CATALOGUE) {
  return dosePlanMonths({ drug, screen: 'adjustDoses', schedule, catalogue })
}

/** Whether every month holds a dose its month offers on the adjust-doses screen. */
export function isAllowedAdjustedSchedule(drug: Drug, doses: readonly number[], catalogue: MedicationCatalogue = DEFAULT_MEDICATION_CATALOGUE): boolean {
  return doses.length === PLAN_MONTHS && isOfferedDoseSchedule({ drug, screen: 'adjustDoses', catalogue }, doses)
}

/** The rows stored with the request. */
export function selectedDoseRows(doses: readonly number[]): SelectedDose[] {
  return doses.map((doseMg, index) => ({ month: index + 1, doseMg }))
}
