import {
  answerOf,
  answerRecords,
  canGoNextIn,
  chooseMonthDose,
  currentQuestion,
  dosePlanMonths,
  followUpsFor,
  isAtStart,
  isOn,
  isQuestionVisible,
  prepareSubmission,
  progressOf,
  questionnaireStep,
  startQuestionnaire,
  UPLOAD_ADVANCE_DELAY_MS,
  visibleQuestions,
  type AnswerRecord,
  type Answers,
  type DosePlanInput,
  type MedicationCatalogue,
  type Question,
  type QuestionnaireContext,
  type QuestionnaireDocument,
  type QuestionnaireProgress,
  type QuestionnaireRunState,
  type QuestionnaireStepEvent,
} from '@telehealth/domain'
import { lazy, Suspense, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react'
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

export type { QuestionnaireProgress } from '@telehealth/domain'

type Result = { ok: true } | { ok: false; message: string }

export interface QuestionnaireRunnerProps {
  document: QuestionnaireDocument
  questionnaireId: string
  version: string
  /** userState, gender, formType (its answers are ignored: the runner keeps its own). */
  context: QuestionnaireContext
  /** Already checked (age, version, form): start there. */
  initialProgress?: QuestionnaireProgress | null
  /** For dose_optimization: the months and doses (domain dosePlanMonths/chooseMonthDose with the CMS catalogue). */
  dosePlan?: { drug: 'semaglutide' | 'tirzepatide'; catalogue?: MedicationCatalogue; months?: number } | null
  /** Uploads a file/image answer; progress 0-100; resolves to the stored file name (the answer). */
  uploadFile: UploadFile
  /** After every change (answer, move, dose): the caller persists it. Fire-and-forget; never blocks. */
  onProgress: (progress: QuestionnaireProgress) => void
  /** Last question done and every follow-up answered; on { ok: false } the message shows with Try again. */
  onSubmit: (submission: { answers: Answers; records: AnswerRecord[]; doseSchedule: (number | null)[] }) => Promise<Result>
  /** 'Process Refund' in the 'We Cannot Proceed' popup. */
  onProcessRefund: (reason: { questionId: string; description: string }) => Promise<Result>
  /** Go Back on the first question leaves the form for this address. */
  exitHref: string
  /** Read-only preview (live preview in the admin): nothing is persisted, submit/refund are disabled. */
  preview?: boolean
  /** Offered after a possible crash (an incomplete form left over 5 minutes): continue or start over. */
  resumeOffer?: { savedAt: string; onResume(): void; onStartOver(): void } | null
}

type RunnerAction =
  | QuestionnaireStepEvent
  | { type: 'RESTART' }
  | { type: 'REPLACE'; state: QuestionnaireRunState }
  /** The upload's delayed advance: only if the patient is still on that question. */
  | { type: 'NEXT_FROM'; questionId: string }

type Phase = { name: 'answering' } | { name: 'submitting' } | { name: 'failed'; message: string } | { name: 'done' }

function doseInput(dosePlan: NonNullable<QuestionnaireRunnerProps['dosePlan']>, schedule: readonly (number | null)[]): DosePlanInput {
  const input: DosePlanInput = { drug: dosePlan.drug, kind: (dosePlan.months ?? 3) > 3 ? 'refill' : 'plan', schedule }
  if (dosePlan.catalogue) input.catalogue = dosePlan.catalogue
  return input
}

/**
 * Any published questionnaire version, answered in the browser (spec 001 sections 3 to 5): one
 * question per screen, follow-ups under the option that opened them, the Next-button rules, the
 * 'We Cannot Proceed' popup, a confirmation step and Submit. Every move goes through the domain's
 * `questionnaireStep` (the machine uses the same), and every change is handed to `onProgress`.
 */
export function QuestionnaireRunner({
  document,
  questionnaireId,
  version,
  context,
  initialProgress = null,
  dosePlan = null,
  uploadFile,
  onProgress,
  onSubmit,
  onProcessRefund,
  exitHref,
  preview = false,
  resumeOffer = null,
}: QuestionnaireRunnerProps) {
  const months = useMemo(() => (dosePlan ? dosePlanMonths(doseInput(dosePlan, [])).length : 3), [dosePlan])
  const options = { doseMonths: months }
  const [state, dispatch] = useReducer(
    (current: QuestionnaireRunState, action: RunnerAction): QuestionnaireRunState => {
      switch (action.type) {
        case 'RESTART':
          return startQuestionnaire(document, context, null)
        case 'REPLACE':
          return action.state
        case 'NEXT_FROM':
          return current.currentQuestionId === action.questionId ? questionnaireStep(document, context, current, { type: 'NEXT' }, options) : current
        default:
          return questionnaireStep(document, context, current, action, options)
      }
    },
    undefined,
    () => startQuestionnaire(document, context, initialProgress),
  )
  const [phase, setPhase] = useState<Phase>({ name: 'answering' })
  const [refund, setRefund] = useState<{ pending: boolean; error: string | null; done?: boolean }>({ pending: false, error: null })
  const [offer, setOffer] = useState(resumeOffer)
  const headingId = useId()
  const sublabelId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const progressRef = useRef(onProgress)
  useEffect(() => {
    progressRef.current = onProgress
  })
  useEffect(() => {
    void loadCannotProceedDialog()
  }, [])

  // Every change is handed to the caller to persist (not the first render: nothing changed yet).
  const firstRender = useRef(true)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    if (!preview) progressRef.current(progressOf(state, { questionnaireId, version }, new Date()))
  }, [state.answers, state.currentQuestionId, state.doseSchedule]) // eslint-disable-line react-hooks/exhaustive-deps

  // A new screen: focus its heading, so a screen reader reads the question and Tab starts at its top.
  const shownQuestion = useRef(state.currentQuestionId)
  useEffect(() => {
    if (shownQuestion.current === state.currentQuestionId) return
    shownQuestion.current = state.currentQuestionId
    headingRef.current?.focus()
  }, [state.currentQuestionId])

  useEffect(() => () => (advanceTimer.current ? clearTimeout(advanceTimer.current) : undefined), [])

  // A new document (the admin's live preview) or patient context may remove or hide the question on
  // screen: go on from there to the next visible one.
  useEffect(() => {
    if (state.currentQuestionId === null) return
    const shown = currentQuestion(document, state)
    if (!shown || !isQuestionVisible(document, shown, { ...context, answers: state.answers })) dispatch({ type: 'REPLACE', state: startQuestionnaire(document, context, state) })
  }, [document, context]) // eslint-disable-line react-hooks/exhaustive-deps

  const live: QuestionnaireContext = { ...context, answers: state.answers }
  const question = currentQuestion(document, state)
  const visible = visibleQuestions(document, live)
  const position = question ? visible.findIndex((candidate) => candidate === question) + 1 : visible.length
  const atStart = isAtStart(document, context, state)
  const doseMonths = dosePlan ? dosePlanMonths(doseInput(dosePlan, state.doseSchedule)) : []

  function send(action: RunnerAction) {
    if (advanceTimer.current) clearTimeout(advanceTimer.current)
    advanceTimer.current = null
    dispatch(action)
  }

  function uploaded(target: Question, filename: string, advance: boolean) {
    send({ type: 'ANSWER', questionId: String(target.id), answer: filename })
    if (advance) advanceTimer.current = setTimeout(() => dispatch({ type: 'NEXT_FROM', questionId: String(target.id) }), UPLOAD_ADVANCE_DELAY_MS)
  }

  async function submit() {
    const prepared = prepareSubmission(document, context, state, options)
    if (!prepared.ok) {
      send({ type: 'REPLACE', state: prepared.state })
      return
    }
    if (preview) return
    setPhase({ name: 'submitting' })
    let result: Result
    try {
      result = await onSubmit(prepared.submission)
    } catch {
      result = { ok: false, message: 'Ooops... Something went wrong' }
    }
    setPhase(result.ok ? { name: 'done' } : { name: 'failed', message: result.message })
  }

  async function processRefund() {
    if (!state.popup || preview) return
    setRefund({ pending: true, error: null })
    let result: Result
    try {
      result = await onProcessRefund({ questionId: state.popup.questionId, description: state.popup.description })
    } catch {
      result = { ok: false, message: 'Ooops... Something went wrong' }
    }
    setRefund(result.ok ? { pending: false, error: null, done: true } : { pending: false, error: result.message })
  }

  const fieldFor = (target: Question, labelId: string, descriptionId: string | undefined, advanceOnUpload: boolean) => (
    <QuestionField
      question={target}
      answer={answerOf(state.answers, target.id)}
      labelId={labelId}
      descriptionId={descriptionId}
      onAnswer={(answer) => send({ type: 'ANSWER', questionId: String(target.id), answer })}
      onToggle={(title) => send({ type: 'TOGGLE_OPTION', questionId: String(target.id), title })}
      uploadFile={preview ? async (file) => ({ ok: true, filename: file.name }) : uploadFile}
      onUploaded={(filename) => uploaded(target, filename, advanceOnUpload)}
      doseMonths={doseMonths}
      doseSchedule={state.doseSchedule}
      onChooseDose={(month, doseMg) => dosePlan && send({ type: 'SET_DOSE', schedule: chooseMonthDose(doseInput(dosePlan, state.doseSchedule), month, doseMg) })}
    />
  )

  const showsNext = question !== null && !(question.question_type === 'informational' && question.has_next_button !== undefined && question.has_next_button !== null && !isOn(question.has_next_button))
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

  return (
    <section aria-labelledby={headingId} className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-6 sm:py-8">
      {offer ? (
        <ResumeOffer
          savedAt={offer.savedAt}
          onResume={() => {
            setOffer(null)
            offer.onResume()
          }}
          onStartOver={() => {
            setOffer(null)
            send({ type: 'RESTART' })
            offer.onStartOver()
          }}
        />
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
          if (question && showsNext && canGoNextIn(document, state, options)) send({ type: 'NEXT' })
        }}
      >
        {phase.name === 'failed' ? <ErrorBanner message={phase.message} id="questionnaire-submit-error" /> : null}
        {phase.name === 'done' ? (
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
                <section key={String(followUp.id)} aria-labelledby={followUpId} className="flex flex-col gap-3 rounded-2xl border-l-4 border-brand-200 bg-white/60 py-2 pl-4">
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
          {!question && phase.name !== 'done' ? (
            <Button type="button" disabled={preview || phase.name === 'submitting'} onClick={() => void submit()}>
              {phase.name === 'failed' ? 'Try again' : 'Submit'}
            </Button>
          ) : null}
          {atStart ? (
            <GoBackAnchor href={exitHref} />
          ) : (
            <GoBackLink disabled={phase.name === 'submitting' || phase.name === 'done'} onClick={() => send({ type: 'BACK' })} />
          )}
        </div>
      </form>

      {state.popup !== null ? (
        <Suspense fallback={null}>
          <CannotProceedDialog
        open
        description={state.popup?.description ?? null}
        onResubmit={() => {
          setRefund({ pending: false, error: null })
          send({ type: 'RESUBMIT' })
        }}
        onProcessRefund={() => void processRefund()}
        refundPending={refund.pending}
        refundError={refund.error}
        refundDisabled={preview}
        refundDone={refund.done === true}
          />
        </Suspense>
      ) : null}
      {phase.name === 'submitting' ? <SubmittingOverlay /> : null}
    </section>
  )
}
