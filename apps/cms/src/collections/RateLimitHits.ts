import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin.ts'
import { nobody } from '../access/nobody.ts'

/**
 * Attempts counted against a limit (sign-in, forgot password, codes, checkout) and failed sign-ins
 * (the growing delay), shared by every site process. Keys name the limit and a hashed address or
 * account, never an email in clear. Old rows are swept.
 */
export const RateLimitHits: CollectionConfig = {
  slug: 'rate-limit-hits',
  // Written by the server only, never edited in the admin: no edit lock to check (two statements less on each update and delete, ADR 080).
  lockDocuments: false,
  admin: { group: 'Administration', defaultColumns: ['key', 'points', 'at', 'expiresAt'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  timestamps: false,
  fields: [
    { name: 'key', type: 'text', required: true, index: true, maxLength: 256 },
    { name: 'points', type: 'number', required: true, defaultValue: 1, min: 0 },
    { name: 'at', type: 'date', required: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
