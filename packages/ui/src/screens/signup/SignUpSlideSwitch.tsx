import type { OldFunnelSlide } from '@telehealth/domain'
import type { ComponentType } from 'react'
import type { IntakeBodyCopy, IntakeBodyScreenProps } from '../intake/IntakeBodyScreen.tsx'
import type { IntakeDateOfBirthCopy } from '../intake/IntakeDateOfBirthScreen.tsx'
import type { IntakeGoalWeightCopy } from '../intake/IntakeGoalWeightScreen.tsx'
import type { FunnelFormState, IntakeCommonCopy, IntakeStepScreenProps } from '../intake/IntakeStepForm.tsx'
import type { IntakeWelcomeCopy } from '../intake/IntakeWelcomeScreen.tsx'
import { FunnelFirstStep, laterStepProps } from '../intake/IntakeStepSwitch.tsx'
import type { SignUpContactCopy } from './SignUpContactScreen.tsx'
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

/** The screens of slides 2 to 5; a page passes them in so it can load them after the first paint. */
export interface SignUpLaterSlideScreens {
  contact: ComponentType<IntakeStepScreenProps<SignUpContactCopy>>
  dateOfBirth: ComponentType<IntakeStepScreenProps<IntakeDateOfBirthCopy>>
  body: ComponentType<IntakeBodyScreenProps>
  goalWeight: ComponentType<IntakeStepScreenProps<IntakeGoalWeightCopy>>
}

export interface SignUpFunnelScreenProps extends FunnelFormState {
  slide: SignUpSlide
  copy: SignUpCopy
}

/**
 * The older /sign-up funnel's current slide (1 terms, 2 contact, 3 date of birth, 4 body with live
 * BMI, 5 goal), drawn with the given screens.
 */
export function SignUpSlideSwitch({ slide, copy, screens, ...state }: SignUpFunnelScreenProps & { screens: SignUpLaterSlideScreens }) {
  const shared = laterStepProps(copy.common, state)

  function render() {
    switch (slide) {
      case 'terms':
        return <FunnelFirstStep copy={copy.terms} step="terms" state={state} />
      case 'contact':
        return <screens.contact copy={copy.contact} {...shared} />
      case 'dateOfBirth':
        return <screens.dateOfBirth copy={copy.dateOfBirth} {...shared} />
      case 'body':
        return <screens.body copy={copy.body} showBmi {...shared} />
      case 'goalWeight':
        return <screens.goalWeight copy={copy.goalWeight} {...shared} />
    }
  }

  return <FunnelStepFrame stepKey={slide}>{render()}</FunnelStepFrame>
}
