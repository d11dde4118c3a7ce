import {
  answerOf,
  answerRecords,
  canGoNextIn,
  chooseMonthDose,
  currentQuestion,
  dosePlanMonths,
  followUpsFor,
  formDosePlanFor,
  formDosePlanMonthCount,
  isAtStart,
  isOn,
  medicalFormMessages,
  visibleQuestions,
  type FormDosePlan,
  type Question,
  type QuestionnaireContext,
  type QuestionnaireDocument,
  type QuestionnaireRunState,
  type QuestionnaireStepEvent,
} from '@telehealth/domain'
import { lazy, Suspense, useEffect, useId, useRef } from 'react'
import { Button } from '../../components/Button.tsx'
import { ErrorBanner } from '../../components/ErrorBanner.tsx'
import { GoBackAnchor, GoBackLink } from '../../components/GoBackLink.tsx'
import { ConfirmationStep } from './ConfirmationStep.tsx'
import { QuestionField } from './QuestionField.tsx'
import { ResumeOffer } from './ResumeOffer.tsx'
import { SubmittingOverlay } from './SubmittingOverlay.tsx'
import type { UploadFile } from './questions/UploadQuestion.tsx'

/**
 * The 'We Cannot Proceed' popup (Radix AlertDialog) is fetched after the first paint, not with the
 * page: most patients never see it, and the page's first download stays small (ADR 068). The runner
 * starts the fetch once it is up, so the popup opens at once when it is needed.
 */
const loadCannotProceedDialog = () => import('./CannotProceedDialog.tsx')
const CannotProceedDialog = lazy(() => loadCannotProceedDialog().then((module) => ({ default: module.CannotProceedDialog })))

/**
 * The runner's state as plain data: what the questionnaire machine (packages/machines) holds, as
 * its route hands it over. This screen only shows it and reports what the patient did.
 */
export interface QuestionnaireRunnerView {
  document: QuestionnaireDocument
  /** userState, gender, formType (its answers are ignored: the run holds them). */
  context: QuestionnaireContext
  run: QuestionnaireRunState
  phase: 'answering' | 'submitting' | 'submitFailed' | 'submitted'
  submitError: string | null
  /** The server no longer takes this version of the form (ADR 086): why, and the current form is offered. */
  versionReplaced?: string | null
  refund: { pending: boolean; error: string | null; done: boolean }
  /** Offered after a possible crash (an incomplete form left over 5 minutes): continue or start over. */
  resumeOffer: { savedAt: string } | null
  /** Read-only preview (live preview in the admin): nothing is persisted, submit/refund are disabled. */
  preview: boolean
}

/** What the patient did, for the machine to decide what follows. */
export type QuestionnaireRunnerEvent =
  | QuestionnaireStepEvent
  /** An upload question's file is stored: it is the answer, and the form moves on shortly. */
  | { type: 'UPLOADED'; questionId: string; filename: string }
  | { type: 'SUBMIT' }
  | { type: 'PROCESS_REFUND' }
  | { type: 'RESUME' }
  | { type: 'START_OVER' }
  /** Load the form again on its current version, after the server refused this one. */
  | { type: 'LOAD_CURRENT' }

export interface QuestionnaireRunnerProps {
  view: QuestionnaireRunnerView
  onEvent: (event: QuestionnaireRunnerEvent) => void
  /**
   * For dose_optimization: the form's dose planner (domain formDosePlanFor with the CMS catalogue
   * and the prior-medication answers; ADR 088). Give the machine the same plan.
   */
  dosePlan?: FormDosePlan | null
  /** Uploads a file/image answer; progress 0-100; resolves to the stored file name (the answer). */
  uploadFile: UploadFile
  /** Go Back on the first question leaves the form for this address. */
  exitHref: string
}

/** How many months the dose plan has (the machine's `doseMonths` input is the same number). */
export function doseMonthsOf(dosePlan: QuestionnaireRunnerProps['dosePlan']): number {
  return formDosePlanMonthCount(dosePlan)
}

const uploadInPreview: UploadFile = async (file) => ({ ok: true, filename: file.name })

/**
 * Any published questionnaire version, answered in the browser (spec 001 sections 3 to 5): one
 * question per screen, follow-ups under the option that opened them, the Next-button rules, the
 * 'We Cannot Proceed' popup, a confirmation step and Submit. Presentational: the questionnaire
 * machine decides every move (with the domain's `questionnaireStep`), the timers and the sends;
 * this shows its `view` and reports the patient's actions through `onEvent`.
 */
export function QuestionnaireRunner({ view, onEvent, dosePlan = null, uploadFile, exitHref }: QuestionnaireRunnerProps) {
  const { document, context, run: state, phase, preview } = view
  const options = { doseMonths: doseMonthsOf(dosePlan), dosePlan }
  const headingId = useId()
  const sublabelId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    void loadCannotProceedDialog()
  }, [])

  // A new screen: focus its heading, so a screen reader reads the question and Tab starts at its top.
  const shownQuestion = useRef(state.currentQuestionId)
  useEffect(() => {
    if (shownQuestion.current === state.currentQuestionId) return
    shownQuestion.current = state.currentQuestionId
    headingRef.current?.focus()
  }, [state.currentQuestionId])

  const live: QuestionnaireContext = { ...context, answers: state.answers }
  const question = currentQuestion(document, state)
  const visible = visibleQuestions(document, live)
  const position = question ? visible.findIndex((candidate) => candidate === question) + 1 : visible.length
  const atStart = isAtStart(document, context, state)
  // The planner reads the answers given so far: month 1 follows the prior-medication answers.
  const planned = dosePlan ? formDosePlanFor(dosePlan, document, state.answers, state.doseSchedule) : null
  const doseMonths = planned ? dosePlanMonths(planned) : []
  const busy = phase === 'submitting' || phase === 'submitted'

  const fieldFor = (target: Question, labelId: string, descriptionId: string | undefined, advanceOnUpload: boolean) => (
    <QuestionField
      question={target}
      answer={answerOf(state.answers, target.id)}
      labelId={labelId}
      descriptionId={descriptionId}
      onAnswer={(answer) => onEvent({ type: 'ANSWER', questionId: String(target.id), answer })}
      onToggle={(title) => onEvent({ type: 'TOGGLE_OPTION', questionId: String(target.id), title })}
      uploadFile={preview ? uploadInPreview : uploadFile}
      onUploaded={(filename) =>
        onEvent(
          advanceOnUpload ? { type: 'UPLOADED', questionId: String(target.id), filename } : { type: 'ANSWER', questionId: String(target.id), answer: filename },
        )
      }
      doseMonths={doseMonths}
      doseSchedule={state.doseSchedule}
      onChooseDose={(month, doseMg) => planned && onEvent({ type: 'SET_DOSE', schedule: chooseMonthDose(planned, month, doseMg) })}
    />
  )

  const showsNext =
    question !== null &&
    !(
      question.question_type === 'informational' &&
      question.has_next_button !== undefined &&
      question.has_next_button !== null &&
      !isOn(question.has_next_button)
    )
  const followUps = question ? followUpsFor(question, answerOf(state.answers, question.id)) : []
  const doseSummary =
    state.doseSchedule.length > 0
      ? state.doseSchedule
          .map((dose, index) => {
            const month = doseMonths[index]
            const label = month?.choices.find((choice) => choice.doseMg === dose)?.label ?? (dose === null ? 'not chosen' : `${dose} mg`)
            return `${month?.label ?? `Month ${index + 1}`}: ${label}`
          })
          .join(', ')
      : null

  if (view.versionReplaced) return <VersionReplaced message={view.versionReplaced} onLoadCurrent={() => onEvent({ type: 'LOAD_CURRENT' })} />

  return (
    <section aria-labelledby={headingId} className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-6 sm:py-8">
      {view.resumeOffer ? (
        <ResumeOffer savedAt={view.resumeOffer.savedAt} onResume={() => onEvent({ type: 'RESUME' })} onStartOver={() => onEvent({ type: 'START_OVER' })} />
      ) : null}
      {preview ? <p className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900">Preview: answers are not saved or sent.</p> : null}
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-brand-700">{question ? `Question ${position} of ${visible.length}` : 'Almost done'}</p>
        <h1 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl leading-tight font-bold text-ink focus:outline-none">
          {question ? question.label : 'Review your answers'}
        </h1>
        {question?.sublabel ? (
          <p id={sublabelId} className="text-base text-muted">
            {question.sublabel}
          </p>
        ) : null}
      </header>

      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          // Enter in a one-line answer means Next, as a tap on the button would.
          event.preventDefault()
          if (question && showsNext && canGoNextIn(document, state, options)) onEvent({ type: 'NEXT' })
        }}
      >
        {phase === 'submitFailed' && view.submitError ? <ErrorBanner message={view.submitError} id="questionnaire-submit-error" /> : null}
        {phase === 'submitted' ? (
          <p role="status" className="rounded-xl bg-brand-50 p-4 text-brand-800">
            Thank you. Your answers were sent.
          </p>
        ) : null}

        {question ? (
          <div className="flex flex-col gap-5">
            {fieldFor(question, headingId, question.sublabel ? sublabelId : undefined, true)}
            {followUps.map(({ option, question: followUp }) => {
              const followUpId = `${headingId}-${String(followUp.id)}`
              return (
                <section
                  key={String(followUp.id)}
                  aria-labelledby={followUpId}
                  className="flex flex-col gap-3 rounded-2xl border-l-4 border-brand-200 bg-white/60 py-2 pl-4"
                >
                  <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">About “{option}”</p>
                  <h2 id={followUpId} className="text-lg font-bold text-ink">
                    {followUp.label}
                  </h2>
                  {fieldFor(followUp, followUpId, undefined, false)}
                </section>
              )
            })}
          </div>
        ) : (
          <ConfirmationStep records={answerRecords(document, live)} doseSummary={doseSummary} />
        )}

        {state.notice ? (
          <p role="alert" className="rounded-xl bg-danger-50 p-3 text-sm text-danger">
            {state.notice}
          </p>
        ) : null}

        <div className="flex flex-col gap-2">
          {question && showsNext ? (
            <Button type="submit" arrow disabled={!canGoNextIn(document, state, options)}>
              Next
            </Button>
          ) : null}
          {!question && phase !== 'submitted' ? (
            <Button type="button" disabled={preview || phase === 'submitting'} onClick={() => onEvent({ type: 'SUBMIT' })}>
              {phase === 'submitFailed' ? 'Try again' : 'Submit'}
            </Button>
          ) : null}
          {atStart ? <GoBackAnchor href={exitHref} /> : <GoBackLink disabled={busy} onClick={() => onEvent({ type: 'BACK' })} />}
        </div>
      </form>

      {state.popup !== null ? (
        <Suspense fallback={null}>
          <CannotProceedDialog
            open
            description={state.popup.description}
            onResubmit={() => onEvent({ type: 'RESUBMIT' })}
            onProcessRefund={() => onEvent({ type: 'PROCESS_REFUND' })}
            refundPending={view.refund.pending}
            refundError={view.refund.error}
            refundDisabled={preview}
            refundDone={view.refund.done}
          />
        </Suspense>
      ) : null}
      {phase === 'submitting' ? <SubmittingOverlay /> : null}
    </section>
  )
}

/** The form's version was replaced (ADR 086): what happened, and the way to the current form (never a dead end). */
function VersionReplaced({ message, onLoadCurrent }: { message: string; onLoadCurrent: () => void }) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-6 sm:py-8">
      <h1 id={titleId} className="text-2xl leading-tight font-bold text-ink">
        This form has changed
      </h1>
      <p role="alert" className="rounded-xl bg-amber-50 p-4 text-base text-amber-900">
        {message}
      </p>
      <Button type="button" onClick={onLoadCurrent}>
        {medicalFormMessages.loadCurrentForm}
      </Button>
    </section>
  )
}
