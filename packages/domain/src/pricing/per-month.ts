import type { Cents } from './money.ts'

/**
 * Per-month average = total / months, cut down to the cent. Cutting (not rounding) is what the
 * spec's own figures show: 1279.99 / 12 is "$106.66" and 1149.97 / 6 is "$191.66".
 */
export function perMonthAverageCents(totalCents: Cents, months: number): Cents {
  return Math.floor(totalCents / months)
}
