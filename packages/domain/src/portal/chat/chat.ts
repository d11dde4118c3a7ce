import { z } from 'zod'
import { emailField, requiredCheckbox, requiredText } from '../../form/fields.ts'
import { chatMessages, intakeMessages } from '../../messages.ts'

export const CHAT_MESSAGE_MAX_LENGTH = 256
export const CHAT_FILE_MAX_BYTES = 5 * 1024 * 1024
export const CHAT_ACCEPTED_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'jpg', 'jpeg', 'png', 'gif', 'mp4', 'avi', 'mov'] as const

export type ChatFile = { name: string; size: number }

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase()
}

export function isAcceptedChatFile(file: ChatFile): boolean {
  return (CHAT_ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))
}

/** A message or a file is needed, and text is at most 256 characters. */
export function canSendChatMessage(input: { text: string; file?: ChatFile | null }): boolean {
  const text = input.text.trim()
  if (text.length > CHAT_MESSAGE_MAX_LENGTH) return false
  return text !== '' || Boolean(input.file)
}

/** What is sent as the message text: an empty message with a file becomes '[File attachment]'. */
export function outgoingChatText(text: string, hasFile: boolean): string {
  const trimmed = text.trim()
  return trimmed === '' && hasFile ? chatMessages.fileAttachmentPlaceholder : trimmed
}

export type ChatConnection = 'connected' | 'disconnected' | 'error' | 'reconnecting'

/** What a live chat shows of its connection: the spec's four states, and the first connection still opening. */
export type ChatConnectionStatus = ChatConnection | 'connecting'

/** Over the socket: connected, not reconnecting, and something left after trimming. */
export function canSendOverSocket(input: { connection: ChatConnection; text: string }): boolean {
  return input.connection === 'connected' && input.text.trim() !== ''
}

/** Chat-initialisation retries on 'User not initialized': up to 3, waiting 1 s x attempt. */
export const CHAT_INIT_MAX_RETRIES = 3
export function chatInitRetryDelayMs(attempt: number): number {
  return 1000 * attempt
}

export const CHAT_SOCKET = {
  timeoutMs: 10_000,
  reconnectionDelayMinMs: 1_000,
  reconnectionDelayMaxMs: 5_000,
  reconnectionAttempts: 5,
  manualReconnectMs: 5_000,
  onlinePingMs: 120_000,
  sendFailedBannerMs: 3_000,
} as const

/**
 * The wait before automatic reconnection attempt `attempt` (1-based): 1 s, doubling, at most 5 s
 * (the spec's "reconnection delay 1-5 s", as socket.io grows it between its min and max).
 */
export function chatReconnectDelayMs(attempt: number): number {
  const grown = CHAT_SOCKET.reconnectionDelayMinMs * 2 ** Math.max(0, attempt - 1)
  return Math.min(CHAT_SOCKET.reconnectionDelayMaxMs, grown)
}

/** The server's words when the chat user was not set up yet: the client sets it up again (spec section 8). */
export const CHAT_USER_NOT_INITIALIZED = 'User not initialized'

/** Provider messages are labelled by who sent them. */
export function chatSenderLabel(message: { is_doctor?: boolean | null }): 'Doctor' | 'Support' {
  return message.is_doctor ? 'Doctor' : 'Support'
}

/**
 * The in-product chat's start form: first name, last name, email and consent. The spec gives it
 * no texts; the intake's name and email texts are used, and the email-consent text for the
 * reminder-email consent.
 */
export const chatStartSchema = z.object({
  first_name: requiredText(intakeMessages.nameRequired),
  last_name: requiredText(intakeMessages.nameRequired),
  email: emailField(intakeMessages.emailInvalid),
  consent: requiredCheckbox(intakeMessages.emailConsentRequired),
})

export type ChatStart = z.infer<typeof chatStartSchema>

/** The doctor message from the orders tab must not be blank. */
export function canSendDoctorMessage(message: string): boolean {
  return message.trim() !== ''
}
