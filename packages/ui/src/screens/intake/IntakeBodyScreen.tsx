import { HeightWeightFields } from '../../components/HeightWeightFields.tsx'
import { firstError } from './intake-fields.ts'
import { IntakeStepForm, type IntakeStepScreenProps } from './IntakeStepForm.tsx'

export interface IntakeBodyCopy {
  heading: string
  intro: string
  heightLabel: string
  feetLabel: string
  inchesLabel: string
  weightLabel: string
  weightUnit: string
  weightHint: string
  /** The old funnel's live BMI. */
  bmiLabel: string
  bmiPlaceholder: string
}

export interface IntakeBodyScreenProps extends IntakeStepScreenProps<IntakeBodyCopy> {
  /** Shows the live BMI (the old funnel's slide 4). */
  showBmi?: boolean
  /** The posted step name ('body' in both funnels). */
  step?: string
}

/** Step 7 (old funnel slide 4): height in feet and inches, weight in pounds. */
export function IntakeBodyScreen({ copy, values, errors, showBmi = false, step = 'body', ...form }: IntakeBodyScreenProps) {
  return (
    <IntakeStepForm step={step} fields={['height_feet', 'height_inches', 'weight']} heading={copy.heading} intro={copy.intro} errors={errors} {...form}>
      <HeightWeightFields
        labels={{
          height: copy.heightLabel,
          feet: copy.feetLabel,
          inches: copy.inchesLabel,
          weight: copy.weightLabel,
          weightUnit: copy.weightUnit,
          weightHint: copy.weightHint,
          bmi: copy.bmiLabel,
          bmiPlaceholder: copy.bmiPlaceholder,
        }}
        showBmi={showBmi}
        defaultValue={{ height_feet: values?.height_feet, height_inches: values?.height_inches, weight: values?.weight }}
        errors={{ height: firstError(errors, ['height_feet', 'height_inches']), weight: errors?.weight }}
      />
    </IntakeStepForm>
  )
}
