import { TOAST_MS } from '@telehealth/domain'
import { clsx } from 'clsx'
import { useEffect, useState } from 'react'

export interface ToastProps {
  /** The confirmation to show; null or empty shows nothing. */
  message?: string | null | undefined
  /**
   * A fresh value per event (the server's answer id), so the same text shown again is shown and
   * announced again.
   */
  toastKey?: string | null | undefined
  /** A confirmation (default), or a failure the patient must notice (a payment error: spec 001 shows it inline and as a toast). */
  tone?: 'success' | 'error'
}

/**
 * A short confirmation ("Profile updated successfully!") that goes after 3 s (TOAST_MS). A live
 * region (role="status", polite) that is always in the page, so screen readers announce what is put
 * in it. It is rendered by the server from the form's answer, so it shows after a full-page post
 * without JavaScript too; there a CSS animation of the same length hides it, and with JavaScript
 * it is also removed from the page. No Radix: nothing here needs focus or a portal.
 */
export function Toast({ message, toastKey, tone = 'success' }: ToastProps) {
  // One toast per message and key: it shows until its own timer has run out.
  const toast = message ? `${toastKey ?? ''}\u0000${message}` : null
  const [expired, setExpired] = useState<string | null>(null)

  useEffect(() => {
    if (!toast) return undefined
    const timer = setTimeout(() => setExpired(toast), TOAST_MS)
    return () => clearTimeout(timer)
  }, [toast])

  const shown = toast !== null && toast !== expired ? message : null

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 bottom-24 z-50 flex justify-center px-4 sm:bottom-8"
    >
      {shown ? (
        <p
          key={toastKey ?? shown}
          data-testid="toast"
          data-tone={tone}
          className={clsx(
            'flex max-w-md animate-toast items-center gap-3 rounded-2xl px-5 py-3.5 text-base font-medium text-white shadow-lg',
            tone === 'error' ? 'bg-danger' : 'bg-ink',
          )}
        >
          {tone === 'error' ? (
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 fill-white">
              <path d="M10 1.8a8.2 8.2 0 1 0 0 16.4 8.2 8.2 0 0 0 0-16.4Zm0 4a.8.8 0 0 1 .8.8v4.2a.8.8 0 0 1-1.6 0V6.6a.8.8 0 0 1 .8-.8Zm0 8.6a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z" />
            </svg>
          ) : (
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 fill-brand-200">
              <path d="M10 1.8a8.2 8.2 0 1 0 0 16.4 8.2 8.2 0 0 0 0-16.4Zm3.86 6.2-4.5 4.75a.75.75 0 0 1-1.08.01L6.15 10.6a.75.75 0 1 1 1.07-1.05l1.58 1.6 3.97-4.19a.75.75 0 1 1 1.09 1.04Z" />
            </svg>
          )}
          {shown}
        </p>
      ) : null}
    </div>
  )
}
