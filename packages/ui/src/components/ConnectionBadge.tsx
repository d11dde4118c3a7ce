import { chatConnectionTexts, type ChatConnectionStatus } from '@telehealth/domain'
import { clsx } from 'clsx'

export interface ConnectionBadgeProps {
  status: ChatConnectionStatus
  /** Offered in the error state (the connection machine's `connection.retry`). */
  onRetry?: () => void
  className?: string
}

const dotClassName: Record<ChatConnectionStatus, string> = {
  connecting: 'bg-accent-400',
  connected: 'bg-brand-500',
  reconnecting: 'bg-accent-400',
  disconnected: 'bg-muted',
  error: 'bg-danger',
}

/**
 * A live chat's connection (ADR 099): a dot and a few words for each state of the connection
 * machine, announced politely to screen readers; in the error state, a Try again button.
 * Connected is quiet (a dot and "Connected"); the others say what happens next.
 */
export function ConnectionBadge({ status, onRetry, className }: ConnectionBadgeProps) {
  const trouble = status === 'error'
  return (
    <div
      className={clsx(
        'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl px-3 py-2 text-sm leading-5',
        trouble ? 'border border-danger/30 bg-danger-50 text-danger' : 'text-muted',
        className,
      )}
      data-status={status}
    >
      <p role="status" aria-live="polite" className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className={clsx('inline-block size-2.5 shrink-0 rounded-full', dotClassName[status], status === 'reconnecting' && 'animate-pulse')}
        />
        {chatConnectionTexts[status]}
      </p>
      {trouble && onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex min-h-11 items-center font-semibold text-danger underline underline-offset-4 hover:no-underline"
        >
          {chatConnectionTexts.retry}
        </button>
      ) : null}
    </div>
  )
}
