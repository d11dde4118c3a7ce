import { useRef, type FormEvent, type ReactNode } from 'react'
import { Button } from '../../components/Button.tsx'
import { ErrorBanner } from '../../components/ErrorBanner.tsx'
import { GoBackLink } from '../../components/GoBackLink.tsx'
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid.ts'
import { readIntakeValues, type IntakeFieldErrors, type IntakeFieldName, type IntakeFieldValues } from './intake-fields.ts'

/** Texts every step shares. */
export interface IntakeCommonCopy {
  continueButton: string
  goBack: string
  /** "Step {current} of {total}" for the layout's progress. */
  stepOf: string
}

/** What a funnel page hands its current step, whichever funnel (`/` or `/sign-up`) it is. */
export interface FunnelFormState {
  /** What was typed before (Go Back, a reload, a post without JavaScript). */
  values?: IntakeFieldValues | undefined
  errors?: IntakeFieldErrors | undefined
  /** The form-level banner. */
  formError?: string | null | undefined
  /** The final submit is under way ('Processing...'). */
  submitting?: boolean | undefined
  /** Where the form posts when JavaScript has not taken over (the route's action). */
  formAction?: string | undefined
  /** Called with the step's values instead of posting. */
  onSubmit?: ((values: IntakeFieldValues) => void) | undefined
  /** Called by Go Back instead of posting intent=back. Omit on the first step. */
  onBack?: (() => void) | undefined
  /** Called as the patient types, with the step's values (for saving progress). */
  onFieldChange?: ((values: IntakeFieldValues) => void) | undefined
}

/** What the route passes to every intake step screen. */
export interface IntakeStepScreenProps<TCopy> extends FunnelFormState {
  copy: TCopy
  common: IntakeCommonCopy
  /** Hides Go Back (the first step). */
  isFirstStep?: boolean | undefined
  /**
   * The answers of the other steps, posted along as hidden fields so the funnel works without
   * JavaScript (the server checks them all again). With JavaScript they are ignored.
   */
  carry?: IntakeFieldValues | undefined
}

export interface IntakeStepFormProps extends Omit<IntakeStepScreenProps<unknown>, 'copy' | 'values'> {
  /** The posted `step`, so the action knows which schema to apply. */
  step: string
  fields: readonly IntakeFieldName[]
  heading: string
  intro?: string | undefined
  submitLabel?: string | undefined
  submittingLabel?: string | undefined
  /** A trailing arrow on the main button. */
  submitArrow?: boolean
  /** The main button as secondary (a step whose cards already advance). */
  quietSubmit?: boolean
  children: ReactNode
}

/**
 * The frame of one intake step: heading, fields, the form banner, the main button and Go Back.
 * It posts to `formAction` without JavaScript; with a callback it hands over the step's values.
 */
export function IntakeStepForm({
  step,
  fields,
  heading,
  intro,
  common,
  errors,
  formError,
  submitting = false,
  formAction,
  onSubmit,
  onBack,
  isFirstStep = false,
  onFieldChange,
  submitLabel,
  submittingLabel,
  submitArrow = false,
  quietSubmit = false,
  carry,
  children,
}: IntakeStepFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstInvalid(formRef, errors, formError)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const wantsBack = submitter instanceof HTMLButtonElement && submitter.value === 'back'
    if (wantsBack && onBack) {
      event.preventDefault()
      onBack()
      return
    }
    if (!wantsBack && onSubmit) {
      event.preventDefault()
      if (!submitting) onSubmit(readIntakeValues(event.currentTarget, fields))
    }
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={formAction}
      noValidate
      onSubmit={handleSubmit}
      onChange={(event) => onFieldChange?.(readIntakeValues(event.currentTarget, fields))}
      aria-labelledby="intake-step-heading"
      className="flex flex-col gap-6"
    >
      <input type="hidden" name="step" value={step} />
      {Object.entries(carry ?? {})
        .filter(([name, value]) => !(fields as readonly string[]).includes(name) && value !== false && value !== null && value !== undefined && value !== '')
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value === true ? 'on' : String(value)} />
        ))}
      <div className="flex flex-col gap-2">
        <h1 id="intake-step-heading" tabIndex={-1} className="text-[1.75rem] font-bold leading-tight tracking-tight text-ink focus:outline-none">
          {heading}
        </h1>
        {intro ? <p className="text-base leading-7 text-muted">{intro}</p> : null}
      </div>
      <ErrorBanner message={formError} />
      <div className="flex flex-col gap-5">{children}</div>
      <div className="flex flex-col items-stretch gap-2 pt-1">
        {quietSubmit ? (
          <Button type="submit" name="intent" value="next" variant="secondary" pending={submitting} pendingLabel={submittingLabel}>
            {submitLabel ?? common.continueButton}
          </Button>
        ) : (
          <Button type="submit" name="intent" value="next" arrow={submitArrow} pending={submitting} pendingLabel={submittingLabel}>
            {submitLabel ?? common.continueButton}
          </Button>
        )}
        {isFirstStep ? null : <GoBackLink type="submit" name="intent" value="back" formNoValidate label={common.goBack} disabled={submitting} />}
      </div>
    </form>
  )
}
