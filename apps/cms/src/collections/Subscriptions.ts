import type { CollectionConfig } from 'payload'
import { SUBSCRIPTION_STATUSES } from '@telehealth/domain'
import { isAdmin } from '../access/isAdmin.ts'
import { patientOwnsOrClinicalReads } from '../access/patientOwnsOrClinicalReads.ts'
import { moneyField } from '../fields/money.ts'
import { patientField } from '../fields/patient.ts'
import { auditHooks } from '../hooks/auditRecords.ts'
import { paymentTermsOptions } from './Carts/index.ts'

export const Subscriptions: CollectionConfig = {
  slug: 'subscriptions',
  admin: { group: 'Orders', useAsTitle: 'plan_name', defaultColumns: ['plan_name', 'patient', 'status', 'next_billing_date'] },
  access: { read: patientOwnsOrClinicalReads, create: isAdmin, update: isAdmin, delete: isAdmin },
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
  ],
}
