import { PRESCRIPTION_STATUSES } from '@telehealth/domain'
import type { CollectionConfig } from 'payload'
import { patientOwnsLiveOrClinicalReads } from '../access/livePrescriptionReads.ts'
import { nobody } from '../access/nobody.ts'
import { patientField } from '../fields/patient.ts'
import { auditHooks } from '../hooks/auditRecords.ts'
import { voidPrescriptionEndpoints } from '../orders/void-prescription.ts'

const voided = (data: Partial<{ status: unknown }> | undefined) => data?.status === 'void'

/**
 * What the doctor prescribed for an order; the patient approves or asks to change it. Written only
 * by prescribing (`POST /api/orders/:id/prescribe`, ADR 049) and answered only by the site (ADR 050:
 * the answer moves the order at the same time), so nobody, admins included, creates, edits or
 * deletes one through the API or the admin's form (ADR 089). A prescription written in error is
 * voided by an admin with a reason (`POST /api/prescriptions/:id/void`, the Void panel below): kept
 * on record, hidden from the patient, no longer the order's prescription.
 */
export const Prescriptions: CollectionConfig = {
  slug: 'prescriptions',
  admin: { group: 'Orders', defaultColumns: ['order', 'patient', 'status', 'createdAt'] },
  access: { read: patientOwnsLiveOrClinicalReads, create: nobody, update: nobody, delete: nobody },
  hooks: auditHooks('prescriptions'),
  endpoints: voidPrescriptionEndpoints,
  fields: [
    patientField(),
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [...PRESCRIPTION_STATUSES],
      admin: {
        description:
          'pending: waiting for the patient; as_written: no reply within 12 hours, shipped as written; void: withdrawn by an admin (see the reason below).',
      },
    },
    {
      name: 'voidAction',
      type: 'ui',
      admin: {
        condition: (data, _sibling, { user }) => !voided(data) && user?.collection === 'staff' && user.role === 'admin',
        components: { Field: '/components/prescriptions/VoidPrescriptionField.tsx#VoidPrescriptionField' },
      },
    },
    { name: 'voidReason', label: 'Why it was voided', type: 'textarea', admin: { readOnly: true, condition: voided } },
    { name: 'voidedBy', label: 'Voided by', type: 'relationship', relationTo: 'staff', admin: { readOnly: true, condition: voided } },
    { name: 'voidedAt', label: 'Voided at', type: 'date', admin: { readOnly: true, condition: voided, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'prescriber',
      label: 'Prescriber',
      type: 'relationship',
      relationTo: 'staff',
      admin: { readOnly: true, description: 'The clinician who prescribed it (set by prescribing); their profile’s name and NPI print on the receipt.' },
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
