import { z } from 'zod'
import type { Question } from './document.ts'
import { QUESTION_TYPES } from './question-types.ts'

const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).nullish()
const questionId = z.union([z.number(), z.string().min(1)])

export const questionOptionSchema = z.object({
  title: z.string().min(1),
  order: z.number().nullish(),
  important: flag,
  is_critical: flag,
  is_back_button: flag,
})

export const questionSchema: z.ZodType<Question> = z.lazy(() =>
  z.object({
    id: questionId,
    question: z.string(),
    label: z.string(),
    description: z.string().nullish(),
    question_type: z.enum(QUESTION_TYPES),
    is_optional: flag,
    important: flag,
    is_critical: flag,
    has_next_button: flag,
    placeholder: z.string().nullish(),
    sublabel: z.string().nullish(),
    isFollowUp: flag,
    parentId: questionId.nullish(),
    options: z.array(questionOptionSchema).nullish(),
    followup_questions: z.record(z.string(), z.array(questionSchema)).nullish(),
    show_array: z.array(z.unknown()).nullish(),
  }),
)

export const dependencySchema = z.object({
  question_id: questionId,
  dependent_on: questionId,
  ask_if_val_in: z.array(z.union([z.string(), z.number()])),
})

export const questionnaireDocumentSchema = z.object({
  questions: z.array(questionSchema),
  dependency: z.array(dependencySchema).default([]),
  confirmation_back_question_id: questionId.nullish(),
})
