import type { CollectionConfig, FieldAccess } from 'payload'
import { isAdmin } from '../access/isAdmin.ts'
import { isAdminOrSelf } from '../access/isAdminOrSelf.ts'
import { isStaff, staffRole } from '../access/isStaff.ts'

const onlyAdminsChangeRoles: FieldAccess = ({ req }) => staffRole(req) === 'admin'

/** People inside the company who use the admin: admins, marketing and clinical staff. */
export const Staff: CollectionConfig = {
  slug: 'staff',
  labels: { singular: 'Staff member', plural: 'Staff' },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: 'Administration' },
  access: {
    admin: isStaff,
    read: isAdminOrSelf,
    create: isAdmin,
    update: isAdminOrSelf,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 256 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'marketing',
      options: [
        { label: 'Admin', value: 'admin' },
        { label: 'Marketing', value: 'marketing' },
        { label: 'Clinical', value: 'clinical' },
      ],
      access: { create: onlyAdminsChangeRoles, update: onlyAdminsChangeRoles },
      saveToJWT: true,
    },
  ],
}
