import type { CollectionConfig, FieldHook } from 'payload'
import type { QuestionnaireResponse } from '../payload-types.ts'
import { isAdmin } from '../access/isAdmin.ts'
import { patientOwnsOrClinicalReads } from '../access/patientOwnsOrClinicalReads.ts'
import { patientField } from '../fields/patient.ts'
import { auditHooks } from '../hooks/auditRecords.ts'
import { questionnaireResponseFhirEndpoint } from './Questionnaires/fhirEndpoints.ts'

/**
 * Once written, the copy of the question set answered stays as it was (ADR 086), unless the response
 * is replaced by a retry on another version (ADR 090): the copy always goes with the version it copies.
 */
const keptAsWritten: FieldHook<QuestionnaireResponse, QuestionnaireResponse['answeredQuestionnaire']> = ({ operation, originalDoc, data, value }) => {
  if (operation !== 'update' || originalDoc?.answeredQuestionnaire == null) return value
  const version = data?.questionnaireVersion ?? originalDoc.questionnaireVersion
  return version !== originalDoc.questionnaireVersion && value != null ? value : originalDoc.answeredQuestionnaire
}

/**
 * A submitted questionnaire, pinned to the exact published version the patient answered, with a
 * copy of that version's question set, so it reads and exports the same after the questionnaire's
 * version history is trimmed (ADR 086).
 */
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
    {
      name: 'answeredQuestionnaire',
      label: 'Question set answered',
      type: 'json',
      admin: { readOnly: true, description: 'A copy of the version the patient answered (title, questions, dependencies), kept with the response.' },
      hooks: { beforeChange: [keptAsWritten] },
    },
    { name: 'formType', type: 'select', required: true, options: ['medical', 'bare', 'refill', 'precheckout', 'adjustDose'] },
    { name: 'answers', type: 'json', required: true },
    { name: 'submission', type: 'json', admin: { description: 'Doses chosen, additional details, special necessities.' } },
  ],
}
