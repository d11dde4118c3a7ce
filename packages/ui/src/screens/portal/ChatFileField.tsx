import { CHAT_FILE_MAX_BYTES, chatFileTooLargeMessage, doctorTabMessages } from '@telehealth/domain'
import { useEffect, useId, useRef } from 'react'

export interface ChatFileFieldProps {
  /** The file chosen, or null. */
  file: File | null
  onChange: (file: File | null) => void
  /** A chosen file that cannot go (over 5 MB): the spec's sentence, for the composer's alert. */
  onRefused: (message: string) => void
  /** The file types the chat upload takes (the picker's `accept`). */
  acceptTypes: readonly string[]
  disabled?: boolean | undefined
}

/**
 * One chat file (spec 001: one file at a time, at most 5 MB, refused here before any upload with
 * 'File "{name}" is too large. Maximum size is 5 MB.'): a button-like label that opens the picker,
 * then the file's name with Remove. Used by the doctor thread's composer and the support widget's.
 */
export function ChatFileField({ file, onChange, onRefused, acceptTypes, disabled = false }: ChatFileFieldProps) {
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  useEffect(() => {
    // Cleared by the composer (sent, removed, refused): the picker forgets it too, so the same file can be chosen again.
    if (!file && input.current) input.current.value = ''
  }, [file])

  function choose(chosen: File | null) {
    if (chosen && chosen.size > CHAT_FILE_MAX_BYTES) {
      onChange(null)
      onRefused(chatFileTooLargeMessage(chosen.name))
      return
    }
    onChange(chosen)
  }

  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        aria-label={doctorTabMessages.attachFile}
        accept={acceptTypes.join(',')}
        disabled={disabled}
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
            onClick={() => onChange(null)}
            disabled={disabled}
            className="ml-auto min-h-11 shrink-0 font-semibold text-brand-700 underline underline-offset-4"
          >
            {doctorTabMessages.removeFile}
            <span className="sr-only"> {file.name}</span>
          </button>
        </p>
      ) : (
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-brand-700 px-4 text-sm font-semibold text-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:bg-brand-50"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
            <path d="M13.2 3.3a3.2 3.2 0 0 1 4.5 4.5l-7.4 7.4a4.8 4.8 0 0 1-6.8-6.8L9.8 2.1a.75.75 0 1 1 1.06 1.06L4.56 9.46a3.3 3.3 0 0 0 4.68 4.68l7.4-7.4a1.7 1.7 0 0 0-2.4-2.4l-7.1 7.1a.2.2 0 0 0 .28.28l5.9-5.9a.75.75 0 1 1 1.06 1.06l-5.9 5.9a1.7 1.7 0 0 1-2.4-2.4l7.1-7.1Z" />
          </svg>
          {doctorTabMessages.attachFile}
        </label>
      )}
    </>
  )
}
