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

/** Patients' images and videos: identity, prescriptions, evidence. Never public. */
export const Uploads: CollectionConfig = {
  slug: 'uploads',
  admin: { group: 'Patients', defaultColumns: ['filename', 'patient', 'imageType', 'createdAt'] },
  access: { read: patientOwnsOrClinicalReads, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: auditHooks('uploads'),
  upload: {
    staticDir: path.join(cmsEnv.dataDir, 'uploads'),
    mimeTypes: ['image/*', 'video/*', 'application/pdf', 'text/plain'],
    disableLocalStorage: false,
  },
  fields: [
    patientField(),
    { name: 'imageType', label: 'What it shows', type: 'select', required: true, options: [...IMAGE_TYPES] },
    { name: 'order', type: 'relationship', relationTo: 'orders' },
  ],
}
