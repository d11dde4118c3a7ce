import type { ReactNode } from 'react'
import { fillTemplate } from '../format.ts'
import { BrandMark } from './BrandMark.tsx'

export interface FunnelLayoutProps {
  brandName: string
  /** 1-based step number and total, for the progress bar; omit on pages outside the steps. */
  step?: { current: number; total: number }
  /** "Step {current} of {total}"; the English text when omitted. */
  stepLabel?: string
  children: ReactNode
  footer?: ReactNode
}

export function FunnelLayout({ brandName, step, stepLabel = 'Step {current} of {total}', children, footer }: FunnelLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line/70 bg-white">
        <div className="mx-auto flex max-w-xl items-center justify-between px-5 py-3.5">
          <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-brand-800">
            <BrandMark />
            {brandName}
          </span>
          {step ? <span className="text-sm font-medium text-muted">{fillTemplate(stepLabel, step)}</span> : null}
        </div>
        {step ? (
          <div
            role="progressbar"
            aria-label="Intake progress"
            aria-valuemin={1}
            aria-valuemax={step.total}
            aria-valuenow={step.current}
            className="h-1 bg-brand-100"
          >
            <div className="h-1 rounded-r-full bg-brand-600 transition-all duration-300" style={{ width: `${(step.current / step.total) * 100}%` }} />
          </div>
        ) : null}
      </header>
      <main className="mx-auto w-full max-w-xl flex-1 px-5 pt-7 pb-10">{children}</main>
      {footer}
    </div>
  )
}
