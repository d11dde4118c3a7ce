import { PRESCRIPTION_STATUSES } from '@telehealth/domain'
import type { CollectionConfig } from 'payload'
import { isClinicalOrAdmin } from '../access/isClinicalOrAdmin.ts'
import { isAdmin } from '../access/isAdmin.ts'
import { patientOwnsOrClinicalReads } from '../access/patientOwnsOrClinicalReads.ts'
import { patientField } from '../fields/patient.ts'
import { auditHooks } from '../hooks/auditRecords.ts'

/**
 * What the doctor prescribed for an order; the patient approves or asks to change it. The answer
 * is the site's (ADR 050: it moves the order at the same time), so nobody but an admin edits a
 * prescription directly: a patient's own update could mark one answered without the order moving.
 */
export const Prescriptions: CollectionConfig = {
  slug: 'prescriptions',
  admin: { group: 'Orders', defaultColumns: ['order', 'patient', 'status', 'createdAt'] },
  access: { read: patientOwnsOrClinicalReads, create: isClinicalOrAdmin, update: isAdmin, delete: isClinicalOrAdmin },
  hooks: auditHooks('prescriptions'),
  fields: [
    patientField(),
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [...PRESCRIPTION_STATUSES],
      admin: { description: 'pending: waiting for the patient; as_written: no reply within 12 hours, shipped as written.' },
    },
    {
      name: 'items',
      type: 'array',
      fields: [
        { name: 'rxId', type: 'text' },
        { name: 'medId', type: 'text' },
        { name: 'name', type: 'text', required: true },
        { name: 'strength', type: 'text' },
        { name: 'directions', type: 'textarea' },
      ],
    },
    { name: 'respondedAt', type: 'date' },
  ],
}
