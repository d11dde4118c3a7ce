import crypto from 'node:crypto'
import type { CollectionBeforeChangeHook, TextField } from 'payload'
import type { Cart } from '../payload-types.ts'

/** An id safe to put in a link: 128 random bits, so it cannot be guessed or counted. */
export function newPublicId(): string {
  return crypto.randomBytes(16).toString('base64url')
}

/** A cart's link id, given once when it is created. */
export const assignPublicId: CollectionBeforeChangeHook<Cart> = ({ data, operation }) => {
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
