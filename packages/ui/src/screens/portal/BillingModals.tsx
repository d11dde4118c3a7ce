import * as AlertDialog from '@radix-ui/react-alert-dialog'
import {
  billingMessages,
  billingServerMessages,
  CANCEL_REASON_MAX_LENGTH,
  cancelErrorMessage,
  formatUsd,
  paymentErrorMessage,
  type RowId,
} from '@telehealth/domain'
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Button, secondaryButtonClassName } from '../../components/Button.tsx'
import { Modal } from '../../components/Modal.tsx'
import { FormNotice } from '../account/AccountField.tsx'
import { AddressFields } from '../checkout/AddressFields.tsx'
import { SandboxCardFields } from '../checkout/SandboxCardFields.tsx'

/** What a Billing call answers (spec 001 section 7): `{ status, message }`. A rejected promise is no answer at all (the network). */
export interface BillingAnswer {
  status: 'success' | 'error'
  message?: string | null | undefined
}

/** The card on file as the patient is shown it. */
export interface CardOnFileView {
  brand: string
  last4: string
  expMonth: number | null
  expYear: number | null
}

/** The checkout's card field: the sandbox's own inputs, or Stripe's Element passed in with how to turn it into a PaymentMethod. */
export interface CardFieldSource {
  gateway: 'sandbox' | 'stripe'
  /** Stripe's card Element (it writes `paymentMethodId` into the form); unused with the sandbox. */
  cardSlot?: ReactNode
  /** Called before a new card is posted (Stripe: makes the PaymentMethod); false: the card could not be read. */
  prepareCard?: (() => Promise<boolean>) | undefined
}

/** "Visa •••• 4242" (and the expiry when known), the card as the patient knows it. */
export function cardOnFileLabel(card: CardOnFileView): string {
  return `${card.brand} •••• ${card.last4}`
}

export function cardExpiry(card: CardOnFileView): string | null {
  return card.expMonth && card.expYear ? `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}` : null
}

const dangerButtonClassName =
  'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-danger px-6 py-2.5 text-base font-semibold text-white shadow-sm transition hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-70'

/** A network failure's words: its message, or the spec's fallback. */
function networkMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : billingMessages.paymentProcessingFailed
}

/** The card inputs and the billing address, as `parseCardForm` reads them on the server. */
function NewCardFields({ source }: { source: CardFieldSource }) {
  return (
    <>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-bold text-ink">Card</legend>
        {source.gateway === 'stripe' ? (
          (source.cardSlot ?? <p className="text-sm text-muted">Loading the secure card form...</p>)
        ) : (
          <>
            <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">Test mode: use card 4242 4242 4242 4242, any future date and any CVC.</p>
            <SandboxCardFields />
          </>
        )}
      </fieldset>
      <AddressFields prefix="billing" legend="Billing address" />
    </>
  )
}

/**
 * A card form's states (spec 001): idle, submitting (the button disabled), success (the modal
 * closes and the toast says so) or error (inline). The new card is prepared first (Stripe).
 */
function useCardFormSubmit(
  source: CardFieldSource,
  post: (form: FormData) => Promise<BillingAnswer>,
  onAnswer: (outcome: { ok: true; message: string } | { ok: false; message: string }) => void,
  errorWords: (answer: BillingAnswer) => string,
) {
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function onSubmit(event: FormEvent<HTMLFormElement>, withNewCard: boolean) {
    event.preventDefault()
    if (submitting) return
    const form = event.currentTarget
    setSubmitting(true)
    setError(null)
    let outcome: { ok: true; message: string } | { ok: false; message: string }
    try {
      if (withNewCard && source.prepareCard && !(await source.prepareCard())) outcome = { ok: false, message: billingMessages.invalidCardDetails }
      else {
        const answer = await post(new FormData(form))
        outcome = answer.status === 'success' ? { ok: true, message: answer.message ?? '' } : { ok: false, message: errorWords(answer) }
      }
    } catch (failure) {
      outcome = { ok: false, message: networkMessage(failure) }
    }
    setSubmitting(false)
    if (!outcome.ok) setError(outcome.message)
    onAnswer(outcome)
  }
  return { submitting, error, onSubmit }
}

export interface UpdateCardModalProps {
  cardOnFile: CardOnFileView | null
  source: CardFieldSource
  /** Posts the form to `POST /api/update-card`. */
  onSubmit: (form: FormData) => Promise<BillingAnswer>
  /** The toast's words after a success. */
  onUpdated: (message: string) => void
  defaultOpen?: boolean
}

/** Update Card (spec 001): the new card and its billing address become the card renewals charge. */
export function UpdateCardModal({ cardOnFile, source, onSubmit, onUpdated, defaultOpen = false }: UpdateCardModalProps) {
  const [open, setOpen] = useState(defaultOpen)
  const form = useCardFormSubmit(
    source,
    onSubmit,
    (outcome) => {
      if (!outcome.ok) return
      setOpen(false)
      onUpdated(outcome.message || billingMessages.cardUpdated)
    },
    (answer) => answer.message || billingMessages.cardUpdateFailed,
  )
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Update Card"
      description={
        cardOnFile
          ? `Replaces ${cardOnFileLabel(cardOnFile)} for your plan's renewals. Nothing is charged now.`
          : 'Your plan renews on this card. Nothing is charged now.'
      }
      trigger={
        <Button variant="secondary" className="sm:w-auto">
          Update Card
        </Button>
      }
    >
      <form noValidate onSubmit={(event) => void form.onSubmit(event, true)} className="flex flex-col gap-5">
        <NewCardFields source={source} />
        {form.error ? <FormNotice tone="error">{form.error}</FormNotice> : null}
        <Button type="submit" pending={form.submitting} pendingLabel="Saving...">
          Save Card
        </Button>
      </form>
    </Modal>
  )
}

export interface PayNowModalProps {
  subscription: { id: RowId; plan_name: string; amountCents: number; amountDueCents?: number | null }
  cardOnFile: CardOnFileView | null
  source: CardFieldSource
  /** Posts the form to `POST /api/process-subs-payment`. */
  onSubmit: (form: FormData) => Promise<BillingAnswer>
  /** A success (the toast's words). */
  onPaid: (message: string) => void
  /** A failure: shown inline here and, by the tab, as the toast too (spec 001 section 8). */
  onFailed: (message: string) => void
  defaultOpen?: boolean
}

/** "Payment Error: {reason}" unless the server already said it that way. */
function paymentErrorWords(answer: BillingAnswer): string {
  const reason = answer.message?.trim()
  if (!reason) return paymentErrorMessage(billingMessages.paymentFailed)
  return reason.startsWith('Payment Error') ? reason : paymentErrorMessage(reason)
}

/**
 * Process Payment (spec 001's Pay Now on a Past Due plan): the card on file or a new one. The amount
 * is shown and sent for the record only; the server charges what it computes is owed.
 */
export function PayNowModal({ subscription, cardOnFile, source, onSubmit, onPaid, onFailed, defaultOpen = false }: PayNowModalProps) {
  const [open, setOpen] = useState(defaultOpen)
  const [useNewCard, setUseNewCard] = useState(!cardOnFile)
  const dueCents = subscription.amountDueCents ?? subscription.amountCents
  const amount = formatUsd(dueCents)
  const form = useCardFormSubmit(
    source,
    onSubmit,
    (outcome) => {
      if (!outcome.ok) return onFailed(outcome.message)
      setOpen(false)
      onPaid(outcome.message || billingMessages.paymentProcessed)
    },
    paymentErrorWords,
  )
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Process Payment"
      description={`${subscription.plan_name}: ${amount} due.`}
      trigger={
        <Button className="sm:w-auto">
          Pay Now<span className="sr-only"> for {subscription.plan_name}</span>
        </Button>
      }
    >
      <form noValidate onSubmit={(event) => void form.onSubmit(event, useNewCard)} className="flex flex-col gap-5">
        <input type="hidden" name="subscription_id" value={String(subscription.id)} />
        <input type="hidden" name="amount" value={String(dueCents)} />
        {cardOnFile ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-lg font-bold text-ink">Pay with</legend>
            <label className="flex min-h-12 items-center gap-3 rounded-xl border border-line px-4 text-base text-ink has-checked:border-brand-700">
              <input
                type="radio"
                name="card_choice"
                value="on_file"
                checked={!useNewCard}
                onChange={() => setUseNewCard(false)}
                className="size-5 accent-brand-700"
              />
              Pay with the card on file ({cardOnFileLabel(cardOnFile)})
            </label>
            <label className="flex min-h-12 items-center gap-3 rounded-xl border border-line px-4 text-base text-ink has-checked:border-brand-700">
              <input
                type="radio"
                name="card_choice"
                value="new"
                checked={useNewCard}
                onChange={() => setUseNewCard(true)}
                className="size-5 accent-brand-700"
              />
              A new card
            </label>
          </fieldset>
        ) : null}
        {useNewCard ? <NewCardFields source={source} /> : null}
        {form.error ? <FormNotice tone="error">{form.error}</FormNotice> : null}
        <Button type="submit" pending={form.submitting} pendingLabel="Processing...">
          Pay {amount}
        </Button>
      </form>
    </Modal>
  )
}

export interface CancelSubscriptionDialogProps {
  subscription: { id: RowId; plan_name: string; terms: string }
  /** Posts `{ subs_id, reason, reccomend }` to `POST /api/cancle-subs`. */
  onSubmit: (fields: { subs_id: string; reason: string; reccomend: boolean }) => Promise<BillingAnswer>
  onCancelled: (message: string) => void
  brandName?: string
  defaultOpen?: boolean
}

/**
 * The confirm-cancel dialog (spec 001) on Radix's AlertDialog: the plan's terms first (spec 000:
 * the Monthly plan's 3-month commitment and early termination fee), then the reason (required) and
 * the recommendation flag. A failure reads 'Error : {reason}' inline.
 */
export function CancelSubscriptionDialog({ subscription, onSubmit, onCancelled, brandName, defaultOpen = false }: CancelSubscriptionDialogProps) {
  const [open, setOpen] = useState(defaultOpen)
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [reasonError, setReasonError] = useState<string | null>(null)
  const reasonRef = useRef<HTMLTextAreaElement>(null)
  const ids = useId()
  const reasonId = `${ids}-reason`

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const data = new FormData(event.currentTarget)
    const reason = String(data.get('reason') ?? '').trim()
    if (!reason) {
      setReasonError(billingServerMessages.cancelReasonMissing)
      reasonRef.current?.focus()
      return
    }
    setReasonError(null)
    setError(null)
    setSubmitting(true)
    try {
      const answer = await onSubmit({ subs_id: String(subscription.id), reason, reccomend: data.get('reccomend') === 'on' })
      setSubmitting(false)
      if (answer.status === 'success') {
        setOpen(false)
        onCancelled(answer.message || billingMessages.subscriptionCancelled)
      } else setError(cancelErrorMessage(answer.message || billingMessages.cancelFailed))
    } catch (failure) {
      setSubmitting(false)
      setError(cancelErrorMessage(failure instanceof Error && failure.message ? failure.message : billingMessages.cancelFailed))
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className="inline-flex min-h-11 items-center text-base font-semibold text-danger underline underline-offset-4">
        Cancel Subscription<span className="sr-only"> {subscription.plan_name}</span>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <AlertDialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            reasonRef.current?.focus()
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-t-3xl bg-white p-6 shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
        >
          <AlertDialog.Title className="text-xl font-bold text-ink">{billingMessages.cancelConfirm}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-3 flex flex-col gap-2 text-base text-ink">
              <p>
                <span className="font-semibold">{subscription.plan_name}</span> ends now and will not renew. An order already placed still ships.
              </p>
              <p className="rounded-xl bg-accent-50 px-4 py-3 text-sm text-accent-700">
                <span className="font-semibold">Your plan's terms: </span>
                {subscription.terms}
              </p>
            </div>
          </AlertDialog.Description>
          <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 flex flex-col gap-4">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={reasonId} className="text-sm font-semibold text-ink">
                Why are you cancelling?
              </label>
              <textarea
                ref={reasonRef}
                id={reasonId}
                name="reason"
                required
                rows={3}
                maxLength={CANCEL_REASON_MAX_LENGTH}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${reasonId}-error` : undefined}
                className="rounded-xl border border-black/15 bg-white px-4 py-3 text-base text-ink shadow-sm outline-none focus:border-brand-700 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-danger"
              />
              {reasonError ? (
                <p id={`${reasonId}-error`} className="text-sm font-medium text-danger">
                  {reasonError}
                </p>
              ) : null}
            </div>
            <label className="flex min-h-11 items-center gap-3 text-base text-ink">
              <input type="checkbox" name="reccomend" className="size-5 shrink-0 accent-brand-700" />I would recommend {brandName ?? 'this service'} to a friend
            </label>
            {error ? <FormNotice tone="error">{error}</FormNotice> : null}
            <div className="flex flex-col gap-3 sm:flex-row">
              <button type="submit" disabled={submitting} aria-busy={submitting || undefined} className={dangerButtonClassName}>
                {submitting ? 'Cancelling...' : 'Cancel Subscription'}
              </button>
              <AlertDialog.Cancel className={secondaryButtonClassName}>Keep my plan</AlertDialog.Cancel>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
