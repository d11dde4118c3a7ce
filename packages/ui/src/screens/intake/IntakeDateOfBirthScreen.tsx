import { DateOfBirthField } from '../../components/DateOfBirthField.tsx'
import { firstError } from './intake-fields.ts'
import { IntakeStepForm, type IntakeStepScreenProps } from './IntakeStepForm.tsx'

export interface IntakeDateOfBirthCopy {
  heading: string
  intro: string
  legend: string
  monthLabel: string
  dayLabel: string
  yearLabel: string
  monthPlaceholder: string
  hint: string
}

const DOB_FIELDS = ['dob_month', 'dob_day', 'dob_year'] as const

/** Step 8 (old funnel slide 3): date of birth as month, day, year. */
export function IntakeDateOfBirthScreen({ copy, values, errors, ...form }: IntakeStepScreenProps<IntakeDateOfBirthCopy>) {
  return (
    <IntakeStepForm step="dateOfBirth" fields={DOB_FIELDS} heading={copy.heading} intro={copy.intro} errors={errors} {...form}>
      <DateOfBirthField
        labels={{
          legend: copy.legend,
          month: copy.monthLabel,
          day: copy.dayLabel,
          year: copy.yearLabel,
          monthPlaceholder: copy.monthPlaceholder,
        }}
        hint={copy.hint}
        hideLegend
        defaultValue={{ month: values?.dob_month, day: values?.dob_day, year: values?.dob_year }}
        error={firstError(errors, DOB_FIELDS)}
      />
    </IntakeStepForm>
  )
}
