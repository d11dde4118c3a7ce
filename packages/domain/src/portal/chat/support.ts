import { z } from 'zod'
import { chatMessages } from '../../messages.ts'
import { chatStartSchema } from './chat.ts'

/**
 * The in-product support chat (spec 001: "In-product chat widget", sections 3, 7 and 8; ADR 100):
 * the chat profile the patient gives before the first message, and the messages as the widget
 * reads them (role user, assistant, system; content; timestamp).
 */

/** The widget's texts: the spec's where it has them, ours (ADR 100) where it has none. */
export const supportChatTexts = {
  welcome: 'Welcome!... Enter your name and email to get started',
  getStarted: 'Get Started',
  /** The spec names a consent line about reminder emails and gives no words. */
  consent: 'I agree to receive emails about this conversation, including reminders when a reply is waiting for me.',
  title: 'Chat with Customer Service',
  openLabel: 'Chat with Customer Service',
  sendLabel: 'Send',
  empty: 'No messages yet. Ask us anything about your account, orders or billing.',
  loadFailed: 'Your messages could not be loaded. Close the chat and open it again.',
  sending: 'Sending...',
  olderLabel: 'Show earlier messages',
  /** Stored files have random names, so the link says what kind of file it is. */
  attachmentLabel: (type: string) => `Download the attached ${attachmentKindOf(type)}`,
  /** The one text the spec gives the profile failure. */
  profileFailed: chatMessages.createProfileFailed,
  sendFailed: chatMessages.sendFailed,
  placeholder: chatMessages.inputPlaceholder,
  notMedicalAdvice: chatMessages.notMedicalAdvice,
  termsHref: '/legal/terms-of-use',
  /** `POST /api/chat-user` with a body other than the spec's. */
  invalidUser: 'Send first_name, last_name, email, source_web 2 and user_type "chat".',
  /** A message into the support thread before the chat profile exists. */
  profileFirst: 'Start the chat with your name and email first.',
  /** The text patients are sent when a reply waits: no content, no PHI (ADR 097, 100). */
  replyWaitingText: (link: string) => `A new message from your care team is waiting for you. Sign in to read it: ${link}`,
} as const

/** `POST /api/chat-user` (the spec's chat backend): first_name, last_name, email, source_web 2, user_type 'chat'; all required. */
export const chatUserPostSchema = chatStartSchema.omit({ consent: true }).extend({
  source_web: z.union([z.literal(2), z.literal('2')], { error: supportChatTexts.invalidUser }).transform(() => 2 as const),
  user_type: z.literal('chat', { error: supportChatTexts.invalidUser }),
})

/** What a chat profile stores: the spec's first_name, last_name and email, and whether reminder emails were agreed to. */
export interface ChatProfile {
  id: string
  first_name: string
  last_name: string
  email: string
}

/** A message as the support widget shows it (spec 001 section 3: role, content, timestamp), with its one file. */
export type SupportChatRole = 'user' | 'assistant' | 'system'

export interface SupportChatMessage {
  id: string
  role: SupportChatRole
  content: string
  timestamp: string
  attachment: { url: string; name: string; type: string } | null
}

/** The patient's messages are the user's; staff answer as the assistant. */
export function supportChatRoleOf(from: 'patient' | 'doctor' | 'support'): Exclude<SupportChatRole, 'system'> {
  return from === 'patient' ? 'user' : 'assistant'
}

/** HH:mm in the reader's time zone (spec 001: messages with HH:mm timestamps). */
export function chatTimeOf(timestamp: string, timeZone?: string): string {
  const date = new Date(timestamp)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, ...(timeZone ? { timeZone } : {}) }).format(date)
}

/** What a stored file is, in words, from its type. */
function attachmentKindOf(type: string): string {
  if (type === 'application/pdf') return 'PDF'
  if (type === 'application/msword' || type.includes('wordprocessingml')) return 'Word document'
  if (type === 'text/plain') return 'text file'
  if (type.startsWith('image/')) return 'picture'
  if (type.startsWith('video/')) return 'video'
  return 'file'
}
