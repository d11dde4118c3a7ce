/**
 * The Doctor on Demand tab (spec 001: Doctor on Demand tab; ADR 098): the external doctor-messaging
 * page for a provider-1 encounter, its address as clinical staff set it, and the tab's texts.
 */

/** "A Doctor case counts only when the provider value is 1": the external doctor-messaging service. */
export const EXTERNAL_DOCTOR_MESSAGING_PROVIDER = 1

export function usesExternalDoctorMessaging(provider: number | null | undefined): boolean {
  return provider === EXTERNAL_DOCTOR_MESSAGING_PROVIDER
}

/** The longest address staff may type (a URL is no essay; the CSP carries only its origin). */
export const DOCTOR_MESSAGING_URL_MAX_LENGTH = 2000

export const doctorMessagingPageMessages = {
  notHttps: 'The doctor-messaging page must be an https:// address (for example https://doctors.example.com/messages).',
  notAddress: 'This is not a web address. Paste the whole address, starting with https://.',
  credentials: 'The address must not carry a user name or password.',
  tooLong: `The address is too long (at most ${DOCTOR_MESSAGING_URL_MAX_LENGTH} characters).`,
} as const

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value)
  } catch {
    return null
  }
}

/** Why an address cannot be the doctor-messaging page, or null (empty is allowed: no page). Only https, no credentials. */
export function doctorMessagingUrlProblem(value: string | null | undefined): string | null {
  const text = value?.trim() ?? ''
  if (text === '') return null
  if (text.length > DOCTOR_MESSAGING_URL_MAX_LENGTH) return doctorMessagingPageMessages.tooLong
  const url = parsedUrl(text)
  if (!url) return doctorMessagingPageMessages.notAddress
  if (url.protocol !== 'https:') return doctorMessagingPageMessages.notHttps
  if (!url.hostname) return doctorMessagingPageMessages.notAddress
  if (url.username || url.password) return doctorMessagingPageMessages.credentials
  return null
}

/**
 * The page to frame and the origin the CSP allows (`frame-src`), or null when the stored address is
 * empty or not a valid https address: an origin is only ever built by the URL parser, so nothing
 * typed can add a directive to the policy.
 */
export function doctorMessagingPage(value: string | null | undefined): { url: string; origin: string } | null {
  if (!value?.trim() || doctorMessagingUrlProblem(value) !== null) return null
  const url = new URL(value.trim())
  return { url: url.toString(), origin: url.origin }
}

/** The channels a patient is told of a waiting reply by: an email (ADR 097) and a text (ADR 100), both through the outbox. */
export type ReplyNoticeChannel = 'email' | 'text'

/**
 * The channels the reply notice really goes by (apps/cms/src/chat/hooks.ts `tellPatientReplyWaits`:
 * a text to the patient's phone and an email, queued with the reply). The tab's note names exactly
 * these, so it never promises a channel that is not used (ADR 098).
 */
export const REPLY_NOTICE_CHANNELS: readonly ReplyNoticeChannel[] = ['text', 'email']

/** Spec 001: "the response time is under 24 hours with a text notification", said only of the channels really used. */
export function doctorResponseNote(channels: readonly ReplyNoticeChannel[]): string {
  const text = channels.includes('text')
  const email = channels.includes('email')
  const how = text && email ? 'text and email you' : text ? 'text you' : email ? 'email you' : null
  return how ? `Response time is under 24 hours. We'll ${how} when your doctor answers.` : 'Response time is under 24 hours.'
}

/**
 * An attachment's link text, by its kind: the stored file's name is a random one (ADR 041 keeps
 * no name the patient chose), so it says what the file is instead.
 */
export function attachmentLinkText(mimeType: string): string {
  if (mimeType.startsWith('image/')) return 'Download image'
  if (mimeType === 'application/pdf') return 'Download PDF'
  if (mimeType.startsWith('video/')) return 'Download video'
  return 'Download file'
}

export const doctorTabMessages = {
  heading: 'Doctor on Demand',
  yourDoctor: 'Your doctor',
  npi: 'NPI number',
  sendMessage: 'Send Message',
  supportChat: 'Chat with Customer Service',
  threadTitle: 'Messages with your doctor',
  messagingPageTitle: "Your doctor's messaging page",
  messagingPageUnavailable: "Your doctor's messaging page is not available right now. You can write to your doctor here instead.",
  emptyThread: 'No messages yet. Write to your doctor below.',
  olderMessages: 'Show older messages',
  newerMessages: 'Show newer messages',
  you: 'You',
  messageLabel: 'Message to your doctor',
  attachFile: 'Attach a file',
  removeFile: 'Remove file',
  send: 'Send',
  sending: 'Sending…',
  close: 'Close',
  /** The Orders tab's "Message to the doctor" modal (spec 001: Orders tab). */
  modalTitle: 'Message to the doctor',
  modalSend: 'Send Message',
  modalCancel: 'Cancel',
  modalSent: 'Your message was sent to your doctor.',
} as const
