import { US_STATES } from '@telehealth/domain'
import { FieldError } from '../../components/FieldError.tsx'
import { AccountField } from '../account/AccountField.tsx'

export interface AddressValues {
  address_line_1?: string
  address_line_2?: string
  city?: string
  state?: string
  zip?: string
}

/** A US address as the checkout posts it: `<prefix>.address_line_1` and so on. */
export function AddressFields({
  prefix,
  legend,
  values,
  errors,
}: {
  prefix: 'shipping' | 'billing' | 'address'
  legend: string
  values?: AddressValues | undefined
  errors?: Record<string, string> | undefined
}) {
  const error = (field: string) => errors?.[`${prefix}.${field}`]
  const stateId = `field-${prefix}.state`
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-lg font-bold text-ink">{legend}</legend>
      <AccountField
        name={`${prefix}.address_line_1`}
        label="Street address"
        autoComplete={`${prefix === 'billing' ? 'billing' : 'shipping'} address-line1`}
        defaultValue={values?.address_line_1}
        error={error('address_line_1')}
        maxLength={256}
      />
      <AccountField
        name={`${prefix}.address_line_2`}
        label="Apt., suite (optional)"
        autoComplete={`${prefix === 'billing' ? 'billing' : 'shipping'} address-line2`}
        defaultValue={values?.address_line_2}
        error={error('address_line_2')}
        maxLength={256}
      />
      <AccountField name={`${prefix}.city`} label="City" autoComplete={`${prefix === 'billing' ? 'billing' : 'shipping'} address-level2`} defaultValue={values?.city} error={error('city')} />
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={stateId} className="text-sm font-semibold text-ink">
            State
          </label>
          <select
            id={stateId}
            name={`${prefix}.state`}
            defaultValue={values?.state ?? ''}
            aria-invalid={error('state') ? true : undefined}
            aria-describedby={error('state') ? `${stateId}-error` : undefined}
            className="min-h-12 rounded-xl border border-black/15 bg-white px-3 text-base text-ink shadow-sm"
          >
            <option value="">Select</option>
            {US_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </select>
          <FieldError id={`${stateId}-error`} message={error('state')} />
        </div>
        <AccountField
          name={`${prefix}.zip`}
          label="ZIP"
          inputMode="numeric"
          autoComplete={`${prefix === 'billing' ? 'billing' : 'shipping'} postal-code`}
          defaultValue={values?.zip}
          error={error('zip')}
          maxLength={10}
        />
      </div>
    </fieldset>
  )
}
