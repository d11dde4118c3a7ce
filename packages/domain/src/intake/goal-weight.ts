import { z } from 'zod'
import { formNumber } from '../form/fields.ts'
import { intakeMessages } from '../messages.ts'
import { WEIGHT_RANGE_LB } from './body-step.ts'

/** Step 9: desired_weight, 80-700 lb and strictly below the weight given at step 7. */
export function goalWeightStepSchema(currentWeight: number) {
  return z.object({
    desired_weight: formNumber(intakeMessages.desiredWeightInvalid, WEIGHT_RANGE_LB).refine((desired) => desired < currentWeight, {
      error: intakeMessages.desiredWeightNotBelowCurrent,
    }),
  })
}
