import * as Dialog from '@radix-ui/react-dialog'
import {
  CHAT_MESSAGE_MAX_LENGTH,
  canSendChatMessage,
  chatMessages,
  supportChatTexts,
  type ChatConnectionStatus,
  type ChatProfile,
  type SupportChatMessage,
} from '@telehealth/domain'
import { useId, useState, type FormEventHandler, type KeyboardEvent } from 'react'
import { Button } from '../../components/Button.tsx'
import { CheckboxField } from '../../components/CheckboxField.tsx'
import { ConnectionBadge } from '../../components/ConnectionBadge.tsx'
import { ErrorBanner } from '../../components/ErrorBanner.tsx'
import { TextField } from '../../components/TextField.tsx'
import { Toast } from '../../components/Toast.tsx'
import { ChatFileField } from './ChatFileField.tsx'
import { SupportChatMessages } from './SupportChatMessages.tsx'

/** The start form's state as the page knows it (Conform's form id and messages, the server's failure). */
export interface SupportChatStartForm {
  /** Where the form posts without JavaScript (the home layout's action). */
  action: string
  formId?: string | undefined
  onSubmit?: FormEventHandler<HTMLFormElement> | undefined
  errors?: Record<string, string | undefined> | undefined
  /** The account's name and email, prefilled (spec 001: the email prefilled from the account). */
  defaults: { first_name: string; last_name: string; email: string }
  pending?: boolean | undefined
  /** 'An error occurred while creating chat profile.' when the server could not keep it. */
  failure?: string | null | undefined
}

export interface SupportChatWidgetProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The bubble that opens it (spec 001: not on the doctorOnDemand tab, where the chat still opens by address). */
  showBubble?: boolean | undefined
  /** Replies the patient has not seen yet: a badge on the bubble. */
  unread?: number | undefined
  /** Null until the patient gave their name and email: the start form shows instead of the messages. */
  profile: ChatProfile | null
  startForm: SupportChatStartForm
  messages: SupportChatMessage[]
  /** The first page is on its way. */
  loading?: boolean | undefined
  /** The messages could not be read. */
  loadFailed?: boolean | undefined
  hasOlder?: boolean | undefined
  onShowOlder?: (() => void) | undefined
  sending?: boolean | undefined
  /** A fresh key per failed send: 'Failed to send message. Please try again.' shows for 3 s. */
  sendFailedKey?: string | null | undefined
  /** A fresh key per failed upload: 'Failed to upload file. Please try again.' shows for 3 s. */
  uploadFailedKey?: string | null | undefined
  /** Sends the trimmed text and the file, if one was chosen; the widget clears both once they are handed over. */
  onSend: (text: string, file: File | null) => void
  /** The file types the chat upload takes: with them, one file can go with a message (or alone). */
  acceptTypes?: readonly string[] | undefined
  /**
   * The live connection (ADR 099), while the chat is open: its state above the box, and sending
   * only while connected (spec 001: not while reconnecting). Without it, sending is never held.
   */
  connection?: { status: ChatConnectionStatus; onRetry?: (() => void) | undefined } | undefined
  timeZone?: string | undefined
}

function ChatBubbleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 fill-current">
      <path d="M12 3c5.05 0 9 3.52 9 7.9 0 4.37-3.95 7.9-9 7.9-.86 0-1.7-.1-2.5-.3l-4.1 2.2a.75.75 0 0 1-1.1-.78l.62-3.55C3.74 15.04 3 13.05 3 10.9 3 6.52 6.95 3 12 3Z" />
    </svg>
  )
}

function StartForm({ form }: { form: SupportChatStartForm }) {
  const errors = form.errors ?? {}
  return (
    <form id={form.formId} method="post" action={form.action} noValidate onSubmit={form.onSubmit} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="chat.start" />
      <p className="text-base text-ink">{supportChatTexts.welcome}</p>
      <ErrorBanner id="chat-start-error" message={form.failure} />
      <TextField
        name="first_name"
        id="chat-first-name"
        label="First name"
        autoComplete="given-name"
        defaultValue={form.defaults.first_name}
        error={errors.first_name}
        maxLength={256}
      />
      <TextField
        name="last_name"
        id="chat-last-name"
        label="Last name"
        autoComplete="family-name"
        defaultValue={form.defaults.last_name}
        error={errors.last_name}
        maxLength={256}
      />
      <TextField
        name="email"
        id="chat-email"
        type="email"
        label="Email"
        autoComplete="email"
        defaultValue={form.defaults.email}
        error={errors.email}
        maxLength={256}
      />
      <CheckboxField id="chat-consent" name="consent" label={supportChatTexts.consent} error={errors.consent} />
      <Button type="submit" pending={form.pending} pendingLabel="Starting...">
        {supportChatTexts.getStarted}
      </Button>
    </form>
  )
}

function Composer({
  sending,
  held,
  onSend,
  acceptTypes,
}: {
  sending: boolean
  held: boolean
  onSend: (text: string, file: File | null) => void
  acceptTypes?: readonly string[] | undefined
}) {
  const [text, setText] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const boxId = useId()
  const noteId = useId()
  const trimmed = text.trim()
  const send = () => {
    if (!canSendChatMessage({ text, file }) || trimmed.length > CHAT_MESSAGE_MAX_LENGTH || sending || held) return
    onSend(trimmed, file)
    setText('')
    setFile(null)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends (spec 001); Shift+Enter is a new line; a composing IME keeps its Enter.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      send()
    }
  }
  return (
    <form
      className="flex flex-col gap-2 border-t border-line bg-white px-4 pt-3 pb-4"
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor={boxId} className="sr-only">
          Message
        </label>
        <textarea
          id={boxId}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          placeholder={supportChatTexts.placeholder}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          rows={2}
          aria-describedby={noteId}
          className="min-h-12 flex-1 resize-none rounded-2xl border border-line bg-white px-4 py-2.5 text-base text-ink placeholder:text-muted focus:border-brand-600"
        />
        <button
          type="submit"
          disabled={sending || held || !canSendChatMessage({ text, file })}
          aria-busy={sending || undefined}
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-700 px-5 text-base font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {sending ? supportChatTexts.sending : supportChatTexts.sendLabel}
        </button>
      </div>
      {refusal ? (
        <p role="alert" className="rounded-xl bg-danger-50 px-3 py-2 text-sm font-medium text-danger">
          {refusal}
        </p>
      ) : null}
      {acceptTypes ? (
        <div className="flex items-center gap-2">
          <ChatFileField
            file={file}
            onChange={(chosen) => {
              setRefusal(null)
              setFile(chosen)
            }}
            onRefused={setRefusal}
            acceptTypes={acceptTypes}
            disabled={sending}
          />
        </div>
      ) : null}
      <p id={noteId} className="text-xs text-muted">
        {supportChatTexts.notMedicalAdvice.replace(' Review our terms for more info.', ' ')}
        <a href={supportChatTexts.termsHref} className="font-medium text-brand-800 underline underline-offset-2">
          Review our terms for more info.
        </a>
      </p>
    </form>
  )
}

/**
 * The in-product support chat (spec 001: "In-product chat widget"; ADR 100): a chat bubble that
 * opens a Radix Dialog. Without a chat profile it asks for first name, last name, email and
 * consent ('Get Started'); with one it shows the messages, a box where Enter sends, the note that
 * this is not medical advice, and a 3-second banner when a send fails. A sheet over the whole
 * screen on a phone, a panel in the corner wider up.
 */
export function SupportChatWidget(props: SupportChatWidgetProps) {
  const { open, onOpenChange, unread = 0, profile, showBubble = true } = props
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {showBubble ? (
        <Dialog.Trigger asChild>
          <button
            type="button"
            aria-label={unread > 0 ? `${supportChatTexts.openLabel} (${unread} new)` : supportChatTexts.openLabel}
            className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition hover:bg-brand-800 sm:right-6 sm:bottom-6 sm:size-16"
          >
            <ChatBubbleIcon />
            {unread > 0 ? (
              <span
                aria-hidden="true"
                className="absolute -top-1 -right-1 inline-flex min-w-6 items-center justify-center rounded-full bg-danger px-1.5 text-xs font-bold text-white ring-2 ring-white"
              >
                {unread}
              </span>
            ) : null}
          </button>
        </Dialog.Trigger>
      ) : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/30 sm:bg-transparent" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-white shadow-2xl sm:inset-auto sm:right-6 sm:bottom-24 sm:h-[min(640px,calc(100dvh-8rem))] sm:w-[400px] sm:rounded-3xl sm:ring-1 sm:ring-line"
        >
          <header className="flex items-center justify-between gap-3 border-b border-line px-4 py-3 sm:rounded-t-3xl">
            <Dialog.Title className="text-lg font-bold text-ink">{supportChatTexts.title}</Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-canvas" aria-label="Close chat">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
                <path d="M5.3 4.2a.75.75 0 0 0-1.06 1.06L8.94 10l-4.7 4.74a.75.75 0 1 0 1.06 1.06L10 11.06l4.74 4.74a.75.75 0 1 0 1.06-1.06L11.06 10l4.74-4.74A.75.75 0 0 0 14.74 4.2L10 8.94 5.3 4.2Z" />
              </svg>
            </Dialog.Close>
          </header>
          {profile ? <Conversation {...props} /> : <div className="flex-1 overflow-y-auto px-4 py-5">{<StartForm form={props.startForm} />}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function Conversation({
  messages,
  loading,
  loadFailed,
  hasOlder,
  onShowOlder,
  sending = false,
  sendFailedKey,
  uploadFailedKey,
  onSend,
  acceptTypes,
  connection,
  timeZone,
}: SupportChatWidgetProps) {
  return (
    <>
      <div className="flex-1 overflow-y-auto px-4 py-4" aria-busy={loading || undefined}>
        {loadFailed ? (
          <ErrorBanner id="chat-load-error" message={supportChatTexts.loadFailed} />
        ) : loading && messages.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">Loading your messages...</p>
        ) : (
          <SupportChatMessages messages={messages} hasOlder={hasOlder} onShowOlder={onShowOlder} timeZone={timeZone} />
        )}
      </div>
      {connection ? <ConnectionBadge status={connection.status} onRetry={connection.onRetry} className="mx-4 mb-2" /> : null}
      <Composer sending={sending} held={connection !== undefined && connection.status !== 'connected'} onSend={onSend} acceptTypes={acceptTypes} />
      <Toast
        message={uploadFailedKey ? chatMessages.uploadFailed : sendFailedKey ? supportChatTexts.sendFailed : null}
        toastKey={uploadFailedKey ?? sendFailedKey}
        tone="error"
      />
    </>
  )
}
