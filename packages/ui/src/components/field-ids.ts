/** The ids a field and its texts share, so aria-describedby always points at what is shown. */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` }
}

/** aria-describedby from the texts present (hint first, then the message), or undefined. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id.length > 0)
  return present.length > 0 ? present.join(' ') : undefined
}

/** One class list for every text box and select, so they line up and share focus/error styles. */
export const controlClassName =
  'block min-h-12 w-full rounded-xl border border-line bg-white px-4 text-base text-ink shadow-sm transition placeholder:text-muted/70 ' +
  'focus:border-brand-700 focus:outline-none focus:ring-4 focus:ring-brand-100 ' +
  'aria-[invalid=true]:border-danger aria-[invalid=true]:focus:ring-danger-50 disabled:bg-canvas'

export const labelClassName = 'text-sm font-semibold text-ink'
