import { z } from 'zod'
import { CHAT_MESSAGE_MAX_LENGTH, outgoingChatText } from '../chat/chat.ts'

/**
 * The patient's threads with the care team (spec 001 sections 3 and 7; ADR 097): one per patient
 * per kind, the doctor thread answered by clinical staff, the support thread by support staff.
 */
export const CHAT_THREAD_KINDS = ['doctor', 'support'] as const
export type ChatThreadKind = (typeof CHAT_THREAD_KINDS)[number]

/** Who wrote a message: the patient, or staff of the thread's kind. */
export const CHAT_SENDERS = ['patient', 'doctor', 'support'] as const
export type ChatSender = (typeof CHAT_SENDERS)[number]

/** An encounter's public id (the spec's `encounterId`): 10 or more characters; ours are 22 url-safe ones. */
export const ENCOUNTER_PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{10,64}$/

export function isEncounterPublicId(value: unknown): value is string {
  return typeof value === 'string' && ENCOUNTER_PUBLIC_ID_PATTERN.test(value)
}

/** Texts of the doctor thread's endpoints, where the spec has none (ADR 097). */
export const doctorThreadMessages = {
  empty: 'Write a message or attach a file.',
  tooLong: `Keep your message to ${CHAT_MESSAGE_MAX_LENGTH} characters or fewer.`,
  oneFile: 'Attach one file at a time.',
  attachmentNotFound: 'The attached file was not found. Please upload it again.',
  invalid: 'Send the message as JSON: { "message": "...", "attachments": [...] }.',
  blankDoctorMessage: 'Please write a message to your doctor.',
  noDoctorYet: 'Your doctor has not reviewed your form yet. You can message them once they have.',
  encounterNotFound: 'This visit was not found.',
  doctorNotFound: 'No doctor was found for that visit.',
  /** The email to a patient when a reply waits: no content, no medication, no name of a drug (issue 31). */
  replyWaitingSubject: 'You have a new message from your care team',
  replyWaitingText: (link: string) => `A new message from your care team is waiting for you. Sign in to read it: ${link}`,
  /** The admin's refusals of a staff reply. */
  staffWrongKind: 'Only clinical staff answer doctor threads, and only support staff answer support threads.',
  staffAttachmentNotPatients: "A reply's attachment must be one of this patient's chat files.",
} as const

const messageText = z.union([z.string(), z.null()]).optional()

/** One attachment as the client sends it (url, type, name): only its url names a file, and it must be the patient's own chat upload. */
const attachmentSchema = z.object({
  url: z.string().max(300),
  type: z.string().max(100).optional().nullable(),
  name: z.string().max(255).optional().nullable(),
})

export type ThreadPost = { text: string; attachmentUrl: string | null }

/** The checks every post into a thread makes: at most 256 characters, a message or one file; '[File attachment]' for a file alone. */
function threadPost(message: string | null | undefined, attachments: { url: string }[]): ThreadPost | { problem: string } {
  if (attachments.length > 1) return { problem: doctorThreadMessages.oneFile }
  const raw = (message ?? '').trim()
  if (raw.length > CHAT_MESSAGE_MAX_LENGTH) return { problem: doctorThreadMessages.tooLong }
  const attachmentUrl = attachments[0]?.url ?? null
  if (raw === '' && !attachmentUrl) return { problem: doctorThreadMessages.empty }
  return { text: outgoingChatText(raw, attachmentUrl !== null), attachmentUrl }
}

/** `POST /api/provider-messages`: message, latestEncounterId, optional attachments (url, type, name). */
export const providerMessagePostSchema = z.object({
  message: messageText,
  latestEncounterId: z.union([z.string(), z.number(), z.null()]).optional(),
  attachments: z.array(attachmentSchema).max(10).optional().nullable(),
})

export function parseProviderMessagePost(input: unknown): ThreadPost | { problem: string } {
  const parsed = providerMessagePostSchema.safeParse(input)
  if (!parsed.success) return { problem: doctorThreadMessages.invalid }
  return threadPost(parsed.data.message, parsed.data.attachments ?? [])
}

/** `POST /api/send-doc-message` (the Orders tab's Message to the doctor): message, visitId; never blank. */
export const doctorMessagePostSchema = z.object({
  message: messageText,
  visitId: z.union([z.string().max(64), z.number(), z.null()]).optional(),
})

export function parseDoctorMessagePost(input: unknown): ThreadPost | { problem: string } {
  const parsed = doctorMessagePostSchema.safeParse(input)
  if (!parsed.success) return { problem: doctorThreadMessages.invalid }
  if ((parsed.data.message ?? '').trim() === '') return { problem: doctorThreadMessages.blankDoctorMessage }
  return threadPost(parsed.data.message, [])
}

/** The spec's provider message as the patient reads it: in_out 1 is what they sent, 0 what they received. */
export interface ProviderMessage {
  id: string
  message: string
  in_out: 0 | 1
  is_doctor: boolean
  created_at: string
  attachments: { id: string; url: string; type: string; name: string }[]
}

export function providerMessageOf(row: {
  id: string
  body: string
  from: ChatSender
  createdAt: string
  attachment: { id: string; url: string; type: string; name: string } | null
}): ProviderMessage {
  return {
    id: row.id,
    message: row.body,
    in_out: row.from === 'patient' ? 1 : 0,
    is_doctor: row.from === 'doctor',
    created_at: row.createdAt,
    attachments: row.attachment ? [row.attachment] : [],
  }
}
