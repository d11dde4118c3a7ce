import { WEIGHT_RANGE_LB } from '@telehealth/domain'
import { TextField } from '../../components/TextField.tsx'
import { fillTemplate } from '../../format.ts'
import { IntakeStepForm, type IntakeStepScreenProps } from './IntakeStepForm.tsx'

export interface IntakeGoalWeightCopy {
  heading: string
  intro: string
  label: string
  unit: string
  /** "You weigh {weight} lbs today." Shown when the weight is known. */
  currentWeightNote: string
  /** 'Start my FREE visit' (the button adds an arrow). */
  submitButton: string
  /** 'Processing...' */
  submittingButton: string
}

/** Step 9 (old funnel slide 5): goal weight and the final 'Start my FREE visit' button. */
export function IntakeGoalWeightScreen({ copy, values, errors, ...form }: IntakeStepScreenProps<IntakeGoalWeightCopy>) {
  const weight = values?.weight?.trim()
  return (
    <IntakeStepForm
      step="goalWeight"
      fields={['desired_weight']}
      heading={copy.heading}
      intro={copy.intro}
      errors={errors}
      submitLabel={copy.submitButton}
      submittingLabel={copy.submittingButton}
      submitArrow
      {...form}
    >
      <TextField
        name="desired_weight"
        label={copy.label}
        hint={weight ? fillTemplate(copy.currentWeightNote, { weight }) : undefined}
        suffix={copy.unit}
        type="number"
        inputMode="decimal"
        min={WEIGHT_RANGE_LB.min}
        max={WEIGHT_RANGE_LB.max}
        defaultValue={values?.desired_weight ?? ''}
        error={errors?.desired_weight}
        className="tabular-nums"
      />
    </IntakeStepForm>
  )
}
