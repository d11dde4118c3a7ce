import { canSendDoctorMessage, CHAT_MESSAGE_MAX_LENGTH, chatMessages, doctorTabMessages, doctorThreadMessages } from '@telehealth/domain'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../components/Button.tsx'
import { Modal } from '../../components/Modal.tsx'

/** `POST /api/send-doc-message`'s answer: `{ status }`, with the reason of a refusal. */
export type DoctorMessageAnswer = { status: 'success' } | { status: 'error'; message?: string | undefined }

export interface DoctorMessageModalProps {
  /** The order's visit (its encounter's id), sent as `visitId`. */
  visitId: string
  /** Posts { message, visitId }; rejects when no answer came at all (the network). */
  onSend: (input: { message: string; visitId: string }) => Promise<DoctorMessageAnswer>
  /** After a success: the dialog has closed; the page confirms it (a toast). */
  onSent: () => void
  defaultOpen?: boolean
}

const triggerClassName = 'inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4'

/**
 * The Orders tab's "Message to the doctor" (spec 001: Orders tab): a textarea with Send Message and
 * Cancel, never blank, at most 256 characters. A success closes it (the page toasts); a refusal or
 * a failure stays in it, said inline, the message kept.
 */
export function DoctorMessageModal({ visitId, onSend, onSent, defaultOpen = false }: DoctorMessageModalProps) {
  const [open, setOpen] = useState(defaultOpen)
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const fieldId = useId()
  const errorId = useId()

  function openChange(next: boolean) {
    setOpen(next)
    if (!next) setError(null)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    if (!canSendDoctorMessage(message)) {
      setError(doctorThreadMessages.blankDoctorMessage)
      return
    }
    setSending(true)
    setError(null)
    try {
      const answer = await onSend({ message: message.trim(), visitId })
      if (answer.status === 'success') {
        setMessage('')
        setOpen(false)
        onSent()
      } else {
        setError(answer.message || chatMessages.sendFailed)
      }
    } catch {
      setError(chatMessages.sendFailed)
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal
      title={doctorTabMessages.modalTitle}
      closeLabel={doctorTabMessages.modalCancel}
      open={open}
      onOpenChange={openChange}
      trigger={
        <button type="button" className={triggerClassName}>
          {doctorTabMessages.modalTitle}
        </button>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
          {doctorTabMessages.messageLabel}
        </label>
        <textarea
          id={fieldId}
          name="message"
          rows={5}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          value={message}
          readOnly={sending}
          onChange={(event) => {
            setMessage(event.target.value)
            if (error) setError(null)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="w-full resize-y rounded-2xl border border-line bg-white px-4 py-3 text-base text-ink focus:border-brand-600 aria-invalid:border-danger"
        />
        {error ? (
          <p id={errorId} role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <Button type="submit" pending={sending} pendingLabel={doctorTabMessages.sending}>
          {doctorTabMessages.modalSend}
        </Button>
      </form>
    </Modal>
  )
}
