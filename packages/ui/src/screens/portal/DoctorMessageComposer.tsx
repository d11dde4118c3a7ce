import { CHAT_FILE_MAX_BYTES, CHAT_MESSAGE_MAX_LENGTH, canSendChatMessage, chatFileTooLargeMessage, chatMessages, doctorTabMessages } from '@telehealth/domain'
import { useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '../../components/Button.tsx'

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
  const fileInput = useRef<HTMLInputElement>(null)
  const textId = useId()
  const countId = useId()
  const fileId = useId()

  function choose(chosen: File | null) {
    setAlert(null)
    if (chosen && chosen.size > CHAT_FILE_MAX_BYTES) {
      setAlert({ message: chatFileTooLargeMessage(chosen.name) })
      setFile(null)
      if (fileInput.current) fileInput.current.value = ''
      return
    }
    setFile(chosen)
  }

  function removeFile() {
    setFile(null)
    if (fileInput.current) fileInput.current.value = ''
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending || !canSendChatMessage({ text, file })) return
    setSending(true)
    setAlert(null)
    const result = await onSend({ text, file })
    setSending(false)
    if (result.ok) {
      setText('')
      removeFile()
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
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          aria-label={doctorTabMessages.attachFile}
          accept={acceptTypes.join(',')}
          disabled={sending}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          className="peer sr-only"
        />
        {file ? (
          <p className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-full bg-canvas px-4 text-sm text-ink">
            <span className="truncate" title={file.name}>
              {file.name}
            </span>
            <button
              type="button"
              onClick={removeFile}
              disabled={sending}
              className="ml-auto min-h-11 shrink-0 font-semibold text-brand-700 underline underline-offset-4"
            >
              {doctorTabMessages.removeFile}
              <span className="sr-only"> {file.name}</span>
            </button>
          </p>
        ) : (
          <label
            htmlFor={fileId}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-brand-700 px-4 text-sm font-semibold text-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:bg-brand-50"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
              <path d="M13.2 3.3a3.2 3.2 0 0 1 4.5 4.5l-7.4 7.4a4.8 4.8 0 0 1-6.8-6.8L9.8 2.1a.75.75 0 1 1 1.06 1.06L4.56 9.46a3.3 3.3 0 0 0 4.68 4.68l7.4-7.4a1.7 1.7 0 0 0-2.4-2.4l-7.1 7.1a.2.2 0 0 0 .28.28l5.9-5.9a.75.75 0 1 1 1.06 1.06l-5.9 5.9a1.7 1.7 0 0 1-2.4-2.4l7.1-7.1Z" />
            </svg>
            {doctorTabMessages.attachFile}
          </label>
        )}
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
