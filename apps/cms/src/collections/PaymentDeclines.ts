import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin.ts'
import { nobody } from '../access/nobody.ts'

/**
 * Declined attempts, per card fingerprint and per cart: more than the limit within the window
 * blocks both (kept on the server so another browser or a reload cannot get round it).
 */
export const PaymentDeclines: CollectionConfig = {
  slug: 'payment-declines',
  admin: { group: 'Orders', defaultColumns: ['occurredAt', 'cardFingerprint', 'cart', 'declineCode'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  timestamps: false,
  fields: [
    { name: 'occurredAt', type: 'date', required: true, index: true },
    { name: 'cardFingerprint', type: 'text', index: true },
    { name: 'cart', type: 'relationship', relationTo: 'carts', index: true },
    { name: 'patient', type: 'relationship', relationTo: 'patients' },
    { name: 'declineCode', type: 'text' },
  ],
}
