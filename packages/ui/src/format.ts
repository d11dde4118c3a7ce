import { formatUsd, type Cents } from '@telehealth/domain'

/** Fills "{name}" slots of a CMS text; unknown slots stay as written so a typo is visible. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}

/** "$99" for whole dollars, "$19.97" otherwise (marketing figures read better without ".00"). */
export function formatUsdShort(cents: Cents): string {
  const full = formatUsd(cents)
  return full.endsWith('.00') ? full.slice(0, -3) : full
}

/** "1,234" for pounds. */
export function formatPounds(pounds: number): string {
  return Math.round(pounds).toLocaleString('en-US')
}

/** A stored UTC date as the patient reads it ("Nov 24, 2026"), the same on the server and in the browser. */
export function formatDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
}
