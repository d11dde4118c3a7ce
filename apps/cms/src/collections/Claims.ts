import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin.ts'
import { nobody } from '../access/nobody.ts'

/**
 * Who is doing what right now, for every site process at once (ADR 018): a claim is a row whose key
 * is unique, so of two processes creating the same key exactly one succeeds. A claim not released
 * by its expiry (the process died) may be taken over.
 */
export const Claims: CollectionConfig = {
  slug: 'claims',
  // Written by the server only, never edited in the admin: no edit lock to check (two statements less on each update and delete, ADR 080).
  lockDocuments: false,
  admin: { group: 'Administration', defaultColumns: ['key', 'expiresAt', 'createdAt'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, maxLength: 256 },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
