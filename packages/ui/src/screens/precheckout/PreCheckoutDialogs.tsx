import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { preCheckoutMessages, questionnaireMessages, type PreCheckoutPopup } from '@telehealth/domain'
import { primaryButtonClassName, secondaryButtonClassName } from '../../components/Button.tsx'
import { NoticeDialog } from '../../components/NoticeDialog.tsx'

export interface PreCheckoutDialogsProps {
  popup: PreCheckoutPopup
  /** The BMI message of 'We Cannot Proceed', or what failed behind the error popup. */
  message?: string | null | undefined
  onAcceptProposal: () => void
  onDeclineProposal: () => void
  onClose: () => void
}

/**
 * The pre-checkout's popups, on Radix's AlertDialog: 'We Cannot Proceed' (BMI), the not-offered
 * dose (Yes/No to 10mg Tirzepatide) and 'Ooops... Something went wrong'.
 */
export function PreCheckoutDialogs({ popup, message, onAcceptProposal, onDeclineProposal, onClose }: PreCheckoutDialogsProps) {
  const closeWhenDismissed = (open: boolean) => {
    if (!open) onClose()
  }
  return (
    <>
      <NoticeDialog
        open={popup === 'cannotProceed'}
        onOpenChange={closeWhenDismissed}
        title={questionnaireMessages.cannotProceedTitle}
        description={message ?? questionnaireMessages.bmiBelow25}
      />
      <NoticeDialog
        open={popup === 'error'}
        onOpenChange={closeWhenDismissed}
        title={questionnaireMessages.genericError}
        description={message ?? 'Please try again.'}
        actionLabel="Try again"
      />
      {/* Each button says what it means; Escape means No. Closing by the buttons needs no second call. */}
      <AlertDialog.Root open={popup === 'notOffered'}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <AlertDialog.Content
            onEscapeKeyDown={onDeclineProposal}
            className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-2xl bg-white p-6 shadow-xl sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2"
          >
            <AlertDialog.Title className="text-lg font-bold text-ink">{preCheckoutMessages.notOfferedTitle}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-base text-muted">{preCheckoutMessages.notOfferedProposal}</AlertDialog.Description>
            <div className="mt-5 grid grid-cols-2 gap-3">
              <AlertDialog.Cancel className={secondaryButtonClassName} onClick={onDeclineProposal}>
                No
              </AlertDialog.Cancel>
              <AlertDialog.Action className={primaryButtonClassName} onClick={onAcceptProposal}>
                Yes
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  )
}

/**
 * The same popups for a browser without JavaScript (Radix draws dialogs only once the page runs):
 * the message in the page, and the popup's buttons posting the form (intent accept, decline, close).
 */
export function PreCheckoutPopupWithoutScript({ popup, message }: Pick<PreCheckoutDialogsProps, 'popup' | 'message'>) {
  if (popup === null || popup === 'error') return null
  return (
    <noscript>
      <section role="alert" className="flex flex-col gap-3 rounded-2xl border-2 border-danger/40 bg-white p-5">
        <h2 className="text-lg font-bold text-ink">
          {popup === 'notOffered' ? preCheckoutMessages.notOfferedTitle : questionnaireMessages.cannotProceedTitle}
        </h2>
        <p className="text-base text-muted">
          {popup === 'notOffered' ? preCheckoutMessages.notOfferedProposal : (message ?? questionnaireMessages.bmiBelow25)}
        </p>
        {popup === 'notOffered' ? (
          <div className="grid grid-cols-2 gap-3">
            <button type="submit" name="intent" value="decline" className={secondaryButtonClassName}>
              No
            </button>
            <button type="submit" name="intent" value="accept" className={primaryButtonClassName}>
              Yes
            </button>
          </div>
        ) : (
          <button type="submit" name="intent" value="close" className={primaryButtonClassName}>
            OK
          </button>
        )}
      </section>
    </noscript>
  )
}
