import type { CollectionConfig } from 'payload'
import { PAYMENT_ATTEMPT_STATUSES, PAYMENT_GATEWAYS, selectOptions } from '@telehealth/domain'
import { nobody } from '../access/nobody.ts'
import { patientOwnsOrClinicalReads } from '../access/patientOwnsOrClinicalReads.ts'
import { moneyField } from '../fields/money.ts'
import { patientField } from '../fields/patient.ts'
import { auditHooks } from '../hooks/auditRecords.ts'

/**
 * One BUY NOW's payment, written before the card is touched (ADR 018). Its idempotency key goes to
 * the gateway and is reused by every retry of the attempt, so a reload after a lost answer can
 * never hold the card twice; the recovery job releases the hold of an attempt that never finished.
 * Only the server writes these.
 */
export const PaymentAttempts: CollectionConfig = {
  slug: 'payment-attempts',
  // Written by the server only, never edited in the admin: no edit lock to check (two statements less on each update and delete, ADR 080).
  lockDocuments: false,
  admin: {
    group: 'Orders',
    defaultColumns: ['createdAt', 'patient', 'amountCents', 'status', 'gateway', 'order'],
    description: 'Every BUY NOW, from before the card is asked to the order or the released hold.',
  },
  access: { read: patientOwnsOrClinicalReads, create: nobody, update: nobody, delete: nobody },
  hooks: auditHooks('payment-attempts'),
  fields: [
    patientField(),
    { name: 'cart', type: 'relationship', relationTo: 'carts', required: true, index: true },
    moneyField({ name: 'amountCents', label: 'Amount (cents)' }),
    { name: 'idempotencyKey', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'status', type: 'select', required: true, defaultValue: 'started', index: true, options: selectOptions(PAYMENT_ATTEMPT_STATUSES) },
    { name: 'gateway', type: 'select', required: true, options: [...PAYMENT_GATEWAYS] },
    { name: 'gatewayReference', label: 'Gateway reference', type: 'text', index: true },
    { name: 'cardFingerprint', type: 'text', index: true },
    { name: 'declineCode', type: 'text' },
    { name: 'order', type: 'relationship', relationTo: 'orders' },
    { name: 'failure', label: 'Why it stopped', type: 'text', maxLength: 512, admin: { description: 'No card data, no PHI.' } },
    { name: 'settledAt', label: 'Finished at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
