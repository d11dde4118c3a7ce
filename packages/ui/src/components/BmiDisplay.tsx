export interface BmiDisplayProps {
  label: string
  /** Rounded BMI, or null until height and weight are both valid. */
  value: number | null
  /** Shown while there is no value yet. */
  placeholder: string
  id?: string
}

/** The live BMI of the old funnel's height/weight slide; announced politely as it changes. */
export function BmiDisplay({ label, value, placeholder, id = 'bmi-display' }: BmiDisplayProps) {
  return (
    <div className="flex items-center justify-between rounded-2xl bg-brand-50 px-4 py-3">
      <span id={`${id}-label`} className="text-sm font-semibold text-brand-900">
        {label}
      </span>
      <output id={id} aria-labelledby={`${id}-label`} aria-live="polite" className="text-2xl font-bold tabular-nums text-brand-800">
        {value === null ? <span className="text-base font-medium text-muted">{placeholder}</span> : value.toFixed(1)}
      </output>
    </div>
  )
}
