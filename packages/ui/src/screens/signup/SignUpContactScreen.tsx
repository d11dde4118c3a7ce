import { MAX_TEXT_LENGTH, US_STATES_AND_DC } from '@telehealth/domain'
import { CheckboxField } from '../../components/CheckboxField.tsx'
import { ChoiceCards } from '../../components/ChoiceCards.tsx'
import { PhoneField } from '../../components/PhoneField.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { firstError, type IntakeFieldName } from '../intake/intake-fields.ts'
import { IntakeStepForm, type IntakeStepScreenProps } from '../intake/IntakeStepForm.tsx'

export interface SignUpContactCopy {
  heading: string
  intro: string
  stateLabel: string
  statePlaceholder: string
  firstNameLabel: string
  lastNameLabel: string
  genderLegend: string
  maleLabel: string
  femaleLabel: string
  emailLabel: string
  emailConsentLabel: string
  phoneLegend: string
  areaCodeLabel: string
  prefixLabel: string
  lineLabel: string
  /** The text-message consent question, answered Yes or No. */
  textConsentLegend: string
  yesLabel: string
  noLabel: string
  /** The call/SMS consent checkbox (form_step2_agree). */
  callConsentLabel: string
}

const STATE_OPTIONS = US_STATES_AND_DC.map((state) => ({ value: state.code, label: state.name }))

export const SIGN_UP_CONTACT_FIELDS: readonly IntakeFieldName[] = [
  'state',
  'first_name',
  'last_name',
  'gender',
  'email',
  'agreed_to_email',
  'phone_area',
  'phone_prefix',
  'phone_line',
  'agreed_to_text',
  'form_step2_agree',
]

/**
 * The older /sign-up funnel's slide 2: state, names, gender toggle, email and its consent,
 * phone in three parts, text consent Yes/No and the call/SMS box. The machine reports one
 * message at a time, in the spec's order.
 */
export function SignUpContactScreen({ copy, values, errors, ...form }: IntakeStepScreenProps<SignUpContactCopy>) {
  const textConsent = values?.agreed_to_text
  return (
    <IntakeStepForm step="contact" fields={SIGN_UP_CONTACT_FIELDS} heading={copy.heading} intro={copy.intro} errors={errors} {...form}>
      <SelectField
        name="state"
        label={copy.stateLabel}
        placeholder={copy.statePlaceholder}
        options={STATE_OPTIONS}
        autoComplete="address-level1"
        defaultValue={values?.state ?? ''}
        error={errors?.state}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          name="first_name"
          label={copy.firstNameLabel}
          autoComplete="given-name"
          maxLength={MAX_TEXT_LENGTH}
          defaultValue={values?.first_name ?? ''}
          error={errors?.first_name}
        />
        <TextField
          name="last_name"
          label={copy.lastNameLabel}
          autoComplete="family-name"
          maxLength={MAX_TEXT_LENGTH}
          defaultValue={values?.last_name ?? ''}
          error={errors?.last_name}
        />
      </div>
      <ChoiceCards
        name="gender"
        legend={copy.genderLegend}
        layout="row"
        options={[
          { value: 'Male', label: copy.maleLabel },
          { value: 'Female', label: copy.femaleLabel },
        ]}
        defaultValue={values?.gender}
        error={errors?.gender}
      />
      <TextField
        name="email"
        label={copy.emailLabel}
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
        label={copy.emailConsentLabel}
        defaultChecked={values?.agreed_to_email ?? false}
        error={errors?.agreed_to_email}
      />
      <PhoneField
        labels={{ legend: copy.phoneLegend, areaCode: copy.areaCodeLabel, prefix: copy.prefixLabel, line: copy.lineLabel }}
        defaultValue={{ areaCode: values?.phone_area, prefix: values?.phone_prefix, line: values?.phone_line }}
        error={firstError(errors, ['phone_area', 'phone_prefix', 'phone_line'])}
      />
      <ChoiceCards
        name="agreed_to_text"
        legend={copy.textConsentLegend}
        layout="row"
        options={[
          { value: 'Yes', label: copy.yesLabel },
          { value: 'No', label: copy.noLabel },
        ]}
        defaultValue={textConsent ?? undefined}
      />
      <CheckboxField id="form_step2_agree" name="form_step2_agree" label={copy.callConsentLabel} defaultChecked={values?.form_step2_agree ?? false} />
    </IntakeStepForm>
  )
}
