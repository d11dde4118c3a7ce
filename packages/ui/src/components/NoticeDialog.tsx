import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { primaryButtonClassName } from './Button.tsx'

export interface NoticeDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  actionLabel?: string
  /** Where focus goes when the dialog closes (by default Radix returns it to what had it before). */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * A message the patient must acknowledge before going on (the checkout's 'Invalid Address'), on
 * Radix's AlertDialog: focus is trapped inside, Escape and the button close it, focus returns.
 */
export function NoticeDialog({ open, onOpenChange, title, description, actionLabel = 'OK', onCloseAutoFocus }: NoticeDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-2xl bg-white p-6 shadow-xl sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2"
        >
          <AlertDialog.Title className="text-lg font-bold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-base text-muted">{description}</AlertDialog.Description>
          {/* Radix focuses an AlertDialog's Cancel when it opens: acknowledging is this popup's only way out. */}
          <AlertDialog.Cancel className={`${primaryButtonClassName} mt-5`}>{actionLabel}</AlertDialog.Cancel>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
