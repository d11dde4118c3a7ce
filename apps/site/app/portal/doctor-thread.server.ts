import { chatAttachmentOf, relationId, threadKeyOf } from '@telehealth/cms/site'
import type { ChatThread, Upload } from '@telehealth/cms/payload-types'
import {
  doctorThreadMessages,
  parseDoctorMessagePost,
  parseProviderMessagePost,
  providerMessageOf,
  reshipImageRef,
  rowIdText,
  sameRowId,
  type ChatThreadKind,
  type ProviderMessage,
  type RowId,
  type ThreadPost,
} from '@telehealth/domain'
import { RateLimited, spendAttempt } from '~/auth/rate-limit.server.ts'
import { cmsAs, cmsAsServer, cmsFor, type SignedInPatient } from '~/cms.server.ts'

/**
 * The patient's side of their threads with the care team (spec 001 section 7; ADR 097): `GET` and
 * `POST /api/provider-messages` and `POST /api/send-doc-message` into the doctor thread; the support
 * thread's calls (support-chat.server.ts, ADR 100) are the same functions with the kind `support`. Reads are
 * the patient's own (access rules on: another patient's thread is never found); a message is
 * written by the server after its checks (the CMS's message hook checks them again, and the
 * attachment is one of the patient's own chat files).
 */

/** Messages in one page of the thread. */
const THREAD_PAGE_SIZE = 50

export type ThreadReply<T> = { status: 200; body: T } | { status: 400 | 429; body: { success: false; message: string }; retryAfterSeconds?: number }

async function ownThread(patient: SignedInPatient, kind: ChatThreadKind): Promise<ChatThread | null> {
  const found = await (
    await cmsAs(patient)
  ).find({ collection: 'chat-threads', where: { and: [{ patient: { equals: patient.id } }, { kind: { equals: kind } }] }, limit: 1, depth: 0 })
  return found.docs[0] ?? null
}

/** The patient's thread of a kind, made when they first write (the server's row: access off, the patient as the actor). */
async function threadToWrite(patient: SignedInPatient, kind: ChatThreadKind): Promise<ChatThread> {
  const existing = await ownThread(patient, kind)
  if (existing) return existing
  const key = threadKeyOf(patient.id, kind)
  // Access off: nobody creates a thread through the API; the server makes the patient's own on their first message.
  const cms = await cmsFor(patient)
  try {
    return await cms.create({ collection: 'chat-threads', data: { patient: patient.id, kind, key }, depth: 0 })
  } catch (error) {
    // Made at the same moment by another request of this patient (the key is unique): that one is theirs.
    const raced = await ownThread(patient, kind)
    if (raced) return raced
    throw error
  }
}

/** A stored message as every reader of a thread sees it (the doctor thread's provider message, the support widget's message). */
export interface ThreadRow {
  id: string
  body: string
  from: 'patient' | 'doctor' | 'support'
  createdAt: string
  attachment: { id: string; url: string; type: string; name: string } | null
}

/**
 * One page of the patient's thread of a kind (`?page=2` for older): the newest messages, oldest
 * first within the page ("newest last"), and whether older ones remain. Reading the first page
 * clears the thread's unread count for the patient. No thread yet reads as no messages.
 */
export async function threadPage(patient: SignedInPatient, kind: ChatThreadKind, url: URL): Promise<{ rows: ThreadRow[]; page: number; hasOlder: boolean }> {
  const page = Math.min(1000, Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1))
  const thread = await ownThread(patient, kind)
  if (!thread) return { rows: [], page, hasOlder: false }
  const found = await (
    await cmsAs(patient)
  ).find({
    collection: 'chat-messages',
    where: { and: [{ thread: { equals: thread.id } }, { patient: { equals: patient.id } }] },
    sort: '-createdAt',
    limit: THREAD_PAGE_SIZE,
    page,
    depth: 1,
    select: { body: true, from: true, createdAt: true, attachment: true },
  })
  const rows = found.docs
    .map((row): ThreadRow => ({
      id: rowIdText(row.id),
      body: row.body ?? '',
      from: row.from ?? 'patient',
      createdAt: row.createdAt,
      attachment: chatAttachmentOf(row.attachment),
    }))
    .reverse()
  if (page === 1 && (thread.unreadForPatient ?? 0) > 0) {
    // Access off: the thread's counts are the server's; the patient has now seen the replies.
    const cms = await cmsFor(patient)
    await cms.update({ collection: 'chat-threads', id: thread.id, data: { unreadForPatient: 0, patientReadAt: new Date().toISOString() }, depth: 0 })
  }
  return { rows, page, hasOlder: found.hasNextPage }
}

/** `GET /api/provider-messages` (`?page=2` for older): the patient's doctor thread as the spec's provider messages. */
export async function providerMessagesFor(
  patient: SignedInPatient,
  url: URL,
): Promise<{ status: 200; body: { success: true; messages: ProviderMessage[]; page: number; hasOlder: boolean } }> {
  const { rows, page, hasOlder } = await threadPage(patient, 'doctor', url)
  return { status: 200, body: { success: true, messages: rows.map(providerMessageOf), page, hasOlder } }
}

/** How many replies in the patient's thread of a kind they have not seen (the support bubble's badge). */
export async function unreadForPatient(patient: SignedInPatient, kind: ChatThreadKind): Promise<number> {
  return (await ownThread(patient, kind))?.unreadForPatient ?? 0
}

/** The upload an attachment's address names, if it is one of the patient's own chat files; null for any other (another patient's looks the same as none). */
async function ownChatFile(patient: SignedInPatient, kind: ChatThreadKind, url: string): Promise<Upload['id'] | null> {
  const ref = reshipImageRef(url)
  if (!ref) return null
  let uploadId: RowId = ref.id
  if (ref.kind === 'ticket') {
    // The ticket row is the server's; its owner is checked here, the upload is read as the patient below.
    const ticket = await (
      await cmsAsServer()
    ).findByID({ collection: 'upload-tickets', id: ref.id, depth: 0, disableErrors: true, select: { patient: true, upload: true } })
    if (!ticket || !sameRowId(relationId(ticket.patient), patient.id) || !ticket.upload) return null
    uploadId = relationId(ticket.upload)
  }
  const upload = await (
    await cmsAs(patient)
  ).findByID({ collection: 'uploads', id: uploadId, depth: 0, disableErrors: true, select: { imageType: true, uploadedBy: true, chatKind: true } })
  // Their own upload (never a file staff sent them), not already sent in their other thread (ADR 100).
  const own = upload?.imageType === 'chat_attachment' && !upload.uploadedBy && (!upload.chatKind || upload.chatKind === kind)
  return own ? upload.id : null
}

const refuse = (message: string): ThreadReply<never> => ({ status: 400, body: { success: false, message } })

/** One message from the patient into their thread of a kind: the rate limit, the attachment, then the write. */
export async function postIntoThread(
  patient: SignedInPatient,
  kind: ChatThreadKind,
  post: ThreadPost | { problem: string },
): Promise<ThreadReply<{ id: string }>> {
  if ('problem' in post) return refuse(post.problem)
  try {
    await spendAttempt(['chatSendPerPatient', rowIdText(patient.id)])
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error
    return { status: 429, body: { success: false, message: error.message }, retryAfterSeconds: error.retryAfterSeconds }
  }
  const attachment = post.attachmentUrl === null ? null : await ownChatFile(patient, kind, post.attachmentUrl)
  if (post.attachmentUrl !== null && attachment === null) return refuse(doctorThreadMessages.attachmentNotFound)
  const thread = await threadToWrite(patient, kind)
  // Access off: a patient's message is written by the server after these checks (the message hook checks them again and names the patient as its author).
  const message = await (
    await cmsFor(patient)
  ).create({ collection: 'chat-messages', data: { thread: thread.id, body: post.text, attachment }, depth: 0, select: { createdAt: true } })
  return { status: 200, body: { id: rowIdText(message.id) } }
}

/** `POST /api/provider-messages` { message, latestEncounterId, attachments? } -> { success, apiResponse: { data: { message: { id } } } }. */
export async function postProviderMessage(
  patient: SignedInPatient,
  input: unknown,
): Promise<ThreadReply<{ success: true; apiResponse: { data: { message: { id: string } } } }>> {
  const written = await postIntoThread(patient, 'doctor', parseProviderMessagePost(input))
  if (written.status !== 200) return written
  return { status: 200, body: { success: true, apiResponse: { data: { message: { id: written.body.id } } } } }
}

/** `POST /api/send-doc-message` { message, visitId } -> { status }: the Orders tab's Message to the doctor, into the same thread. */
export async function sendDoctorMessage(
  patient: SignedInPatient,
  input: unknown,
): Promise<{ status: 200 | 400 | 429; body: { status: 'success' | 'error'; message?: string }; retryAfterSeconds?: number }> {
  const written = await postIntoThread(patient, 'doctor', parseDoctorMessagePost(input))
  if (written.status !== 200)
    return { status: written.status, body: { status: 'error', message: written.body.message }, retryAfterSeconds: written.retryAfterSeconds }
  return { status: 200, body: { status: 'success' } }
}
