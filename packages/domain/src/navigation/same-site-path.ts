/**
 * A `redirect` query value (e.g. /sorry's) as a path on this site, or null. Only a path that starts
 * with one "/" is kept: absolute URLs, protocol-relative ("//evil.example"), backslash tricks
 * ("/\\evil.example", which browsers read as "//"), schemes ("javascript:") and control characters
 * are refused, so a link cannot send a visitor elsewhere from our page.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null
  const base = 'https://same-site.invalid'
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return null
  }
  if (url.origin !== base) return null
  return `${url.pathname}${url.search}${url.hash}`
}
