import { adjustDosesMessages, type DosePlanMonth } from '@telehealth/domain'
import type { ReactNode } from 'react'
import { Button } from '../../components/Button.tsx'
import { ErrorBanner } from '../../components/ErrorBanner.tsx'
import { FieldError } from '../../components/FieldError.tsx'
import { GoBackLink } from '../../components/GoBackLink.tsx'
import { DosePlanner } from './DosePlanner.tsx'
import { PageUnavailable } from '../../components/PageUnavailable.tsx'

export type AdjustDosesStep = 'doses' | 'photo'

export interface AdjustDosesScreenProps {
  step: AdjustDosesStep
  /** The planner's months on the adjust-doses rule (domain `adjustDosesPlan`). */
  months: readonly DosePlanMonth[]
  value: readonly (number | null | undefined)[]
  onDoseChange: (month: number, doseMg: number) => void
  /** Why the step cannot move on (a month without a dose, no photo yet). */
  stepError?: string | null
  /** Why the request was not accepted. */
  submitError?: string | null
  submitting?: boolean
  /** The order's prescription still waits for the patient's answer: sending declines it, and the page says so. */
  declinesPrescription?: boolean
  /** The image uploader for step 2 (the page's, wired to the upload). */
  uploader: ReactNode
  onNext: () => void
  onBack: () => void
  onSubmit: () => void
}

const STEPS: Readonly<Record<AdjustDosesStep, number>> = { doses: 1, photo: 2 }

/**
 * Adjust Doses (spec 001, /adjust-doses/{id}): (1) choose a dosage schedule, (2) upload a photo of
 * the current prescription; 'Go Back' on each step. Phone first: one column, the main button full
 * width, 'Go Back' under it.
 */
export function AdjustDosesScreen({
  step,
  months,
  value,
  onDoseChange,
  stepError = null,
  submitError = null,
  submitting = false,
  declinesPrescription = false,
  uploader,
  onNext,
  onBack,
  onSubmit,
}: AdjustDosesScreenProps) {
  return (
    <section aria-labelledby="adjust-doses-title" className="mx-auto flex w-full max-w-xl flex-col gap-5 py-8">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-brand-700">Step {STEPS[step]} of 2</p>
        <h1 id="adjust-doses-title" className="text-2xl font-bold text-ink">
          {step === 'doses' ? adjustDosesMessages.stepDoses : adjustDosesMessages.stepPhoto}
        </h1>
      </header>
      {declinesPrescription ? (
        <p role="note" className="rounded-2xl bg-accent-50 px-4 py-3 leading-7 text-ink">
          {adjustDosesMessages.declinesPrescription}
        </p>
      ) : null}
      <ErrorBanner message={submitError} id="adjust-doses-error" />
      {step === 'doses' ? (
        <DosePlanner months={months} value={value} onChange={onDoseChange} hint={adjustDosesMessages.stepDosesHint} error={stepError ?? undefined} />
      ) : (
        <div className="flex flex-col gap-3">
          <p className="leading-7 text-muted">{adjustDosesMessages.stepPhotoHint}</p>
          {uploader}
          <FieldError id="adjust-doses-photo-error" message={stepError ?? undefined} />
        </div>
      )}
      <div className="flex flex-col gap-2">
        {step === 'doses' ? (
          <Button type="button" onClick={onNext}>
            {adjustDosesMessages.next}
          </Button>
        ) : (
          <Button type="button" onClick={onSubmit} pending={submitting} pendingLabel={adjustDosesMessages.submitting} disabled={submitting}>
            {adjustDosesMessages.submit}
          </Button>
        )}
        <GoBackLink onClick={onBack} disabled={submitting} />
      </div>
    </section>
  )
}

export interface AdjustDosesUnavailableProps {
  message: string
  homeHref?: string
}

/** The order cannot be adjusted now (another state, a request already open): why, and the way home. */
export function AdjustDosesUnavailable({ message, homeHref = '/home' }: AdjustDosesUnavailableProps) {
  return <PageUnavailable title={adjustDosesMessages.pageTitle} message={message} homeHref={homeHref} />
}
