import { relationId, tokenHash } from '@telehealth/cms/site'
import crypto from 'node:crypto'
import { ValidationError } from 'payload'
import {
  isOrderBoundPurpose,
  OPEN_UPLOAD_TICKETS_MAX,
  parseContentRange,
  parseRowId,
  receivedRangeHeader,
  rowIdText,
  sameRowId,
  tooManyOpenUploadsMessage,
  UPLOAD_RULES,
  uploadTicketMessages,
  uploadTicketRequestSchema,
  type RowId,
  type UploadPurpose,
} from '@telehealth/domain'
import type { Order, UploadTicket } from '@telehealth/cms/payload-types'
import { RateLimited, spendAttempt } from '~/auth/rate-limit.server.ts'
import { withClaim } from '~/claims.server.ts'
import { cmsAs, cmsAsServer, cmsFor, type SignedInPatient } from '~/cms.server.ts'
import { inspectMessages, inspectUpload, UploadRefused } from './inspect.server.ts'
import { assembledUploadFile, receiveChunk, removeAssembledFile, removeParts } from './storage.server.ts'
import { orderTakingUpload } from './upload-order.server.ts'

export const uploadMessages = {
  ...uploadTicketMessages,
  notFound: 'This upload link is not valid.',
  used: 'This upload link has already been used. Please start the upload again.',
  expired: 'This upload link has expired. Please start the upload again.',
  wrongType: 'The file does not match the type that was announced.',
  wrongSize: 'The file is not the size that was announced.',
  badRange: 'The upload range is not valid.',
  busy: 'This file is already being uploaded. Please wait for it to finish.',
  notYourOrder: 'Choose one of your orders for this image.',
} as const

/** The order an Orders-tab image belongs to (its form id), if it is the patient's own; read as the patient. */
async function ownOrderId(patient: SignedInPatient, formId: string | null | undefined): Promise<Order['id'] | null> {
  const orderId = parseRowId(formId)
  if (orderId === null) return null
  const order = await (await cmsAs(patient)).findByID({ collection: 'orders', id: orderId, depth: 0, disableErrors: true, select: { status: true } })
  return order ? order.id : null
}

/** The address the file is PUT to: same-origin, carrying the ticket's token (never a patient detail). */
export function uploadUrl(token: string): string {
  return `/api/uploads/${token}`
}

/** Where the stored file will be read (owner or staff only), known before the upload ends. */
export function fileUrlForTicket(ticketId: RowId): string {
  return `/api/files/ticket-${rowIdText(ticketId)}`
}

export type TicketReply =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; status: 400 | 404 | 409; body: { message: string } }
  | { ok: false; status: 429; body: { message: string }; retryAfterSeconds: number }

/**
 * The patient's tickets still open (not used, not expired): at the cap, the seconds until the first
 * of them lapses; else null (ADR 102). Read as the server: tickets are its rows.
 */
async function openTicketsWait(patient: SignedInPatient, now: Date): Promise<number | null> {
  const open = await (
    await cmsAsServer()
  ).find({
    collection: 'upload-tickets',
    where: { and: [{ patient: { equals: patient.id } }, { completedAt: { exists: false } }, { expiresAt: { greater_than: now.toISOString() } }] },
    sort: 'expiresAt',
    limit: 1,
    depth: 0,
    select: { expiresAt: true },
  })
  if (open.totalDocs < OPEN_UPLOAD_TICKETS_MAX) return null
  const first = open.docs[0]
  const waitMs = first ? Date.parse(first.expiresAt) - now.getTime() : 60_000
  return Math.max(1, Math.ceil(waitMs / 1000))
}

/**
 * `POST /api/get-signed-url`: a single-use ticket for one file of a purpose, type and size, in the
 * spec's answer shape for that purpose. The file name the patient chose is checked, never kept.
 */
export async function issueUploadTicket(patient: SignedInPatient, input: unknown, now = new Date()): Promise<TicketReply> {
  const parsed = uploadTicketRequestSchema.safeParse(input)
  if (!parsed.success) return { ok: false, status: 400, body: { message: parsed.error.issues[0]?.message ?? uploadMessages.invalid } }
  const request = parsed.data
  if (request.purpose === 'order_image' && !(await ownOrderId(patient, request.form_id)))
    return { ok: false, status: 400, body: { message: uploadMessages.notYourOrder } }
  if (isOrderBoundPurpose(request.purpose)) {
    // A video, questionnaire photo or replacement photo names the patient's own order, in a status that takes it (ADR 087).
    const order = await orderTakingUpload(patient, request.purpose, request.form_id)
    if (!order.ok) return { ok: false, status: order.status, body: { message: order.message } }
  }
  // The cap on open tickets, then the hourly budget (ADR 102): over either, a 429 and no ticket.
  const openWait = await openTicketsWait(patient, now)
  if (openWait !== null) return { ok: false, status: 429, body: { message: tooManyOpenUploadsMessage(openWait) }, retryAfterSeconds: openWait }
  try {
    await spendAttempt(['uploadTicketPerPatient', rowIdText(patient.id)])
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error
    return { ok: false, status: 429, body: { message: error.message }, retryAfterSeconds: error.retryAfterSeconds }
  }
  const token = crypto.randomBytes(32).toString('base64url')
  const rules = UPLOAD_RULES[request.purpose]
  // Access off: tickets are the server's rows (nobody creates one through the API); the patient is the actor.
  const ticket = await (
    await cmsFor(patient)
  ).create({
    collection: 'upload-tickets',
    depth: 0,
    select: { createdAt: true },
    data: {
      patient: patient.id,
      tokenHash: tokenHash(token),
      purpose: request.purpose,
      contentType: request.content_type,
      declaredBytes: request.size,
      imageType: request.image_type ?? null,
      formId: request.form_id ?? null,
      expiresAt: new Date(now.getTime() + rules.ticketMinutes * 60_000).toISOString(),
      receivedBytes: 0,
    },
  })
  const url = uploadUrl(token)
  const publicUrl = fileUrlForTicket(ticket.id)
  const byPurpose: Record<UploadPurpose, Record<string, unknown>> = {
    questionnaire: { url },
    video: { url },
    order_image: { url },
    chat: { success: true, upload_url: url, public_url: publicUrl },
    reship: { url, success: true, public_url: publicUrl },
  }
  return { ok: true, body: byPurpose[request.purpose] }
}

export type PutReply =
  | { status: 201; body: { id: RowId; file_name: string } }
  | { status: 200; range: string | null; received: number }
  | { status: 400 | 403 | 404 | 409 | 410 | 413 | 415; body: { message: string } }

/**
 * An upload not yet complete: 200 with the held Range (Google's resumable uploads answer 308, but a
 * 3xx without a Location is not a response Remix lets a route send, and browsers' fetch would treat
 * one with a Location as a redirect to follow): ADR 041.
 */
function incomplete(received: number): PutReply {
  return { status: 200, range: receivedRangeHeader(received), received }
}

function refuse(status: 400 | 403 | 404 | 409 | 410 | 413 | 415, message: string): PutReply {
  return { status, body: { message } }
}

async function findTicket(token: string): Promise<UploadTicket | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null
  const found = await (await cmsAsServer()).find({ collection: 'upload-tickets', where: { tokenHash: { equals: tokenHash(token) } }, limit: 1, depth: 0 })
  return found.docs[0] ?? null
}

function ownerId(ticket: UploadTicket): RowId {
  return relationId(ticket.patient)
}

function completedReply(ticket: UploadTicket): PutReply | null {
  if (!ticket.completedAt || !ticket.upload) return null
  const upload = ticket.upload
  return typeof upload === 'object' ? { status: 201, body: { id: upload.id, file_name: upload.filename ?? '' } } : null
}

/**
 * `PUT /api/uploads/<token>`: one whole file, or one chunk of a resumable upload (Content-Range),
 * or a status query (`bytes *\/total`); an incomplete upload answers 200 with the held Range. Only the ticket's patient may use it, once, before it
 * expires, with the announced type and size. When the last byte is in, the file is inspected (its
 * bytes must be what it claims; images are re-encoded without metadata) and stored as the
 * patient's upload; nothing is stored otherwise (ADR 041).
 */
export async function receiveUpload(patient: SignedInPatient, token: string, request: Request, now = new Date()): Promise<PutReply> {
  const ticket = await findTicket(token)
  // Another patient's ticket answers exactly as an unknown one: nothing tells that the link exists (issue 32).
  if (!ticket || !sameRowId(ownerId(ticket), patient.id)) return refuse(404, uploadMessages.notFound)
  const range = parseContentRange(request.headers.get('Content-Range'))
  if (range === 'invalid') return refuse(400, uploadMessages.badRange)
  if (range?.kind === 'query') {
    if (range.total !== ticket.declaredBytes) return refuse(400, uploadMessages.wrongSize)
    return completedReply(ticket) ?? incomplete(ticket.receivedBytes)
  }
  if (ticket.completedAt) return refuse(410, uploadMessages.used)
  if (new Date(ticket.expiresAt).getTime() <= now.getTime()) return refuse(410, uploadMessages.expired)
  const contentType = request.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase()
  if (contentType !== ticket.contentType) return refuse(415, uploadMessages.wrongType)
  const chunk = range ?? { first: 0, last: ticket.declaredBytes - 1, total: ticket.declaredBytes }
  if (chunk.total !== ticket.declaredBytes) return refuse(400, uploadMessages.wrongSize)
  if (!request.body) return refuse(400, uploadMessages.wrongSize)
  const body = request.body

  const outcome = await withClaim(`upload:${ticket.id}`, 10 * 60_000, async (): Promise<PutReply> => {
    // Read again under the claim: another process may have moved it on.
    const current = await (await cmsAsServer()).findByID({ collection: 'upload-tickets', id: ticket.id, depth: 1 })
    const done = completedReply(current)
    if (done || current.completedAt) return refuse(410, uploadMessages.used)
    if (chunk.first !== current.receivedBytes) return incomplete(current.receivedBytes)
    const expected = chunk.last - chunk.first + 1
    const { written, tooMany } = await receiveChunk(ticket.id, body, chunk.first, expected)
    if (tooMany) {
      await setReceived(ticket.id, chunk.first)
      return refuse(range ? 400 : 413, range ? uploadMessages.badRange : uploadMessages.wrongSize)
    }
    const received = chunk.first + written
    if (received < ticket.declaredBytes) {
      await setReceived(ticket.id, received)
      // A whole-file PUT that came up short is a wrong size; a chunk that was cut is resumed.
      if (!range && written < expected) return refuse(400, uploadMessages.wrongSize)
      return incomplete(received)
    }
    // Put together on this host's disk, a part at a time: never held whole in memory (ADR 102).
    const file = await assembledUploadFile(ticket.id, ticket.declaredBytes)
    if (!file) {
      // A part is gone (swept, or its write lost): the client starts again from the first byte.
      await removeParts(ticket.id)
      await setReceived(ticket.id, 0)
      return incomplete(0)
    }
    try {
      return await storeUpload(patient, current, file)
    } finally {
      await removeAssembledFile(file)
    }
  })
  return outcome.status === 'busy' ? refuse(409, uploadMessages.busy) : outcome.value
}

async function setReceived(ticketId: RowId, receivedBytes: number): Promise<void> {
  await (await cmsAsServer()).update({ collection: 'upload-tickets', id: ticketId, depth: 0, select: { createdAt: true }, data: { receivedBytes } })
}

/** The purpose's record kind when the ticket names no image type. */
const recordKind: Record<UploadPurpose, 'video' | 'chat_attachment' | 'reship_evidence' | null> = {
  video: 'video',
  chat: 'chat_attachment',
  reship: 'reship_evidence',
  questionnaire: null,
  order_image: null,
}

async function storeUpload(patient: SignedInPatient, ticket: UploadTicket, file: string): Promise<PutReply> {
  let inspected
  try {
    inspected = await inspectUpload(file, ticket.contentType, ticket.purpose)
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error
    await removeParts(ticket.id)
    await setReceived(ticket.id, 0)
    return refuse(415, error.message)
  }
  const imageType = ticket.imageType ?? recordKind[ticket.purpose]
  if (!imageType) return refuse(400, uploadMessages.imageTypeRequired)
  const name = `${crypto.randomUUID()}.${inspected.extension}`
  // Access off: only the server stores a file, after checking its bytes; the patient is the actor.
  const cms = await cmsFor(patient)
  let upload
  try {
    upload = await cms.create({
      collection: 'uploads',
      depth: 0,
      data: {
        patient: patient.id,
        imageType,
        formId: ticket.formId ?? null,
        // The order the ticket named, still the patient's own (chat attachments belong to no order).
        order: ticket.purpose === 'chat' ? null : await ownOrderId(patient, ticket.formId),
      },
      // A re-encoded image (or a small text or .doc file) from its bytes; anything kept as it is from the
      // received file's path, which Payload copies to the disk or streams to the bucket without reading it (ADR 102).
      file: inspected.bytes
        ? { data: inspected.bytes, mimetype: inspected.mimeType, name, size: inspected.bytes.length }
        : { data: Buffer.alloc(0), tempFilePath: file, mimetype: inspected.mimeType, name, size: ticket.declaredBytes },
    })
  } catch (error) {
    // The store's own reading of the file refused it (a PDF it cannot parse, say): the patient's
    // file, not the server, so a 415 and the parts let go, as the inspection's refusals are.
    if (!(error instanceof ValidationError)) throw error
    await removeParts(ticket.id)
    await setReceived(ticket.id, 0)
    return refuse(415, inspectMessages.unreadableFile)
  }
  await cms.update({
    collection: 'upload-tickets',
    id: ticket.id,
    depth: 0,
    select: { createdAt: true },
    data: { completedAt: new Date().toISOString(), receivedBytes: ticket.declaredBytes, upload: upload.id },
  })
  await removeParts(ticket.id)
  return { status: 201, body: { id: upload.id, file_name: upload.filename ?? name } }
}
