import type { Readable } from 'node:stream'
import { fileNameFromSpecVideoKey, isUploadImageType, rowIdText, sameRowId, storedFileRef, uploadAttemptLogSchema, type RowId } from '@telehealth/domain'
import { z } from 'zod'
import { RateLimited, spendAttempt } from '~/auth/rate-limit.server.ts'
import { cmsAs, cmsAsServer, cmsFor, cmsLogger, type SignedInPatient } from '~/cms.server.ts'
import { openStoredFile } from './storage.server.ts'
import { orderTakingUpload } from './upload-order.server.ts'

/** The patient's own stored file by upload id, or by the ticket that announced it; null for anything else. */
export async function findOwnFile(patient: SignedInPatient, id: string): Promise<{ stream: Readable; filename: string; mimeType: string } | null> {
  const cms = await cmsAs(patient)
  const ref = storedFileRef(id)
  if (!ref) return null
  let uploadId: RowId = ref.id
  if (ref.kind === 'ticket') {
    // The ticket row is the server's; its owner is checked here, and the upload is read as the patient below.
    const row = await (await cmsAsServer()).findByID({ collection: 'upload-tickets', id: ref.id, depth: 0, disableErrors: true })
    const owner = row && (typeof row.patient === 'object' ? row.patient.id : row.patient)
    if (!row || !sameRowId(owner, patient.id) || !row.upload) return null
    uploadId = typeof row.upload === 'object' ? row.upload.id : row.upload
  }
  const upload = await cms.findByID({ collection: 'uploads', id: uploadId, depth: 0, disableErrors: true })
  if (!upload?.filename) return null
  const stream = await openStoredFile(upload.filename)
  return stream ? { stream, filename: upload.filename, mimeType: upload.mimeType ?? 'application/octet-stream' } : null
}

const videoNoticeSchema = z.object({
  s3FileName: z.string().max(200),
  uniqueId: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(
      z
        .string()
        .min(1)
        .max(64)
        .regex(/^[\w-]+$/),
    ),
})

export const videoMessages = {
  invalid: 'The video notice is not valid.',
  notFound: 'The video was not found. Please upload it again.',
} as const

/**
 * `POST /api/upload-av-video`: the patient's stored video (named by the spec's key
 * `public/user_med_images/<file>`, which maps to the private file: ADR 041) is sent for review
 * with its form, the order (uniqueId) it was uploaded for: the record keeps the form id and when
 * it was sent, and from then on the order's video is in (ADR 087). Another patient's order, or a
 * video uploaded for another order, is not found (404).
 */
export async function submitVideo(patient: SignedInPatient, input: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const parsed = videoNoticeSchema.safeParse(input)
  const fileName = parsed.success ? fileNameFromSpecVideoKey(parsed.data.s3FileName) : null
  if (!parsed.success || !fileName) return { status: 400, body: { status: 'error', message: videoMessages.invalid } }
  const order = await orderTakingUpload(patient, 'video', parsed.data.uniqueId)
  if (!order.ok) return { status: order.status, body: { status: 'error', message: order.message } }
  const found = await (
    await cmsAs(patient)
  ).find({
    collection: 'uploads',
    where: {
      and: [{ patient: { equals: patient.id } }, { order: { equals: order.orderId } }, { filename: { equals: fileName } }, { imageType: { equals: 'video' } }],
    },
    limit: 1,
    depth: 0,
    select: { createdAt: true },
  })
  const video = found.docs[0]
  if (!video) return { status: 404, body: { status: 'error', message: videoMessages.notFound } }
  // Access off: uploads are written by the server only (a patient may not change a stored file's record).
  await (
    await cmsFor(patient)
  ).update({
    collection: 'uploads',
    id: video.id,
    depth: 0,
    select: { createdAt: true },
    data: { formId: parsed.data.uniqueId, submittedAt: new Date().toISOString() },
  })
  return { status: 200, body: { status: 'success' } }
}

/**
 * `POST /api/log-upload-attempt`: a best-effort line in the server log for support, from a
 * signed-in patient only (the route answers 401 otherwise) and within their hourly budget (ADR
 * 102): a refused report writes nothing. The file name a patient chose can carry their name, so
 * only its extension is kept (no PHI in logs).
 */
export async function logUploadAttempt(
  patient: SignedInPatient,
  input: unknown,
): Promise<{ status: 204 } | { status: 400 } | { status: 429; retryAfterSeconds: number; message: string }> {
  const parsed = uploadAttemptLogSchema.safeParse(input)
  if (!parsed.success) return { status: 400 }
  try {
    await spendAttempt(['uploadLogPerPatient', rowIdText(patient.id)])
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error
    return { status: 429, retryAfterSeconds: error.retryAfterSeconds, message: error.message }
  }
  const report = parsed.data
  const extension = report.filename.includes('.') ? report.filename.split('.').at(-1)?.slice(0, 8).toLowerCase() : undefined
  const logger = await cmsLogger()
  logger.info({
    msg: 'upload attempt',
    success: report.success,
    error: report.error?.slice(0, 200),
    userAgent: report.userAgent?.slice(0, 200),
    fileSize: report.fileSize,
    extension,
    imageType: report.imageType && isUploadImageType(report.imageType) ? report.imageType : undefined,
    form: report.idOfForm === null || report.idOfForm === undefined ? undefined : String(report.idOfForm),
    patient: patient.id,
    at: new Date().toISOString(),
  })
  return { status: 204 }
}
