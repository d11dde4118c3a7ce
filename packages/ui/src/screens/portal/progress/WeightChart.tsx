import type { ChartPoint } from '@telehealth/domain'
import { useId, useSyncExternalStore } from 'react'
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import { formatDate } from '../../../format.ts'

export interface WeightChartProps {
  points: readonly ChartPoint[]
  startWeightLb: number | null
  goalWeightLb: number | null
}

const CHART_HEIGHT = 240

const noSubscription = () => () => {}
/** False on the server and during hydration, true once the page runs in the browser. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

const BRAND = '#0b634a'
const GOAL = '#8a4b00'
const MUTED = '#4b5b55'

/** "Nov 24" for the axis (UTC, the same on the server and in the browser). */
function shortDay(day: string): string {
  return new Date(`${day}T00:00:00.000Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
}

/** The weight axis: a round step (5, 10, 20, 25 or 50 lb) giving at most five gridlines, ends on steps. */
function weightAxis(values: readonly number[]): { domain: [number, number]; ticks: number[] } {
  const low = Math.min(...values)
  const high = Math.max(...values)
  const step = [5, 10, 20, 25, 50].find((candidate) => Math.ceil((high + 1) / candidate) - Math.floor((low - 1) / candidate) <= 4) ?? 100
  const from = Math.floor((low - 1) / step) * step
  const to = Math.ceil((high + 1) / step) * step
  const ticks = Array.from({ length: Math.round((to - from) / step) + 1 }, (_, index) => from + index * step)
  return { domain: [from, to], ticks }
}

function summaryOf({ points, startWeightLb, goalWeightLb }: WeightChartProps): string {
  const latest = points[points.length - 1]
  const parts = [
    startWeightLb !== null ? `Started at ${startWeightLb} lb` : null,
    latest ? `latest ${latest.weightLb} lb on ${formatDate(latest.measuredOn)}` : null,
    goalWeightLb !== null ? `goal ${goalWeightLb} lb` : null,
  ].filter(Boolean)
  return `Weight chart: ${parts.join(', ')}.`
}

const SKETCH = { width: 320, height: CHART_HEIGHT, left: 40, right: 16, top: 16, bottom: 28 }

/**
 * What the server sends in the chart's place (and all a page without JavaScript shows): the same
 * line, dots and start/goal lines in plain SVG, scaled to the card. Recharts replaces it in the browser.
 */
function StaticWeightSketch({ points, domain, ticks, startWeightLb, goalWeightLb }: WeightChartProps & { domain: [number, number]; ticks: number[] }) {
  const { width, height, left, right, top, bottom } = SKETCH
  const lastDay = Math.max(points[points.length - 1]?.day ?? 0, 1)
  const x = (day: number) => left + 12 + ((width - left - right - 24) * day) / lastDay
  const y = (weight: number) => top + ((height - top - bottom) * (domain[1] - weight)) / (domain[1] - domain[0] || 1)
  const reference = (weight: number | null, color: string, dash: string, label: string) =>
    weight === null ? null : (
      <g>
        <line x1={left} x2={width - right} y1={y(weight)} y2={y(weight)} stroke={color} strokeDasharray={dash} />
        <text x={width - right} y={y(weight) - 4} textAnchor="end" fontSize="12" fill={color}>{`${label} ${weight}`}</text>
      </g>
    )
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="h-60 w-full" data-sketch="">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={width - right} y1={y(tick)} y2={y(tick)} stroke="#d9e1dd" strokeDasharray="3 3" />
          <text x={left - 6} y={y(tick) + 4} textAnchor="end" fontSize="12" fill={MUTED}>
            {tick}
          </text>
        </g>
      ))}
      {reference(startWeightLb, MUTED, '2 4', 'Start')}
      {reference(goalWeightLb, GOAL, '6 4', 'Goal')}
      <polyline
        points={points.map((point) => `${x(point.day)},${y(point.weightLb)}`).join(' ')}
        fill="none"
        stroke={BRAND}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      {points.map((point) => (
        <circle
          key={point.measuredOn + point.source}
          cx={x(point.day)}
          cy={y(point.weightLb)}
          r="4"
          fill={BRAND}
          stroke="white"
          strokeWidth="2"
          className="weight-point"
        />
      ))}
      <text x={x(0)} y={height - 8} fontSize="12" fill={MUTED}>
        {points[0] ? shortDay(points[0].measuredOn) : ''}
      </text>
      <text x={x(lastDay)} y={height - 8} textAnchor="end" fontSize="12" fill={MUTED}>
        {points.length > 1 ? shortDay(points[points.length - 1]!.measuredOn) : ''}
      </text>
    </svg>
  )
}

/**
 * The weight log against the intake's start and goal (recharts). The picture has a one-sentence
 * summary as its name, and the same numbers as a table behind "Show as table" (a <details>, so it
 * opens without JavaScript). Recharts draws only in the browser (it measures its box and renders
 * nothing on the server), so the server sends the same line drawn in plain SVG (all a page without
 * JavaScript shows), so nothing shifts.
 */
export function WeightChart(props: WeightChartProps) {
  const { points, startWeightLb, goalWeightLb } = props
  const id = useId()
  const inBrowser = useInBrowser()
  const references = [startWeightLb, goalWeightLb].filter((value): value is number => value !== null)
  const { domain, ticks: weightTicks } = weightAxis([...points.map((point) => point.weightLb), ...references])
  const lastDay = points[points.length - 1]?.day ?? 0
  const dayOf = new Map(points.map((point) => [point.day, point.measuredOn]))
  const ticks = points.length <= 6 ? points.map((point) => point.day) : [0, Math.round(lastDay / 2), lastDay]
  const tickLabel = (day: number) => {
    const known = dayOf.get(day)
    if (known) return shortDay(known)
    const first = points[0]?.measuredOn
    return first ? shortDay(new Date(Date.parse(`${first}T00:00:00.000Z`) + day * 86_400_000).toISOString().slice(0, 10)) : ''
  }
  return (
    <figure aria-labelledby={`${id}-summary`} className="flex flex-col gap-3">
      <figcaption id={`${id}-summary`} className="sr-only">
        {summaryOf(props)}
      </figcaption>
      <div role="img" aria-labelledby={`${id}-summary`} className="w-full" data-testid="weight-chart">
        {inBrowser ? (
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <LineChart data={[...points]} margin={{ top: 16, right: 16, bottom: 4, left: 0 }} accessibilityLayer={false}>
              <CartesianGrid stroke="#d9e1dd" strokeDasharray="3 3" vertical={false} />
              <XAxis
                dataKey="day"
                type="number"
                domain={[0, Math.max(lastDay, 1)]}
                ticks={ticks}
                tickFormatter={tickLabel}
                tick={{ fill: MUTED, fontSize: 12 }}
                tickLine={false}
                axisLine={{ stroke: '#d9e1dd' }}
                padding={{ left: 12, right: 12 }}
              />
              <YAxis
                domain={domain}
                ticks={weightTicks}
                interval={0}
                tick={{ fill: MUTED, fontSize: 12 }}
                tickLine={false}
                axisLine={false}
                width={40}
                allowDecimals={false}
                unit=""
              />
              {startWeightLb !== null ? (
                <ReferenceLine
                  y={startWeightLb}
                  stroke={MUTED}
                  strokeDasharray="2 4"
                  label={{ value: `Start ${startWeightLb}`, position: 'insideTopRight', fill: MUTED, fontSize: 12 }}
                />
              ) : null}
              {goalWeightLb !== null ? (
                <ReferenceLine
                  y={goalWeightLb}
                  stroke={GOAL}
                  strokeDasharray="6 4"
                  label={{ value: `Goal ${goalWeightLb}`, position: 'insideBottomRight', fill: GOAL, fontSize: 12 }}
                />
              ) : null}
              <Line
                type="monotone"
                dataKey="weightLb"
                stroke={BRAND}
                strokeWidth={3}
                dot={{ r: 4, fill: BRAND, stroke: 'white', strokeWidth: 2 }}
                activeDot={false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        ) : (
          <StaticWeightSketch points={points} domain={domain} ticks={weightTicks} startWeightLb={startWeightLb} goalWeightLb={goalWeightLb} />
        )}
      </div>
      <details className="group rounded-2xl bg-canvas">
        <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold text-brand-700 underline underline-offset-4">
          Show as table
        </summary>
        <div className="overflow-x-auto px-4 pb-4">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Weight by day{goalWeightLb !== null ? `, goal ${goalWeightLb} lb` : ''}</caption>
            <thead>
              <tr className="text-muted">
                <th scope="col" className="py-2 font-semibold">
                  Date
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Weight (lb)
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={`${point.source}-${point.measuredOn}`} className="border-t border-line/70">
                  <th scope="row" className="py-2 font-medium text-ink">
                    {formatDate(point.measuredOn)}
                    {point.source === 'intake' ? ' (start)' : ''}
                  </th>
                  <td className="py-2 text-right tabular-nums">{point.weightLb}</td>
                </tr>
              ))}
              {goalWeightLb !== null ? (
                <tr className="border-t border-line/70">
                  <th scope="row" className="py-2 font-medium text-ink">
                    Goal
                  </th>
                  <td className="py-2 text-right tabular-nums">{goalWeightLb}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
