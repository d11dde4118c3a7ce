import type { ChatConnectionStatus, ChatThreadKind } from '@telehealth/domain'
import { useEffect } from 'react'
import type { ChatRealtimeKind } from './chat-realtime.server.ts'
import { useChatLive } from './use-chat-live.ts'

/** A live connection's state as a thread's screen shows it (ConnectionBadge). */
export type ChatLiveState = { status: ChatConnectionStatus; onRetry: () => void }

export interface ChatLiveFollowerProps {
  thread: ChatThreadKind
  realtime: ChatRealtimeKind
  /** The newest message the screen shows: the connection resumes after it. */
  lastMessageId: string | null
  /** A new message of the thread: the screen reads its messages again. */
  onMessage: () => void
  /** The connection's state, for the screen's badge. */
  onState: (state: ChatLiveState) => void
}

/**
 * Follows a thread live while it is mounted (ADR 099), drawing nothing: a screen mounts it only
 * while the thread is on screen, so a closed chat or the provider's framed page holds no connection.
 */
export function ChatLiveFollower({ thread, realtime, lastMessageId, onMessage, onState }: ChatLiveFollowerProps) {
  const { status, retry } = useChatLive({ thread, realtime, lastMessageId, onMessage })
  useEffect(() => onState({ status, onRetry: retry }), [status, retry, onState])
  return null
}
