import { startQuestionnaire, type QuestionnaireProgress } from '@telehealth/domain'
import { everyTypeDocument, femaleInFlorida } from '@telehealth/domain/questionnaire/every-type.fixture'
import type { QuestionnaireRunnerView } from './QuestionnaireRunner.tsx'

/** Progress standing on one question (for a story per type). */
export function progressAt(
  currentQuestionId: string | null,
  answers: QuestionnaireProgress['answers'] = {},
  doseSchedule: (number | null)[] = [],
): QuestionnaireProgress {
  return { questionnaireId: '1', version: '1', answers, currentQuestionId, doseSchedule, savedAt: '2026-11-24T10:00:00.000Z', completed: false }
}

/** The runner's view as the machine starts it (the same domain function), for a story per state. */
export function viewAt(
  progress: QuestionnaireProgress | null,
  { document = everyTypeDocument, context = femaleInFlorida, ...rest }: Partial<QuestionnaireRunnerView> = {},
): QuestionnaireRunnerView {
  return {
    document,
    context,
    run: startQuestionnaire(document, context, progress),
    phase: 'answering',
    submitError: null,
    refund: { pending: false, error: null, done: false },
    resumeOffer: null,
    preview: false,
    ...rest,
  }
}
