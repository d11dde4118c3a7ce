import type { CollectionConfig } from 'payload'
import { PAYMENT_GATEWAYS, TRANSACTION_STATUSES } from '@telehealth/domain'
import { isAdmin } from '../access/isAdmin.ts'
import { billingReads } from '../access/billingReads.ts'
import { moneyField } from '../fields/money.ts'
import { patientField } from '../fields/patient.ts'
import { auditHooks } from '../hooks/auditRecords.ts'
import { refundEndpoints } from '../payments/refund-transaction.ts'

/**
 * Every card operation's result. The idempotency key makes a replayed BUY NOW a no-op. Admins,
 * clinical and fulfilment staff read a patient's payments; only an admin refunds one (the Refund
 * panel, `POST /api/transactions/:id/refund`, ADR 096).
 */
export const Transactions: CollectionConfig = {
  slug: 'transactions',
  admin: { group: 'Orders', defaultColumns: ['patient', 'amountCents', 'status', 'gateway', 'createdAt'] },
  access: { read: billingReads, create: isAdmin, update: isAdmin, delete: () => false },
  hooks: auditHooks('transactions'),
  endpoints: refundEndpoints,
  fields: [
    {
      name: 'refundAction',
      type: 'ui',
      admin: {
        condition: (data, _sibling, { user }) =>
          (data.status === 'captured' || data.status === 'success') && user?.collection === 'staff' && user.role === 'admin',
        components: { Field: '/components/refund/RefundTransactionField.tsx#RefundTransactionField' },
      },
    },
    patientField(),
    { name: 'order', type: 'relationship', relationTo: 'orders' },
    { name: 'subscription', type: 'relationship', relationTo: 'subscriptions' },
    moneyField({ name: 'amountCents', label: 'Amount (cents)' }),
    {
      name: 'status',
      type: 'select',
      required: true,
      options: [...TRANSACTION_STATUSES],
      index: true,
    },
    { name: 'product_name', type: 'text' },
    { name: 'gateway', type: 'select', required: true, options: [...PAYMENT_GATEWAYS] },
    { name: 'gatewayReference', label: 'Gateway reference', type: 'text', index: true },
    { name: 'idempotencyKey', type: 'text', unique: true, index: true },
    { name: 'cardFingerprint', type: 'text', index: true },
    { name: 'declineCode', type: 'text' },
  ],
}
