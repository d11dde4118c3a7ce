import { bmi, bodyStepSchema, HEIGHT_FEET_RANGE, HEIGHT_INCHES_RANGE, heightInInches, roundBmi, WEIGHT_RANGE_LB } from '@telehealth/domain'
import { useState } from 'react'
import { BmiDisplay } from './BmiDisplay.tsx'
import { controlClassName, describedBy, fieldIds } from './field-ids.ts'
import { FieldError } from './FieldError.tsx'
import { TextField } from './TextField.tsx'

export interface HeightWeightLabels {
  height: string
  feet: string
  inches: string
  weight: string
  /** Unit shown in the weight box, e.g. "lbs". */
  weightUnit: string
  weightHint?: string | undefined
  /** Label of the live BMI (old funnel), e.g. "Your BMI". */
  bmi?: string | undefined
  /** Shown in place of the BMI until both are filled in. */
  bmiPlaceholder?: string | undefined
}

export interface HeightWeightValue {
  height_feet?: string | undefined
  height_inches?: string | undefined
  weight?: string | undefined
}

export interface HeightWeightFieldsProps {
  labels: HeightWeightLabels
  defaultValue?: HeightWeightValue | undefined
  errors?: { height?: string | undefined; weight?: string | undefined }
  /** Shows the BMI as the patient types (the old funnel's slide 4). */
  showBmi?: boolean
}

/** The BMI for display, when the domain accepts the height and weight; null otherwise. */
export function liveBmi(value: HeightWeightValue): number | null {
  const parsed = bodyStepSchema.safeParse(value)
  if (!parsed.success) return null
  const { height_feet, height_inches, weight } = parsed.data
  return roundBmi(bmi(weight, heightInInches(height_feet, height_inches)))
}

/** Height in feet and inches, weight in pounds (height_feet, height_inches, weight), optionally with a live BMI. */
export function HeightWeightFields({ labels, defaultValue, errors, showBmi = false }: HeightWeightFieldsProps) {
  const [value, setValue] = useState<HeightWeightValue>(() => ({ ...defaultValue }))
  const heightIds = fieldIds('field-height')
  const heightInvalid = errors?.height ? true : undefined
  const heightDescription = describedBy(errors?.height && heightIds.error)

  function change(field: keyof HeightWeightValue, next: string) {
    setValue((current) => ({ ...current, [field]: next }))
  }

  return (
    <div className="flex flex-col gap-5">
      <fieldset id="field-height" aria-describedby={heightDescription} className="flex min-w-0 flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-semibold text-ink">{labels.height}</legend>
        <div className="grid grid-cols-2 gap-3">
          {(
            [
              ['height_feet', labels.feet, HEIGHT_FEET_RANGE],
              ['height_inches', labels.inches, HEIGHT_INCHES_RANGE],
            ] as const
          ).map(([name, label, range]) => (
            <div key={name} className="flex flex-col gap-1">
              <label htmlFor={`field-${name}`} className="text-xs font-semibold uppercase tracking-wide text-muted">
                {label}
              </label>
              <input
                id={`field-${name}`}
                name={name}
                type="number"
                inputMode="numeric"
                min={range.min}
                max={range.max}
                defaultValue={defaultValue?.[name] ?? ''}
                aria-invalid={heightInvalid}
                aria-describedby={heightDescription}
                onChange={(event) => change(name, event.currentTarget.value)}
                className={`${controlClassName} tabular-nums`}
              />
            </div>
          ))}
        </div>
        <FieldError id={heightIds.error} message={errors?.height} />
      </fieldset>
      <TextField
        name="weight"
        label={labels.weight}
        hint={labels.weightHint}
        suffix={labels.weightUnit}
        type="number"
        inputMode="decimal"
        min={WEIGHT_RANGE_LB.min}
        max={WEIGHT_RANGE_LB.max}
        defaultValue={defaultValue?.weight ?? ''}
        error={errors?.weight}
        onChange={(event) => change('weight', event.currentTarget.value)}
        className="tabular-nums"
      />
      {showBmi && labels.bmi ? <BmiDisplay label={labels.bmi} value={liveBmi(value)} placeholder={labels.bmiPlaceholder ?? '—'} /> : null}
    </div>
  )
}
