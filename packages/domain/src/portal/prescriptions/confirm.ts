import { z } from 'zod'
import { PRESCRIPTION_REPLY_WINDOW_HOURS } from '../home/prescription.ts'
import { rowIdSchema } from '../../records/row-id.ts'

/**
 * Prescribing and the patient's confirmation (spec 001, "Prescription confirmation"; ADRs 049, 050).
 * A clinician records the encounter and the prescription on an order waiting for one; the patient
 * approves (the order goes to the pharmacy) or declines (the order goes back to the doctor); with
 * no reply within 12 hours the order ships as written.
 */

/**
 * Where a prescription stands: waiting for the patient, approved, declined, shipped as written at
 * the deadline, or voided by an admin (ADR 089: kept on record, never shown to the patient, never
 * the order's prescription again).
 */
export const PRESCRIPTION_STATUSES = ['pending', 'approved', 'declined', 'as_written', 'void'] as const
export type PrescriptionStatus = (typeof PRESCRIPTION_STATUSES)[number]

/** The order statuses a clinician may prescribe on. */
export const PRESCRIBABLE_ORDER_STATUSES = ['waiting_prescription', 'needs_review'] as const

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep it under ${max + 1} characters.`)
const optionalText = (max: number) =>
  z
    .union([text(max), z.null()])
    .optional()
    .transform((value) => (value ? value : undefined))

/** One prescription line: one record, two views (spec: prescription entry and prescription item). */
export const prescriptionItemSchema = z.object({
  rxId: optionalText(64),
  medId: optionalText(64),
  name: text(200).min(1, 'Each item needs the medication’s name.'),
  strength: optionalText(120),
  directions: optionalText(1000),
})

/** `POST /api/orders/:id/prescribe`: the encounter and the prescription. */
export const prescribeInputSchema = z.object({
  doctor: text(120).min(2, 'Give the prescribing doctor’s name.'),
  provider: z.coerce
    .number({ message: 'The provider is a number.' })
    .int('The provider is a whole number.')
    .positive('The provider is a positive number.')
    .max(2_147_483_647, 'The provider is a positive number.'),
  external_visit_id: text(64).regex(/^[A-Za-z0-9_-]{1,64}$/, 'The visit id is letters, digits, dashes or underscores (up to 64).'),
  items: z
    .array(prescriptionItemSchema, { message: 'List the prescription’s items.' })
    .min(1, 'A prescription needs at least one item.')
    .max(20, 'A prescription has at most 20 items.'),
})

/** The first problem of a prescribe request, as one sentence naming the field. */
export function prescribeProblem(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return prescriptionMessages.badPrescription
  const where = issue.path.length ? `${issue.path.join('.')}: ` : ''
  return `${where}${issue.message}`
}

/** `POST /api/prescription-update/{id}`: `{ order_id, accept }`, the order id matching the address. */
export const prescriptionUpdateSchema = z.object({
  order_id: rowIdSchema(),
  accept: z.boolean(),
})

export const prescriptionMessages = {
  pageTitle: 'Your prescription',
  intro: 'Your doctor approved your treatment. Please check your prescription below.',
  deadline: `If we do not hear from you within ${PRESCRIPTION_REPLY_WINDOW_HOURS} hours, your order ships as written.`,
  approve: 'Approve',
  decline: 'Decline & Update with Doctor',
  submitting: 'Sending your answer…',
  empty: 'There is nothing to confirm for this order.',
  notFound: 'Prescription not found.',
  badUpdate: 'Send { order_id, accept } with accept true or false, for the order in the address.',
  badPrescription: 'The prescription is not complete.',
  failed: 'We could not send your answer. Please try again.',
  busy: 'Your answer is already being sent. Please wait a moment.',
  /** The card hold of the order can no longer be captured: nothing was charged, nothing went to the pharmacy (ADR 091). */
  holdLapsed: 'The hold on your card for this order has expired, so it could not be sent to the pharmacy. Nothing was charged.',
  alreadyApproved: 'This prescription was already confirmed: you approved it, and your order is with the pharmacy.',
  alreadyDeclined: 'This prescription was already answered: you asked your doctor to update it.',
  alreadyAsWritten: `This prescription was already confirmed: there was no reply within ${PRESCRIPTION_REPLY_WINDOW_HOURS} hours, so your order was sent to the pharmacy as written.`,
  notPrescribable: (status: string) => `A prescription can be written only while the order waits for one or needs review (this order is ${status}).`,
  alreadyPending: 'This order already has a prescription waiting for the patient.',
  videoMissing: (state: string) =>
    `This order needs the patient's video before a prescription (${state} requires one), and the video for this order is not in yet.`,
  approvedReason: 'The patient approved the prescription.',
  declinedReason: 'The patient declined the prescription and asked to update it with the doctor.',
  asWrittenReason: `No reply from the patient within ${PRESCRIPTION_REPLY_WINDOW_HOURS} hours: shipped as written.`,
  voided: 'This prescription was withdrawn by your care team. Your doctor will write a new one.',
} as const

/** The patient's email when a prescription is written: the order number and the link, no medication (ADR 049). */
export function prescriptionReadyNotice(orderId: number | string, link: string): { subject: string; text: string } {
  return {
    subject: 'Your prescription is ready to review',
    text: `Your doctor has written the prescription for your order #${orderId}. Please review it, then approve it or ask your doctor for a change: ${link} If we do not hear from you within ${PRESCRIPTION_REPLY_WINDOW_HOURS} hours, your order ships as written.`,
  }
}

/** What a patient who answers an answered prescription is told. */
export function alreadyAnsweredMessage(status: Exclude<PrescriptionStatus, 'pending'>): string {
  if (status === 'approved') return prescriptionMessages.alreadyApproved
  if (status === 'declined') return prescriptionMessages.alreadyDeclined
  if (status === 'void') return prescriptionMessages.voided
  return prescriptionMessages.alreadyAsWritten
}
