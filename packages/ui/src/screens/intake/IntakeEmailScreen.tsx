import { MAX_TEXT_LENGTH } from '@telehealth/domain'
import { CheckboxField } from '../../components/CheckboxField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { IntakeStepForm, type IntakeStepScreenProps } from './IntakeStepForm.tsx'

export interface IntakeEmailCopy {
  heading: string
  intro: string
  emailLabel: string
  emailHint: string
  consentLabel: string
}

/** Step 5: email and the email-consent checkbox (agreed_to_email). */
export function IntakeEmailScreen({ copy, values, errors, ...form }: IntakeStepScreenProps<IntakeEmailCopy>) {
  return (
    <IntakeStepForm step="email" fields={['email', 'agreed_to_email']} heading={copy.heading} intro={copy.intro} errors={errors} {...form}>
      <TextField
        name="email"
        label={copy.emailLabel}
        hint={copy.emailHint}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={MAX_TEXT_LENGTH}
        defaultValue={values?.email ?? ''}
        error={errors?.email}
      />
      <CheckboxField
        id="agreed_to_email"
        name="agreed_to_email"
        label={copy.consentLabel}
        defaultChecked={values?.agreed_to_email ?? false}
        error={errors?.agreed_to_email}
      />
    </IntakeStepForm>
  )
}
