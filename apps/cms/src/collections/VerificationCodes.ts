import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin.ts'
import { nobody } from '../access/nobody.ts'
import { patientField } from '../fields/patient.ts'
import { auditChange, auditDelete, auditRead } from '../hooks/auditRecords.ts'

/**
 * What a code proves: the account's own email or phone (`verify`), a new one asked for (`change`),
 * or, for a patient who never set a password, that they may set one (`password`, ADR 103).
 */
export const CODE_PURPOSES = ['verify', 'change', 'password'] as const

/**
 * One-time codes sent by SMS or email. Only a hash is kept; a code expires and is used once. A
 * `change` code carries the new email or phone in `destination`: the account keeps its old one
 * until the code sent to the new one is entered (ADR 022).
 */
export const VerificationCodes: CollectionConfig = {
  slug: 'verification-codes',
  admin: { group: 'Patients', defaultColumns: ['patient', 'channel', 'purpose', 'expiresAt', 'consumedAt'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  hooks: { afterRead: [auditRead('verification-codes')], afterChange: [auditChange('verification-codes')], afterDelete: [auditDelete('verification-codes')] },
  fields: [
    patientField(),
    { name: 'channel', type: 'select', required: true, options: ['phone', 'email'] },
    { name: 'purpose', type: 'select', defaultValue: 'verify', options: [...CODE_PURPOSES], admin: { description: 'Empty means verify.' } },
    {
      name: 'destination',
      type: 'text',
      required: true,
      admin: { description: 'The number or address it was sent to (for a change: the new one, not yet on the account).' },
    },
    { name: 'codeHash', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'failedAttempts', type: 'number', defaultValue: 0, min: 0 },
    { name: 'consumedAt', type: 'date' },
  ],
}
