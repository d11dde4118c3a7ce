import type { CollectionConfig } from 'payload'
import { ORDER_STATUSES, selectOptions } from '@telehealth/domain'
import { nobody } from '../access/nobody.ts'
import { orderStaffOnly } from '../access/orderStaff.ts'
import { auditChange, auditDelete, auditRead } from '../hooks/auditRecords.ts'

/**
 * Every status an order took: from, to, who, when and why (ADR 046). Written only by the order's
 * transitions (and at an order's creation); nobody edits or deletes the history.
 */
export const OrderStatusChanges: CollectionConfig = {
  slug: 'order-status-changes',
  labels: { singular: 'Order status change', plural: 'Order status changes' },
  admin: { group: 'Orders', defaultColumns: ['createdAt', 'order', 'from', 'to', 'actorKind', 'staff', 'reason'] },
  access: { read: orderStaffOnly, create: nobody, update: nobody, delete: nobody },
  // A reason may name a clinical finding: staff reads are audited like the order's own.
  hooks: {
    afterRead: [auditRead('order-status-changes')],
    afterChange: [auditChange('order-status-changes')],
    afterDelete: [auditDelete('order-status-changes')],
  },
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'from', type: 'select', options: selectOptions(ORDER_STATUSES), admin: { description: 'Empty when the order was created.' } },
    { name: 'to', type: 'select', required: true, options: selectOptions(ORDER_STATUSES) },
    {
      name: 'actorKind',
      label: 'Changed by',
      type: 'select',
      required: true,
      options: [
        { label: 'Staff', value: 'staff' },
        { label: 'Patient', value: 'patient' },
        { label: 'System', value: 'system' },
      ],
    },
    { name: 'staff', type: 'relationship', relationTo: 'staff' },
    { name: 'reason', type: 'textarea', maxLength: 500 },
  ],
}
