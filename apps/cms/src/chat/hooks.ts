import { CHAT_MESSAGE_MAX_LENGTH, doctorThreadMessages, outgoingChatText, parseRowId, sameRowId, type ChatSender } from '@telehealth/domain'
import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type PayloadRequest, type Where } from 'payload'
import { staffRole } from '../access/isStaff.ts'
import { recordEmail } from '../email/outboxAdapter.ts'
import { cmsEnv } from '../env.ts'
import { relationId } from '../fields/relation-id.ts'
import type { ChatMessage, ChatThread } from '../payload-types.ts'
import { answeredKind } from './access.ts'

const refuse = (message: string, status: number) => new APIError(message, status, null, true)

/** A thread no one may post to from this session answers as not there. */
const THREAD_NOT_FOUND = 'This conversation was not found.'

/** Who writes into this thread from this session: its patient, or staff of its kind (admins any). */
function senderOf(req: PayloadRequest, thread: ChatThread): ChatSender {
  const user = req.user
  if (user?.collection === 'staff') {
    if (staffRole(req) !== 'admin' && answeredKind(req) !== thread.kind) throw refuse(doctorThreadMessages.staffWrongKind, 403)
    return thread.kind
  }
  if (user?.collection === 'patients' && sameRowId(user.id, relationId(thread.patient))) return 'patient'
  throw refuse(THREAD_NOT_FOUND, 404)
}

/**
 * Before a message is stored: its thread's patient and kind, who wrote it (from the session, never
 * the data), the limits, and the attachment, which must be one of the thread's patient's own chat
 * uploads (another patient's file and an unknown one are refused alike).
 */
export const placeMessage: CollectionBeforeChangeHook<ChatMessage> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  // An id of another engine's shape answers like an unknown one, never a failed query (ADR 077).
  const threadId = parseRowId(relationId(data.thread ?? null))
  const thread =
    threadId === null
      ? null
      : await req.payload.findByID({ collection: 'chat-threads', id: threadId, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!thread) throw refuse(THREAD_NOT_FOUND, 404)
  const from = senderOf(req, thread)
  const patient = relationId(thread.patient)
  const attachmentId = data.attachment === null || data.attachment === undefined ? null : parseRowId(relationId(data.attachment))
  if (data.attachment !== null && data.attachment !== undefined && attachmentId === null)
    throw refuse(from === 'patient' ? doctorThreadMessages.attachmentNotFound : doctorThreadMessages.staffAttachmentNotPatients, 400)
  if (attachmentId !== null) {
    const upload = await req.payload.findByID({ collection: 'uploads', id: attachmentId, depth: 0, overrideAccess: true, disableErrors: true, req })
    const ownChatFile = upload && sameRowId(relationId(upload.patient), patient) && upload.imageType === 'chat_attachment'
    if (!ownChatFile) throw refuse(from === 'patient' ? doctorThreadMessages.attachmentNotFound : doctorThreadMessages.staffAttachmentNotPatients, 400)
  }
  const text = (data.body ?? '').trim()
  if (text.length > CHAT_MESSAGE_MAX_LENGTH) throw refuse(doctorThreadMessages.tooLong, 400)
  if (text === '' && attachmentId === null) throw refuse(doctorThreadMessages.empty, 400)
  return {
    ...data,
    thread: thread.id,
    patient,
    kind: thread.kind,
    from,
    staff: from === 'patient' ? null : (req.user?.id ?? null),
    body: outgoingChatText(text, attachmentId !== null),
  }
}

/**
 * After a message is stored, in its request (its transaction where there is one): the thread's last
 * message time and its counts, counted from the messages rather than added to, so two messages at
 * once never lose one. A reply the patient has not seen yet, the first since they last opened the
 * thread, sends them an email through the outbox saying only that a message waits (no content).
 */
export const countThread: CollectionAfterChangeHook<ChatMessage> = async ({ doc: written, operation, req }) => {
  if (operation !== 'create') return written
  // Read whole: a caller's `select` narrows the document the hook is handed.
  const doc = await req.payload.findByID({ collection: 'chat-messages', id: written.id, depth: 0, overrideAccess: true, req })
  const threadId = relationId(doc.thread)
  const thread = await req.payload.findByID({ collection: 'chat-threads', id: threadId, depth: 0, overrideAccess: true, req })
  const fromPatient = doc.from === 'patient'
  const since = async (from: 'patient' | 'staff', after: string | null | undefined) => {
    const sender: Where = from === 'patient' ? { from: { equals: 'patient' } } : { from: { not_equals: 'patient' } }
    const where: Where = { and: [{ thread: { equals: threadId } }, sender, ...(after ? [{ createdAt: { greater_than: after } }] : [])] }
    return (await req.payload.count({ collection: 'chat-messages', where, overrideAccess: true, req })).totalDocs
  }
  const lastStaff = fromPatient
    ? (
        await req.payload.find({
          collection: 'chat-messages',
          where: { and: [{ thread: { equals: threadId } }, { from: { not_equals: 'patient' } }] },
          sort: '-createdAt',
          limit: 1,
          pagination: false,
          depth: 0,
          overrideAccess: true,
          select: { createdAt: true },
          req,
        })
      ).docs[0]?.createdAt
    : doc.createdAt
  const unreadForStaff = fromPatient ? await since('patient', lastStaff) : 0
  const unreadForPatient = fromPatient ? (thread.unreadForPatient ?? 0) : await since('staff', thread.patientReadAt)
  await req.payload.update({
    collection: 'chat-threads',
    id: threadId,
    data: { lastMessageAt: doc.createdAt, unreadForStaff, unreadForPatient },
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (!fromPatient && unreadForPatient === 1) await tellPatientReplyWaits(req, relationId(thread.patient), thread.kind)
  return written
}

async function tellPatientReplyWaits(req: PayloadRequest, patientId: number | string, kind: ChatThread['kind']): Promise<void> {
  const patient = await req.payload.findByID({ collection: 'patients', id: patientId, depth: 0, overrideAccess: true, select: { email: true }, req })
  if (!patient.email) return
  const path = kind === 'doctor' ? '/home/doctor' : '/home'
  const link = cmsEnv.SITE_URL ? new URL(path, cmsEnv.SITE_URL).toString() : path
  // Kept in the outbox inside the message's own transaction, never sent from inside it (no third party
  // with a transaction open): the redelivery job sends a queued row (ADR 084).
  await recordEmail(
    req.payload,
    { to: patient.email, subject: doctorThreadMessages.replyWaitingSubject, text: doctorThreadMessages.replyWaitingText(link) },
    'queued',
    req,
  )
}
