import { prescriptionMessages } from '@telehealth/domain'
import type { ReactNode } from 'react'
import { Button } from '../../components/Button.tsx'
import { ErrorBanner } from '../../components/ErrorBanner.tsx'

export interface PrescriptionConfirmItem {
  rxId: string | null
  name: string
  strength: string | null
  directions: string | null
}

export interface PrescriptionConfirmScreenProps {
  /** The items to confirm (ondansetron already left out by the site). */
  items: PrescriptionConfirmItem[]
  /** Once the prescription is answered (or shipped as written): the sentence saying so, and no buttons. */
  answered?: string | null
  /** Why the last answer did not go through. */
  error?: string | null
  /** Which answer is being sent, if any. */
  submitting?: 'approve' | 'decline' | null
  /**
   * The form the answer is posted with (the page's Remix `Form`, or a plain `form` in stories): it
   * gets `accept` = 'true' (Approve) or 'false' (Decline & Update with Doctor).
   */
  renderForm: (props: { children: ReactNode }) => ReactNode
}

/**
 * Prescription confirmation (spec 001, /prescription/{id}): the items, then 'Approve' and 'Decline &
 * Update with Doctor'. Phone first: one column, the buttons full width at the end.
 */
export function PrescriptionConfirmScreen({ items, answered = null, error = null, submitting = null, renderForm }: PrescriptionConfirmScreenProps) {
  const canAnswer = !answered && items.length > 0
  return (
    <section aria-labelledby="prescription-title" className="mx-auto flex w-full max-w-xl flex-col gap-5 py-8">
      <header className="flex flex-col gap-2">
        <h1 id="prescription-title" className="text-2xl font-bold text-ink">
          {prescriptionMessages.pageTitle}
        </h1>
        {canAnswer ? <p className="leading-7 text-muted">{prescriptionMessages.intro}</p> : null}
      </header>
      <ErrorBanner message={error} id="prescription-error" />
      {answered ? (
        <p role="status" className="rounded-2xl bg-brand-50 p-4 leading-7 text-brand-800">
          {answered}
        </p>
      ) : null}
      {items.length === 0 ? (
        answered ? null : (
          <p className="rounded-2xl border border-line bg-white p-4 text-muted">{prescriptionMessages.empty}</p>
        )
      ) : (
        <ul aria-label="Prescription items" className="flex flex-col gap-3">
          {items.map((item, index) => (
            <li key={item.rxId ?? `item-${index}`} className="rounded-2xl border border-line bg-white p-4 shadow-sm">
              <p className="font-semibold text-ink">
                {item.name}
                {item.strength ? <span className="font-normal text-muted"> · {item.strength}</span> : null}
              </p>
              {item.directions ? <p className="mt-1 text-sm leading-6 text-muted">{item.directions}</p> : null}
            </li>
          ))}
        </ul>
      )}
      {canAnswer ? (
        <>
          <p className="text-sm leading-6 text-muted">{prescriptionMessages.deadline}</p>
          {renderForm({
            children: (
              <div className="flex flex-col gap-3">
                <Button
                  type="submit"
                  name="accept"
                  value="true"
                  pending={submitting === 'approve'}
                  pendingLabel={prescriptionMessages.submitting}
                  disabled={submitting !== null}
                >
                  {prescriptionMessages.approve}
                </Button>
                <Button
                  type="submit"
                  name="accept"
                  value="false"
                  variant="secondary"
                  pending={submitting === 'decline'}
                  pendingLabel={prescriptionMessages.submitting}
                  disabled={submitting !== null}
                >
                  {prescriptionMessages.decline}
                </Button>
              </div>
            ),
          })}
        </>
      ) : (
        <a href="/home" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
          Go to your dashboard
        </a>
      )}
    </section>
  )
}
