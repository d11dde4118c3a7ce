import path from 'node:path'
import { UPLOAD_IMAGE_TYPES } from '@telehealth/domain/portal/uploads/image'
import { CHAT_THREAD_KINDS } from '@telehealth/domain'
import { ALL_STORED_FILE_TYPES, STORED_FILE_RESPONSE_HEADERS } from '@telehealth/domain/portal/uploads/stored-files'
import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin.ts'
import { uploadReaders } from '../access/uploadReaders.ts'
import { checkChatFile } from '../chat/chat-files.ts'
import { patientField } from '../fields/patient.ts'
import { auditFileDownload, auditHooks } from '../hooks/auditRecords.ts'
import { cmsEnv } from '../env.ts'

/** The spec's image types, plus what the portal stores besides images. */
export const IMAGE_TYPES = [...UPLOAD_IMAGE_TYPES, 'video', 'chat_attachment', 'reship_evidence'] as const

const IMAGE_TYPE_LABELS: Record<(typeof IMAGE_TYPES)[number], string> = {
  full_body_image: 'Full body',
  id_image: 'License or state ID',
  prescription_image: 'Current prescription',
  font_facing_image: 'Front-facing photo',
  top_head_image: 'Top of the head',
  id_front_image: 'ID, front',
  id_back_image: 'ID, back',
  video: 'Video',
  chat_attachment: 'Chat attachment',
  reship_evidence: 'Replacement evidence',
}

/**
 * What may be stored: the domain's stored-file types (the chat's own among them, ADR 100), checked by
 * Payload against the bytes. A .doc's bytes are a CFB container (file-type's application/x-cfb),
 * stored as application/msword once checkChatFile has found the Word document in it.
 */
export const UPLOAD_MIME_TYPES = [...ALL_STORED_FILE_TYPES, 'application/x-cfb'] as const

/** A stored file going out is a download with a policy of its own, never a page (issue 16). */
export const UPLOAD_RESPONSE_HEADERS = STORED_FILE_RESPONSE_HEADERS

export function withUploadResponseHeaders(headers: Headers): Headers {
  for (const [name, value] of Object.entries(UPLOAD_RESPONSE_HEADERS)) headers.set(name, value)
  return headers
}

const audit = auditHooks('uploads')
const serverSet = { create: () => false, update: () => false }

/** Patients' images and videos: identity, prescriptions, evidence; chat attachments both ways. Never public. */
export const Uploads: CollectionConfig = {
  slug: 'uploads',
  admin: { group: 'Patients', defaultColumns: ['filename', 'patient', 'imageType', 'createdAt'] },
  access: { read: uploadReaders, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { ...audit, beforeChange: [checkChatFile] },
  upload: {
    staticDir: path.join(cmsEnv.dataDir, 'uploads'),
    mimeTypes: [...UPLOAD_MIME_TYPES],
    // Only the listed types, even those Payload would otherwise let through.
    allowRestrictedFileTypes: false,
    modifyResponseHeaders: ({ headers }) => withUploadResponseHeaders(headers),
    // A staff member's download of the bytes is in the audit log, like a read of the record.
    handlers: [auditFileDownload('uploads')],
    disableLocalStorage: false,
  },
  fields: [
    patientField(),
    {
      name: 'imageType',
      label: 'What it shows',
      type: 'select',
      required: true,
      // The stored values are the spec's, 'font_facing_image' spelling included (ADR 041); staff read labels.
      options: IMAGE_TYPES.map((value) => ({ value, label: IMAGE_TYPE_LABELS[value] })),
    },
    { name: 'order', type: 'relationship', relationTo: 'orders' },
    { name: 'formId', label: 'Form', type: 'text', maxLength: 64, index: true, admin: { description: 'The questionnaire or video form the file belongs to.' } },
    { name: 'submittedAt', label: 'Sent for review at', type: 'date', admin: { description: 'When the patient sent the video for review.' } },
    // A chat attachment's thread (ADR 100): set by the server when the file is sent in a thread, or when staff upload it for their reply.
    {
      name: 'chatThread',
      label: 'Sent in thread',
      type: 'relationship',
      relationTo: 'chat-threads',
      index: true,
      access: serverSet,
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'chatKind', type: 'select', options: [...CHAT_THREAD_KINDS], index: true, access: serverSet, admin: { hidden: true } },
    {
      name: 'uploadedBy',
      label: 'Uploaded by staff',
      type: 'relationship',
      relationTo: 'staff',
      access: serverSet,
      admin: { readOnly: true, position: 'sidebar', description: 'A staff member’s reply attachment; empty for the patient’s own files.' },
    },
  ],
}
