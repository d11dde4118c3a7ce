import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin.ts'
import { patientOwnsOrClinicalReads } from '../access/patientOwnsOrClinicalReads.ts'
import { patientField } from '../fields/patient.ts'
import { auditHooks } from '../hooks/auditRecords.ts'
import { questionnaireResponseFhirEndpoint } from './Questionnaires/fhirEndpoints.ts'

/** A submitted questionnaire, pinned to the exact published version the patient answered. */
export const QuestionnaireResponses: CollectionConfig = {
  slug: 'questionnaire-responses',
  admin: { group: 'Patients', defaultColumns: ['patient', 'questionnaire', 'formType', 'createdAt'] },
  access: { read: patientOwnsOrClinicalReads, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: auditHooks('questionnaire-responses'),
  endpoints: [questionnaireResponseFhirEndpoint],
  fields: [
    {
      name: 'fhirExport',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/components/FhirDownloadField.tsx#FhirDownloadField' } },
    },
    patientField(),
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    { name: 'questionnaire', type: 'relationship', relationTo: 'questionnaires', required: true },
    {
      name: 'questionnaireVersion',
      label: 'Version answered',
      type: 'text',
      required: true,
      admin: { description: 'The id of the published version the patient saw.' },
    },
    { name: 'formType', type: 'select', required: true, options: ['medical', 'bare', 'refill', 'precheckout', 'adjustDose'] },
    { name: 'answers', type: 'json', required: true },
    { name: 'submission', type: 'json', admin: { description: 'Doses chosen, additional details, special necessities.' } },
  ],
}
