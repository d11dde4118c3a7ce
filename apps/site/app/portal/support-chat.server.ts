import { chatRealtimeKind } from '~/chat/chat-realtime.server.ts'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import {
  chatStartSchema,
  chatUserPostSchema,
  parseProviderMessagePost,
  rowIdText,
  supportChatRoleOf,
  supportChatTexts,
  type ChatProfile,
  type ChatStart,
  type SupportChatMessage,
} from '@telehealth/domain'
import type { ChatProfile as ChatProfileRow } from '@telehealth/cms/payload-types'
import { cmsAs, cmsFor, cmsLogger, type SignedInPatient } from '~/cms.server.ts'
import { postIntoThread, threadPage, unreadForPatient, type ThreadReply, type ThreadRow } from './doctor-thread.server.ts'

/**
 * The in-product support chat (spec 001: "In-product chat widget", sections 3 and 7; ADR 100): the
 * chat profile (`POST /api/chat-user`), and the patient's support thread, the doctor thread's
 * functions with the kind `support` (`GET`/`POST /api/support-messages`). The widget on /home reads
 * and writes through the same functions.
 */

function profileOf(row: ChatProfileRow): ChatProfile {
  return { id: rowIdText(row.id), first_name: row.firstName, last_name: row.lastName, email: row.email }
}

/** The signed-in patient's chat profile, or null before they started the chat (read as the patient: their own only). */
export async function chatProfileFor(patient: SignedInPatient): Promise<ChatProfile | null> {
  const found = await (
    await cmsAs(patient)
  ).find({ collection: 'chat-profiles', where: { patient: { equals: patient.id } }, limit: 1, depth: 0, pagination: false })
  const row = found.docs[0]
  return row ? profileOf(row) : null
}

type ProfileInput = Pick<ChatStart, 'first_name' | 'last_name' | 'email'> & { consent: boolean }

/**
 * Stores the patient's chat profile: made on the first start, replaced by a later one (one per
 * patient). Written by the server after the schema's checks (nobody writes one through the API).
 */
export async function saveChatProfile(patient: SignedInPatient, input: ProfileInput): Promise<ChatProfile | null> {
  const data = {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    sourceWeb: 2,
    userType: 'chat',
    ...(input.consent ? { remindersConsentAt: new Date().toISOString() } : {}),
  }
  // Access off: a chat profile is the server's row for the signed-in patient (the patient is the actor in the audit log).
  const cms = await cmsFor(patient)
  try {
    const existing = await (
      await cmsAs(patient)
    ).find({ collection: 'chat-profiles', where: { patient: { equals: patient.id } }, limit: 1, depth: 0, pagination: false, select: { email: true } })
    const row = existing.docs[0]
    const saved = row
      ? await cms.update({ collection: 'chat-profiles', id: row.id, data, depth: 0 })
      : await cms.create({ collection: 'chat-profiles', data: { ...data, patient: patient.id }, depth: 0 })
    return profileOf(saved)
  } catch (error) {
    // No PHI in the log: the patient's row id and the error's kind only.
    ;(await cmsLogger()).error({ errorName: error instanceof Error ? error.name : 'unknown' }, 'Chat profile: not saved')
    return null
  }
}

export type ChatUserReply =
  | { status: 200; body: { status: 'success'; message: string; user: ChatProfile } }
  | { status: 400 | 500; body: { status: 'error'; message: string; errors?: Record<string, string> } }

/** `POST /api/chat-user` { first_name, last_name, email, source_web: 2, user_type: 'chat' } -> { status, message, user }. */
export async function createChatUser(patient: SignedInPatient, input: unknown): Promise<ChatUserReply> {
  const parsed = chatUserPostSchema.safeParse(input)
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'body'), issue.message]))
    return { status: 400, body: { status: 'error', message: parsed.error.issues[0]?.message ?? supportChatTexts.invalidUser, errors } }
  }
  // The spec's body has no consent: the widget's start form asks for it (startSupportChat); this call records none.
  const user = await saveChatProfile(patient, { ...parsed.data, consent: false })
  if (!user) return { status: 500, body: { status: 'error', message: supportChatTexts.profileFailed } }
  return { status: 200, body: { status: 'success', message: 'Chat profile created.', user } }
}

function supportMessageOf(row: ThreadRow): SupportChatMessage {
  return {
    id: row.id,
    role: supportChatRoleOf(row.from),
    content: row.body,
    timestamp: row.createdAt,
    attachment: row.attachment ? { url: row.attachment.url, name: row.attachment.name, type: row.attachment.type } : null,
  }
}

export interface SupportMessagesPage {
  success: true
  messages: SupportChatMessage[]
  page: number
  hasOlder: boolean
}

/** `GET /api/support-messages` (`?page=2` for older): the patient's support thread, newest last; opening it clears their unread count. */
export async function supportMessagesFor(patient: SignedInPatient, url: URL): Promise<{ status: 200; body: SupportMessagesPage }> {
  const { rows, page, hasOlder } = await threadPage(patient, 'support', url)
  return { status: 200, body: { success: true, messages: rows.map(supportMessageOf), page, hasOlder } }
}

/** `POST /api/support-messages` { message, attachments? } -> { success, message: { id } }: the doctor thread's limits and rate limit, after a chat profile. */
export async function postSupportMessage(
  patient: SignedInPatient,
  input: unknown,
): Promise<ThreadReply<{ success: true; message: { id: string } }> | { status: 409; body: { success: false; message: string } }> {
  if (!(await chatProfileFor(patient))) return { status: 409, body: { success: false, message: supportChatTexts.profileFirst } }
  const written = await postIntoThread(patient, 'support', parseProviderMessagePost(input))
  if (written.status !== 200) return written
  return { status: 200, body: { success: true, message: { id: written.body.id } } }
}

/** The widget's state for the home layout: the profile (or what to prefill the start form with) and the replies not yet seen. */
export async function supportChatShell(patient: SignedInPatient) {
  const [profile, unread] = await Promise.all([chatProfileFor(patient), unreadForPatient(patient, 'support')])
  return {
    profile,
    defaults: { first_name: patient.first_name ?? '', last_name: patient.last_name ?? '', email: patient.email ?? '' },
    unread,
    realtime: chatRealtimeKind(),
  }
}

/**
 * The widget's start form (`intent=chat.start`, posted to /home's layout by a fetcher, or by the
 * page without JavaScript): first name, last name, email and consent, all required (spec 001
 * section 5), checked with the domain's schema; the profile kept with the consent's time.
 */
export async function startSupportChat(patient: SignedInPatient, form: FormData) {
  const submission = parseWithZod(form, { schema: chatStartSchema })
  if (submission.status !== 'success') return data({ intent: 'chat.start' as const, result: submission.reply() }, { status: 400 })
  const saved = await saveChatProfile(patient, submission.value)
  if (!saved) return data({ intent: 'chat.start' as const, result: submission.reply({ formErrors: [supportChatTexts.profileFailed] }) }, { status: 500 })
  return data({ intent: 'chat.start' as const, result: submission.reply({ resetForm: true }) })
}

export type SupportChatStartAnswer = Awaited<ReturnType<typeof startSupportChat>>['data']
