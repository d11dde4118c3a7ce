'use client'
import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { CHAT_LIVE_EVENTS, CHAT_SOCKET, type ChatLiveMessage } from '@telehealth/domain'
import type { UIFieldClientComponent } from 'payload'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

type LiveStatus = 'connecting' | 'connected' | 'disconnected'

const statusText: Record<LiveStatus, string> = {
  connecting: 'Connecting to live updates…',
  connected: 'Connected. New messages appear here as they are sent.',
  disconnected: 'Live updates lost. Trying again in 5 seconds; reload the page to be sure you see every message.',
}

const senderText: Record<ChatLiveMessage['from'], string> = { patient: 'Patient', doctor: 'Clinician', support: 'Support' }

export interface ChatLiveProps {
  /** The thread's row id (the admin's own id for it). */
  threadId: string | number
  /** Called with each new message; by default the page's server data is refreshed as well. */
  onMessage?: (message: ChatLiveMessage) => void
  /** Refresh the page's server components on each message (the thread's list of messages). Default true. */
  refresh?: boolean
}

/**
 * A thread's new messages, live, in the admin (ADR 099): subscribes to
 * GET /api/chat-threads/:id/events (the admin's session cookie goes with it), lists what arrived
 * since the page was opened, refreshes the page's data and hands each message to `onMessage`.
 * Standalone so the staff inbox can mount it beside its own view; mounted on the thread's edit view.
 * A lost connection is opened again after 5 s (the manual reconnect timer) from the last message seen.
 */
export function ChatLive({ threadId, onMessage, refresh = true }: ChatLiveProps) {
  const {
    config: {
      serverURL,
      routes: { api },
    },
  } = useConfig()
  const router = useRouter()
  const [status, setStatus] = useState<LiveStatus>('connecting')
  const [arrived, setArrived] = useState<ChatLiveMessage[]>([])
  const handlers = useRef({ onMessage, refresh, router })
  useEffect(() => {
    handlers.current = { onMessage, refresh, router }
  })

  useEffect(() => {
    let source: EventSource | null = null
    let retry: ReturnType<typeof setTimeout> | null = null
    let lastId: string | null = null
    let stopped = false
    const open = () => {
      const address = `${serverURL}${api}/chat-threads/${encodeURIComponent(String(threadId))}/events${lastId ? `?after=${encodeURIComponent(lastId)}` : ''}`
      source = new EventSource(address, { withCredentials: true })
      source.addEventListener(CHAT_LIVE_EVENTS.connect, () => setStatus('connected'))
      source.addEventListener(CHAT_LIVE_EVENTS.message, (event: MessageEvent<string>) => {
        const message = JSON.parse(event.data) as ChatLiveMessage
        lastId = message.id
        setArrived((list) => (list.some((item) => item.id === message.id) ? list : [...list, message]))
        handlers.current.onMessage?.(message)
        if (handlers.current.refresh) handlers.current.router.refresh()
      })
      const lost = () => {
        source?.close()
        source = null
        if (stopped) return
        setStatus('disconnected')
        retry = setTimeout(open, CHAT_SOCKET.manualReconnectMs)
      }
      source.addEventListener(CHAT_LIVE_EVENTS.disconnect, lost)
      source.addEventListener('error', lost)
    }
    open()
    return () => {
      stopped = true
      source?.close()
      if (retry) clearTimeout(retry)
    }
  }, [serverURL, api, threadId])

  return (
    <div className="chat-live" data-status={status}>
      <p role="status" aria-live="polite" style={{ margin: 0 }}>
        {statusText[status]}
      </p>
      {arrived.length > 0 && (
        <ul aria-label="New messages" style={{ listStyle: 'none', margin: 'calc(var(--base) * 0.5) 0 0', padding: 0 }}>
          {arrived.map((message) => (
            <li key={message.id} style={{ marginBottom: 'calc(var(--base) * 0.5)' }}>
              <strong>{senderText[message.from]}</strong>{' '}
              <time dateTime={message.timestamp}>{new Date(message.timestamp).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}</time>
              <br />
              {message.content}
              {message.attachments.length > 0 && ` (${message.attachments.map((file) => file.name).join(', ')})`}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** On the thread's edit view (a `ui` field of chat-threads): the thread's messages as they arrive. */
export const ChatLiveField: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  if (id === undefined || id === null) return null
  return (
    <div className="field-type chat-live-field" style={{ marginBottom: 'var(--spacing-field)' }}>
      <span className="field-label" style={{ display: 'block' }}>
        Live messages
      </span>
      <ChatLive threadId={id} />
    </div>
  )
}
