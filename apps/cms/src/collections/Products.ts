import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone.ts'
import { canEditContent } from '../access/canEditContent.ts'
import { moneyField } from '../fields/money.ts'
import { paymentTermsOptions } from './Carts/index.ts'

/** The medications and add-ons on sale, with a price per payment term; edited by marketing. */
export const Products: CollectionConfig = {
  slug: 'products',
  admin: {
    group: 'Shop',
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'medication', 'active'],
    description: 'Prices are in cents. A change shows on the site at the next page load.',
  },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { label: 'Prescription medication', value: 'medication' },
        { label: 'Add-on', value: 'addon' },
      ],
    },
    {
      name: 'medication',
      type: 'select',
      options: ['semaglutide', 'tirzepatide'],
      admin: { condition: (_, sibling) => sibling.kind === 'medication' },
    },
    { name: 'active', type: 'checkbox', defaultValue: true },
    { name: 'sku', type: 'text' },
    { name: 'is_prescription', label: 'Needs a prescription', type: 'checkbox', defaultValue: true },
    { name: 'subheader', type: 'text', maxLength: 200 },
    { name: 'compoundingNote', label: 'Compounding note', type: 'text', admin: { description: 'e.g. "Compounded with B12".' } },
    {
      name: 'includedItems',
      label: 'Included in the price',
      type: 'array',
      fields: [{ name: 'label', type: 'text', required: true }],
    },
    {
      name: 'plans',
      label: 'Plans (one per payment term)',
      type: 'array',
      admin: { condition: (_, sibling) => sibling.kind === 'medication' },
      fields: [
        { name: 'paymentTerms', label: 'Payment terms (months)', type: 'select', required: true, options: paymentTermsOptions },
        { name: 'label', type: 'text', required: true, admin: { description: 'e.g. "Half Yearly Plan".' } },
        { name: 'cadence', type: 'text', admin: { description: 'e.g. "every 6 months".' } },
        moneyField({ name: 'priceCents', label: 'Price for the term (cents)' }),
        { name: 'note', type: 'text' },
      ],
    },
    moneyField({
      name: 'monthlyPriceCents',
      label: 'Monthly price (cents)',
      required: false,
      admin: { condition: (_, sibling) => sibling.kind === 'addon' },
    }),
    moneyField({
      name: 'compareAtCents',
      label: 'Struck-through price (cents)',
      required: false,
      admin: { condition: (_, sibling) => sibling.kind === 'addon' },
    }),
    { name: 'description', type: 'textarea' },
  ],
}
