import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { questionnaireMessages, sorryMessages } from '@telehealth/domain'
import { primaryButtonClassName, secondaryButtonClassName } from '../../components/Button.tsx'

export interface CannotProceedDialogProps {
  open: boolean
  /** The question's description, or the spec's default text. */
  description?: string | null
  onResubmit: () => void
  onProcessRefund: () => void
  refundPending?: boolean
  refundError?: string | null
  /** In the admin's preview nothing is refunded. */
  refundDisabled?: boolean
  /** The refund was requested: the parent flow takes over (usually to another page). */
  refundDone?: boolean
}

/**
 * 'We Cannot Proceed' (spec 001): the reason, Resubmit Form (closes it, the patient may change an
 * answer) and Process Refund (the parent flow disqualifies and refunds). Radix AlertDialog: focus
 * stays inside; Escape means Resubmit Form.
 */
export function CannotProceedDialog({
  open,
  description,
  onResubmit,
  onProcessRefund,
  refundPending = false,
  refundError = null,
  refundDisabled = false,
  refundDone = false,
}: CannotProceedDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onResubmit())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-2xl bg-white p-6 shadow-xl sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2">
          <AlertDialog.Title className="text-xl font-bold text-ink">{questionnaireMessages.cannotProceedTitle}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 whitespace-pre-line text-base leading-7 text-muted">
            {description?.trim() || sorryMessages.questionnaireDisqualified}
          </AlertDialog.Description>
          {refundError ? (
            <p role="alert" className="mt-3 rounded-xl bg-danger-50 p-3 text-sm text-danger">
              {refundError}
            </p>
          ) : null}
          {refundDone ? (
            <p role="status" className="mt-3 rounded-xl bg-brand-50 p-3 text-sm text-brand-800">
              Your refund is being processed.
            </p>
          ) : null}
          <div className="mt-5 flex flex-col gap-3">
            <AlertDialog.Cancel className={primaryButtonClassName}>Resubmit Form</AlertDialog.Cancel>
            <button
              type="button"
              className={secondaryButtonClassName}
              onClick={onProcessRefund}
              disabled={refundPending || refundDisabled || refundDone}
              aria-busy={refundPending || undefined}
            >
              {refundPending ? 'Processing...' : 'Process Refund'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
