import type { CollectionConfig } from 'payload'
import { PORTAL_PROMOTION_PERCENT_OFF } from '@telehealth/domain'
import { anyone } from '../access/anyone.ts'
import { canEditContent } from '../access/canEditContent.ts'
import { moneyField } from '../fields/money.ts'
import { paymentTermsOptions } from './Carts/index.ts'

/**
 * The portal's promotion (spec 001: the hidden promotional tab with its countdown; "40% off new
 * items"; ADR 096). Marketing sets when it starts and ends, the plans it offers at their promotional
 * price, and the percentage off add-ons. The patient's home shows the tab only between the start and
 * the end; the checkout charges a promotional plan at the price stored here, and only while it runs.
 */
export const Promotions: CollectionConfig = {
  slug: 'promotions',
  admin: {
    group: 'Shop',
    useAsTitle: 'name',
    defaultColumns: ['name', 'startsAt', 'endsAt', 'active'],
    description: 'A promotion shows in the patient portal from its start to its end. Prices are in cents.',
  },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Untick to end the promotion early; it shows only between its start and its end either way.' },
    },
    { name: 'startsAt', label: 'Starts', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'endsAt',
      label: 'Ends (the countdown counts to it)',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      validate: (value: unknown, { siblingData }: { siblingData: Partial<{ startsAt: unknown }> }) => {
        if (!value) return 'Give the promotion an end.'
        const time = (date: unknown) => (date instanceof Date ? date.getTime() : typeof date === 'string' ? Date.parse(date) : NaN)
        const starts = time(siblingData.startsAt)
        const ends = time(value)
        return Number.isNaN(starts) || ends > starts ? true : 'The end must come after the start.'
      },
    },
    {
      name: 'plans',
      label: 'Promotional plans',
      type: 'array',
      minRows: 1,
      required: true,
      admin: { description: 'Each plan is bought through the checkout at this price while the promotion runs.' },
      fields: [
        { name: 'label', type: 'text', required: true, admin: { description: 'e.g. "3 months of tirzepatide".' } },
        { name: 'medication', type: 'select', required: true, options: ['semaglutide', 'tirzepatide'] },
        { name: 'paymentTerms', label: 'Payment terms (months)', type: 'select', required: true, options: paymentTermsOptions },
        moneyField({ name: 'priceCents', label: 'Price for the term (cents)' }),
        { name: 'details', type: 'textarea', admin: { description: 'e.g. "Includes 12 months of refills; a doctor check-in every 90 days."' } },
      ],
    },
    {
      name: 'addOnPercentOff',
      label: 'Percent off new add-ons',
      type: 'number',
      required: true,
      min: 0,
      max: 100,
      defaultValue: PORTAL_PROMOTION_PERCENT_OFF,
      admin: { description: 'Taken off an add-on the patient adds from the portal while the promotion runs (40 = 40 % off).' },
    },
  ],
}
