import type { IntakeStep } from '@telehealth/domain'
import type { IntakeFieldErrors, IntakeFieldValues } from './intake-fields.ts'
import { IntakeBodyScreen, type IntakeBodyCopy } from './IntakeBodyScreen.tsx'
import { IntakeDateOfBirthScreen, type IntakeDateOfBirthCopy } from './IntakeDateOfBirthScreen.tsx'
import { IntakeEmailScreen, type IntakeEmailCopy } from './IntakeEmailScreen.tsx'
import { IntakeGenderScreen, type IntakeGenderCopy } from './IntakeGenderScreen.tsx'
import { IntakeGoalWeightScreen, type IntakeGoalWeightCopy } from './IntakeGoalWeightScreen.tsx'
import { IntakeNameScreen, type IntakeNameCopy } from './IntakeNameScreen.tsx'
import { IntakePhoneScreen, type IntakePhoneCopy } from './IntakePhoneScreen.tsx'
import { IntakeStateScreen, type IntakeStateCopy } from './IntakeStateScreen.tsx'
import type { IntakeCommonCopy } from './IntakeStepForm.tsx'
import { IntakeWelcomeScreen, type IntakeWelcomeCopy } from './IntakeWelcomeScreen.tsx'
import { FunnelStepFrame } from './FunnelStepFrame.tsx'

/** Every text of the nine steps; the CMS mirrors this shape. */
export interface IntakeStepsCopy {
  common: IntakeCommonCopy
  welcome: IntakeWelcomeCopy
  state: IntakeStateCopy
  name: IntakeNameCopy
  gender: IntakeGenderCopy
  email: IntakeEmailCopy
  phone: IntakePhoneCopy
  body: IntakeBodyCopy
  dateOfBirth: IntakeDateOfBirthCopy
  goalWeight: IntakeGoalWeightCopy
}

/** The new funnel's steps, as the domain names them (INTAKE_STEPS). */
export type IntakeScreenStep = IntakeStep

export interface IntakeFunnelScreenProps {
  step: IntakeScreenStep
  copy: IntakeStepsCopy
  values?: IntakeFieldValues | undefined
  errors?: IntakeFieldErrors | undefined
  formError?: string | null | undefined
  /** The final submit is under way ('Processing...'). */
  submitting?: boolean | undefined
  formAction?: string | undefined
  onSubmit?: ((values: IntakeFieldValues) => void) | undefined
  onBack?: (() => void) | undefined
  onFieldChange?: ((values: IntakeFieldValues) => void) | undefined
}

/**
 * The new funnel's current step. On every step change the page scrolls to the top and focus
 * moves to the new heading, so screen readers announce the step.
 */
export function IntakeFunnelScreen({ step, copy, values, errors, formError, submitting, formAction, onSubmit, onBack, onFieldChange }: IntakeFunnelScreenProps) {
  const shared = { common: copy.common, values, errors, formError, submitting, formAction, onSubmit, onBack, onFieldChange, carry: values }

  function render() {
    switch (step) {
      case 'welcome':
        return (
          <IntakeWelcomeScreen
            copy={copy.welcome}
            agreedToTerms={values?.agreed_to_terms ?? true}
            errors={errors}
            formError={formError}
            formAction={formAction}
            carry={values}
            onStart={onSubmit ? (agreed) => onSubmit({ agreed_to_terms: agreed }) : undefined}
          />
        )
      case 'state':
        return <IntakeStateScreen copy={copy.state} {...shared} />
      case 'name':
        return <IntakeNameScreen copy={copy.name} {...shared} />
      case 'gender':
        return <IntakeGenderScreen copy={copy.gender} {...shared} />
      case 'email':
        return <IntakeEmailScreen copy={copy.email} {...shared} />
      case 'phone':
        return <IntakePhoneScreen copy={copy.phone} {...shared} />
      case 'body':
        return <IntakeBodyScreen copy={copy.body} {...shared} />
      case 'dateOfBirth':
        return <IntakeDateOfBirthScreen copy={copy.dateOfBirth} {...shared} />
      case 'goalWeight':
        return <IntakeGoalWeightScreen copy={copy.goalWeight} {...shared} />
    }
  }

  return <FunnelStepFrame stepKey={step}>{render()}</FunnelStepFrame>
}
