import type { DosageMonth } from '@telehealth/domain'
import { Card } from '../../components/Card.tsx'

export interface DosageTabProps {
  /** The latest prescription month by month (domain `dosageTabMonths`), hidden medications already left out. */
  months: readonly DosageMonth[]
}

/** Dosage: up to 3 months, each with its dose, its supplies and the weekly injection directions. */
export function DosageTab({ months }: DosageTabProps) {
  return (
    <section aria-labelledby="dosage-heading" className="flex flex-col gap-3">
      <h2 id="dosage-heading" className="text-xl font-bold text-ink">
        Your dosage
      </h2>
      {months.length === 0 ? (
        <Card>
          <p className="text-muted">No prescription found</p>
        </Card>
      ) : (
        <ol className="flex flex-col gap-3">
          {months.map((month) => {
            const headingId = `dosage-${month.label.replace(/\W+/g, '-').toLowerCase()}`
            return (
              <Card as="li" key={month.label} aria-labelledby={headingId} className="flex flex-col gap-3">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h3 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-muted">
                      {month.label}
                    </h3>
                    <p className="mt-0.5 text-2xl font-bold text-ink">{month.dose ?? month.name}</p>
                    {month.dose ? <p className="text-sm text-muted">{month.name}</p> : null}
                  </div>
                  {month.prefix ? (
                    <span className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-800">
                      <span className="sr-only">Step </span>
                      {month.prefix}
                    </span>
                  ) : null}
                </div>
                <div>
                  <h4 className="text-sm font-semibold text-ink">Supplies</h4>
                  <ul className="mt-1 flex flex-wrap gap-2">
                    {month.supplies.map((supply) => (
                      <li key={supply} className="rounded-full border border-line px-3 py-1 text-sm text-ink">
                        {supply}
                      </li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h4 className="text-sm font-semibold text-ink">Weekly injection</h4>
                  <p className="mt-1 text-sm text-muted">{month.directions}</p>
                </div>
              </Card>
            )
          })}
        </ol>
      )}
    </section>
  )
}
