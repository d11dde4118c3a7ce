import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin.ts'
import { isClinicalOrAdmin } from '../access/isClinicalOrAdmin.ts'
import { patientOwnsOrClinicalReads } from '../access/patientOwnsOrClinicalReads.ts'
import { patientField } from '../fields/patient.ts'
import { auditHooks } from '../hooks/auditRecords.ts'

/** Messages between a patient and the doctor or support. */
export const ChatMessages: CollectionConfig = {
  slug: 'chat-messages',
  admin: { group: 'Patients', defaultColumns: ['patient', 'from', 'body', 'createdAt'] },
  access: { read: patientOwnsOrClinicalReads, create: isClinicalOrAdmin, update: isAdmin, delete: isAdmin },
  hooks: auditHooks('chat-messages'),
  fields: [
    patientField(),
    {
      name: 'from',
      type: 'select',
      required: true,
      options: [
        { label: 'Patient', value: 'patient' },
        { label: 'Doctor', value: 'doctor' },
        { label: 'Support', value: 'support' },
      ],
    },
    { name: 'body', type: 'textarea', required: true, maxLength: 256 },
    { name: 'attachment', type: 'upload', relationTo: 'uploads' },
  ],
}
