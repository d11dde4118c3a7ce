import type { GlobalConfig } from 'payload'
import { DECLINE_BLOCK_MS, DECLINES_BEFORE_BLOCK, DEFAULT_BLOCKED_STATES_NEW_FUNNEL, DEFAULT_BLOCKED_STATES_OLD_FUNNEL } from '@telehealth/domain'
import { VIDEO_REQUIRED_STATES } from '@telehealth/domain/portal/forms/after-submit'
import { anyone } from '../access/anyone.ts'
import { canEditContent } from '../access/canEditContent.ts'
import { auditGlobalChange } from '../hooks/audit.ts'
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
            { name: 'declineBlockHours', label: 'Block lasts (hours)', type: 'number', required: true, min: 1, defaultValue: DECLINE_BLOCK_MS / (60 * 60 * 1000) },
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
                { name: 'shipping', type: 'text', defaultValue: 'Free overnight shipping' },
                { name: 'doctorReview', label: 'Doctor review time', type: 'text', defaultValue: 'Doctor review usually within 24 hours or less' },
                { name: 'pharmacy', label: 'Pharmacy time', type: 'text', defaultValue: 'Medication shipped in 3-5 days' },
                { name: 'rating', type: 'text', defaultValue: '4.9 of 5' },
                { name: 'cost', type: 'text', defaultValue: 'About a quarter of the cost of brand-name drugs' },
              ],
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
