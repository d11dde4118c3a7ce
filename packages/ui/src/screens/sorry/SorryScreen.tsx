import { primaryButtonClassName, secondaryButtonClassName } from '../../components/Button.tsx'

export interface SorryPageCopy {
  /** "We're Sorry" */
  heading: string
  continueLabel: string
  learnMoreLabel: string
}

export interface SorryScreenProps {
  copy: SorryPageCopy
  /** The query's message, or the domain default for the reason (sorryMessageForReason). */
  message: string
  continueHref: string
  learnMoreHref: string
}

/** /sorry: a disqualified visit, said kindly, with two ways on. */
export function SorryScreen({ copy, message, continueHref, learnMoreHref }: SorryScreenProps) {
  return (
    <div className="flex flex-col items-center gap-6 pt-4 text-center">
      <span aria-hidden="true" className="grid size-16 place-items-center rounded-full bg-accent-50">
        <svg viewBox="0 0 24 24" className="size-8">
          <circle cx="12" cy="12" r="9" fill="none" strokeWidth="2" className="stroke-accent-700" />
          <path d="M12 7.5v5.5" strokeWidth="2.2" strokeLinecap="round" className="stroke-accent-700" />
          <circle cx="12" cy="16.5" r="1.3" className="fill-accent-700" />
        </svg>
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-ink">{copy.heading}</h1>
      <p className="text-base leading-7 text-muted">{message}</p>
      <div className="flex w-full flex-col gap-3 pt-2">
        <a href={continueHref} className={primaryButtonClassName}>
          {copy.continueLabel}
        </a>
        <a href={learnMoreHref} className={secondaryButtonClassName}>
          {copy.learnMoreLabel}
        </a>
      </div>
    </div>
  )
}
