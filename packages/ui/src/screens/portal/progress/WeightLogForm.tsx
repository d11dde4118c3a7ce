import { WEIGHT_ENTRY_INTENT, type UtcDay } from '@telehealth/domain'
import type { ComponentPropsWithoutRef, ElementType } from 'react'
import { Button } from '../../../components/Button.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { FormNotice } from '../../account/AccountField.tsx'

export interface WeightLogFormProps {
  /** The server's UTC day: the date box's default and its latest choice. */
  today: UtcDay
  /** Where the form posts (the tab's own address, so a post without JavaScript lands back on it). */
  action?: string
  /** The element that renders the form: a plain <form>, or the site's Remix <Form> (no reload). */
  as?: ElementType
  /** Extra props for the form element (Conform's id, noValidate, onSubmit). */
  formProps?: Omit<ComponentPropsWithoutRef<'form'>, 'children' | 'method' | 'action'>
  values?: { weight?: string | undefined; measuredOn?: string | undefined }
  errors?: { weight?: string | undefined; measuredOn?: string | undefined; form?: string | undefined }
  /** The confirmation after a save, read out politely. */
  saved?: string | undefined
  submitting?: boolean
}

/** "Log today's weight": the weight (lb) and the day (UTC, default today), posted as `progress.weight`. */
export function WeightLogForm({
  today,
  action = '/home/progress',
  as: FormElement = 'form',
  formProps,
  values,
  errors,
  saved,
  submitting = false,
}: WeightLogFormProps) {
  return (
    <FormElement method="post" action={action} noValidate {...formProps} className="flex flex-col gap-4" aria-labelledby="weight-log-heading">
      <h3 id="weight-log-heading" className="text-lg font-bold text-ink">
        Log your weight
      </h3>
      <input type="hidden" name="intent" value={WEIGHT_ENTRY_INTENT} />
      {errors?.form ? <FormNotice tone="error">{errors.form}</FormNotice> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          name="weight"
          id="progress-weight"
          label="Weight"
          suffix="lbs"
          inputMode="decimal"
          type="text"
          autoComplete="off"
          defaultValue={values?.weight ?? ''}
          error={errors?.weight}
          required
        />
        <TextField
          name="measuredOn"
          id="progress-measured-on"
          label="Date"
          type="date"
          max={today}
          defaultValue={values?.measuredOn ?? today}
          error={errors?.measuredOn}
          required
        />
      </div>
      <p className="-mt-1 text-sm text-muted">One weight per day: logging the same day again replaces it.</p>
      {saved ? <FormNotice tone="success">{saved}</FormNotice> : null}
      <Button type="submit" pending={submitting} pendingLabel="Saving...">
        Save weight
      </Button>
    </FormElement>
  )
}
