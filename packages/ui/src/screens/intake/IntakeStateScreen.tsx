import { US_STATES_AND_DC } from '@telehealth/domain'
import { SelectField } from '../../components/SelectField.tsx'
import { IntakeStepForm, type IntakeStepScreenProps } from './IntakeStepForm.tsx'

export interface IntakeStateCopy {
  heading: string
  intro: string
  label: string
  placeholder: string
}

const STATE_OPTIONS = US_STATES_AND_DC.map((state) => ({ value: state.code, label: state.name }))

/** Step 2: the state select, posted as `state` (2-letter code). */
export function IntakeStateScreen({ copy, values, errors, ...form }: IntakeStepScreenProps<IntakeStateCopy>) {
  return (
    <IntakeStepForm step="state" fields={['state']} heading={copy.heading} intro={copy.intro} errors={errors} {...form}>
      <SelectField
        name="state"
        label={copy.label}
        placeholder={copy.placeholder}
        options={STATE_OPTIONS}
        autoComplete="address-level1"
        defaultValue={values?.state ?? ''}
        error={errors?.state}
      />
    </IntakeStepForm>
  )
}
