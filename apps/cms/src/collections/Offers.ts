import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone.ts'
import { canEditContent } from '../access/canEditContent.ts'

/**
 * Plan offers picked by the funnel's entry link (?sema=A, ?tir=B...). The offer whose query value
 * is empty is the default for its medication.
 */
export const Offers: CollectionConfig = {
  slug: 'offers',
  admin: { group: 'Shop', useAsTitle: 'code', defaultColumns: ['code', 'medication', 'queryValue', 'active'] },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  fields: [
    { name: 'code', label: 'Plan code', type: 'text', required: true, unique: true },
    { name: 'medication', type: 'select', required: true, options: ['semaglutide', 'tirzepatide'] },
    {
      name: 'queryValue',
      label: 'Link value',
      type: 'text',
      admin: { description: 'The value after ?sema= or ?tir= that selects this offer. Empty = the default.' },
    },
    { name: 'description', type: 'text' },
    { name: 'active', type: 'checkbox', defaultValue: true },
  ],
}
