import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/isAdmin.ts'
import { nobody } from '../../access/nobody.ts'
import { patientOwnsOrOrderStaffReads } from '../../access/orderStaff.ts'
import { patientField } from '../../fields/patient.ts'
import { auditHooks } from '../../hooks/auditRecords.ts'
import { reviewEndpoint } from './reviewEndpoint.ts'

export const RESHIP_REQUEST_STATUSES = ['received', 'approved', 'rejected'] as const

/**
 * A patient's request for a replacement of delivered items (spec 001, Replacement Request Form).
 * The site creates it for the patient after its own checks (`cmsFor`); nobody creates or changes it
 * through the API: staff decide it with the review endpoint (Approve / Deny in the edit view).
 */
export const ReshipRequests: CollectionConfig = {
  slug: 'reship-requests',
  labels: { singular: 'Replacement request', plural: 'Replacement requests' },
  admin: { group: 'Orders', defaultColumns: ['id', 'patient', 'status', 'createdAt'] },
  // Read like orders: the patient their own; admins, clinical staff (who decide) and fulfilment (who ship the replacement) all.
  access: { read: patientOwnsOrOrderStaffReads, create: nobody, update: nobody, delete: isAdmin },
  hooks: auditHooks('reship-requests'),
  endpoints: [reviewEndpoint],
  fields: [
    {
      name: 'review',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/components/ReshipReviewField.tsx#ReshipReviewField' } },
    },
    patientField(),
    { name: 'order', type: 'relationship', relationTo: 'orders', admin: { description: 'The order of the first item.' } },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'itemId', type: 'text', required: true },
        { name: 'name', type: 'text', required: true },
        { name: 'shippedOrder', type: 'relationship', relationTo: 'orders', index: true, admin: { description: 'The delivered order this item came in.' } },
      ],
    },
    { name: 'reason', type: 'textarea', required: true, maxLength: 1000 },
    { name: 'image', type: 'upload', relationTo: 'uploads', required: true },
    { name: 'status', type: 'select', required: true, defaultValue: 'received', index: true, options: [...RESHIP_REQUEST_STATUSES] },
    { name: 'denialReason', type: 'textarea', maxLength: 1000, admin: { readOnly: true, condition: (data) => data?.status === 'rejected' } },
    { name: 'replacementOrders', type: 'relationship', relationTo: 'orders', hasMany: true, admin: { readOnly: true } },
    { name: 'reviewedBy', type: 'relationship', relationTo: 'staff', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'reviewedAt', type: 'date', admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
