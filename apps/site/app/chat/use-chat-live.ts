import type { ChatConnectionStatus, ChatLiveMessage, ChatThreadKind } from '@telehealth/domain'
import { canSendChat, chatConnectionMachine, chatConnectionStatus, type ChatTransportCommand, type ChatTransportInput } from '@telehealth/machines'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useRef } from 'react'
import { fromCallback } from 'xstate'
import { ablyRealtime, serverSentEvents, type ChatRealtime } from './chat-realtime.ts'
import type { ChatRealtimeKind } from './chat-realtime.server.ts'

export interface UseChatLiveOptions {
  thread: ChatThreadKind
  /** Each new message of the thread (the patient's own too: they come back with their id). */
  onMessage: (message: ChatLiveMessage) => void
  /** The newest message the page already shows (from the history): the first connection resumes after it, so nothing sent in between is missed. */
  lastMessageId?: string | null
  /** From the loader (`chatRealtimeKind()`): Ably where the site runs it, server-sent events otherwise. */
  realtime?: ChatRealtimeKind
  /** For tests and stories: a transport of one's own. */
  transport?: ChatRealtime
}

export interface ChatLive {
  status: ChatConnectionStatus
  /** Whether a message may be sent now: connected, not reconnecting, something left after trimming. */
  canSend: (text: string) => boolean
  /** Try again after the error state (the ConnectionBadge's button). */
  retry: () => void
}

/**
 * The live chat of one thread (ADR 099): the connection machine over server-sent events (or Ably),
 * calling `onMessage` for each new message and answering the connection's state for the
 * ConnectionBadge and the send button. Each connection resumes after the last message it saw.
 */
export function useChatLive({ thread, onMessage, lastMessageId = null, realtime = 'sse', transport }: UseChatLiveOptions): ChatLive {
  const onMessageRef = useRef(onMessage)
  const cursor = useRef<string | null>(lastMessageId)
  useEffect(() => {
    onMessageRef.current = onMessage
  }, [onMessage])
  useEffect(() => {
    if (lastMessageId) cursor.current = lastMessageId
  }, [lastMessageId])

  const adapter = transport ?? (realtime === 'ably' ? ablyRealtime : serverSentEvents)
  const actor = useActorRef(
    chatConnectionMachine.provide({
      actors: {
        transport: fromCallback<ChatTransportCommand, ChatTransportInput>(({ sendBack, receive }) => {
          const connection = adapter.open(thread, cursor.current, {
            open: () => sendBack({ type: 'transport.open' }),
            message: (message) => {
              cursor.current = message.id
              onMessageRef.current(message)
            },
            failed: () => sendBack({ type: 'transport.failed' }),
            closed: () => sendBack({ type: 'transport.closed' }),
            error: (text) => sendBack({ type: 'transport.error', message: text }),
          })
          receive((command) => {
            if (command.type === 'transport.ping') connection.ping()
          })
          return () => connection.close()
        }),
      },
    }),
  )
  const status = useSelector(actor, chatConnectionStatus)
  const snapshot = useSelector(actor, (state) => state)

  useEffect(() => {
    const online = () => actor.send({ type: 'connection.online' })
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [actor])

  const canSend = useCallback((text: string) => canSendChat(snapshot, text), [snapshot])
  const retry = useCallback(() => actor.send({ type: 'connection.retry' }), [actor])
  return { status, canSend, retry }
}
