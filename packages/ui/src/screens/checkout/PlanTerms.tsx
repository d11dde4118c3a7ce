import { formatUsd } from '@telehealth/domain'
import { clsx } from 'clsx'

export interface PlanTermsProps {
  priceCents: number
  /** How often the price is charged, as marketing words it ("billed monthly", "every 6 months"). */
  cadence?: string | null | undefined
  /** The plan's terms: commitment, early termination fee, shipping rhythm (marketing's note). */
  note?: string | null | undefined
  className?: string
}

/** "$809.99 billed every 6 months" from the price and the cadence. */
export function billingLine(priceCents: number, cadence: string | null | undefined): string | null {
  const words = (cadence ?? '').trim()
  if (!words) return null
  return /^billed\b/i.test(words) ? `${formatUsd(priceCents)} ${words}` : `${formatUsd(priceCents)} billed ${words}`
}

/**
 * A plan's terms as the patient must see them before BUY NOW (spec 000 checkout): what is charged
 * how often, and the plan's own conditions.
 */
export function PlanTerms({ priceCents, cadence, note, className }: PlanTermsProps) {
  const billing = billingLine(priceCents, cadence)
  if (!billing && !note) return null
  return (
    <span className={clsx('flex flex-col gap-0.5 text-sm', className)}>
      {billing ? <span className="font-medium text-ink">{billing}</span> : null}
      {note ? <span className="text-muted">{note}</span> : null}
    </span>
  )
}
