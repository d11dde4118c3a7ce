import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin.ts'
import { nobody } from '../access/nobody.ts'
import { auditChange, auditDelete, auditRead } from '../hooks/auditRecords.ts'
import { maskOutboxForStaff } from '../hooks/maskOutbox.ts'

/**
 * Every email and text message the product sends. With no provider configured this is where they
 * go (and to the console without their bodies); with one, it records what was sent. Staff see it
 * with links' tokens and codes masked, and each staff read and every write and deletion is audited (ADR 106).
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Outgoing message', plural: 'Outbox' },
  admin: { group: 'Administration', useAsTitle: 'subject', defaultColumns: ['channel', 'to', 'subject', 'status', 'createdAt'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  hooks: { afterRead: [auditRead('outbox'), maskOutboxForStaff], afterChange: [auditChange('outbox')], afterDelete: [auditDelete('outbox')] },
  fields: [
    { name: 'channel', type: 'select', required: true, options: ['email', 'sms'] },
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'subject', type: 'text' },
    { name: 'body', type: 'textarea', required: true },
    { name: 'html', type: 'textarea' },
    { name: 'status', type: 'select', required: true, defaultValue: 'queued', options: ['queued', 'sent', 'failed'] },
    { name: 'patient', type: 'relationship', relationTo: 'patients' },
  ],
}
