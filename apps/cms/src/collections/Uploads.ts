import path from 'node:path'
import { UPLOAD_IMAGE_TYPES } from '@telehealth/domain/portal/uploads/image'
import { STORED_FILE_RESPONSE_HEADERS, STORED_FILE_TYPES } from '@telehealth/domain/portal/uploads/stored-files'
import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin.ts'
import { patientOwnsOrClinicalReads } from '../access/patientOwnsOrClinicalReads.ts'
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

/** What a patient may upload: the domain's stored-file types, checked by Payload against the bytes. */
export const UPLOAD_MIME_TYPES = STORED_FILE_TYPES

/** A stored file going out is a download with a policy of its own, never a page (issue 16). */
export const UPLOAD_RESPONSE_HEADERS = STORED_FILE_RESPONSE_HEADERS

export function withUploadResponseHeaders(headers: Headers): Headers {
  for (const [name, value] of Object.entries(UPLOAD_RESPONSE_HEADERS)) headers.set(name, value)
  return headers
}

/** Patients' images and videos: identity, prescriptions, evidence. Never public. */
export const Uploads: CollectionConfig = {
  slug: 'uploads',
  admin: { group: 'Patients', defaultColumns: ['filename', 'patient', 'imageType', 'createdAt'] },
  access: { read: patientOwnsOrClinicalReads, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: auditHooks('uploads'),
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
  ],
}
