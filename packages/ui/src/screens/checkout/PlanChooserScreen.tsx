import { formatUsd, type Drug, type PaymentTerms } from '@telehealth/domain'
import { clsx } from 'clsx'
import { Button } from '../../components/Button.tsx'
import { PlanTerms } from './PlanTerms.tsx'

export interface PlanChoice {
  paymentTerms: PaymentTerms
  label: string
  priceCents: number
  perMonthCents: number
  savingsCents: number
  /** "billed monthly", "every 3 months"... (CMS); shown with the price before BUY NOW. */
  cadence?: string | null | undefined
  /** The plan's terms (commitment, early termination fee, vials every 90 days), from the CMS. */
  note?: string | null | undefined
}

export interface PlanChooserMedication {
  drug: Drug
  name: string
  subheader: string | null
  /** Marketing's description of the medication (Products), under its name. */
  description?: string | null | undefined
  compoundingNote: string | null
  plans: PlanChoice[]
  /** "Starting at" per month (the 12-month plan's), where marketing places it; else absent. */
  startingAtCents?: number | null | undefined
}

export interface PlanChooserScreenProps {
  medications: PlanChooserMedication[]
  selected: { drug: Drug; paymentTerms: PaymentTerms }
  formAction?: string
  error?: string | undefined
  submitting?: boolean
  /** Marketing's claims (Settings), shown as a list under the heading. */
  claims?: string[] | undefined
}

/**
 * /select-med: both medications with their four plans. One radio group across both, so the page
 * works without JavaScript; 6 months is chosen to start with.
 */
export function PlanChooserScreen({ medications, selected, formAction, error, submitting = false, claims = [] }: PlanChooserScreenProps) {
  return (
    <form method="post" action={formAction} className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-ink">Choose your medication and plan</h1>
        <p className="text-base text-muted">Doctor review, prescription and overnight shipping are included. All dosages are the same price.</p>
        {claims.length > 0 ? (
          <ul aria-label="Why patients choose us" className="mt-1 flex flex-col gap-1 text-sm text-ink">
            {claims.map((claim) => (
              <li key={claim} className="flex items-start gap-2">
                <span aria-hidden="true" className="text-brand-700">
                  ✓
                </span>
                <span>{claim}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {medications.map((medication) => (
        <fieldset key={medication.drug} className="flex flex-col gap-3 rounded-2xl border border-black/10 bg-white p-4 shadow-sm">
          <legend className="sr-only">{medication.name}</legend>
          <div aria-hidden="true" className="flex flex-col gap-0.5 px-1">
            <span className="text-lg font-bold text-ink">{medication.name}</span>
            {medication.subheader ? <span className="text-sm text-muted">{medication.subheader}</span> : null}
            {medication.compoundingNote ? (
              <span className="text-xs font-medium uppercase tracking-wide text-brand-700">{medication.compoundingNote}</span>
            ) : null}
          </div>
          {medication.description ? <p className="px-1 text-sm text-ink">{medication.description}</p> : null}
          {medication.startingAtCents ? (
            <p className="px-1 text-sm font-semibold text-brand-800">Starting at {formatUsd(medication.startingAtCents)}/mo</p>
          ) : null}
          <div className="flex flex-col gap-2">
            {medication.plans.map((plan) => {
              const value = `${medication.drug}:${plan.paymentTerms}`
              const id = `plan-${medication.drug}-${plan.paymentTerms}`
              return (
                <label
                  key={value}
                  htmlFor={id}
                  className={clsx(
                    'relative flex cursor-pointer flex-col gap-1 rounded-xl border-2 border-black/10 p-3 transition',
                    'has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
                  )}
                >
                  <input
                    id={id}
                    type="radio"
                    name="plan"
                    value={value}
                    defaultChecked={selected.drug === medication.drug && selected.paymentTerms === plan.paymentTerms}
                    className="sr-only"
                    aria-label={`${medication.name}, ${plan.label}, ${formatUsd(plan.priceCents)}`}
                  />
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="text-sm font-semibold text-ink">{plan.label}</span>
                    <span className="text-xl font-bold text-ink">
                      {formatUsd(plan.perMonthCents)}
                      <span className="text-sm font-medium text-muted">/mo</span>
                    </span>
                  </span>
                  {plan.cadence ? null : <span className="text-xs text-muted">{formatUsd(plan.priceCents)} total</span>}
                  <PlanTerms priceCents={plan.priceCents} cadence={plan.cadence} note={plan.note} />
                  {plan.savingsCents > 0 ? (
                    <span className="self-start rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                      Save {formatUsd(plan.savingsCents)}
                    </span>
                  ) : null}
                </label>
              )
            })}
          </div>
        </fieldset>
      ))}
      <Button type="submit" pending={submitting} pendingLabel="One moment...">
        Continue to checkout
      </Button>
    </form>
  )
}
