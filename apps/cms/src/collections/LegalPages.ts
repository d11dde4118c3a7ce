import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone.ts'
import { canEditContent } from '../access/canEditContent.ts'

/** The six legal pages linked from every footer; their text lives here, not in code. */
export const LegalPages: CollectionConfig = {
  slug: 'legal-pages',
  admin: { group: 'Content', useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt'] },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'slug', type: 'text', required: true, unique: true, admin: { description: 'The page address: /legal/<slug>.' } },
    { name: 'footerLabel', label: 'Footer link text', type: 'text', required: true },
    { name: 'footerOrder', type: 'number', defaultValue: 0 },
    {
      name: 'sections',
      type: 'array',
      fields: [
        { name: 'heading', type: 'text' },
        { name: 'body', type: 'textarea', required: true, admin: { description: 'Separate paragraphs with a blank line.' } },
      ],
    },
  ],
}
