import { attachmentLinkText, chatSenderLabel, doctorTabMessages, type ProviderMessage } from '@telehealth/domain'
import { clsx } from 'clsx'
import { useSyncExternalStore } from 'react'

export interface DoctorMessageListProps {
  /** The page of the thread, oldest first (`GET /api/provider-messages`); live messages are appended by the caller. */
  messages: readonly ProviderMessage[]
}

const utcFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' })
const localFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/**
 * When a message was written: UTC on the server's page (so the browser's first render matches it),
 * then the patient's own time zone once the page runs in their browser.
 */
const noSubscription = () => () => undefined

function MessageTime({ iso }: { iso: string }) {
  // false while the server's page is hydrated, true in the browser after: the same first render on both sides.
  const local = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return (
    <time dateTime={iso} className="text-xs text-muted tabular-nums">
      {local ? localFormat.format(date) : `${utcFormat.format(date)} UTC`}
    </time>
  )
}

/** Who wrote it: the patient ('You'), or the spec's labels for what they received ('Doctor' when is_doctor, else 'Support'). */
function senderOf(message: ProviderMessage): string {
  return message.in_out === 1 ? doctorTabMessages.you : chatSenderLabel(message)
}

/** The doctor thread's messages (spec 001 section 3's provider message): sender, text, time, attachments as downloads. */
export function DoctorMessageList({ messages }: DoctorMessageListProps) {
  if (messages.length === 0) return <p className="rounded-2xl bg-canvas px-4 py-6 text-center text-base text-muted">{doctorTabMessages.emptyThread}</p>
  return (
    <ol aria-label={doctorTabMessages.threadTitle} className="flex flex-col gap-3">
      {messages.map((message) => {
        const sent = message.in_out === 1
        return (
          <li key={message.id} className={clsx('flex flex-col gap-1', sent ? 'items-end' : 'items-start')}>
            <div
              className={clsx(
                'max-w-[85%] rounded-2xl px-4 py-2.5',
                sent ? 'rounded-br-md bg-brand-700 text-white' : 'rounded-bl-md border border-line bg-white text-ink',
              )}
            >
              <p className={clsx('text-xs font-semibold', sent ? 'text-brand-100' : 'text-brand-800')}>{senderOf(message)}</p>
              <p className="text-base break-words whitespace-pre-line">{message.message}</p>
              {message.attachments.map((attachment) => (
                <a
                  key={attachment.id}
                  href={attachment.url}
                  download={attachment.name}
                  className={clsx(
                    'mt-1 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold underline underline-offset-4',
                    sent ? 'text-white' : 'text-brand-700',
                  )}
                >
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-current">
                    <path d="M10 2.5a.75.75 0 0 1 .75.75v7.69l2.47-2.47a.75.75 0 1 1 1.06 1.06l-3.75 3.75a.75.75 0 0 1-1.06 0L5.72 9.53a.75.75 0 0 1 1.06-1.06l2.47 2.47V3.25A.75.75 0 0 1 10 2.5ZM4 14.75a.75.75 0 0 1 .75.75v.75h10.5v-.75a.75.75 0 0 1 1.5 0v1.5a.75.75 0 0 1-.75.75h-12a.75.75 0 0 1-.75-.75v-1.5a.75.75 0 0 1 .75-.75Z" />
                  </svg>
                  {attachmentLinkText(attachment.type)}
                </a>
              ))}
            </div>
            <MessageTime iso={message.created_at} />
          </li>
        )
      })}
    </ol>
  )
}
