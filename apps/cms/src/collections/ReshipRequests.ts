import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin.ts'
import { patientOwnsOrClinicalReads } from '../access/patientOwnsOrClinicalReads.ts'
import { patientField } from '../fields/patient.ts'
import { auditHooks } from '../hooks/audit.ts'

export const ReshipRequests: CollectionConfig = {
  slug: 'reship-requests',
  labels: { singular: 'Replacement request', plural: 'Replacement requests' },
  admin: { group: 'Orders', defaultColumns: ['patient', 'status', 'createdAt'] },
  access: { read: patientOwnsOrClinicalReads, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: auditHooks('reship-requests'),
  fields: [
    patientField(),
    { name: 'order', type: 'relationship', relationTo: 'orders' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'itemId', type: 'text', required: true },
        { name: 'name', type: 'text', required: true },
      ],
    },
    { name: 'reason', type: 'textarea', required: true, maxLength: 1000 },
    { name: 'image', type: 'upload', relationTo: 'uploads', required: true },
    { name: 'status', type: 'select', required: true, defaultValue: 'received', options: ['received', 'approved', 'rejected', 'shipped'] },
  ],
}
