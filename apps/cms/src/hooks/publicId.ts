import crypto from 'node:crypto'
import type { CollectionBeforeChangeHook, TextField } from 'payload'

/** An id safe to put in a link: 128 random bits, so it cannot be guessed or counted. */
export function newPublicId(): string {
  return crypto.randomBytes(16).toString('base64url')
}

export const assignPublicId: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation === 'create' && !data.publicId) return { ...data, publicId: newPublicId() }
  return data
}

export const publicIdField: TextField = {
  name: 'publicId',
  label: 'Link id',
  type: 'text',
  unique: true,
  index: true,
  admin: { readOnly: true, position: 'sidebar', description: 'Unguessable id used in links.' },
}
