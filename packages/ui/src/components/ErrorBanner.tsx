import type { Ref } from 'react'

export interface ErrorBannerProps {
  message?: string | null | undefined
  id?: string
  ref?: Ref<HTMLDivElement>
}

/** A form-level message ("There was an error submitting your form. Please try again."); focusable so focus can land on it. */
export function ErrorBanner({ message, id = 'form-error', ref }: ErrorBannerProps) {
  if (!message) return null
  return (
    <div
      ref={ref}
      id={id}
      role="alert"
      tabIndex={-1}
      className="flex items-start gap-3 rounded-2xl border border-danger/30 bg-danger-50 px-4 py-3 text-sm font-medium leading-6 text-danger"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 fill-current">
        <path d="M10 1.75a8.25 8.25 0 1 1 0 16.5 8.25 8.25 0 0 1 0-16.5Zm0 11a1 1 0 1 0 0 2 1 1 0 0 0 0-2Zm0-7a.9.9 0 0 0-.9.9v4.2a.9.9 0 1 0 1.8 0V6.65a.9.9 0 0 0-.9-.9Z" />
      </svg>
      <p>{message}</p>
    </div>
  )
}
