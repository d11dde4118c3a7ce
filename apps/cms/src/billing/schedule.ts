/**
 * The renewal's calendar (ADR 094), pure: the period a charge pays, the key it is sent with, the
 * plan's interval, and when a failed renewal is tried again before the plan ends.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** Retries after the due date, in days: a failed renewal is tried again on each, then the plan ends. */
const RETRY_DAYS = [3, 5, 7] as const

/** The period a charge pays: the due date (next_billing_date) as a UTC day, 'YYYY-MM-DD'. */
export function periodOf(dueDate: string | Date): string {
  const date = new Date(dueDate)
  if (Number.isNaN(date.getTime())) throw new RangeError('Not a date.')
  return date.toISOString().slice(0, 10)
}

/** The day a date falls on plus whole months, in UTC; a day the month lacks is its last day (Jan 31 + 1 = Feb 28/29). */
export function addMonthsUtc(from: string | Date, months: number): Date {
  const date = new Date(from)
  const year = date.getUTCFullYear()
  const month = date.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()))
}

/** The plan's interval in months from its stored payment terms ('1', '3', '6', '12'). */
export function intervalMonths(paymentTerms: string | number | null | undefined): number {
  const months = Number(paymentTerms)
  return [1, 3, 6, 12].includes(months) ? months : 1
}

/**
 * The key the gateway sees for one charge of one period: subscription + period, and the attempt's
 * own random part, since a gateway answers a key it has seen with its first answer (a declined key stays
 * declined: a retry is a new attempt). One period is paid once: attempts are made one at a time
 * under the subscription's claim, an attempt whose answer was lost is sent again with its own key
 * before any other, and the paid period's transaction has the period's key (unique).
 */
export function chargeKeyOf(subscriptionKey: string, period: string, attempt: string): string {
  return `${periodKeyOf(subscriptionKey, period)}:attempt-${attempt}`
}

/** The paid period's key: the transaction's unique idempotency key, one per subscription and period. */
export function periodKeyOf(subscriptionKey: string, period: string): string {
  return `renewal:subscription:${subscriptionKey}:${period}`
}

/**
 * After `failures` failed charges of the period due on `dueDate`, when the next try is; null when
 * the retries are spent and the plan ends. The first failure is the due date's own charge.
 */
export function nextAttemptAfter(dueDate: string | Date, failures: number): Date | null {
  const days = RETRY_DAYS[failures - 1]
  if (days === undefined) return null
  return new Date(new Date(dueDate).getTime() + days * DAY_MS)
}
