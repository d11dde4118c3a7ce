import { UPLOAD_IMAGE_TYPES, UPLOAD_PURPOSES } from '@telehealth/domain'
import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin.ts'
import { nobody } from '../access/nobody.ts'
import { patientField } from '../fields/patient.ts'

/**
 * A permission to upload one file (ADR 041): issued to a signed-in patient by `POST
 * /api/get-signed-url` for a purpose, a type and a size; the site keeps only its token's hash.
 * Single use: once the file is stored the ticket points at it and opens nothing more. What has been
 * received so far (a resumable upload) is counted here, so every site process agrees.
 */
export const UploadTickets: CollectionConfig = {
  slug: 'upload-tickets',
  admin: { group: 'Administration', defaultColumns: ['purpose', 'patient', 'contentType', 'expiresAt', 'completedAt'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    patientField(),
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true, maxLength: 64, admin: { hidden: true } },
    { name: 'purpose', type: 'select', required: true, options: [...UPLOAD_PURPOSES] },
    { name: 'contentType', type: 'text', required: true, maxLength: 100 },
    { name: 'declaredBytes', type: 'number', required: true, min: 1 },
    { name: 'imageType', type: 'select', options: [...UPLOAD_IMAGE_TYPES] },
    { name: 'formId', type: 'text', maxLength: 64 },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'receivedBytes', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'completedAt', type: 'date' },
    { name: 'upload', type: 'relationship', relationTo: 'uploads' },
  ],
}
