import { US_STATES_AND_DC, type Gender, type QuestionnaireContext, type QuestionnaireDocument, type QuestionnaireFormType } from '@telehealth/domain'
import { Fragment, useState, type ReactNode } from 'react'
import { SelectField } from '../../components/SelectField.tsx'

export const questionnairePreviewMessages = {
  waiting: 'Waiting for the admin…',
  waitingNote: 'This page shows the questionnaire you are editing in the admin, as patients will see it. Open it from the Live Preview of a questionnaire.',
  patientWith: 'Preview as a patient with',
  paused: 'The preview shows the last complete version of your edits.',
} as const

export interface QuestionnairePreviewProps {
  /** The draft as the admin holds it now (unsaved edits included), or null before the admin has sent it. */
  document: QuestionnaireDocument | null
  /** Why the latest edit cannot be shown yet (an unfinished question), when it cannot. */
  problem?: string | null | undefined
  /**
   * The runner for the chosen patient (the route runs it on the questionnaire machine, read only).
   * A new patient (gender, state, form) mounts a new one: the questionnaire starts again.
   */
  renderRunner: (patient: QuestionnaireContext) => ReactNode
}

// Spelled out here: the domain's gender list sits beside the intake's zod schema, which this page does not load.
const GENDERS: readonly Gender[] = ['Female', 'Male']

const FORM_TYPES: readonly { value: QuestionnaireFormType; label: string }[] = [
  { value: 'medical', label: 'Medical' },
  { value: 'bareMeds', label: 'Bare meds' },
  { value: 'refill', label: 'Refill' },
]

/**
 * The admin's live preview of a questionnaire (ADR 057): the runner over the unsaved draft, read
 * only (nothing persisted, submit and refund disabled), with the patient's state, gender and form
 * to choose, so the conditional questions can be checked too. Before the admin has sent the draft:
 * a waiting note.
 */
export function QuestionnairePreview({ document, problem = null, renderRunner }: QuestionnairePreviewProps) {
  const [gender, setGender] = useState<Gender>('Female')
  const [userState, setUserState] = useState('FL')
  const [formType, setFormType] = useState<QuestionnaireFormType>('medical')

  if (!document) {
    return (
      <main className="mx-auto flex min-h-screen w-full max-w-xl flex-col items-center justify-center gap-3 px-5 text-center">
        <p role="status" className="text-xl font-bold text-ink">
          {questionnairePreviewMessages.waiting}
        </p>
        <p className="text-base text-muted">{questionnairePreviewMessages.waitingNote}</p>
      </main>
    )
  }

  return (
    <div className="flex min-h-screen flex-col">
      <div className="border-b border-line bg-accent-50 px-4 py-3">
        <div className="mx-auto flex w-full max-w-xl flex-col gap-3">
          <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <legend className="mb-2 text-sm font-semibold text-accent-700">{questionnairePreviewMessages.patientWith}</legend>
            <SelectField
              name="preview-gender"
              label="Gender"
              value={gender}
              onChange={(event) => setGender(event.target.value as Gender)}
              options={GENDERS.map((value) => ({ value, label: value }))}
            />
            <SelectField
              name="preview-state"
              label="State"
              value={userState}
              onChange={(event) => setUserState(event.target.value)}
              options={US_STATES_AND_DC.map(({ code }) => ({ value: code, label: code }))}
            />
            <SelectField
              name="preview-form"
              label="Form"
              value={formType}
              onChange={(event) => setFormType(event.target.value as QuestionnaireFormType)}
              options={FORM_TYPES}
            />
          </fieldset>
          {problem ? (
            <p role="status" className="text-sm text-muted">
              {questionnairePreviewMessages.paused} {problem}
            </p>
          ) : null}
        </div>
      </div>
      {/* A new patient (gender, state, form) starts the questionnaire again. */}
      <Fragment key={`${gender}-${userState}-${formType}`}>{renderRunner({ answers: {}, gender, userState, formType })}</Fragment>
    </div>
  )
}
