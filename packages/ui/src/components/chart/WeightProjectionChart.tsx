import { useId } from 'react'
import { fillTemplate, formatPounds } from '../../format.ts'
import { projectedWeightAt, projectionCurve, type ProjectionPoint } from './projection-curve.ts'

export interface WeightProjectionScenario {
  /** Share of today's weight lost by the end (the domain's REPORT_PROJECTION_PERCENTS). */
  percent: number
  label: string
}

export interface WeightProjectionLabels {
  title: string
  /** "From {current} lbs today to about {projected} lbs in {months} months." */
  summary: string
  today: string
  goal: string
  /** "{n} mo" */
  monthTick: string
  unit: string
  tableToggle: string
  tableMonthHeader: string
  /** "Month {n}" / "Today" for the table's rows. */
  tableMonth: string
  disclaimer: string
}

export interface WeightProjectionChartProps {
  currentWeight: number
  targetWeight: number
  /** Lowest to highest loss; the middle one is drawn strongest. */
  scenarios: readonly WeightProjectionScenario[]
  labels: WeightProjectionLabels
  months?: number
}

const WIDTH = 340
const HEIGHT = 230
const PAD = { left: 38, right: 14, top: 26, bottom: 30 }
const TICKS = [0, 3, 6, 9, 12]

/** A round step for about three gridlines: 10, 20, 25, 50 or 100 lbs. */
function gridStep(range: number): number {
  return [10, 20, 25, 50, 100].find((step) => range / step <= 4) ?? 100
}

/** White halo behind labels so they stay readable where they cross a line. */
const halo = { paintOrder: 'stroke', stroke: 'white', strokeWidth: 4, strokeLinejoin: 'round' } as const

/**
 * Projected weight over the months ahead, hand-drawn in SVG (no chart library in the bundle).
 * A shaded band spans the scenarios, the middle one is the main line, the goal is a dashed line.
 * The picture has a one-sentence summary for screen readers and a table behind a toggle.
 */
export function WeightProjectionChart({ currentWeight, targetWeight, scenarios, labels, months = 12 }: WeightProjectionChartProps) {
  const id = useId()
  const ordered = [...scenarios].sort((a, b) => a.percent - b.percent)
  const lowest = ordered[0]
  const highest = ordered[ordered.length - 1]
  const main = ordered[Math.floor((ordered.length - 1) / 2)]
  if (!lowest || !highest || !main) return null

  const curves = new Map(ordered.map((scenario) => [scenario.percent, projectionCurve(currentWeight, scenario.percent, months)]))
  const lowestWeight = Math.min(targetWeight, ...[...curves.values()].map((curve) => curve[curve.length - 1]?.weight ?? currentWeight))
  const step = gridStep(currentWeight + 5 - (lowestWeight - 5))
  const yMax = Math.ceil((currentWeight + 5) / step) * step
  const yMin = Math.max(0, Math.floor((lowestWeight - 5) / step) * step)
  const plotWidth = WIDTH - PAD.left - PAD.right
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  const x = (month: number) => PAD.left + (month / months) * plotWidth
  const y = (weight: number) => PAD.top + ((yMax - weight) / (yMax - yMin)) * plotHeight
  const path = (points: ProjectionPoint[]) =>
    points.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(point.month).toFixed(1)},${y(point.weight).toFixed(1)}`).join(' ')

  const lowCurve = curves.get(lowest.percent) ?? []
  const highCurve = curves.get(highest.percent) ?? []
  const mainCurve = curves.get(main.percent) ?? []
  const band = `${path(lowCurve)} ${[...highCurve]
    .reverse()
    .map((point) => `L${x(point.month).toFixed(1)},${y(point.weight).toFixed(1)}`)
    .join(' ')} Z`
  const mainEnd = projectedWeightAt(currentWeight, main.percent, months, months)
  const yTicks = Array.from({ length: Math.round((yMax - yMin) / step) + 1 }, (_, index) => yMin + step * index)
  const goalInView = targetWeight >= yMin && targetWeight <= yMax
  const summary = fillTemplate(labels.summary, {
    current: formatPounds(currentWeight),
    projected: formatPounds(mainEnd),
    months,
  })

  return (
    <figure className="flex flex-col gap-3">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto w-full overflow-visible">
        <title id={`${id}-title`}>{labels.title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <defs>
          <linearGradient id={`${id}-band`} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" className="[stop-color:var(--color-brand-500)]" stopOpacity="0.28" />
            <stop offset="100%" className="[stop-color:var(--color-brand-500)]" stopOpacity="0.08" />
          </linearGradient>
        </defs>
        {yTicks.map((tick) => (
          <g key={tick}>
            <line className="stroke-line" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} strokeWidth="1" />
            <text className="fill-muted" x={PAD.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle" fontSize="11">
              {tick}
            </text>
          </g>
        ))}
        {TICKS.filter((tick) => tick <= months).map((tick) => (
          <text
            className="fill-muted"
            key={tick}
            x={x(tick)}
            y={HEIGHT - 8}
            textAnchor={tick === 0 ? 'start' : tick === months ? 'end' : 'middle'}
            fontSize="11"
          >
            {tick === 0 ? labels.today : fillTemplate(labels.monthTick, { n: tick })}
          </text>
        ))}
        <path d={band} fill={`url(#${id}-band)`} />
        {ordered
          .filter((scenario) => scenario !== main)
          .map((scenario) => (
            <path
              className="stroke-brand-500"
              key={scenario.percent}
              d={path(curves.get(scenario.percent) ?? [])}
              fill="none"
              strokeWidth="1.5"
              strokeDasharray="4 4"
            />
          ))}
        <path className="stroke-brand-700" d={path(mainCurve)} fill="none" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
        {goalInView ? (
          <g>
            <line
              className="stroke-accent-700"
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(targetWeight)}
              y2={y(targetWeight)}
              strokeWidth="1.5"
              strokeDasharray="6 4"
            />
            <text className="fill-accent-700" {...halo} x={PAD.left + 6} y={y(targetWeight) + 15} fontSize="11" fontWeight="700">
              {labels.goal} {formatPounds(targetWeight)} {labels.unit}
            </text>
          </g>
        ) : null}
        <circle className="fill-brand-700 stroke-white" cx={x(0)} cy={y(currentWeight)} r="5" strokeWidth="2" />
        <text className="fill-ink" {...halo} x={x(0) + 10} y={y(currentWeight) + 4} fontSize="12" fontWeight="700">
          {formatPounds(currentWeight)} {labels.unit}
        </text>
        <circle className="fill-brand-700 stroke-white" cx={x(months)} cy={y(mainEnd)} r="6" strokeWidth="2" />
        <text className="fill-brand-700" {...halo} x={x(months) - 10} y={y(mainEnd) - 10} textAnchor="end" fontSize="12" fontWeight="700">
          ≈ {formatPounds(mainEnd)} {labels.unit}
        </text>
      </svg>
      <figcaption className="flex flex-col gap-3">
        <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-muted">
          {ordered.map((scenario) => (
            <li key={scenario.percent} className="flex items-center gap-2">
              <svg aria-hidden="true" viewBox="0 0 24 8" className="h-2 w-6">
                <line
                  x1="0"
                  x2="24"
                  y1="4"
                  y2="4"
                  className={scenario === main ? 'stroke-brand-700' : 'stroke-brand-500'}
                  strokeWidth={scenario === main ? 3.5 : 1.5}
                  strokeDasharray={scenario === main ? undefined : '4 4'}
                />
              </svg>
              {scenario.label} ({scenario.percent}%)
            </li>
          ))}
        </ul>
        <p className="text-xs leading-5 text-muted">{labels.disclaimer}</p>
        <details className="group rounded-xl border border-line bg-white">
          <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold text-brand-700">{labels.tableToggle}</summary>
          <div className="overflow-x-auto px-2 pb-3">
            <table className="w-full text-left text-sm tabular-nums">
              <caption className="sr-only">{labels.title}</caption>
              <thead>
                <tr className="text-muted">
                  <th scope="col" className="px-2 py-2 font-semibold">
                    {labels.tableMonthHeader}
                  </th>
                  {ordered.map((scenario) => (
                    <th key={scenario.percent} scope="col" className="px-2 py-2 font-semibold">
                      {scenario.label} ({scenario.percent}%)
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {TICKS.filter((tick) => tick <= months).map((tick) => (
                  <tr key={tick} className="border-t border-line">
                    <th scope="row" className="px-2 py-2 font-medium">
                      {tick === 0 ? labels.today : fillTemplate(labels.tableMonth, { n: tick })}
                    </th>
                    {ordered.map((scenario) => (
                      <td key={scenario.percent} className="px-2 py-2">
                        {formatPounds(projectedWeightAt(currentWeight, scenario.percent, tick, months))} {labels.unit}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figcaption>
    </figure>
  )
}
