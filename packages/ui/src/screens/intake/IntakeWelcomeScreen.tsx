import type { IntakeFieldValues } from './intake-fields.ts'
import { CheckboxField } from '../../components/CheckboxField.tsx'
import { IntakeStepForm } from './IntakeStepForm.tsx'

export interface IntakeWelcomeCopy {
  heading: string
  intro: string
  consentLabel: string
  startButton: string
  /** Short reassurances under the intro ("Board-certified physicians"). */
  highlights?: { text: string }[] | undefined
}

export interface IntakeWelcomeScreenProps {
  copy: IntakeWelcomeCopy
  agreedToTerms: boolean
  errors?: { agreed_to_terms?: string | undefined }
  formError?: string | null | undefined
  /** Where the form posts when JavaScript has not taken over (the route's action). */
  formAction?: string | undefined
  /** Called with the box's state; the screen prevents the post when JavaScript runs. */
  onStart?: ((agreedToTerms: boolean) => void) | undefined
  /** The answers of later steps, posted along without JavaScript (IntakeStepForm). */
  carry?: IntakeFieldValues | undefined
  /** The posted step name: 'welcome' (new funnel) or 'terms' (/sign-up slide 1). */
  step?: 'welcome' | 'terms'
}

/** Step 1 of the intake funnel: welcome, consent (pre-ticked) and 'Start my FREE visit'. */
export function IntakeWelcomeScreen({ copy, agreedToTerms, errors, formError, formAction, onStart, carry, step = 'welcome' }: IntakeWelcomeScreenProps) {
  return (
    <IntakeStepForm
      step={step}
      fields={['agreed_to_terms']}
      heading={copy.heading}
      intro={copy.intro}
      common={{ continueButton: copy.startButton, goBack: '', stepOf: '' }}
      errors={errors}
      formError={formError}
      formAction={formAction}
      carry={carry}
      onSubmit={onStart ? (values) => onStart(values.agreed_to_terms === true) : undefined}
      isFirstStep
    >
      {copy.highlights && copy.highlights.length > 0 ? (
        <ul className="flex flex-col gap-2.5">
          {copy.highlights.map((highlight) => (
            <li key={highlight.text} className="flex items-start gap-3 text-base text-ink">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0">
                <circle cx="10" cy="10" r="10" className="fill-brand-100" />
                <path d="m6 10.3 2.6 2.6L14 7.5" fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="stroke-brand-700" />
              </svg>
              {highlight.text}
            </li>
          ))}
        </ul>
      ) : null}
      <CheckboxField id="agreed_to_terms" name="agreed_to_terms" label={copy.consentLabel} defaultChecked={agreedToTerms} error={errors?.agreed_to_terms} />
    </IntakeStepForm>
  )
}
