import { clsx } from 'clsx'
import type { ButtonHTMLAttributes } from 'react'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link'
  /** Shown instead of the label while a request is under way; the button is disabled meanwhile. */
  pendingLabel?: string
  pending?: boolean
  /** A trailing arrow (decorative) for "move on" buttons. */
  arrow?: boolean
}

export const primaryButtonClassName =
  'inline-flex min-h-13 w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 text-lg font-semibold text-white shadow-sm transition hover:bg-brand-800 active:scale-[0.99] disabled:cursor-not-allowed disabled:opacity-70'

export const secondaryButtonClassName =
  'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full border-2 border-brand-700 bg-white px-6 py-2.5 text-base font-semibold text-brand-800 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-70'

export function Button({
  variant = 'primary',
  pending = false,
  pendingLabel,
  arrow = false,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={clsx(
        variant === 'primary' && primaryButtonClassName,
        variant === 'secondary' && secondaryButtonClassName,
        variant === 'link' && 'inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800',
        className,
      )}
      {...rest}
    >
      {pending ? (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 motion-safe:animate-spin">
          <circle cx="12" cy="12" r="9" fill="none" strokeWidth="3" className="stroke-white/40" />
          <path d="M12 3a9 9 0 0 1 9 9" fill="none" strokeWidth="3" strokeLinecap="round" className="stroke-white" />
        </svg>
      ) : null}
      {pending && pendingLabel ? pendingLabel : children}
      {arrow && !pending ? (
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
          <path d="M7.2 4.2a.75.75 0 0 1 1.06 0l5.27 5.27a.75.75 0 0 1 0 1.06L8.26 15.8a.75.75 0 1 1-1.06-1.06L11.94 10 7.2 5.26a.75.75 0 0 1 0-1.06Z" />
        </svg>
      ) : null}
    </button>
  )
}
