import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone.ts'
import { canEditContent } from '../access/canEditContent.ts'
import { moneyField } from '../fields/money.ts'
import { paymentTermsOptions } from './Carts/index.ts'

/** Promotional plans shown in the patient portal (e.g. 3 months for $749.97). */
export const Promotions: CollectionConfig = {
  slug: 'promotions',
  admin: { group: 'Shop', useAsTitle: 'name', defaultColumns: ['name', 'medication', 'paymentTerms', 'priceCents', 'active'] },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'medication', type: 'select', required: true, options: ['semaglutide', 'tirzepatide'] },
    { name: 'paymentTerms', type: 'select', required: true, options: paymentTermsOptions },
    moneyField({ name: 'priceCents', label: 'Price (cents)' }),
    { name: 'details', type: 'textarea' },
    { name: 'endsAt', label: 'Countdown ends', type: 'date' },
    { name: 'active', type: 'checkbox', defaultValue: true },
  ],
}
