import type { CollectionConfig } from 'payload'
import { DISQUALIFY_REASONS, LEAD_OUTCOMES } from '@telehealth/domain'
import { isAdmin } from '../access/isAdmin.ts'
import { patientOwnsOrClinicalReads } from '../access/patientOwnsOrClinicalReads.ts'
import { residenceStateOptions } from '../fields/address.ts'
import { auditHooks } from '../hooks/auditRecords.ts'

/** Every submitted intake, qualified or not (a disqualified one is kept, tagged with why). */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Intake', plural: 'Intakes' },
  admin: {
    group: 'Patients',
    useAsTitle: 'email',
    defaultColumns: ['email', 'state', 'outcome', 'disqualifyReason', 'createdAt'],
    description: 'Intake funnel submissions. Disqualified visitors stay here with the reason.',
  },
  access: { read: patientOwnsOrClinicalReads, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: auditHooks('leads'),
  fields: [
    { name: 'patient', type: 'relationship', relationTo: 'patients', index: true, admin: { position: 'sidebar' } },
    { name: 'email', type: 'email', index: true, admin: { description: 'Empty when the visit ended before the email step.' } },
    {
      name: 'outcome',
      type: 'select',
      required: true,
      defaultValue: 'qualified',
      options: LEAD_OUTCOMES.map((value) => ({ label: value === 'qualified' ? 'Qualified' : 'Disqualified', value })),
      index: true,
    },
    {
      name: 'disqualifyReason',
      label: 'Disqualified because',
      type: 'select',
      options: DISQUALIFY_REASONS.map((value) => ({ label: value === 'blocked_state' ? 'State not served' : 'Under 18', value })),
    },
    { name: 'funnel', type: 'select', required: true, options: ['new', 'old'], defaultValue: 'new' },
    { name: 'state', type: 'select', options: residenceStateOptions, index: true },
    {
      name: 'person',
      label: 'Intake answers',
      type: 'json',
      admin: { description: 'The intake person exactly as submitted (spec 000 section 3).' },
    },
    { name: 'offers', type: 'json' },
    { name: 'conversionId', label: 'Affiliate conversion id (c_id)', type: 'text', admin: { readOnly: true } },
    {
      name: 'consent',
      label: 'Consent agreed',
      type: 'group',
      admin: { description: "The welcome step's terms, privacy and telehealth consent: which text, when, from where." },
      fields: [
        { name: 'textVersion', label: 'Text version', type: 'text', admin: { readOnly: true } },
        { name: 'agreedAt', label: 'Agreed at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'ipAddress', label: 'From address', type: 'text', admin: { readOnly: true } },
        {
          name: 'certificateUrl',
          label: 'Consent certificate',
          type: 'text',
          admin: { readOnly: true, description: 'From the consent-certificate service, when one is configured.' },
        },
      ],
    },
    { name: 'ip_address', type: 'text' },
    { name: 'user_agent', type: 'text' },
    { name: 'tracking_session_id', type: 'text', index: true },
  ],
}
