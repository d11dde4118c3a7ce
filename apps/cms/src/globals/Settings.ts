import type { GlobalConfig } from 'payload'
import {
  DEFAULT_CLAIMS,
  DEFAULT_CONSENT_TEXT_VERSION,
  DEFAULT_STARTING_AT_PLACEMENT,
  MINIMUM_AGE,
  STARTING_AT_PLACEMENTS,
  TAG_MANAGER_CONTAINER_ID,
  DECLINE_BLOCK_MS,
  DECLINES_BEFORE_BLOCK,
  DEFAULT_BLOCKED_STATES_NEW_FUNNEL,
  DEFAULT_BLOCKED_STATES_OLD_FUNNEL,
} from '@telehealth/domain'
import { VIDEO_REQUIRED_STATES } from '@telehealth/domain/portal/forms/after-submit'
import { DEFAULT_SPECIAL_NECESSITY_ROWS } from '@telehealth/domain/portal/doses/special-necessities'
import { anyone } from '../access/anyone.ts'
import { adminChangesField } from '../access/adminChangesField.ts'
import { canEditContent } from '../access/canEditContent.ts'
import { auditGlobalChange } from '../hooks/auditGlobals.ts'
import { residenceStateOptions } from '../fields/address.ts'

/** Business settings that change without a deploy: where we serve, limits, claims. Every change is audited (field names, not values). */
export const Settings: GlobalConfig = {
  slug: 'settings',
  label: 'Settings',
  admin: { group: 'Content' },
  access: { read: anyone, update: canEditContent },
  hooks: { afterChange: [auditGlobalChange('settings')] },
  fields: [
    {
      type: 'tabs',
      tabs: [
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
          label: 'Payments',
          fields: [
            {
              name: 'declineLimit',
              label: 'Declines allowed before a card is blocked',
              type: 'number',
              required: true,
              min: 1,
              defaultValue: DECLINES_BEFORE_BLOCK,
              admin: { description: 'More declines than this block the card and cart.' },
            },
            {
              name: 'declineBlockHours',
              label: 'Block lasts (hours)',
              type: 'number',
              required: true,
              min: 1,
              defaultValue: DECLINE_BLOCK_MS / (60 * 60 * 1000),
            },
          ],
        },
        {
          label: 'Marketing',
          fields: [
            {
              name: 'tagManagerContainerId',
              label: 'Tag manager container id',
              type: 'text',
              // Whoever runs the container runs script on the landing pages: admins only, every change audited (ADR 101).
              access: { update: adminChangesField('tagManagerContainerId', 'The tag manager container id') },
              validate: (value: string | null | undefined) => !value || TAG_MANAGER_CONTAINER_ID.test(value) || 'A container id looks like GTM-ABC1234.',
              admin: {
                description:
                  'Loaded only on the public landing pages (/, /sign-up, /select-med), never in the patient portal, forms, sign-in or checkout. Only an admin changes it; every change is in the audit log. Empty: no tag manager loads.',
              },
            },
          ],
        },
        {
          label: 'Consent',
          fields: [
            {
              name: 'consentTextVersion',
              label: 'Consent text version',
              type: 'text',
              required: true,
              defaultValue: DEFAULT_CONSENT_TEXT_VERSION,
              admin: {
                description:
                  "Kept with every intake as the version agreed. Change it whenever the welcome step's consent wording or the terms, privacy or telehealth consent pages change.",
              },
            },
          ],
        },
        {
          label: 'Company and claims',
          fields: [
            { name: 'companyName', type: 'text', required: true, defaultValue: 'Evergreen Health' },
            { name: 'companyAddress', type: 'textarea', required: true, defaultValue: '' },
            { name: 'sealLabel', label: 'Legitimacy seal text', type: 'text', defaultValue: 'LegitScript Certified' },
            { name: 'sealHref', label: 'Legitimacy seal link', type: 'text', admin: { description: "The certifier's verification page." } },
            { name: 'supportEmail', type: 'email' },
            { name: 'supportPhone', type: 'text' },
            {
              name: 'claims',
              type: 'group',
              fields: [
                { name: 'cost', type: 'text', defaultValue: DEFAULT_CLAIMS.cost },
                { name: 'doctorReview', label: 'Doctor review time', type: 'text', defaultValue: DEFAULT_CLAIMS.doctorReview },
                { name: 'shipping', type: 'text', defaultValue: DEFAULT_CLAIMS.shipping },
                { name: 'pharmacy', label: 'Pharmacy time', type: 'text', defaultValue: DEFAULT_CLAIMS.pharmacy },
                {
                  name: 'sameDayProcessing',
                  label: 'Same-day processing (when)',
                  type: 'text',
                  defaultValue: DEFAULT_CLAIMS.sameDayProcessing,
                  admin: { description: 'Shown on /select-med and beside "Same day" on the status page.' },
                },
                { name: 'noShippingDays', label: 'Days we do not ship', type: 'text', defaultValue: DEFAULT_CLAIMS.noShippingDays },
                { name: 'rating', type: 'text', defaultValue: DEFAULT_CLAIMS.rating },
              ],
              admin: { description: 'Shown as a list on /select-med, in this order; an empty claim is not shown.' },
            },
            {
              name: 'startingAtPlacement',
              label: 'Where the 12-month "starting at" price shows',
              type: 'select',
              hasMany: true,
              options: [...STARTING_AT_PLACEMENTS],
              defaultValue: [...DEFAULT_STARTING_AT_PLACEMENT],
              admin: { description: 'The per-month price of the 12-month plan (e.g. "Starting at $106.66/mo"). None selected: shown nowhere.' },
            },
          ],
        },
        {
          label: 'Patient portal',
          fields: [
            {
              name: 'portalClaims',
              label: 'Order tracker claims',
              type: 'group',
              admin: { description: "Shown under the steps of a patient's order on /home." },
              fields: [
                { name: 'doctorReview', label: 'Doctor review time', type: 'text', required: true, defaultValue: 'Doctor review takes 24 to 48 hours' },
                { name: 'pharmacy', label: 'Pharmacy time', type: 'text', required: true, defaultValue: 'The pharmacy takes 2 to 3 days' },
              ],
            },
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
