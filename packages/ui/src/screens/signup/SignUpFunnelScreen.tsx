import { IntakeBodyScreen } from '../intake/IntakeBodyScreen.tsx'
import { IntakeDateOfBirthScreen } from '../intake/IntakeDateOfBirthScreen.tsx'
import { IntakeGoalWeightScreen } from '../intake/IntakeGoalWeightScreen.tsx'
import { SignUpContactScreen } from './SignUpContactScreen.tsx'
import type { SignUpLaterSlideScreens } from './SignUpSlideSwitch.tsx'

/** Every screen of slides 2 to 5, loaded with this module. */
export const signUpLaterSlideScreens: SignUpLaterSlideScreens = {
  contact: SignUpContactScreen,
  dateOfBirth: IntakeDateOfBirthScreen,
  body: IntakeBodyScreen,
  goalWeight: IntakeGoalWeightScreen,
}
