import type { CollectionConfig } from 'payload'
import { CARD_ON_FILE_STATUSES, PAYMENT_GATEWAYS, SUBSCRIPTION_STATUSES } from '@telehealth/domain'
import { isAdmin } from '../access/isAdmin.ts'
import { isStaff } from '../access/isStaff.ts'
import { serverWrittenField } from '../access/serverWrittenField.ts'
import { billingReads } from '../access/billingReads.ts'
import { moneyField } from '../fields/money.ts'
import { patientField } from '../fields/patient.ts'
import { auditHooks } from '../hooks/auditRecords.ts'
import { paymentTermsOptions } from './Carts/index.ts'
import { subscriptionRenewalFields } from '../billing/fields.ts'

export const Subscriptions: CollectionConfig = {
  slug: 'subscriptions',
  admin: { group: 'Orders', useAsTitle: 'plan_name', defaultColumns: ['plan_name', 'patient', 'status', 'next_billing_date'] },
  access: { read: billingReads, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: auditHooks('subscriptions'),
  fields: [
    patientField(),
    { name: 'order', type: 'relationship', relationTo: 'orders' },
    { name: 'plan_name', type: 'text', required: true },
    moneyField({ name: 'amountCents', label: 'Amount (cents)' }),
    { name: 'paymentTerms', type: 'select', required: true, options: paymentTermsOptions },
    { name: 'status', type: 'select', required: true, defaultValue: 'active', options: [...SUBSCRIPTION_STATUSES], index: true },
    { name: 'next_billing_date', type: 'date' },
    { name: 'cancelReason', type: 'textarea' },
    { name: 'recommend', label: 'Would recommend', type: 'checkbox' },
    {
      // ADR 092: written by checkout (and later by Update Card), read by the renewal job.
      name: 'cardOnFile',
      label: 'Card on file (renewals)',
      type: 'group',
      admin: {
        description:
          "The card renewals charge: the gateway's references and what the patient is shown, never the card number. Empty: bought before cards were kept.",
      },
      access: { update: serverWrittenField('cardOnFile', 'The card on file') },
      fields: [
        {
          name: 'status',
          type: 'select',
          options: [...CARD_ON_FILE_STATUSES],
          admin: { description: 'none: the card could not be kept; renewals ask the patient to pay.' },
        },
        { name: 'gateway', type: 'select', options: [...PAYMENT_GATEWAYS] },
        { name: 'customerRef', label: 'Gateway customer', type: 'text', access: { read: isStaff } },
        { name: 'paymentMethodRef', label: 'Gateway card', type: 'text', access: { read: isStaff } },
        { name: 'brand', type: 'text' },
        { name: 'last4', label: 'Last 4', type: 'text' },
        { name: 'expMonth', label: 'Expiry month', type: 'number' },
        { name: 'expYear', label: 'Expiry year', type: 'number' },
        { name: 'savedAt', type: 'date' },
        { name: 'failure', label: 'Why no card is on file', type: 'text' },
      ],
    },
    // ADR 094: the renewal's key and what its retries need; written by the renewal work and Pay Now only.
    ...subscriptionRenewalFields,
  ],
}
