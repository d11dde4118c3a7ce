import type { GlobalConfig } from 'payload'
import {
  DEFAULT_BLOCKED_STATES_NEW_FUNNEL,
  DEFAULT_BLOCKED_STATES_OLD_FUNNEL,
  DOCTOR_MESSAGING_URL_MAX_LENGTH,
  MINIMUM_AGE,
  doctorMessagingUrlProblem,
} from '@telehealth/domain'
import { VIDEO_REQUIRED_STATES } from '@telehealth/domain/portal/forms/after-submit'
import { DEFAULT_SPECIAL_NECESSITY_ROWS } from '@telehealth/domain/portal/doses/special-necessities'
import { anyone } from '../access/anyone.ts'
import { isClinicalOrAdmin } from '../access/isClinicalOrAdmin.ts'
import { residenceStateOptions } from '../fields/address.ts'
import { auditGlobalChange } from '../hooks/auditGlobals.ts'

/**
 * The clinical and compliance rules (ADR 098, ADR 103): where we serve (blocked states of both
 * funnels), the minimum age, the states that need a video after the bare-meds form, the notes sent
 * to the doctor with every medical form, and the external doctor-messaging page. Clinical staff
 * and admins edit them; marketing, who keep copy and prices in Settings, cannot. Every save keeps
 * a version (who saved which values when, for clinical staff and admins to compare and restore),
 * and every change is audited per field (field names, never values). Read by the site as a
 * visitor: no patient data. The tabs only group the fields: the document keeps them at its top. The doctor-messaging
 * page's tab comes first, where it was before the rules joined it.
 */
export const ClinicalSettings: GlobalConfig = {
  slug: 'clinical-settings',
  label: 'Clinical settings',
  admin: { group: 'Clinical' },
  access: { read: anyone, update: isClinicalOrAdmin, readVersions: isClinicalOrAdmin },
  versions: { max: 100 },
  hooks: { afterChange: [auditGlobalChange('clinical-settings')] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Doctor messaging',
          fields: [
            {
              name: 'doctorMessagingUrl',
              label: 'External doctor-messaging page (https address)',
              type: 'text',
              maxLength: DOCTOR_MESSAGING_URL_MAX_LENGTH,
              validate: (value: string | null | undefined) => doctorMessagingUrlProblem(value) ?? true,
              admin: {
                description:
                  'Shown in a sandboxed frame on the Doctor on Demand tab of patients whose latest encounter is with provider 1. Empty: those patients are told the page is not available and write to their doctor in the product. The site allows that page in its frame policy on that tab only.',
              },
            },
          ],
        },
        {
          label: 'Where we serve',
          fields: [
            {
              name: 'blockedStatesNewFunnel',
              label: 'States not served (intake funnel)',
              type: 'select',
              hasMany: true,
              options: residenceStateOptions,
              defaultValue: [...DEFAULT_BLOCKED_STATES_NEW_FUNNEL],
            },
            {
              name: 'blockedStatesOldFunnel',
              label: 'States not served (older /sign-up funnel)',
              type: 'select',
              hasMany: true,
              options: residenceStateOptions,
              defaultValue: [...DEFAULT_BLOCKED_STATES_OLD_FUNNEL],
            },
            {
              name: 'minimumAge',
              label: 'Minimum age (years, from the date of birth)',
              type: 'number',
              required: true,
              min: MINIMUM_AGE,
              max: 99,
              defaultValue: MINIMUM_AGE,
              admin: { description: `Younger applicants see the "less than 18 years" message. Never below ${MINIMUM_AGE}.` },
            },
            {
              name: 'videoRequiredStates',
              label: 'States that need a video after the bare-meds form',
              type: 'select',
              hasMany: true,
              options: residenceStateOptions,
              defaultValue: [...VIDEO_REQUIRED_STATES],
            },
          ],
        },
        {
          label: 'Notes for the doctor',
          fields: [
            {
              name: 'specialNecessities',
              label: 'Notes for the doctor from questionnaire answers',
              type: 'array',
              admin: {
                description:
                  'Sent with every medical form as special_necessities: when the answer to the question (its slug) is YES, or a number above the threshold, the note goes with it.',
              },
              defaultValue: DEFAULT_SPECIAL_NECESSITY_ROWS.map((row) => ({ ...row })),
              fields: [
                { name: 'question', label: 'Question (slug)', type: 'text', required: true, maxLength: 128 },
                {
                  name: 'when',
                  label: 'When',
                  type: 'select',
                  required: true,
                  defaultValue: 'yes',
                  options: [
                    { label: 'The answer is YES', value: 'yes' },
                    { label: 'The answer is above the threshold', value: 'above' },
                  ],
                },
                { name: 'threshold', type: 'number', admin: { condition: (_, row) => row?.when === 'above' } },
                { name: 'note', type: 'text', required: true, maxLength: 500 },
              ],
            },
          ],
        },
      ],
    },
  ],
}
