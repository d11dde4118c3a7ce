import { PortalHeader } from '../../components/PortalHeader.tsx'
import { RESHIP_REASON_MAX_LENGTH, reshipServerMessages, type ReshipStep } from '@telehealth/domain'
import { clsx } from 'clsx'
import { useId, type FormEvent, type ReactNode } from 'react'
import { Button, primaryButtonClassName } from '../../components/Button.tsx'
import { Card } from '../../components/Card.tsx'
import { ErrorBanner } from '../../components/ErrorBanner.tsx'
import { FieldError } from '../../components/FieldError.tsx'
import { formatDate } from '../../format.ts'

export interface ReplacementItem {
  id: string
  med_name: string
  external_order_number: string
  /** ISO date of delivery. */
  delivered_at: string
}

export interface ReplacementRequestScreenProps {
  brandName: string
  step: ReshipStep
  items: ReplacementItem[]
  selectedIds: string[]
  reason: string
  /** The current step's rule that failed (the spec's message). */
  stepError?: string | null | undefined
  /** The submit failure ('Error submitting request: ...'). */
  submitError?: string | null | undefined
  submitting?: boolean
  /** Step 3's image uploader, wired by the page. */
  uploader?: ReactNode
  onToggleItem: (item: ReplacementItem) => void
  onReasonChange: (reason: string) => void
  onNext: () => void
  onBack: () => void
  onSubmit: () => void
}

const STEP_TITLES: Record<Exclude<ReshipStep, 4>, string> = {
  1: 'Which items need replacing?',
  2: 'What happened?',
  3: 'Add a photo',
}

function StepProgress({ step }: { step: Exclude<ReshipStep, 4> }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-brand-700">Step {step} of 3</p>
      <div aria-hidden="true" className="grid grid-cols-3 gap-1.5">
        {[1, 2, 3].map((n) => (
          <span key={n} className={clsx('h-1.5 rounded-full', n <= step ? 'bg-brand-600' : 'bg-line')} />
        ))}
      </div>
    </div>
  )
}

function ItemsStep({
  items,
  selectedIds,
  error,
  onToggleItem,
}: Pick<ReplacementRequestScreenProps, 'items' | 'selectedIds' | 'onToggleItem'> & { error: string | undefined }) {
  const errorId = useId()
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-3">
      <legend className="sr-only">{STEP_TITLES[1]}</legend>
      {items.map((item) => {
        const checked = selectedIds.includes(item.id)
        return (
          <label
            key={item.id}
            className={clsx(
              'flex cursor-pointer items-start gap-3 rounded-2xl border bg-white p-4 shadow-sm transition hover:border-brand-600',
              checked ? 'border-brand-600 bg-brand-50/60' : 'border-line',
            )}
          >
            <input
              type="checkbox"
              name="items"
              value={item.id}
              checked={checked}
              onChange={() => onToggleItem(item)}
              className="mt-0.5 size-6 shrink-0 accent-brand-700"
            />
            <span className="flex min-w-0 flex-col font-semibold text-ink">
              {item.med_name}
              <span className="text-sm font-normal text-muted">
                Order #{item.external_order_number}
                {item.delivered_at ? ` · Delivered ${formatDate(item.delivered_at)}` : ''}
              </span>
            </span>
          </label>
        )
      })}
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}

function ReasonStep({ reason, error, onReasonChange }: Pick<ReplacementRequestScreenProps, 'reason' | 'onReasonChange'> & { error: string | undefined }) {
  const id = useId()
  const [errorId, countId] = [`${id}-error`, `${id}-count`]
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-base font-semibold text-ink">
        Tell us what was missing or damaged
      </label>
      <textarea
        id={id}
        name="reason"
        rows={6}
        maxLength={RESHIP_REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => onReasonChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(countId, error && errorId)}
        className="w-full rounded-2xl border border-line bg-white px-4 py-3 text-base leading-6 text-ink shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-danger"
      />
      <p id={countId} className="self-end text-sm text-muted">
        {reason.length}/{RESHIP_REASON_MAX_LENGTH}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  )
}

function ThankYou() {
  return (
    <Card as="section" aria-labelledby="reship-thanks" className="flex flex-col items-center gap-4 text-center">
      <span aria-hidden="true" className="grid size-16 place-items-center rounded-full bg-brand-100">
        <svg
          viewBox="0 0 24 24"
          className="size-8 text-brand-700"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 12.5 10 16.5 18 8" />
        </svg>
      </span>
      <h2 id="reship-thanks" className="text-2xl font-bold tracking-tight text-ink">
        {reshipServerMessages.thankYouTitle}
      </h2>
      <p className="leading-7 text-muted">{reshipServerMessages.thankYouBody}</p>
      <a href="/home" className={primaryButtonClassName}>
        {reshipServerMessages.goToDashboard}
      </a>
    </Card>
  )
}

/**
 * The Replacement Request Form (spec 001): choose items, give a reason, add a photo, then a
 * thank-you with Go To Dashboard. Each step shows the spec's message when its rule fails; a failed
 * submit is an alert above the step. The page supplies the state (its machine) and the uploader.
 */
export function ReplacementRequestScreen(props: ReplacementRequestScreenProps) {
  const { brandName, step, stepError, submitError, submitting = false, onNext, onBack, onSubmit } = props
  const error = stepError ?? undefined
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (step === 3) onSubmit()
    else onNext()
  }
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <PortalHeader brandName={brandName} width="max-w-xl">
        <a href="/home?tab=orders" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4">
          My orders
        </a>
      </PortalHeader>
      <main className="mx-auto flex w-full max-w-xl flex-1 flex-col gap-5 px-5 pt-6 pb-10">
        <h1 className="text-3xl font-bold tracking-tight text-ink">Replacement request</h1>
        {step === 4 ? (
          <ThankYou />
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-labelledby="reship-step-title">
            <StepProgress step={step} />
            <ErrorBanner id="reship-submit-error" message={submitError} />
            <Card as="section" className="flex flex-col gap-4">
              <h2 id="reship-step-title" className="text-xl font-bold tracking-tight text-ink">
                {STEP_TITLES[step]}
              </h2>
              {step === 1 ? <ItemsStep items={props.items} selectedIds={props.selectedIds} error={error} onToggleItem={props.onToggleItem} /> : null}
              {step === 2 ? <ReasonStep reason={props.reason} error={error} onReasonChange={props.onReasonChange} /> : null}
              {step === 3 ? (
                <div className="flex flex-col gap-3">
                  <p className="leading-7 text-muted">A photo of the damaged item or of what arrived helps us review your request quickly.</p>
                  {props.uploader}
                  <FieldError id="reship-image-error" message={error} />
                </div>
              ) : null}
            </Card>
            <div className="flex flex-col gap-3">
              <Button type="submit" pending={submitting} pendingLabel="Submitting..." arrow={step !== 3}>
                {step === 3 ? 'Submit Request' : 'Next'}
              </Button>
              {step > 1 ? (
                <Button variant="secondary" onClick={onBack} disabled={submitting}>
                  Back
                </Button>
              ) : null}
            </div>
          </form>
        )}
      </main>
    </div>
  )
}
