/** Money is integer cents everywhere inside the code; dollars exist only at the edges. */
export type Cents = number

/** "$1,279.99" for display; the only place cents become a dollar string. */
export function formatUsd(cents: Cents): string {
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(Math.round(cents))
  const dollars = Math.floor(absolute / 100).toLocaleString('en-US')
  return `${sign}$${dollars}.${String(absolute % 100).padStart(2, '0')}`
}
