import { CHAT_MESSAGE_MAX_LENGTH, canSendChatMessage, chatMessages, doctorTabMessages } from '@telehealth/domain'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../components/Button.tsx'
import { ChatFileField } from './ChatFileField.tsx'

/** What the composer hands the page: the text as typed and at most one file. */
export interface DoctorMessageDraft {
  text: string
  file: File | null
}

/** How a send ended: the upload or the post failed (with the server's reason when it gave one). */
export type DoctorSendResult = { ok: true } | { ok: false; failure: 'upload' | 'send'; detail?: string | undefined }

export interface DoctorMessageComposerProps {
  /** Uploads the file (the chat upload ticket), then posts the message; never rejects. */
  onSend: (draft: DoctorMessageDraft) => Promise<DoctorSendResult>
  /** After a message is stored: the page reloads the thread (or a live feed appends it). */
  onSent?: (() => void) | undefined
  /** The file types the chat upload takes (the file picker's `accept`). */
  acceptTypes: readonly string[]
}

/**
 * The doctor thread's composer (spec 001 section 5, Chat): at most 256 characters, a message or one
 * file of at most 5 MB (checked here before any upload: 'File "{name}" is too large. Maximum size is
 * 5 MB.'), an empty message with a file sent as '[File attachment]' (by the server too). Failures are
 * the spec's alerts: 'Failed to upload file. Please try again.' and 'Failed to send message. Please
 * try again.', with the server's reason below when it gave one.
 */
export function DoctorMessageComposer({ onSend, onSent, acceptTypes }: DoctorMessageComposerProps) {
  const [text, setText] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [sending, setSending] = useState(false)
  const [alert, setAlert] = useState<{ message: string; detail?: string | undefined } | null>(null)
  const textId = useId()
  const countId = useId()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending || !canSendChatMessage({ text, file })) return
    setSending(true)
    setAlert(null)
    const result = await onSend({ text, file })
    setSending(false)
    if (result.ok) {
      setText('')
      setFile(null)
      onSent?.()
      return
    }
    setAlert({ message: result.failure === 'upload' ? chatMessages.uploadFailed : chatMessages.sendFailed, detail: result.detail })
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" aria-busy={sending || undefined}>
      {alert ? (
        <div role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-sm font-medium text-danger">
          <p>{alert.message}</p>
          {alert.detail && alert.detail !== alert.message ? <p className="mt-1 font-normal">{alert.detail}</p> : null}
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={textId} className="text-sm font-semibold text-ink">
          {doctorTabMessages.messageLabel}
        </label>
        <textarea
          id={textId}
          name="message"
          rows={3}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          value={text}
          readOnly={sending}
          onChange={(event) => setText(event.target.value)}
          placeholder={chatMessages.inputPlaceholder}
          aria-describedby={countId}
          className="w-full resize-y rounded-2xl border border-line bg-white px-4 py-3 text-base text-ink placeholder:text-muted/80 focus:border-brand-600"
        />
        <p id={countId} className="self-end text-xs text-muted tabular-nums">
          {text.length}/{CHAT_MESSAGE_MAX_LENGTH}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <ChatFileField
          file={file}
          onChange={(chosen) => {
            setAlert(null)
            setFile(chosen)
          }}
          onRefused={(message) => setAlert({ message })}
          acceptTypes={acceptTypes}
          disabled={sending}
        />
        <Button
          type="submit"
          className="ml-auto !w-auto min-w-28 !text-base"
          disabled={!canSendChatMessage({ text, file })}
          pending={sending}
          pendingLabel={doctorTabMessages.sending}
        >
          {doctorTabMessages.send}
        </Button>
      </div>
    </form>
  )
}
