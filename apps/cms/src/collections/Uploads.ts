import path from 'node:path'
import { UPLOAD_IMAGE_TYPES } from '@telehealth/domain/portal/uploads/image'
import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin.ts'
import { patientOwnsOrClinicalReads } from '../access/patientOwnsOrClinicalReads.ts'
import { patientField } from '../fields/patient.ts'
import { auditHooks } from '../hooks/audit.ts'
import { cmsEnv } from '../env.ts'

/** The spec's image types, plus what the portal stores besides images. */
export const IMAGE_TYPES = [...UPLOAD_IMAGE_TYPES, 'video', 'chat_attachment', 'reship_evidence'] as const

/**
 * What a patient may upload: photos (JPEG, PNG, WebP, HEIC from iPhones), PDF documents and videos
 * (MP4, QuickTime from iPhones, WebM from browsers' recorders). Never SVG or HTML, which a browser
 * would run as a page of the admin's origin; Payload checks the file's bytes against this list, not
 * only the type the browser claims.
 */
export const UPLOAD_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'application/pdf',
  'video/mp4',
  'video/quicktime',
  'video/webm',
] as const

/** A stored file going out is a download with a policy of its own, never a page (issue 16). */
export const UPLOAD_RESPONSE_HEADERS = {
  'Content-Disposition': 'attachment',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'private, no-store',
} as const

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
  ],
}
