import path from 'node:path'
import { UPLOAD_IMAGE_TYPES } from '@telehealth/domain/portal/uploads/image'
import { STORED_FILE_RESPONSE_HEADERS, STORED_FILE_TYPES } from '@telehealth/domain/portal/uploads/stored-files'
import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin.ts'
import { patientOwnsOrClinicalReads } from '../access/patientOwnsOrClinicalReads.ts'
import { patientField } from '../fields/patient.ts'
import { auditHooks } from '../hooks/audit.ts'
import { cmsEnv } from '../env.ts'

/** The spec's image types, plus what the portal stores besides images. */
export const IMAGE_TYPES = [...UPLOAD_IMAGE_TYPES, 'video', 'chat_attachment', 'reship_evidence'] as const

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
    disableLocalStorage: false,
  },
  fields: [
    patientField(),
    { name: 'imageType', label: 'What it shows', type: 'select', required: true, options: [...IMAGE_TYPES] },
    { name: 'order', type: 'relationship', relationTo: 'orders' },
    { name: 'formId', label: 'Form', type: 'text', maxLength: 64, index: true, admin: { description: 'The questionnaire or video form the file belongs to.' } },
    { name: 'submittedAt', label: 'Sent for review at', type: 'date', admin: { description: 'When the patient sent the video for review.' } },
  ],
}
