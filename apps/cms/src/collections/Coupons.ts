import type { CollectionConfig } from 'payload'
import { canEditContent } from '../access/canEditContent.ts'
import { moneyField } from '../fields/money.ts'
import { paymentTermsOptions } from './Carts/index.ts'

/** Checkout coupons. The server checks them; the browser never decides a discount. */
export const Coupons: CollectionConfig = {
  slug: 'coupons',
  admin: { group: 'Shop', useAsTitle: 'code', defaultColumns: ['code', 'kind', 'amountCents', 'percent', 'active', 'redemptions'] },
  // Codes are marketing's business; clinical staff, patients and visitors have no need to list them.
  access: { read: canEditContent, create: canEditContent, update: canEditContent, delete: canEditContent },
  hooks: {
    beforeValidate: [({ data }) => (data?.code ? { ...data, code: String(data.code).trim().toUpperCase() } : data)],
  },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, maxLength: 256, admin: { description: 'Stored in capitals; patients may type any case.' } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'fixed',
      options: [
        { label: 'Fixed amount off', value: 'fixed' },
        { label: 'Percent off', value: 'percent' },
      ],
    },
    moneyField({ name: 'amountCents', label: 'Amount off (cents)', required: false, admin: { condition: (_, s) => s.kind === 'fixed' } }),
    { name: 'percent', label: 'Percent off', type: 'number', min: 1, max: 100, admin: { condition: (_, s) => s.kind === 'percent' } },
    {
      name: 'terms',
      label: 'Valid for payment terms',
      type: 'select',
      hasMany: true,
      options: paymentTermsOptions,
      admin: { description: 'Empty = every term.' },
    },
    { name: 'validFrom', type: 'date' },
    { name: 'validUntil', type: 'date' },
    { name: 'maxRedemptions', type: 'number', min: 1, admin: { description: 'Empty = unlimited.' } },
    { name: 'redemptions', type: 'number', defaultValue: 0, min: 0, admin: { readOnly: true } },
    { name: 'active', type: 'checkbox', defaultValue: true },
  ],
}
