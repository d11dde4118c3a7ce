import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin.ts'
import { isClinicalOrAdmin } from '../access/isClinicalOrAdmin.ts'
import { nobody } from '../access/nobody.ts'
import { patientOwnsOrOrderStaffReads } from '../access/orderStaff.ts'
import { patientField } from '../fields/patient.ts'
import { auditHooks } from '../hooks/auditRecords.ts'

export const DOSE_ADJUSTMENT_REQUEST_STATUSES = ['received', 'reviewed'] as const

/**
 * A patient's request to adjust the doses of an order (spec 001 "Adjust Doses", /adjust-doses/{id};
 * ADR 051): months 1-3 as chosen on the adjust-doses rule and a photo of the current prescription.
 * The site creates it for the patient after its own checks (`cmsFor`) and returns the order to the
 * clinician (needs_review); the clinician sees it on the order and marks it reviewed.
 */
export const DoseAdjustmentRequests: CollectionConfig = {
  slug: 'dose-adjustment-requests',
  labels: { singular: 'Dose adjustment request', plural: 'Dose adjustment requests' },
  admin: { group: 'Orders', defaultColumns: ['id', 'order', 'patient', 'status', 'createdAt'] },
  access: { read: patientOwnsOrOrderStaffReads, create: nobody, update: isClinicalOrAdmin, delete: isAdmin },
  hooks: auditHooks('dose-adjustment-requests'),
  fields: [
    patientField({ admin: { position: 'sidebar', readOnly: true } }),
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'selectedDoses',
      label: 'Chosen doses',
      type: 'array',
      minRows: 1,
      admin: { readOnly: true },
      fields: [
        { name: 'month', type: 'number', required: true },
        { name: 'doseMg', label: 'Dose (mg)', type: 'number', required: true },
      ],
    },
    { name: 'prescriptionPhoto', label: 'Photo of the current prescription', type: 'upload', relationTo: 'uploads', required: true, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'received',
      index: true,
      options: [...DOSE_ADJUSTMENT_REQUEST_STATUSES],
      admin: { position: 'sidebar', description: 'Mark reviewed once the doctor has acted on it.' },
    },
  ],
}
