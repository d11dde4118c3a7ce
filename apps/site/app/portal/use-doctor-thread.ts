import type { DoctorMessageDraft, DoctorSendResult } from '@telehealth/ui/screens/portal/DoctorMessageComposer'
import type { DoctorMessageAnswer } from '@telehealth/ui/screens/portal/DoctorMessageModal'
import { useCallback } from 'react'
import { useFetcherCall } from '~/http/fetcher-actor.ts'
import { uploadImageFile } from '~/uploads/use-image-upload.ts'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** A refusal's own words (`{ message }`), if the server gave any. */
function reasonOf(answer: unknown): string | undefined {
  return isRecord(answer) && typeof answer.message === 'string' ? answer.message : undefined
}

type ProviderMessagePost = { message: string; latestEncounterId: string | null; attachments: { url: string; type: string; name: string }[] }

/**
 * Sending into the doctor thread (ADR 098): the file first, through the chat upload ticket (`purpose`
 * chat: ticket, PUT, the stored file's address), then `POST /api/provider-messages` through a fetcher,
 * so the page's loaders (the thread) are read again when it is stored. Never rejects: a failure is
 * the upload's or the post's, with the server's reason when it gave one.
 */
export function useDoctorMessageSend(latestEncounterId: string | null) {
  const post = useFetcherCall<ProviderMessagePost, true>({
    key: 'doctor-thread-post',
    action: '/api/provider-messages',
    body: (input) => input,
    read: (answer) => {
      if (isRecord(answer) && answer.success === true) return true
      throw new Error(reasonOf(answer) ?? '')
    },
  })
  return useCallback(
    async ({ text, file }: DoctorMessageDraft): Promise<DoctorSendResult> => {
      const attachments: ProviderMessagePost['attachments'] = []
      if (file) {
        const uploaded = await uploadImageFile(file, { purpose: 'chat' }, () => undefined)
        if (!uploaded.ok) return { ok: false, failure: 'upload' }
        attachments.push({ url: uploaded.fileUrl, type: file.type, name: file.name })
      }
      try {
        await post({ message: text, latestEncounterId, attachments })
        return { ok: true }
      } catch (error) {
        return { ok: false, failure: 'send', detail: error instanceof Error && error.message ? error.message : undefined }
      }
    },
    [post, latestEncounterId],
  )
}

/** The Orders tab's Message to the doctor: `POST /api/send-doc-message` { message, visitId } -> { status }. */
export function useDoctorMessageModalSend() {
  return useFetcherCall<{ message: string; visitId: string }, DoctorMessageAnswer>({
    key: 'orders-doctor-message',
    action: '/api/send-doc-message',
    body: (input) => input,
    read: (answer) => (isRecord(answer) && answer.status === 'success' ? { status: 'success' } : { status: 'error', message: reasonOf(answer) }),
  })
}
