import { z } from 'zod'
import type { Answers } from './document.ts'

/**
 * A questionnaire in progress, as the browser keeps it (spec 001 section 4, "Questionnaire
 * answers") and as the server draft mirrors it. `currentQuestionId` null is the confirmation step.
 */
export type QuestionnaireProgress = {
  questionnaireId: string
  /** The published version answered; a started form keeps it. */
  version: string
  /** Per question id (String(id)), follow-ups included. */
  answers: Answers
  currentQuestionId: string | null
  /** The dose_optimization selection, mg per month. */
  doseSchedule: (number | null)[]
  /** ISO, UTC. */
  savedAt: string
  completed: boolean
}

const answerSchema = z.union([z.string(), z.number(), z.array(z.string()), z.null()])

export const questionnaireAnswersSchema = z.record(z.string(), answerSchema)

export const questionnaireProgressSchema = z.object({
  questionnaireId: z.string().min(1),
  version: z.string().min(1),
  answers: questionnaireAnswersSchema,
  currentQuestionId: z.string().nullable(),
  doseSchedule: z.array(z.number().nullable()),
  savedAt: z.iso.datetime({ offset: true }),
  completed: z.boolean(),
}) satisfies z.ZodType<QuestionnaireProgress>
