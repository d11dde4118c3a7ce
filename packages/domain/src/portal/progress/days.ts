/** A calendar day as the log stores it: "YYYY-MM-DD" in UTC (ADR 037). */
export type UtcDay = string

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 86_400_000

/** The UTC day of a moment. */
export function utcDay(moment: Date): UtcDay {
  return moment.toISOString().slice(0, 10)
}

/** True for a real calendar day written as YYYY-MM-DD (2026-02-30 is not one). */
export function isUtcDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value)
  if (!match) return false
  const parsed = new Date(`${value}T00:00:00.000Z`)
  return !Number.isNaN(parsed.getTime()) && utcDay(parsed) === value
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: UtcDay, to: UtcDay): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS)
}

/**
 * `day` moved by `days` (negative goes back).
 * @public the site's integration tests and the UI's stories date their fixtures with it.
 */
export function addDays(day: UtcDay, days: number): UtcDay {
  return utcDay(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS))
}
