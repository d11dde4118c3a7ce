import { randomUUID } from 'node:crypto'
import path from 'node:path'
import type { Access, CollectionBeforeOperationHook, CollectionConfig, FieldHook } from 'payload'
import { staffRole } from '../access/isStaff.ts'
import { cmsEnv } from '../env.ts'
import { relationValue } from '../fields/relation-id.ts'
import type { StaffPhoto } from '../payload-types.ts'
import { withUploadResponseHeaders } from './Uploads.ts'

/** A photo's owner, or an admin: they change or remove it. */
const ownerOrAdmin: Access = ({ req }) => {
  const role = staffRole(req)
  if (role === 'admin') return true
  return role && req.user ? { owner: { equals: req.user.id } } : false
}

/** Staff who have a profile patients see: clinical staff (their doctor) and admins. */
const profileStaff: Access = ({ req }) => {
  const role = staffRole(req)
  return role === 'admin' || role === 'clinical'
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }

/**
 * Stored under a random name, never the one chosen: the photos share the storage backend with the
 * patients' files (so the site reads them back the same way), and a chosen name could carry a
 * person's name or collide with another file.
 */
const randomName: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation === 'create' || operation === 'update') && req.file) req.file.name = `staff-photo-${randomUUID()}.${EXTENSIONS[req.file.mimetype] ?? 'img'}`
  return args
}

/** The staff member who uploaded it: set once from the session, never sent. */
const ownerFromSession: FieldHook<StaffPhoto, StaffPhoto['owner']> = ({ operation, req, originalDoc, value }) => {
  if (operation === 'create') return req.user?.collection === 'staff' ? relationValue(req.user.id) : value
  return originalDoc?.owner ?? value
}

/**
 * A clinician's profile photo (ADR 097), shown to their patients on the Doctor on Demand card
 * through the site (`/api/doctor-photo/{encounterId}`, the patient's own encounter only). JPEG, PNG
 * or WebP, recognised by their bytes (Payload's check); kept in the same private
 * storage as the patients' files, under a random name.
 */
export const StaffPhotos: CollectionConfig = {
  slug: 'staff-photos',
  labels: { singular: 'Staff photo', plural: 'Staff photos' },
  admin: { group: 'Administration', defaultColumns: ['filename', 'owner', 'createdAt'] },
  access: { read: ownerOrAdmin, create: profileStaff, update: ownerOrAdmin, delete: ownerOrAdmin },
  hooks: { beforeOperation: [randomName] },
  upload: {
    staticDir: path.join(cmsEnv.dataDir, 'uploads'),
    mimeTypes: Object.keys(EXTENSIONS),
    allowRestrictedFileTypes: false,
    filesRequiredOnCreate: true,
    modifyResponseHeaders: ({ headers }) => withUploadResponseHeaders(headers),
  },
  fields: [
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'staff',
      index: true,
      access: { update: () => false },
      hooks: { beforeChange: [ownerFromSession] },
      admin: { readOnly: true },
    },
  ],
}
