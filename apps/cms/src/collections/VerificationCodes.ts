import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin.ts'
import { nobody } from '../access/nobody.ts'
import { patientField } from '../fields/patient.ts'
import { auditDelete, auditRead } from '../hooks/audit.ts'

/** One-time codes sent by SMS or email. Only a hash is kept; a code expires and is used once. */
export const VerificationCodes: CollectionConfig = {
  slug: 'verification-codes',
  admin: { group: 'Patients', defaultColumns: ['patient', 'channel', 'expiresAt', 'consumedAt'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  hooks: { afterRead: [auditRead('verification-codes')], afterDelete: [auditDelete('verification-codes')] },
  fields: [
    patientField(),
    { name: 'channel', type: 'select', required: true, options: ['phone', 'email'] },
    { name: 'destination', type: 'text', required: true, admin: { description: 'The number or address it was sent to.' } },
    { name: 'codeHash', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'failedAttempts', type: 'number', defaultValue: 0, min: 0 },
    { name: 'consumedAt', type: 'date' },
  ],
}
