import { useEffect, type RefObject } from 'react'

const FOCUSABLE = 'input:not([type=hidden]), select, textarea, button'

/**
 * When messages appear, move focus to the first field marked aria-invalid (its message is read
 * with it), or to the form's banner when only the form failed. Runs when the set of messages
 * changes, not on every render, so typing is never interrupted.
 */
export function useFocusFirstInvalid(
  container: RefObject<HTMLElement | null>,
  errors: Readonly<Record<string, string | undefined>> | undefined,
  formError?: string | null,
) {
  const key = [
    ...Object.entries(errors ?? {})
      .filter(([, message]) => Boolean(message))
      .map(([field, message]) => `${field}:${message}`),
    formError ?? '',
  ].join('|')

  useEffect(() => {
    const root = container.current
    if (!root || key.replaceAll('|', '') === '') return
    const invalid = root.querySelector<HTMLElement>('[aria-invalid="true"]')
    const target = invalid && !invalid.matches(FOCUSABLE) ? invalid.querySelector<HTMLElement>(FOCUSABLE) : invalid
    if (target) {
      target.focus()
      return
    }
    root.querySelector<HTMLElement>('[role="alert"][tabindex="-1"]')?.focus()
  }, [container, key])
}
