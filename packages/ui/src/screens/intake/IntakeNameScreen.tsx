import { MAX_TEXT_LENGTH } from '@telehealth/domain'
import { TextField } from '../../components/TextField.tsx'
import { IntakeStepForm, type IntakeStepScreenProps } from './IntakeStepForm.tsx'

export interface IntakeNameCopy {
  heading: string
  intro: string
  firstNameLabel: string
  lastNameLabel: string
}

/** Step 3: first and last name. */
export function IntakeNameScreen({ copy, values, errors, ...form }: IntakeStepScreenProps<IntakeNameCopy>) {
  return (
    <IntakeStepForm step="name" fields={['first_name', 'last_name']} heading={copy.heading} intro={copy.intro} errors={errors} {...form}>
      <TextField
        name="first_name"
        label={copy.firstNameLabel}
        autoComplete="given-name"
        autoCapitalize="words"
        maxLength={MAX_TEXT_LENGTH}
        defaultValue={values?.first_name ?? ''}
        error={errors?.first_name}
      />
      <TextField
        name="last_name"
        label={copy.lastNameLabel}
        autoComplete="family-name"
        autoCapitalize="words"
        maxLength={MAX_TEXT_LENGTH}
        defaultValue={values?.last_name ?? ''}
        error={errors?.last_name}
      />
    </IntakeStepForm>
  )
}
