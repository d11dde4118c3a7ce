import { bmi, roundBmi } from '../../intake/bmi.ts'
import { isShownOnDosageTab } from '../doses/tables.ts'
import { hasPrescriptionReplyWindowPassed } from '../home/prescription.ts'
import { daysBetween, type UtcDay } from './days.ts'
import { roundWeight } from './weight-entry.ts'

/** One day's weight, as the log keeps it. */
export interface WeightEntry {
  measuredOn: UtcDay
  weightLb: number
}

/** A history row: the day's weight and its change from the entry logged before it. */
export interface WeightHistoryRow extends WeightEntry {
  /** Pounds gained (+) or lost (-) since the previous entry; null for the first entry. */
  changeLb: number | null
}

/** One entry per day, newest first, each with its change from the day logged before it. */
export function weightHistory(entries: readonly WeightEntry[]): WeightHistoryRow[] {
  const oldestFirst = [...entries].sort((a, b) => a.measuredOn.localeCompare(b.measuredOn))
  const rows = oldestFirst.map((entry, index) => {
    const previous = oldestFirst[index - 1]
    return { ...entry, changeLb: previous ? roundWeight(entry.weightLb - previous.weightLb) : null }
  })
  return rows.reverse()
}

/** "-2.4 lb", "+1 lb", "No change"; the first entry has none. */
export function formatWeightChange(changeLb: number | null): string {
  if (changeLb === null) return 'First entry'
  if (changeLb === 0) return 'No change'
  return `${changeLb > 0 ? '+' : '−'}${Math.abs(changeLb)} lb`
}

/** Where the patient started and where they are aiming (the intake, ADR 038). */
export interface ProgressBaseline {
  startWeightLb: number | null
  goalWeightLb: number | null
  /** The intake's height (inches), for BMI then. */
  startHeightIn: number | null
  /** The height the profile holds now (inches), for BMI now; falls back to the intake's. */
  currentHeightIn: number | null
  /** The intake's day, the chart's first point. */
  startedOn: UtcDay | null
}

export interface ChartPoint {
  measuredOn: UtcDay
  /** Days since the first point, for an evenly spaced time axis. */
  day: number
  weightLb: number
  /** The intake's weight is a point of its own, not a log entry. */
  source: 'intake' | 'log'
}

/**
 * The chart's line, oldest first: the intake's weight on its day (when known and before the
 * first log entry), then each logged day.
 */
export function chartPoints(entries: readonly WeightEntry[], baseline: Pick<ProgressBaseline, 'startWeightLb' | 'startedOn'>): ChartPoint[] {
  const logged = [...entries].sort((a, b) => a.measuredOn.localeCompare(b.measuredOn))
  const first = logged[0]
  const startsBefore = baseline.startWeightLb !== null && baseline.startedOn !== null && (!first || baseline.startedOn < first.measuredOn)
  const points: Omit<ChartPoint, 'day'>[] = [
    ...(startsBefore ? [{ measuredOn: baseline.startedOn as UtcDay, weightLb: baseline.startWeightLb as number, source: 'intake' as const }] : []),
    ...logged.map((entry) => ({ measuredOn: entry.measuredOn, weightLb: entry.weightLb, source: 'log' as const })),
  ]
  const origin = points[0]?.measuredOn
  return points.map((point) => ({ ...point, day: origin ? daysBetween(origin, point.measuredOn) : 0 }))
}

export interface BmiThenAndNow {
  /** At intake: the intake's weight and height. */
  then: number | null
  /** The newest log entry's weight and today's height (the profile's, else the intake's). */
  now: number | null
}

function roundedBmi(weightLb: number | null, heightIn: number | null): number | null {
  if (weightLb === null || heightIn === null || heightIn <= 0 || weightLb <= 0) return null
  return roundBmi(bmi(weightLb, heightIn))
}

/** BMI then and now, with the domain's formula; null where a weight or height is missing. */
export function bmiThenAndNow(baseline: ProgressBaseline, entries: readonly WeightEntry[]): BmiThenAndNow {
  const latest = weightHistory(entries)[0]
  return {
    then: roundedBmi(baseline.startWeightLb, baseline.startHeightIn),
    now: roundedBmi(latest?.weightLb ?? null, baseline.currentHeightIn ?? baseline.startHeightIn),
  }
}

/** Pounds lost since the intake (positive = lost) and still to go to the goal; null when unknown. */
export function progressTotals(baseline: ProgressBaseline, entries: readonly WeightEntry[]) {
  const latest = weightHistory(entries)[0]
  return {
    lostLb: latest && baseline.startWeightLb !== null ? roundWeight(baseline.startWeightLb - latest.weightLb) : null,
    toGoLb: latest && baseline.goalWeightLb !== null ? Math.max(0, roundWeight(latest.weightLb - baseline.goalWeightLb)) : null,
  }
}

/** A record that may say when the next bill (and with it the next shipment) is due. */
export interface BillingRecord {
  next_billing_date?: string | null
  status?: string | null
}

const ENDED = new Set(['ended', 'cancelled'])

/**
 * The next shipment: the earliest next_billing_date, today or later, of an order or subscription
 * that has not ended (a refill is billed, then shipped). Null when none is known (ADR 037).
 */
export function nextShipmentDay(records: readonly BillingRecord[], today: UtcDay): UtcDay | null {
  const days = records
    .filter((record) => !ENDED.has(String(record.status ?? '')) && typeof record.next_billing_date === 'string')
    .map((record) => (record.next_billing_date as string).slice(0, 10))
    .filter((day) => day >= today)
    .sort()
  return days[0] ?? null
}

export interface PrescribedItem {
  name: string
  strength?: string | null
  directions?: string | null
  medId?: string | number | null
}

export interface PrescriptionRecord {
  status: string
  createdAt: string
  items?: readonly PrescribedItem[] | null
}

export interface NextDose {
  name: string
  strength: string
  directions: string | null
}

/**
 * The next dose: the weight-loss medication of the newest prescription in force (approved, or
 * pending past its 12-hour reply window, when it ships as written) with its strength and
 * directions. No injection dates are recorded, so only what the dose is, never when; a
 * prescription without a dosed item with a strength gives none (ADR 037). Medications the CMS
 * catalogue hides (`hiddenMedIds`) are never the next dose.
 */
export function nextDose(
  prescriptions: readonly PrescriptionRecord[],
  now: Date,
  /** Left out: the dosage tab's default (the built-in catalogue's). */
  hiddenMedIds?: readonly (string | number)[],
): NextDose | null {
  const inForce = [...prescriptions]
    .filter((rx) => rx.status === 'approved' || (rx.status === 'pending' && hasPrescriptionReplyWindowPassed(new Date(rx.createdAt), now)))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
  const item = inForce?.items?.find((entry) => isShownOnDosageTab(entry, hiddenMedIds) && entry.strength?.trim())
  if (!item) return null
  return { name: item.name, strength: (item.strength as string).trim(), directions: item.directions?.trim() || null }
}
