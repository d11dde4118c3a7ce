import {
  imageUploadFailureMessage,
  imageUploadMessages,
  ORDER_PAGE_IMAGE,
  orderPageImageSize,
  questionnaireImageProblem,
  rowIdText,
  type ImageCheckSettings,
  type ImageUploadFailure,
  type RowId,
  type UploadImageType,
  type UploadPurpose,
} from '@telehealth/domain'
import type { ImageUploaderState } from '@telehealth/ui/components/ImageUploader'
import { useEffect, useRef, useState } from 'react'

/** The signed-URL request gives up after 30 s (spec 001 section 7). */
const TICKET_TIMEOUT_MS = 30_000

class UploadFailed extends Error {
  constructor(readonly failure: ImageUploadFailure) {
    super(failure)
  }
}

/** An image scaled to at most 1000 px wide and encoded as JPEG at 0.8 (the order page's rule), as bytes. */
export async function resizeForOrderPage(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file)
  const size = orderPageImageSize(bitmap.width, bitmap.height)
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height)
  bitmap.close()
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', ORDER_PAGE_IMAGE.jpegQuality))
  if (!blob) throw new Error('The image could not be encoded')
  return blob
}

async function requestTicket(body: Record<string, unknown>): Promise<string> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), TICKET_TIMEOUT_MS)
  try {
    const reply = await fetch('/api/get-signed-url', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    })
    if (!reply.ok) throw new UploadFailed('signedUrl')
    const answer = (await reply.json()) as { url?: string; upload_url?: string }
    const url = answer.url ?? answer.upload_url
    if (!url) throw new UploadFailed('signedUrl')
    return url
  } catch (error) {
    if (error instanceof UploadFailed) throw error
    throw new UploadFailed(navigator.onLine === false ? 'connection' : 'signedUrl')
  } finally {
    clearTimeout(timer)
  }
}

/** PUT with progress (fetch cannot report upload progress); answers the stored file's id and name. */
function putFile(url: string, blob: Blob, onProgress: (percent: number) => void): Promise<{ id: RowId; file_name: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('PUT', url)
    request.setRequestHeader('Content-Type', blob.type)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100)
    }
    request.onerror = () => reject(new UploadFailed('connection'))
    request.ontimeout = () => reject(new UploadFailed('connection'))
    request.onload = () => {
      if (request.status !== 201) return reject(new UploadFailed('storage'))
      try {
        resolve(JSON.parse(request.responseText) as { id: RowId; file_name: string })
      } catch {
        reject(new UploadFailed('other'))
      }
    }
    request.send(blob)
  })
}

function logAttempt(report: { success: boolean; error: string | null; fileSize: number; filename: string; imageType?: string; idOfForm?: string }) {
  // Best effort: a report that cannot be sent changes nothing for the patient.
  void fetch('/api/log-upload-attempt', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...report, userAgent: navigator.userAgent.slice(0, 500), timestamp: new Date().toISOString() }),
    keepalive: true,
  }).catch(() => undefined)
}

export interface ImageUploadOptions {
  purpose: UploadPurpose
  /** What the image shows; the reship and chat paths name none (the purpose says it). */
  imageType?: UploadImageType
  formId?: string
  /** Turns the chosen file into what is sent (the order page resizes). */
  prepare?: (file: File) => Promise<Blob>
  /** A lower limit and other words for the file checks (the reship path's "File size exceeds {n} MB ..."). */
  check?: ImageCheckSettings
  /** The texts of a failure: the questionnaire's, or the caller's own. */
  failureMessage?: (failure: ImageUploadFailure) => string
  /** The stored file's name, and its private address (`/api/files/<id>`, owner only). */
  onUploaded?: (fileName: string, fileUrl: string) => void
}

type ImageUploadResult = { ok: true; fileName: string; fileUrl: string } | { ok: false; failure: ImageUploadFailure }

/**
 * One upload without the uploader's screen state (the questionnaire runner keeps its own): ticket,
 * PUT with progress, the stored file's name; a failure is logged (best effort) and named.
 */
export async function uploadImageFile(
  file: File,
  { purpose, imageType, formId, prepare }: Pick<ImageUploadOptions, 'purpose' | 'imageType' | 'formId' | 'prepare'>,
  onProgress: (percent: number) => void,
): Promise<ImageUploadResult> {
  try {
    const blob = prepare ? await prepare(file).catch(() => Promise.reject(new UploadFailed('other'))) : file
    const url = await requestTicket({
      filename: file.name,
      content_type: blob.type,
      size: blob.size,
      purpose,
      ...(imageType ? { image_type: imageType } : {}),
      ...(formId ? { form_id: formId } : {}),
    })
    const stored = await putFile(url, blob, onProgress)
    return { ok: true, fileName: stored.file_name, fileUrl: `/api/files/${rowIdText(stored.id)}` }
  } catch (caught) {
    const failure = caught instanceof UploadFailed ? caught.failure : 'other'
    logAttempt({
      success: false,
      error: failure,
      fileSize: file.size,
      filename: file.name,
      ...(imageType ? { imageType } : {}),
      ...(formId ? { idOfForm: formId } : {}),
    })
    return { ok: false, failure }
  }
}

/** The image uploader's behaviour: choose, preview, confirm, ticket, PUT with progress, done. */
export function useImageUpload({ purpose, imageType, formId, prepare, check, failureMessage = imageUploadFailureMessage, onUploaded }: ImageUploadOptions) {
  const [state, setState] = useState<ImageUploaderState>('idle')
  const [file, setFile] = useState<File | null>(null)
  const [previewUrl, setPreviewUrl] = useState<string | undefined>()
  const [progress, setProgress] = useState(0)
  const [error, setError] = useState<string | undefined>()
  const uploadedName = useRef<string | null>(null)

  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl])

  const choose = (chosen: File | null) => {
    const problem = questionnaireImageProblem(chosen, check)
    setError(problem ?? undefined)
    setFile(problem ? null : chosen)
    setPreviewUrl(problem || !chosen ? undefined : URL.createObjectURL(chosen))
    setState(problem ? 'idle' : 'chosen')
  }

  const confirm = async () => {
    if (!file) {
      setError(imageUploadMessages.noFile)
      return
    }
    setState('uploading')
    setError(undefined)
    setProgress(0)
    const result = await uploadImageFile(file, { purpose, imageType, formId, prepare }, setProgress)
    if (result.ok) {
      uploadedName.current = result.fileName
      setState('uploaded')
      onUploaded?.(result.fileName, result.fileUrl)
    } else {
      setError(failureMessage(result.failure))
      setState('failed')
    }
  }

  return { state, previewUrl, progress, error, choose, confirm: () => void confirm() }
}
