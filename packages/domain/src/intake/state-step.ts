import { z } from 'zod'
import { isUsStateOrDcCode } from '../address/us-states.ts'
import { intakeMessages } from '../messages.ts'

/**
 * Step 2: the state select, posted as `state` (2-letter code). A blocked state is valid input but
 * a dead end; the caller checks it with blockedStateDeadEnd and redirects to /sorry.
 * DC is accepted here: the intake spec does not exclude it (only the address form does).
 */
export const stateStepSchema = z.object({
  state: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.string({ error: intakeMessages.stateRequired }).refine(isUsStateOrDcCode, { error: intakeMessages.stateRequired }),
  ),
})
