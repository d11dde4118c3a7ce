import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin.ts'
import { nobody } from '../access/nobody.ts'

/**
 * The audit log's chain head (ADR 106): one row, updated first by every transaction that writes an
 * audit entry, so that on an engine with transactions those entries take their places in the chain
 * one transaction after another (the row's lock is held until the transaction ends). It holds no
 * data of its own; the chain itself is in `audit-log`.
 */
export const AuditChainHead: CollectionConfig = {
  slug: 'audit-chain-head',
  labels: { singular: 'Audit chain head', plural: 'Audit chain head' },
  // Written by the audit writer only, never edited in the admin: no edit lock (ADR 080).
  lockDocuments: false,
  admin: { group: 'Administration', hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'claimedAt', type: 'date', required: true },
  ],
}
