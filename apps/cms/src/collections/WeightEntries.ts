import type { CollectionConfig } from 'payload'
import { isUtcDay, WEIGHT_RANGE_LB } from '@telehealth/domain'
import { isAdmin } from '../access/isAdmin.ts'
import { patientCreatesOwn } from '../access/patientCreatesOwn.ts'
import { patientOwnsOrAdmin } from '../access/patientOwnsOrAdmin.ts'
import { patientOwnsOrClinicalReads } from '../access/patientOwnsOrClinicalReads.ts'
import { staffRole } from '../access/isStaff.ts'
import { patientField } from '../fields/patient.ts'
import { auditHooks } from '../hooks/auditRecords.ts'

/**
 * A patient's weight log (the portal's progress tab): one weight per patient per UTC day, the day's
 * second entry replacing the first (ADR 037). The patient writes their own; clinical staff read.
 */
export const WeightEntries: CollectionConfig = {
  slug: 'weight-entries',
  labels: { singular: 'Weight entry', plural: 'Weight entries' },
  admin: { group: 'Patients', defaultColumns: ['patient', 'measuredOn', 'weightLb', 'updatedAt'] },
  access: { read: patientOwnsOrClinicalReads, create: patientCreatesOwn, update: patientOwnsOrAdmin, delete: isAdmin },
  hooks: auditHooks('weight-entries'),
  // One entry per patient per day, held by the database (several site processes may post at once).
  indexes: [{ fields: ['patient', 'measuredOn'], unique: true }],
  fields: [
    // An entry never moves to another patient.
    patientField({ access: { update: ({ req }) => staffRole(req) === 'admin' } }),
    {
      name: 'measuredOn',
      label: 'Day (UTC)',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'YYYY-MM-DD, the UTC day the weight was taken.' },
      validate: (value: unknown) => (typeof value === 'string' && isUtcDay(value)) || 'A day as YYYY-MM-DD',
    },
    { name: 'weightLb', label: 'Weight (lb)', type: 'number', required: true, min: WEIGHT_RANGE_LB.min, max: WEIGHT_RANGE_LB.max },
  ],
}
