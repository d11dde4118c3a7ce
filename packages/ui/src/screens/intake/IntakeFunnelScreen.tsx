import { IntakeBodyScreen } from './IntakeBodyScreen.tsx'
import { IntakeDateOfBirthScreen } from './IntakeDateOfBirthScreen.tsx'
import { IntakeEmailScreen } from './IntakeEmailScreen.tsx'
import { IntakeGenderScreen } from './IntakeGenderScreen.tsx'
import { IntakeGoalWeightScreen } from './IntakeGoalWeightScreen.tsx'
import { IntakeNameScreen } from './IntakeNameScreen.tsx'
import { IntakePhoneScreen } from './IntakePhoneScreen.tsx'
import { IntakeStateScreen } from './IntakeStateScreen.tsx'
import type { IntakeLaterStepScreens } from './IntakeStepSwitch.tsx'

/** Every screen of steps 2 to 9, loaded with this module. */
export const intakeLaterStepScreens: IntakeLaterStepScreens = {
  state: IntakeStateScreen,
  name: IntakeNameScreen,
  gender: IntakeGenderScreen,
  email: IntakeEmailScreen,
  phone: IntakePhoneScreen,
  body: IntakeBodyScreen,
  dateOfBirth: IntakeDateOfBirthScreen,
  goalWeight: IntakeGoalWeightScreen,
}
