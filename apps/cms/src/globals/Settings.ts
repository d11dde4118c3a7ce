import type { GlobalConfig } from 'payload'
import {
  DEFAULT_CLAIMS,
  DEFAULT_CONSENT_TEXT_VERSION,
  DEFAULT_STARTING_AT_PLACEMENT,
  STARTING_AT_PLACEMENTS,
  TAG_MANAGER_CONTAINER_ID,
  DECLINE_BLOCK_MS,
  DECLINES_BEFORE_BLOCK,
} from '@telehealth/domain'
import { anyone } from '../access/anyone.ts'
import { adminChangesField } from '../access/adminChangesField.ts'
import { canEditContent } from '../access/canEditContent.ts'
import { auditGlobalChange } from '../hooks/auditGlobals.ts'

/**
 * Business settings that change without a deploy: payment limits, claims, consent version, the
 * portal's claims. Every change is audited (field names, not values). The clinical and compliance
 * rules (where we serve, the minimum age, state video, the notes for the doctor) are in Clinical
 * settings, which marketing cannot edit (ADR 103).
 */
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
          ],
        },
      ],
    },
  ],
}
