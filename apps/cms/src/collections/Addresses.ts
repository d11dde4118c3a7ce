import type { CollectionConfig } from 'payload'
import { patientOwnsOrAdmin } from '../access/patientOwnsOrAdmin.ts'
import { patientOwnsOrClinicalReads } from '../access/patientOwnsOrClinicalReads.ts'
import { addressFields } from '../fields/address.ts'
import { patientField } from '../fields/patient.ts'
import { auditHooks } from '../hooks/auditRecords.ts'

export const Addresses: CollectionConfig = {
  slug: 'addresses',
  admin: { group: 'Patients', defaultColumns: ['patient', 'kind', 'address_line_1', 'city', 'state'] },
  access: { read: patientOwnsOrClinicalReads, create: patientOwnsOrAdmin, update: patientOwnsOrAdmin, delete: patientOwnsOrAdmin },
  hooks: auditHooks('addresses'),
  fields: [
    patientField(),
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'shipping',
      options: [
        { label: 'Shipping', value: 'shipping' },
        { label: 'Billing', value: 'billing' },
      ],
    },
    ...addressFields(),
  ],
}
