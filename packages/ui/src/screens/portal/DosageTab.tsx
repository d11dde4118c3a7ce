import { Card } from '../../components/Card.tsx'

export interface DosageTabProps {
  /** The latest prescription's lines. */
  lines: { rxId: string | null; name: string; directions: string | null }[]
}

/** Dosage: the latest prescription's lines (the month-by-month plan comes with the doses work). */
export function DosageTab({ lines }: DosageTabProps) {
  return (
    <section aria-labelledby="dosage-heading" className="flex flex-col gap-3">
      <h2 id="dosage-heading" className="text-xl font-bold text-ink">
        Your dosage
      </h2>
      {lines.length === 0 ? (
        <Card>
          <p className="text-muted">No prescription found</p>
        </Card>
      ) : (
        <ul className="flex flex-col gap-3">
          {lines.map((line, index) => (
            <Card as="li" key={line.rxId ?? index}>
              <h3 className="font-semibold text-ink">{line.name}</h3>
              {line.directions ? <p className="mt-1 text-sm text-muted">{line.directions}</p> : null}
            </Card>
          ))}
        </ul>
      )}
    </section>
  )
}
