import { describe, expect, it } from 'vitest'
import * as domain from './index.ts'

describe('public entry point', () => {
  it('exposes the rules callers use', () => {
    for (const name of [
      'welcomeStepSchema',
      'intakeMessages',
      'stateStepSchema',
      'phoneStepSchema',
      'bodyStepSchema',
      'dateOfBirthStepSchema',
      'goalWeightStepSchema',
      'buildIntakePerson',
      'parseFreeTypedAddress',
      'shippingAddressSchema',
      'termSavingsCents',
      'paymentMessage',
      'DECLINES_BEFORE_BLOCK',
      'verificationCodeSchema',
      'chooseActiveForm',
      'orderSteps',
      'validateQuestionnaire',
      'questionnaireDocumentSchema',
      'nextVisibleQuestionIndex',
      'answerRecords',
    ]) {
      expect(domain, name).toHaveProperty(name)
    }
  })
})
