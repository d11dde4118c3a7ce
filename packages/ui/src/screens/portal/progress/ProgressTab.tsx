import {
  bmiThenAndNow,
  chartPoints,
  formatWeightChange,
  progressTotals,
  weightHistory,
  type NextDose,
  type ProgressBaseline,
  type UtcDay,
  type WeightEntry,
} from '@telehealth/domain'
import { clsx } from 'clsx'
import type { ReactNode } from 'react'
import { BmiDisplay } from '../../../components/BmiDisplay.tsx'
import { Card } from '../../../components/Card.tsx'
import { formatDate } from '../../../format.ts'
import { WeightChart } from './WeightChart.tsx'

export interface ProgressTabProps {
  today: UtcDay
  entries: readonly WeightEntry[]
  baseline: ProgressBaseline
  nextDose: NextDose | null
  nextShipmentOn: UtcDay | null
  /** The weight form (the site renders WeightLogForm wired to its action). */
  form: ReactNode
}

function Stat({ label, value, tone = 'ink' }: { label: string; value: string; tone?: 'ink' | 'brand' | 'goal' }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-2xl bg-canvas px-3 py-2.5">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd
        className={clsx(
          'text-lg font-bold whitespace-nowrap tabular-nums sm:text-xl',
          tone === 'brand' ? 'text-brand-800' : tone === 'goal' ? 'text-accent-700' : 'text-ink',
        )}
      >
        {value}
      </dd>
    </div>
  )
}

const lb = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${value} lb`)

/**
 * The myNewSelf tab ("My progress"; spec 001 names the tab and shows nothing of it, ADR 037): the
 * weight log's form, a chart of the log against the intake's start and goal, BMI then and now,
 * the next dose and shipment when known, and the history newest first.
 */
export function ProgressTab({ entries, baseline, nextDose, nextShipmentOn, form }: ProgressTabProps) {
  const history = weightHistory(entries)
  const latest = history[0]
  const points = chartPoints(entries, baseline)
  const bmi = bmiThenAndNow(baseline, entries)
  const totals = progressTotals(baseline, entries)
  const hasNextUp = nextDose !== null || nextShipmentOn !== null
  return (
    <div className="flex flex-col gap-5">
      <h2 className="text-2xl font-bold tracking-tight text-ink">My progress</h2>

      <Card as="section" aria-labelledby="progress-weight-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="progress-weight-heading" className="text-lg font-bold text-ink">
            Your weight
          </h3>
          {totals.lostLb !== null && totals.lostLb > 0 ? (
            <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">{totals.lostLb} lb lost so far</p>
          ) : null}
        </div>
        <dl className="grid grid-cols-3 gap-2">
          <Stat label="Start" value={lb(baseline.startWeightLb)} />
          <Stat label="Now" value={lb(latest?.weightLb)} tone="brand" />
          <Stat label="Goal" value={lb(baseline.goalWeightLb)} tone="goal" />
        </dl>
        {latest ? (
          <WeightChart points={points} startWeightLb={baseline.startWeightLb} goalWeightLb={baseline.goalWeightLb} />
        ) : (
          <div className="rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50/60 px-4 py-6 text-center">
            <p className="font-semibold text-brand-900">Your chart starts with your first weigh-in.</p>
            <p className="mt-1 text-sm text-muted">
              Log today's weight below and watch your progress toward your goal{baseline.goalWeightLb !== null ? ` of ${baseline.goalWeightLb} lb` : ''}.
            </p>
          </div>
        )}
        {totals.toGoLb !== null && totals.toGoLb > 0 ? <p className="text-sm text-muted">{totals.toGoLb} lb to go to your goal.</p> : null}
      </Card>

      <Card>{form}</Card>

      <div className={clsx('grid gap-5', hasNextUp && 'sm:grid-cols-2')}>
        <Card as="section" aria-labelledby="progress-bmi-heading" className="flex flex-col gap-3">
          <h3 id="progress-bmi-heading" className="text-lg font-bold text-ink">
            BMI
          </h3>
          <BmiDisplay id="bmi-then" label="At intake" value={bmi.then} placeholder="Not known" />
          <BmiDisplay id="bmi-now" label="Now" value={bmi.now} placeholder="Log a weight to see it" />
        </Card>

        {hasNextUp ? (
          <Card as="section" aria-labelledby="progress-next-heading" className="flex flex-col gap-3">
            <h3 id="progress-next-heading" className="text-lg font-bold text-ink">
              Coming up
            </h3>
            <dl className="flex flex-col gap-3">
              {nextDose ? (
                <div className="rounded-2xl bg-canvas px-4 py-3">
                  <dt className="text-sm font-semibold text-muted">Next dose</dt>
                  <dd className="text-lg font-bold text-ink">
                    {nextDose.name} {nextDose.strength}
                  </dd>
                  {nextDose.directions ? <dd className="text-sm text-muted">{nextDose.directions}</dd> : null}
                </div>
              ) : null}
              {nextShipmentOn ? (
                <div className="rounded-2xl bg-canvas px-4 py-3">
                  <dt className="text-sm font-semibold text-muted">Next shipment</dt>
                  <dd className="text-lg font-bold text-ink">{formatDate(nextShipmentOn)}</dd>
                  <dd className="text-sm text-muted">Your refill is billed that day, then ships.</dd>
                </div>
              ) : null}
            </dl>
          </Card>
        ) : null}
      </div>

      {history.length > 0 ? (
        <Card as="section" aria-labelledby="progress-history-heading" padded={false}>
          <h3 id="progress-history-heading" className="px-5 pt-5 pb-2 text-lg font-bold text-ink">
            History
          </h3>
          <ol aria-label="Weight history, newest first" className="divide-y divide-line/70">
            {history.map((row) => (
              <li key={row.measuredOn} className="flex items-center justify-between gap-3 px-5 py-3" data-testid="weight-history-row">
                <span className="text-sm text-muted">{formatDate(row.measuredOn)}</span>
                <span className="flex items-baseline gap-3">
                  <span className="font-semibold tabular-nums text-ink">{row.weightLb} lb</span>
                  <span
                    className={clsx(
                      'min-w-20 text-right text-sm tabular-nums',
                      row.changeLb !== null && row.changeLb < 0
                        ? 'text-brand-700'
                        : row.changeLb !== null && row.changeLb > 0
                          ? 'text-accent-700'
                          : 'text-muted',
                    )}
                  >
                    {formatWeightChange(row.changeLb)}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </Card>
      ) : null}
    </div>
  )
}
