import type { CollectionConfig } from 'payload'
import { auditHooks } from '../../hooks/auditRecords.ts'
import { CART_GLP_MEDICATION_VALUES, CART_STATUSES, DRUGS, PAYMENT_TERMS_VALUES } from '@telehealth/domain'
import { isAdmin } from '../../access/isAdmin.ts'
import { nobody } from '../../access/nobody.ts'
import { patientCreatesOwn } from '../../access/patientCreatesOwn.ts'
import { patientOwnsOrAdmin } from '../../access/patientOwnsOrAdmin.ts'
import { patientOwnsOrClinicalReads } from '../../access/patientOwnsOrClinicalReads.ts'
import { moneyField } from '../../fields/money.ts'
import { patientField } from '../../fields/patient.ts'
import { assignPublicId, publicIdField } from '../../hooks/publicId.ts'
import { checkoutLinkEndpoint } from './checkoutLinkEndpoint.ts'

/** The link's hash and expiry are the server's alone: not shown, not readable, not settable by anyone through the API. */
const serverOnlyField = { access: { read: nobody, create: nobody, update: nobody }, admin: { hidden: true } } as const

export const paymentTermsOptions = PAYMENT_TERMS_VALUES.map((terms) => ({ label: `${terms} month${terms === '1' ? '' : 's'}`, value: terms }))

/** A saved plan choice, opened from a checkout link by its unguessable public id. */
export const Carts: CollectionConfig = {
  slug: 'carts',
  admin: { group: 'Orders', useAsTitle: 'publicId', defaultColumns: ['publicId', 'patient', 'medication', 'paymentTerms', 'status'] },
  access: { read: patientOwnsOrClinicalReads, create: patientCreatesOwn, update: patientOwnsOrAdmin, delete: isAdmin },
  hooks: { ...auditHooks('carts'), beforeChange: [assignPublicId] },
  endpoints: [checkoutLinkEndpoint],
  fields: [
    publicIdField,
    {
      name: 'checkoutLink',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/components/CheckoutLinkField.tsx#CheckoutLinkField' } },
    },
    patientField(),
    { name: 'status', type: 'select', required: true, defaultValue: 'open', options: [...CART_STATUSES], index: true },
    { name: 'medication', type: 'select', required: true, options: [...DRUGS] },
    { name: 'paymentTerms', label: 'Payment terms', type: 'select', required: true, defaultValue: '6', options: paymentTermsOptions },
    {
      name: 'items',
      type: 'array',
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products' },
        { name: 'name', type: 'text', required: true },
        { name: 'sku', type: 'text' },
        { name: 'main_type', type: 'text' },
        moneyField({ name: 'priceCents', label: 'Price (cents)' }),
        moneyField({ name: 'retailPriceCents', label: 'Retail price (cents)' }),
        { name: 'quantity', type: 'number', required: true, min: 1, defaultValue: 1 },
      ],
    },
    {
      name: 'promotion',
      type: 'relationship',
      relationTo: 'promotions',
      admin: { description: 'Chosen on the portal’s promotional tab: the checkout charges this promotion’s price while it runs (ADR 096).' },
    },
    { name: 'sema_offer', type: 'text' },
    { name: 'tir_offer', type: 'text' },
    // The pre-checkout's answers (spec 001; ADR 064): empty until answered, and checkout waits for them.
    {
      name: 'currentGLPMed',
      label: 'Current GLP medication',
      type: 'select',
      options: CART_GLP_MEDICATION_VALUES.map((value) => ({ label: value === 'none' ? 'None' : value, value })),
      admin: { description: 'From the pre-checkout questions; "None" when the patient takes no GLP medication.' },
    },
    { name: 'currentDose', label: 'Current dose (mg per week)', type: 'text', admin: { description: 'Empty for a patient who takes no GLP medication.' } },
    { name: 'couponCode', type: 'text', maxLength: 256 },
    { name: 'conversionId', label: 'Affiliate conversion id (c_id)', type: 'text' },
    // The current checkout link (ADR 010): only a hash of its token, and when it stops working.
    { name: 'linkTokenHash', type: 'text', ...serverOnlyField },
    { name: 'linkExpiresAt', type: 'date', ...serverOnlyField },
    {
      name: 'linkRedeemedAt',
      label: 'Checkout link last used at',
      type: 'date',
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'A checkout link signs the patient in once; after that it only opens the sign-in page.',
      },
    },
  ],
}
