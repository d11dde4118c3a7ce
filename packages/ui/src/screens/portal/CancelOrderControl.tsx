import * as AlertDialog from '@radix-ui/react-alert-dialog'
import type { RowId } from '@telehealth/domain'
import { useRef, useState, type ReactNode } from 'react'
import { primaryButtonClassName, secondaryButtonClassName } from '../../components/Button.tsx'

export interface CancelOrderControlProps {
  orderId: RowId
  /**
   * The form the answer is posted with (the page's Remix `Form`, or a plain `form` in stories);
   * it gets `intent` = 'orders.cancel' and `orderId`.
   */
  renderForm: (props: { children: ReactNode; onSubmit?: () => void }) => ReactNode
  /** Without JavaScript the page asks inline (after a first post), with the same words and buttons. */
  askingInline?: boolean
  busy?: boolean
}

const linkButtonClassName = 'inline-flex min-h-11 items-center text-sm font-semibold text-danger underline underline-offset-4 disabled:opacity-60'

/**
 * The Orders tab's cancel confirmation (spec 001): 'Are you sure you want to cancel?' with Yes and
 * Close, on Radix's AlertDialog (focus trapped, Escape closes, focus returns). Without JavaScript
 * the trigger posts `orders.cancel-ask` and the page shows the same question inline (ADR 046).
 */
export function CancelOrderControl({ orderId, renderForm, askingInline = false, busy = false }: CancelOrderControlProps) {
  const [open, setOpen] = useState(false)
  const yes = useRef<HTMLButtonElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const hidden = <input type="hidden" name="orderId" value={orderId} />
  if (askingInline) {
    return (
      <div role="group" aria-labelledby={`cancel-${orderId}`} className="mt-2 w-full rounded-xl border border-line bg-canvas p-4">
        <p id={`cancel-${orderId}`} className="font-semibold text-ink">
          Are you sure you want to cancel?
        </p>
        {renderForm({
          children: (
            <div className="mt-3 flex gap-3">
              {hidden}
              <button type="submit" name="intent" value="orders.cancel" className={primaryButtonClassName}>
                Yes
              </button>
              <a href="/home?tab=orders" className={secondaryButtonClassName}>
                Close
              </a>
            </div>
          ),
        })}
      </div>
    )
  }
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      {renderForm({
        children: (
          <>
            {hidden}
            <button
              ref={trigger}
              type="submit"
              name="intent"
              value="orders.cancel-ask"
              aria-haspopup="dialog"
              className={linkButtonClassName}
              disabled={busy}
              // With JavaScript the question is a dialog; the post is the page's fallback without it.
              onClick={(event) => {
                event.preventDefault()
                setOpen(true)
              }}
            >
              {busy ? 'Cancelling...' : 'Cancel order'}
            </button>
          </>
        ),
      })}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            yes.current?.focus()
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            trigger.current?.focus()
          }}
          className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-2xl bg-white p-6 shadow-xl sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2"
        >
          <AlertDialog.Title className="text-lg font-bold text-ink">Are you sure you want to cancel?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-base text-muted">
            Order #{orderId} will be cancelled and the hold on your card released.
          </AlertDialog.Description>
          {renderForm({
            onSubmit: () => setOpen(false),
            children: (
              <div className="mt-5 flex gap-3">
                {hidden}
                <button ref={yes} type="submit" name="intent" value="orders.cancel" className={primaryButtonClassName}>
                  Yes
                </button>
                <AlertDialog.Cancel className={secondaryButtonClassName}>Close</AlertDialog.Cancel>
              </div>
            ),
          })}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
