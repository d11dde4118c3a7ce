import { ChoiceCards } from '../../components/ChoiceCards.tsx'
import { IntakeStepForm, type IntakeStepScreenProps } from './IntakeStepForm.tsx'

export interface IntakeGenderCopy {
  heading: string
  intro: string
  /** The radio group's name for screen readers (the heading asks the question on screen). */
  legend: string
  maleLabel: string
  femaleLabel: string
}

/** Step 4: gender at birth; choosing one advances (a Continue button stays for keyboards and no-JS). */
export function IntakeGenderScreen({ copy, values, errors, ...form }: IntakeStepScreenProps<IntakeGenderCopy>) {
  return (
    <IntakeStepForm step="gender" fields={['gender']} heading={copy.heading} intro={copy.intro} errors={errors} quietSubmit {...form}>
      <ChoiceCards
        name="gender"
        legend={copy.legend}
        hideLegend
        advanceOnChoose
        options={[
          { value: 'Male', label: copy.maleLabel },
          { value: 'Female', label: copy.femaleLabel },
        ]}
        defaultValue={values?.gender}
        error={errors?.gender}
      />
    </IntakeStepForm>
  )
}
