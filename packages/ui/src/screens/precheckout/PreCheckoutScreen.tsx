import { clsx } from 'clsx'
import {
  doseLabel,
  OTHER_DOSE,
  PRE_CHECKOUT_DOSE_OPTIONS_MG,
  PRE_CHECKOUT_GLP_MEDICATIONS,
  preCheckoutMessages,
  type Drug,
  type PreCheckoutGlpMedication,
  type PreCheckoutPlace,
  type PreCheckoutPopup,
  type PreCheckoutStep,
} from '@telehealth/domain'
import type { FormEvent } from 'react'
import { Button } from '../../components/Button.tsx'
import { Card } from '../../components/Card.tsx'
import { ChoiceCards } from '../../components/ChoiceCards.tsx'
import { ErrorBanner } from '../../components/ErrorBanner.tsx'
import { GoBackAnchor, GoBackLink } from '../../components/GoBackLink.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { PreCheckoutDialogs, PreCheckoutPopupWithoutScript } from './PreCheckoutDialogs.tsx'

/** One step's question, as clinical staff word it in the CMS. */
export interface PreCheckoutQuestionText {
  label: string
  sublabel?: string | null | undefined
}

export interface PreCheckoutTexts {
  takesGlp: PreCheckoutQuestionText
  glpMedication: PreCheckoutQuestionText
  /** sublabel: the photo note; noDoseNote: step 3 for a patient who takes none (ADR 065). */
  currentDose: PreCheckoutQuestionText & { noDoseNote: string }
  medication: PreCheckoutQuestionText
}

/** The seeded CMS wording: the stories', and the page's for a question staff removed (ADR 064). */
export const DEFAULT_PRE_CHECKOUT_TEXTS: PreCheckoutTexts = {
  takesGlp: { label: 'Are you currently taking a GLP medication?' },
  glpMedication: { label: 'Which one?' },
  currentDose: {
    label: 'What is your current dose?',
    sublabel: 'For higher doses we need a photo of your current medication or past prescription.',
    noDoseNote: preCheckoutMessages.noCurrentDose,
  },
  medication: { label: 'Which medication would you like?' },
}

export interface PreCheckoutScreenProps {
  texts: PreCheckoutTexts
  step: PreCheckoutStep
  /** The flow's place, posted with each step so the server can move it without JavaScript. */
  place: PreCheckoutPlace
  popup: PreCheckoutPopup
  popupMessage?: string | null | undefined
  takesGlp: boolean | null
  glpMedication: PreCheckoutGlpMedication | null
  /** The drug whose dose list step 3 shows; null for a patient who takes no GLP medication. */
  doseDrug: Drug | null
  currentDose: number | typeof OTHER_DOSE | null
  medication: Drug
  /** The current step's missing answer. */
  stepError?: string | null | undefined
  /** The server's refusal of a post (without JavaScript the page shows it here). */
  formError?: string | null | undefined
  submitting?: boolean
  /** Go Back on step 1 leaves for this address (the plan choice). */
  exitHref: string
  onTakesGlp: (takesGlp: boolean) => void
  onGlpMedication: (medication: PreCheckoutGlpMedication) => void
  onDose: (dose: number | typeof OTHER_DOSE | null) => void
  onMedication: (medication: Drug) => void
  onNext: () => void
  onBack: () => void
  /** Step 4's Continue: the form's own submit event (the route posts the form). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onAcceptProposal: () => void
  onDeclineProposal: () => void
  onClosePopup: () => void
}

const MEDICATION_LABELS: Record<Drug, string> = { tirzepatide: 'Tirzepatide', semaglutide: 'Semaglutide' }
const MEDICATION_OPTIONS = (['tirzepatide', 'semaglutide'] as const).map((value) => ({ value, label: MEDICATION_LABELS[value] }))
const YES_NO = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
]

function doseOptions(drug: Drug) {
  const listed = PRE_CHECKOUT_DOSE_OPTIONS_MG[drug].map((mg) => ({ value: String(mg), label: doseLabel(mg) }))
  // Only a tirzepatide dose can be off the list (it opens the not-offered popup).
  return drug === 'tirzepatide' ? [...listed, { value: OTHER_DOSE, label: preCheckoutMessages.otherDose }] : listed
}

function StepProgress({ step }: { step: PreCheckoutStep }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-brand-700">Step {step} of 4</p>
      <div aria-hidden="true" className="grid grid-cols-4 gap-1.5">
        {[1, 2, 3, 4].map((n) => (
          <span key={n} className={clsx('h-1.5 rounded-full', n <= step ? 'bg-brand-600' : 'bg-line')} />
        ))}
      </div>
    </div>
  )
}

/**
 * The pre-checkout questionnaire (spec 001), between the plan choice and checkout: one step at a
 * time, a Go Back on each, Continue to move on. One form: the earlier answers ride along as hidden
 * fields, so step 4 posts everything the server checks again.
 */
export function PreCheckoutScreen(props: PreCheckoutScreenProps) {
  const { texts, step, takesGlp, glpMedication, doseDrug, currentDose, medication, stepError, formError, submitting = false } = props
  const error = stepError ?? undefined
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (step === 4 && props.popup === null) return props.onSubmit(event)
    event.preventDefault()
    props.onNext()
  }
  const question = [texts.takesGlp, texts.glpMedication, texts.currentDose, texts.medication][step - 1] ?? texts.takesGlp
  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-5" aria-labelledby="precheckout-question">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-ink">Before checkout</h1>
        <StepProgress step={step} />
      </div>
      <ErrorBanner id="precheckout-form-error" message={formError ?? undefined} />
      <PreCheckoutPopupWithoutScript popup={props.popup} message={props.popupMessage} />
      <input type="hidden" name="place" value={props.place} />
      {step === 4 ? null : <input type="hidden" name="medication" value={medication} />}
      <input type="hidden" name="takesGlp" value={takesGlp === null ? '' : takesGlp ? 'Yes' : 'No'} />
      <input type="hidden" name="glpMedication" value={takesGlp ? (glpMedication ?? '') : ''} />
      <input type="hidden" name="currentDose" value={takesGlp && currentDose !== null ? String(currentDose) : ''} />
      <Card as="section" className="flex flex-col gap-4">
        <h2 id="precheckout-question" className="text-xl font-bold tracking-tight text-ink">
          {question.label}
        </h2>
        {step === 1 ? (
          <ChoiceCards
            key="takesGlp"
            name="takesGlpChoice"
            legend={texts.takesGlp.label}
            hideLegend
            layout="row"
            hint={texts.takesGlp.sublabel ?? undefined}
            options={YES_NO}
            defaultValue={takesGlp === null ? null : takesGlp ? 'Yes' : 'No'}
            error={error}
            onChange={(value) => props.onTakesGlp(value === 'Yes')}
          />
        ) : null}
        {step === 2 ? (
          <ChoiceCards
            key="glpMedication"
            name="glpMedicationChoice"
            legend={texts.glpMedication.label}
            hideLegend
            hint={texts.glpMedication.sublabel ?? undefined}
            options={PRE_CHECKOUT_GLP_MEDICATIONS.map((value) => ({ value, label: value }))}
            defaultValue={glpMedication}
            error={error}
            onChange={(value) => props.onGlpMedication(value as PreCheckoutGlpMedication)}
          />
        ) : null}
        {step === 3 && doseDrug ? (
          <SelectField
            key={`dose-${doseDrug}`}
            name="currentDoseChoice"
            label={texts.currentDose.label}
            hideLabel
            hint={texts.currentDose.sublabel ?? undefined}
            placeholder="Choose your dose"
            options={doseOptions(doseDrug)}
            value={currentDose === null ? '' : String(currentDose)}
            error={error}
            onChange={(event) => {
              const value = event.currentTarget.value
              props.onDose(value === '' ? null : value === OTHER_DOSE ? OTHER_DOSE : Number(value))
            }}
          />
        ) : null}
        {step === 3 && !doseDrug ? <p className="leading-7 text-muted">{texts.currentDose.noDoseNote}</p> : null}
        {step === 4 ? (
          <ChoiceCards
            key={`medication-${medication}`}
            name="medication"
            legend={texts.medication.label}
            hideLegend
            hint={texts.medication.sublabel ?? undefined}
            options={MEDICATION_OPTIONS}
            defaultValue={medication}
            onChange={(value) => props.onMedication(value as Drug)}
          />
        ) : null}
      </Card>
      <div className="flex flex-col gap-2">
        <Button type="submit" name="intent" value={step === 4 ? 'submit' : 'next'} pending={submitting} pendingLabel="Saving..." arrow>
          {step === 4 ? 'Continue to checkout' : 'Continue'}
        </Button>
        {/* After Continue, so Enter never means back; it posts intent=back without JavaScript. */}
        {step === 1 ? (
          <GoBackAnchor href={props.exitHref} />
        ) : (
          <GoBackLink
            type="submit"
            name="intent"
            value="back"
            disabled={submitting}
            onClick={(event) => {
              event.preventDefault()
              props.onBack()
            }}
          />
        )}
      </div>
      <PreCheckoutDialogs
        popup={props.popup}
        message={props.popupMessage}
        onAcceptProposal={props.onAcceptProposal}
        onDeclineProposal={props.onDeclineProposal}
        onClose={props.onClosePopup}
      />
    </form>
  )
}
