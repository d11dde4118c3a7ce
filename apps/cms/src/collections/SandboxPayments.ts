import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin.ts'
import { nobody } from '../access/nobody.ts'
import { moneyField } from '../fields/money.ts'

/**
 * The embedded sandbox gateway's own ledger (used when Stripe is not configured): what it answered
 * for each idempotency key and whether the hold is still on; the cards it keeps on file (`saved`,
 * the reference is the saved card's) and its off-session charges (`charged`, `requires_action`,
 * `declined`). Kept in the database so every site process sees the same gateway. Never a card
 * number: a fingerprint, and for a kept card what the patient is shown (brand, last 4, expiry).
 */
export const SandboxPayments: CollectionConfig = {
  slug: 'sandbox-payments',
  labels: { singular: 'Sandbox payment', plural: 'Sandbox payments' },
  admin: { group: 'Orders', defaultColumns: ['createdAt', 'reference', 'amountCents', 'status', 'declineCode'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'idempotencyKey', type: 'text', required: true, unique: true, index: true },
    { name: 'reference', type: 'text', unique: true, index: true },
    moneyField({ name: 'amountCents', label: 'Amount (cents)' }),
    {
      name: 'status',
      type: 'select',
      required: true,
      options: ['authorized', 'declined', 'voided', 'captured', 'refunded', 'saved', 'charged', 'requires_action'],
      index: true,
    },
    { name: 'declineCode', type: 'text' },
    { name: 'message', type: 'text' },
    { name: 'cardFingerprint', type: 'text', index: true },
    {
      name: 'kind',
      type: 'select',
      options: ['hold', 'card', 'charge'],
      admin: { description: 'A hold made at checkout (empty on rows from before), a card kept on file, or an off-session charge.' },
    },
    { name: 'customerRef', label: 'Customer', type: 'text', index: true },
    { name: 'card', label: 'Card shown to the patient', type: 'json', admin: { description: 'Brand, last 4 and expiry of a card kept on file.' } },
  ],
}
