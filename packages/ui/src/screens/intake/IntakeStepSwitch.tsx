import type { IntakeStep } from '@telehealth/domain'
import type { ComponentType } from 'react'
import type { IntakeBodyCopy, IntakeBodyScreenProps } from './IntakeBodyScreen.tsx'
import type { IntakeDateOfBirthCopy } from './IntakeDateOfBirthScreen.tsx'
import type { IntakeEmailCopy } from './IntakeEmailScreen.tsx'
import type { IntakeGenderCopy } from './IntakeGenderScreen.tsx'
import type { IntakeGoalWeightCopy } from './IntakeGoalWeightScreen.tsx'
import type { IntakeNameCopy } from './IntakeNameScreen.tsx'
import type { IntakePhoneCopy } from './IntakePhoneScreen.tsx'
import type { IntakeStateCopy } from './IntakeStateScreen.tsx'
import type { FunnelFormState, IntakeCommonCopy, IntakeStepScreenProps } from './IntakeStepForm.tsx'
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

/**
 * The screens of steps 2 to 9. A page passes them in so it can load them after the first step's
 * paint (the welcome step is always at hand); the stories pass them all.
 */
export interface IntakeLaterStepScreens {
  state: ComponentType<IntakeStepScreenProps<IntakeStateCopy>>
  name: ComponentType<IntakeStepScreenProps<IntakeNameCopy>>
  gender: ComponentType<IntakeStepScreenProps<IntakeGenderCopy>>
  email: ComponentType<IntakeStepScreenProps<IntakeEmailCopy>>
  phone: ComponentType<IntakeStepScreenProps<IntakePhoneCopy>>
  body: ComponentType<IntakeBodyScreenProps>
  dateOfBirth: ComponentType<IntakeStepScreenProps<IntakeDateOfBirthCopy>>
  goalWeight: ComponentType<IntakeStepScreenProps<IntakeGoalWeightCopy>>
}

export interface IntakeFunnelScreenProps extends FunnelFormState {
  step: IntakeScreenStep
  copy: IntakeStepsCopy
}

/** The props every step after the first gets, from what the page hands its step. */
export function laterStepProps(common: IntakeCommonCopy, state: FunnelFormState) {
  return { common, ...state, carry: state.values }
}

/** The first step of either funnel: the terms box and the start button. */
export function FunnelFirstStep({ copy, step = 'welcome', state }: { copy: IntakeWelcomeCopy; step?: 'welcome' | 'terms'; state: FunnelFormState }) {
  const { values, errors, formError, formAction, onSubmit } = state
  return (
    <IntakeWelcomeScreen
      copy={copy}
      step={step}
      agreedToTerms={values?.agreed_to_terms ?? true}
      errors={errors}
      formError={formError}
      formAction={formAction}
      carry={values}
      onStart={onSubmit ? (agreed) => onSubmit({ agreed_to_terms: agreed }) : undefined}
    />
  )
}

/**
 * The new funnel's current step, drawn with the given screens. On every step change the page
 * scrolls to the top and focus moves to the new heading, so screen readers announce the step.
 */
export function IntakeStepSwitch({ step, copy, screens, ...state }: IntakeFunnelScreenProps & { screens: IntakeLaterStepScreens }) {
  const shared = laterStepProps(copy.common, state)

  function render() {
    switch (step) {
      case 'welcome':
        return <FunnelFirstStep copy={copy.welcome} state={state} />
      case 'state':
        return <screens.state copy={copy.state} {...shared} />
      case 'name':
        return <screens.name copy={copy.name} {...shared} />
      case 'gender':
        return <screens.gender copy={copy.gender} {...shared} />
      case 'email':
        return <screens.email copy={copy.email} {...shared} />
      case 'phone':
        return <screens.phone copy={copy.phone} {...shared} />
      case 'body':
        return <screens.body copy={copy.body} {...shared} />
      case 'dateOfBirth':
        return <screens.dateOfBirth copy={copy.dateOfBirth} {...shared} />
      case 'goalWeight':
        return <screens.goalWeight copy={copy.goalWeight} {...shared} />
    }
  }

  return <FunnelStepFrame stepKey={step}>{render()}</FunnelStepFrame>
}
