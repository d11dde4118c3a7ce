import { chatTimeOf, supportChatTexts, type SupportChatMessage } from '@telehealth/domain'
import { clsx } from 'clsx'
import { useEffect, useRef } from 'react'

export interface SupportChatMessagesProps {
  messages: SupportChatMessage[]
  /** Older messages exist beyond this page; the button asks for them. */
  hasOlder?: boolean | undefined
  onShowOlder?: (() => void) | undefined
  /** The time zone the times read in (the reader's when unset; stories fix one). */
  timeZone?: string | undefined
}

/**
 * The support chat's message list (spec 001: role user, assistant or system; content; HH:mm): the
 * patient's own on the right, the care team's on the left, system notes centred. Props only, so a
 * live feed (issue 31, realtime) can hand it messages as they arrive. A polite live region, so a
 * new message is announced; the newest stays in view.
 */
export function SupportChatMessages({ messages, hasOlder = false, onShowOlder, timeZone }: SupportChatMessagesProps) {
  const end = useRef<HTMLLIElement>(null)
  const newest = messages.at(-1)?.id
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' })
  }, [newest])

  if (messages.length === 0) return <p className="px-1 py-6 text-center text-sm text-muted">{supportChatTexts.empty}</p>
  return (
    <div className="flex flex-col gap-3">
      {hasOlder && onShowOlder ? (
        <button type="button" onClick={onShowOlder} className="self-center text-sm font-medium text-brand-700 underline underline-offset-4">
          {supportChatTexts.olderLabel}
        </button>
      ) : null}
      <ol aria-live="polite" aria-relevant="additions" aria-label="Messages" className="flex flex-col gap-3">
        {messages.map((message) => (
          <li
            key={message.id}
            data-role={message.role}
            className={clsx(
              'flex max-w-[85%] flex-col gap-1',
              message.role === 'user' && 'self-end items-end',
              message.role === 'assistant' && 'self-start items-start',
              message.role === 'system' && 'self-center items-center',
            )}
          >
            <span className="sr-only">{message.role === 'user' ? 'You' : message.role === 'assistant' ? 'Customer Service' : 'Notice'}:</span>
            <p
              className={clsx(
                'whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-base leading-6',
                message.role === 'user' && 'rounded-br-md bg-brand-700 text-white',
                message.role === 'assistant' && 'rounded-bl-md bg-canvas text-ink ring-1 ring-line',
                message.role === 'system' && 'bg-accent-50 text-center text-sm text-accent-700',
              )}
            >
              {message.content}
            </p>
            {message.attachment ? (
              <a
                href={message.attachment.url}
                download
                className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-line bg-white px-3 text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
                  <path d="M10 2.5a.75.75 0 0 1 .75.75v8.19l2.72-2.72a.75.75 0 1 1 1.06 1.06l-4 4a.75.75 0 0 1-1.06 0l-4-4a.75.75 0 1 1 1.06-1.06l2.72 2.72V3.25A.75.75 0 0 1 10 2.5ZM4 15.75a.75.75 0 0 1 .75-.75h10.5a.75.75 0 0 1 0 1.5H4.75a.75.75 0 0 1-.75-.75Z" />
                </svg>
                {supportChatTexts.attachmentLabel(message.attachment.type)}
              </a>
            ) : null}
            <time dateTime={message.timestamp} className="px-1 text-xs text-muted">
              {chatTimeOf(message.timestamp, timeZone)}
            </time>
          </li>
        ))}
        <li ref={end} aria-hidden="true" className="h-0" />
      </ol>
    </div>
  )
}
