import { CHAT_MESSAGE_MAX_LENGTH, doctorThreadMessages, outgoingChatText, parseRowId, sameRowId, supportChatTexts, type ChatSender } from '@telehealth/domain'
import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type PayloadRequest, type Where } from 'payload'
import { staffRole } from '../access/isStaff.ts'
import { recordEmail } from '../email/outboxAdapter.ts'
import { recordText } from '../sms/texts.ts'
import { cmsEnv } from '../env.ts'
import { relationId } from '../fields/relation-id.ts'
import type { ChatMessage, ChatThread, Upload } from '../payload-types.ts'
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
 * Whether a stored file may ride on a message into this thread (ADR 097, 100): one of the thread's
 * patient's chat files, either the patient's own (uploaded by no staff member, sent in no other
 * thread) or, for staff, one this same staff member uploaded for this very thread. A patient never
 * attaches a staff member's file; staff never attach another staff member's.
 */
function attachableIn(upload: Upload, thread: ChatThread, from: ChatSender, staffId: number | string | null): boolean {
  if (!sameRowId(relationId(upload.patient), relationId(thread.patient)) || upload.imageType !== 'chat_attachment') return false
  const sentIn = upload.chatThread === null || upload.chatThread === undefined ? null : relationId(upload.chatThread)
  if (sentIn !== null && !sameRowId(sentIn, thread.id)) return false
  const uploader = upload.uploadedBy === null || upload.uploadedBy === undefined ? null : relationId(upload.uploadedBy)
  if (uploader === null) return true
  return from !== 'patient' && staffId !== null && sameRowId(uploader, staffId)
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
  const attachmentRefusal = from === 'patient' ? doctorThreadMessages.attachmentNotFound : doctorThreadMessages.staffAttachmentNotPatients
  if (data.attachment !== null && data.attachment !== undefined && attachmentId === null) throw refuse(attachmentRefusal, 400)
  if (attachmentId !== null) {
    const upload = await req.payload.findByID({ collection: 'uploads', id: attachmentId, depth: 0, overrideAccess: true, disableErrors: true, req })
    if (!upload || !attachableIn(upload, thread, from, req.user?.id ?? null)) throw refuse(attachmentRefusal, 400)
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
  // Staff may mark a thread read without answering (ADR 100): only the patient's messages after both count.
  const unreadForStaff = fromPatient ? await since('patient', latestOf(lastStaff, thread.staffReadAt)) : 0
  const unreadForPatient = fromPatient ? (thread.unreadForPatient ?? 0) : await since('staff', thread.patientReadAt)
  await req.payload.update({
    collection: 'chat-threads',
    id: threadId,
    data: { lastMessageAt: doc.createdAt, unreadForStaff, unreadForPatient },
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (doc.attachment !== null && doc.attachment !== undefined) await noteAttachmentThread(req, relationId(doc.attachment), thread)
  if (!fromPatient && unreadForPatient === 1) await tellPatientReplyWaits(req, relationId(thread.patient), thread.kind)
  return written
}

function latestOf(...dates: (string | null | undefined)[]): string | null {
  const known = dates.filter((date): date is string => typeof date === 'string' && date !== '')
  return known.length === 0 ? null : known.reduce((latest, date) => (Date.parse(date) > Date.parse(latest) ? date : latest))
}

/** The file now belongs to this thread (ADR 100): support staff may read the files of support threads, and a file is sent in one thread only. */
async function noteAttachmentThread(req: PayloadRequest, uploadId: number | string, thread: ChatThread): Promise<void> {
  const upload = await req.payload.findByID({ collection: 'uploads', id: uploadId, depth: 0, overrideAccess: true, select: { chatThread: true }, req })
  if (upload.chatThread !== null && upload.chatThread !== undefined) return
  await req.payload.update({
    collection: 'uploads',
    id: uploadId,
    data: { chatThread: thread.id, chatKind: thread.kind },
    depth: 0,
    overrideAccess: true,
    select: { chatThread: true },
    req,
  })
}

async function tellPatientReplyWaits(req: PayloadRequest, patientId: number | string, kind: ChatThread['kind']): Promise<void> {
  const patient = await req.payload.findByID({
    collection: 'patients',
    id: patientId,
    depth: 0,
    overrideAccess: true,
    select: { email: true, phone: true },
    req,
  })
  const path = kind === 'doctor' ? '/home/doctor' : '/home?chat=support'
  const link = cmsEnv.SITE_URL ? new URL(path, cmsEnv.SITE_URL).toString() : path
  // A text too (ADR 100), as the Doctor on Demand tab promises: queued with the email, sent by the text job; no content, no PHI.
  if (patient.phone) await recordText(req.payload, { to: patient.phone, body: supportChatTexts.replyWaitingText(link), patient: patientId }, req)
  if (!patient.email) return
  // Kept in the outbox inside the message's own transaction, never sent from inside it (no third party
  // with a transaction open): the redelivery job sends a queued row (ADR 084).
  await recordEmail(
    req.payload,
    { to: patient.email, subject: doctorThreadMessages.replyWaitingSubject, text: doctorThreadMessages.replyWaitingText(link) },
    'queued',
    req,
  )
}
