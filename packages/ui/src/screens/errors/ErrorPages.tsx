import { errorPageMessages } from '@telehealth/domain'
import type { ReactNode } from 'react'
import { primaryButtonClassName, secondaryButtonClassName } from '../../components/Button.tsx'

function PageIcon({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="grid size-16 place-items-center rounded-full bg-brand-50">
      <svg viewBox="0 0 24 24" className="size-8">
        {children}
      </svg>
    </span>
  )
}

export interface NotFoundScreenProps {
  /** The start of the funnel. */
  startHref?: string
  /** The patient area (sends to sign-in when there is no session). */
  accountHref?: string
}

/** 404: an address with no page behind it. */
export function NotFoundScreen({ startHref = '/', accountHref = '/home' }: NotFoundScreenProps) {
  return (
    <div className="flex flex-col items-center gap-6 pt-4 text-center">
      <PageIcon>
        <circle cx="10.5" cy="10.5" r="6" fill="none" strokeWidth="2" className="stroke-brand-700" />
        <path d="m15 15 5 5" strokeWidth="2.2" strokeLinecap="round" className="stroke-brand-700" />
      </PageIcon>
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">404</p>
      <h1 className="-mt-4 text-3xl font-bold tracking-tight text-ink">{errorPageMessages.notFoundTitle}</h1>
      <p className="text-base leading-7 text-muted">{errorPageMessages.notFoundBody}</p>
      <div className="flex w-full flex-col gap-3 pt-2">
        <a href={startHref} className={primaryButtonClassName}>
          {errorPageMessages.backToStart}
        </a>
        <a href={accountHref} className={secondaryButtonClassName}>
          {errorPageMessages.myAccount}
        </a>
      </div>
    </div>
  )
}

export interface FailureScreenProps {
  /** This request's correlation id (X-Correlation-Id), or null when the page cannot know it. */
  correlationId: string | null
  /** The page to try again (the address that failed). */
  retryHref: string
  startHref?: string
}

/** 500: a failure nothing else caught. What failed is never said; the reference finds it in the logs. */
export function FailureScreen({ correlationId, retryHref, startHref = '/' }: FailureScreenProps) {
  return (
    <div className="flex flex-col items-center gap-6 pt-4 text-center">
      <PageIcon>
        <circle cx="12" cy="12" r="9" fill="none" strokeWidth="2" className="stroke-brand-700" />
        <path d="M12 7.5v5.5" strokeWidth="2.2" strokeLinecap="round" className="stroke-brand-700" />
        <circle cx="12" cy="16.5" r="1.3" className="fill-brand-700" />
      </PageIcon>
      <h1 className="text-3xl font-bold tracking-tight text-ink">{errorPageMessages.failureTitle}</h1>
      <p className="text-base leading-7 text-muted">{errorPageMessages.failureBody}</p>
      {correlationId ? (
        <div className="w-full rounded-2xl border border-line bg-white p-4 text-left">
          <dl className="flex items-baseline justify-between gap-3">
            <dt className="text-sm font-semibold text-ink">{errorPageMessages.referenceLabel}</dt>
            <dd className="font-mono text-base tracking-wider text-brand-800">{correlationId}</dd>
          </dl>
          <p className="mt-2 text-sm leading-6 text-muted">{errorPageMessages.referenceHint}</p>
        </div>
      ) : null}
      <div className="flex w-full flex-col gap-3 pt-2">
        <a href={retryHref} className={primaryButtonClassName}>
          {errorPageMessages.tryAgain}
        </a>
        <a href={startHref} className={secondaryButtonClassName}>
          {errorPageMessages.backToStart}
        </a>
      </div>
    </div>
  )
}
