import type { QuestionnaireContext, QuestionnaireDocument } from '@telehealth/domain'
import { questionnaireMachine, questionnaireViewOf } from '@telehealth/machines/questionnaire/questionnaire.machine'
import { QuestionnaireRunner } from '@telehealth/ui/screens/questionnaire/QuestionnaireRunner'
import { useMachine } from '@xstate/react'
import { useEffect } from 'react'

const PREVIEW_PLAN = { drug: 'semaglutide' } as const
const refused = async () => ({ ok: false as const, message: 'Not available in the preview.' })

/**
 * The runner on the questionnaire machine, read only (ADR 057): nothing is saved or sent. Each
 * edit the admin sends goes to the machine, which moves on from a question the edit removed or hid.
 */
export function PreviewRunner({ document, patient }: { document: QuestionnaireDocument; patient: QuestionnaireContext }) {
  const [snapshot, send] = useMachine(questionnaireMachine, { input: { document, context: patient, preview: true } })
  useEffect(() => {
    send({ type: 'DOCUMENT_CHANGED', document })
  }, [document, send])
  return (
    <QuestionnaireRunner view={questionnaireViewOf(snapshot)} onEvent={send} dosePlan={PREVIEW_PLAN} uploadFile={refused} exitHref="/questionnaire-preview" />
  )
}
