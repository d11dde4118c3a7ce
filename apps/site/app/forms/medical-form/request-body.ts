import { medicalFormMessages, parseRowId, questionnaireAnswersSchema } from '@telehealth/domain'
import { z } from 'zod'

// What the medical form's endpoints accept from the browser, and how they refuse (spec 001 section 4; ADR 059, 061).

/** Bounds of what the browser may send (answers of a 100-question form fit well inside). */
const MAX_FORM_BYTES = 256 * 1024
const MAX_ANSWER_CHARS = 5000

/** A refusal: its status and the message the patient reads; nothing was written. */
export type Refusal<S extends number> = { status: S; body: { success: false; message: string } }

export function refuse<S extends number>(status: S, message: string): Refusal<S> {
  return { status, body: { success: false, message } }
}

/** A JSON body within the size bound and of the schema's shape, or why not (413 / 400). */
export function parseBody<T>(rawBody: string, schema: z.ZodType<T>): { ok: true; data: T } | { ok: false; status: 400 | 413; message: string } {
  if (rawBody.length > MAX_FORM_BYTES) return { ok: false, status: 413, message: medicalFormMessages.tooLarge }
  let json: unknown
  try {
    json = JSON.parse(rawBody)
  } catch {
    return { ok: false, status: 400, message: medicalFormMessages.invalidBody }
  }
  const parsed = schema.safeParse(json)
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: 400, message: medicalFormMessages.invalidBody }
}

/** Answers within bounds: ids and texts of a sane length, at most 100 choices a question. */
export const boundedAnswersSchema = questionnaireAnswersSchema.refine(
  (answers) =>
    Object.entries(answers).every(
      ([id, answer]) =>
        id.length <= 64 &&
        (typeof answer === 'string'
          ? answer.length <= MAX_ANSWER_CHARS
          : Array.isArray(answer)
            ? answer.length <= 100 && answer.every((one) => one.length <= MAX_ANSWER_CHARS)
            : answer === null || Number.isFinite(answer)),
    ),
  { message: 'Answer too long' },
)
export const doseScheduleSchema = z.array(z.number().positive().max(1000).nullable()).max(12)

/**
 * A questionnaire's row id or its version's row id as a request names it, kept as its text (the
 * form compares and stores it as text): written once for the submit and the draft, checked by the
 * domain's one row-id parser (ADR 077).
 */
export const questionnaireRowIdSchema = z.string().refine((value) => parseRowId(value) !== null)
