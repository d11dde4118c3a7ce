import { PhoneField } from '../../components/PhoneField.tsx'
import { firstError } from './intake-fields.ts'
import { IntakeStepForm, type IntakeStepScreenProps } from './IntakeStepForm.tsx'

export interface IntakePhoneCopy {
  heading: string
  intro: string
  legend: string
  areaCodeLabel: string
  prefixLabel: string
  lineLabel: string
  hint: string
}

const PHONE_FIELDS = ['phone_area', 'phone_prefix', 'phone_line'] as const

/** Step 6: mobile number in three boxes (3-3-4), one message for the number. */
export function IntakePhoneScreen({ copy, values, errors, ...form }: IntakeStepScreenProps<IntakePhoneCopy>) {
  return (
    <IntakeStepForm step="phone" fields={PHONE_FIELDS} heading={copy.heading} intro={copy.intro} errors={errors} {...form}>
      <PhoneField
        labels={{ legend: copy.legend, areaCode: copy.areaCodeLabel, prefix: copy.prefixLabel, line: copy.lineLabel }}
        hint={copy.hint}
        defaultValue={{ areaCode: values?.phone_area, prefix: values?.phone_prefix, line: values?.phone_line }}
        error={firstError(errors, PHONE_FIELDS)}
      />
    </IntakeStepForm>
  )
}
