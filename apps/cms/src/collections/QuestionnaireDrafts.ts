import type { CollectionConfig } from 'payload'
import { patientCreatesOwn } from '../access/patientCreatesOwn.ts'
import { patientOwnsOrAdmin } from '../access/patientOwnsOrAdmin.ts'
import { patientField } from '../fields/patient.ts'
import { auditHooks } from '../hooks/auditRecords.ts'

/**
 * A questionnaire the patient has started and not yet submitted (ADR 059): one per order, holding
 * the published version it began on and the runner's progress, so a started form keeps its
 * version and another device resumes it. The site writes it as the patient (autosave) and deletes
 * it after a successful submission. PHI: patient-owned, every read and change audited.
 */
export const QuestionnaireDrafts: CollectionConfig = {
  slug: 'questionnaire-drafts',
  labels: { singular: 'Questionnaire draft', plural: 'Questionnaire drafts' },
  admin: { group: 'Patients', defaultColumns: ['order', 'patient', 'savedAt'] },
  access: { read: patientOwnsOrAdmin, create: patientCreatesOwn, update: patientOwnsOrAdmin, delete: patientOwnsOrAdmin },
  hooks: auditHooks('questionnaire-drafts'),
  fields: [
    patientField(),
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, unique: true, index: true },
    { name: 'questionnaire', type: 'relationship', relationTo: 'questionnaires', required: true },
    // A version's row id: up to 15 digits on SQLite, a 36-character uuid on PostgreSQL, 24 hex on MongoDB (ADR 077).
    { name: 'version', label: 'Version started', type: 'text', required: true, maxLength: 40 },
    { name: 'progress', type: 'json', required: true },
    { name: 'savedAt', type: 'date', required: true },
  ],
}
