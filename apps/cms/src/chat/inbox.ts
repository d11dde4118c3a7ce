import crypto from 'node:crypto'
import {
  CHAT_FILE_EXTENSION_TYPES,
  CHAT_FILE_MAX_BYTES,
  chatFileTooLargeMessage,
  doctorThreadMessages,
  isAcceptedChatFile,
  parseRowId,
} from '@telehealth/domain'
import { addDataAndFileToRequest, APIError, type Endpoint, type PayloadRequest } from 'payload'
import { staffRole } from '../access/isStaff.ts'
import { jsonAnswer, jsonRefusal } from '../endpoints/json.ts'
import { relationId } from '../fields/relation-id.ts'
import type { ChatThread } from '../payload-types.ts'
import { unitOfWork } from '../transactions.ts'
import { answeredKind } from './access.ts'

/**
 * The staff inbox's two actions on a thread (ADR 100), from the thread's view in the admin:
 * `POST /api/chat-threads/:id/reply` (multipart: body, and at most one file the staff member
 * uploads for this reply) and `POST /api/chat-threads/:id/mark-read` (clears the unanswered count
 * without answering). Only staff who answer the thread's kind (admins any); a thread of the other
 * kind answers as not found, like an unknown one.
 */
export const inboxMessages = {
  signIn: 'Sign in to the admin first.',
  notFound: 'This conversation was not found.',
  fileType: 'Attach a pdf, doc, docx, txt, jpg, jpeg, png, gif, mp4, avi or mov file.',
  oneFile: doctorThreadMessages.oneFile,
} as const

/** The thread as this staff member may answer it, or the refusal. */
async function answerableThread(req: PayloadRequest): Promise<ChatThread | Response> {
  const role = staffRole(req)
  if (!role || !req.user) return jsonRefusal(inboxMessages.signIn, 401)
  const id = parseRowId(req.routeParams?.id)
  // Read with the staff member's access: a thread of the kind they do not answer is not found (ADR 097).
  const thread =
    id === null ? null : await req.payload.findByID({ collection: 'chat-threads', id, depth: 0, overrideAccess: false, user: req.user, disableErrors: true })
  if (!thread) return jsonRefusal(inboxMessages.notFound, 404)
  if (role !== 'admin' && answeredKind(req) !== thread.kind) return jsonRefusal(doctorThreadMessages.staffWrongKind, 403)
  return thread
}

const refusalOf = (error: unknown): Response | null => {
  if (error instanceof APIError && error.status >= 400 && error.status < 500) return jsonRefusal(error.message, error.status)
  // Payload's own validation (a file whose bytes are not an accepted type) answers 400 with its reason.
  if (error instanceof Error && error.name === 'ValidationError') return jsonRefusal(inboxMessages.fileType, 400)
  return null
}

/** A reply's parts, as Payload's multipart parser hands them (the fields in `_payload`, the file as `file`). */
export interface ReplyInput {
  body: string
  file: { data: Buffer; name: string; size: number } | null
}

async function reply(req: PayloadRequest): Promise<Response> {
  await addDataAndFileToRequest(req)
  const body = typeof req.data?.body === 'string' ? req.data.body : ''
  return replyInThread(req, { body, file: req.file ?? null })
}

/** A staff reply into the thread named by the route, with at most one file stored for it: both written, or neither. */
export async function replyInThread(req: PayloadRequest, { body, file }: ReplyInput): Promise<Response> {
  const thread = await answerableThread(req)
  if (thread instanceof Response) return thread
  if (file) {
    if (file.size > CHAT_FILE_MAX_BYTES) return jsonRefusal(chatFileTooLargeMessage(file.name), 400)
    if (!isAcceptedChatFile({ name: file.name, size: file.size })) return jsonRefusal(inboxMessages.fileType, 400)
  }
  const staff = req.user!
  try {
    const message = await unitOfWork(req.payload, async (tx) => {
      let attachment: number | string | null = null
      if (file) {
        const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase()
        // Access off: a staff member stores a chat file only here, for this thread's patient, named at random like the patients' files.
        const upload = await tx.run((txReq) =>
          req.payload.create({
            collection: 'uploads',
            overrideAccess: true,
            depth: 0,
            req: txReq,
            data: {
              patient: relationId(thread.patient),
              imageType: 'chat_attachment',
              chatThread: thread.id,
              chatKind: thread.kind,
              uploadedBy: staff.id,
            },
            // The type its name stands for; Payload then matches the bytes to the stored types (file-type) and checkChatFile to this type.
            file: {
              data: file.data,
              mimetype: CHAT_FILE_EXTENSION_TYPES[extension] ?? 'application/octet-stream',
              name: `${crypto.randomUUID()}.${extension}`,
              size: file.size,
            },
          }),
        )
        tx.compensate(() => req.payload.delete({ collection: 'uploads', id: upload.id, overrideAccess: true }))
        attachment = upload.id
      }
      // Access on, as the staff member: the message hook checks the thread's kind, the limits and that the file is theirs for this thread.
      return tx.run((txReq) =>
        req.payload.create({
          collection: 'chat-messages',
          overrideAccess: false,
          user: staff,
          depth: 0,
          req: txReq,
          data: { thread: thread.id, body, attachment },
        }),
      )
    })
    return jsonAnswer({ message: { id: message.id, body: message.body, attachment: message.attachment ?? null } }, 201)
  } catch (error) {
    const refusal = refusalOf(error)
    if (refusal) return refusal
    throw error
  }
}

export async function markRead(req: PayloadRequest): Promise<Response> {
  const thread = await answerableThread(req)
  if (thread instanceof Response) return thread
  const staffReadAt = new Date().toISOString()
  // Access off: the thread's counts are the server's. Nothing is answered; the patient is told nothing.
  // With the staff member's request, so the thread's audit hook records them as who changed it.
  await req.payload.update({ collection: 'chat-threads', id: thread.id, data: { unreadForStaff: 0, staffReadAt }, depth: 0, overrideAccess: true, req })
  return jsonAnswer({ thread: { id: thread.id, unreadForStaff: 0, staffReadAt } })
}

export const inboxEndpoints: Endpoint[] = [
  { path: '/:id/reply', method: 'post', handler: reply },
  { path: '/:id/mark-read', method: 'post', handler: markRead },
]
