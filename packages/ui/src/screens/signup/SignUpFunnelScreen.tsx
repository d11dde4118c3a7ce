import type { OldFunnelSlide } from '@telehealth/domain'
import type { IntakeFieldErrors, IntakeFieldValues } from '../intake/intake-fields.ts'
import { IntakeBodyScreen, type IntakeBodyCopy } from '../intake/IntakeBodyScreen.tsx'
import { IntakeDateOfBirthScreen, type IntakeDateOfBirthCopy } from '../intake/IntakeDateOfBirthScreen.tsx'
import { IntakeGoalWeightScreen, type IntakeGoalWeightCopy } from '../intake/IntakeGoalWeightScreen.tsx'
import type { IntakeCommonCopy } from '../intake/IntakeStepForm.tsx'
import { IntakeWelcomeScreen, type IntakeWelcomeCopy } from '../intake/IntakeWelcomeScreen.tsx'
import { SignUpContactScreen, type SignUpContactCopy } from './SignUpContactScreen.tsx'
import { FunnelStepFrame } from '../intake/FunnelStepFrame.tsx'

/** Every text of the five /sign-up slides; the CMS mirrors this shape. */
export interface SignUpCopy {
  common: IntakeCommonCopy
  terms: IntakeWelcomeCopy
  contact: SignUpContactCopy
  dateOfBirth: IntakeDateOfBirthCopy
  body: IntakeBodyCopy
  goalWeight: IntakeGoalWeightCopy
}

/** The old funnel's slides, as the domain names them (OLD_FUNNEL_SLIDES). */
export type SignUpSlide = OldFunnelSlide

export interface SignUpFunnelScreenProps {
  slide: SignUpSlide
  copy: SignUpCopy
  values?: IntakeFieldValues | undefined
  errors?: IntakeFieldErrors | undefined
  formError?: string | null | undefined
  submitting?: boolean | undefined
  formAction?: string | undefined
  onSubmit?: ((values: IntakeFieldValues) => void) | undefined
  onBack?: (() => void) | undefined
  onFieldChange?: ((values: IntakeFieldValues) => void) | undefined
}

/** The older /sign-up funnel's current slide (1 terms, 2 contact, 3 date of birth, 4 body with live BMI, 5 goal). */
export function SignUpFunnelScreen({ slide, copy, values, errors, formError, submitting, formAction, onSubmit, onBack, onFieldChange }: SignUpFunnelScreenProps) {
  const shared = { common: copy.common, values, errors, formError, submitting, formAction, onSubmit, onBack, onFieldChange, carry: values }

  function render() {
    switch (slide) {
      case 'terms':
        return (
          <IntakeWelcomeScreen
            copy={copy.terms}
            step="terms"
            agreedToTerms={values?.agreed_to_terms ?? true}
            errors={errors}
            formError={formError}
            formAction={formAction}
            carry={values}
            onStart={onSubmit ? (agreed) => onSubmit({ agreed_to_terms: agreed }) : undefined}
          />
        )
      case 'contact':
        return <SignUpContactScreen copy={copy.contact} {...shared} />
      case 'dateOfBirth':
        return <IntakeDateOfBirthScreen copy={copy.dateOfBirth} {...shared} />
      case 'body':
        return <IntakeBodyScreen copy={copy.body} showBmi {...shared} />
      case 'goalWeight':
        return <IntakeGoalWeightScreen copy={copy.goalWeight} {...shared} />
    }
  }

  return <FunnelStepFrame stepKey={slide}>{render()}</FunnelStepFrame>
}
