import { npiProblem } from '@telehealth/domain'
import type { CollectionConfig, FieldAccess, TextFieldSingleValidation } from 'payload'
import { isAdmin } from '../access/isAdmin.ts'
import { isAdminOrSelf } from '../access/isAdminOrSelf.ts'
import { isStaff, staffRole } from '../access/isStaff.ts'
import { staffSecondFactorEndpoints } from '../auth/staff/endpoints.ts'
import { capStaffSession, endSessionsOnRoleChange, holdSignInForSecondFactor } from '../auth/staff/hooks.ts'
import { enforceStaffPasswordPolicy } from '../auth/staff/password-policy.ts'
import { STAFF_IDLE_SECONDS, STAFF_LOCK_MS, STAFF_MAX_LOGIN_ATTEMPTS } from '../auth/staff/policy.ts'
import { cmsEnv } from '../env.ts'
import { staffAuditHooks } from '../hooks/auditStaffSignIn.ts'

const onlyAdminsChangeRoles: FieldAccess = ({ req }) => staffRole(req) === 'admin'
const never: FieldAccess = () => false

/** Empty, or a valid NPI number: 10 digits whose check digit matches (ADR 097). */
const validNpi: TextFieldSingleValidation = (value) => {
  if (value === null || value === undefined || value === '') return true
  return npiProblem(value) ?? true
}

/**
 * People inside the company who use the admin: admins, marketing, clinical, fulfilment and support staff. Their
 * sign-in rules (ADR 020): the patients' password policy, a second factor for admins and clinical
 * staff, sessions of 30 idle minutes and 8 hours at most, 5 failures lock the account for 15 minutes.
 */
export const Staff: CollectionConfig = {
  slug: 'staff',
  labels: { singular: 'Staff member', plural: 'Staff' },
  auth: {
    maxLoginAttempts: STAFF_MAX_LOGIN_ATTEMPTS,
    lockTime: STAFF_LOCK_MS,
    // The idle limit: the admin refreshes the token only when asked ("stay logged in?"); the
    // 8-hour cap from sign-in is kept by the refresh hook.
    tokenExpiration: STAFF_IDLE_SECONDS,
    // Secure only in production behind https (see env.ts); Lax keeps the cookie off cross-site posts.
    cookies: { secure: cmsEnv.secureCookies, sameSite: 'Lax' },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: 'Administration' },
  access: {
    admin: isStaff,
    read: isAdminOrSelf,
    create: isAdmin,
    update: isAdminOrSelf,
    delete: isAdmin,
  },
  endpoints: staffSecondFactorEndpoints,
  hooks: {
    // Sign-ins (at the password) and failed sign-ins in the audit log; a wrong second-factor code is
    // recorded as a failed sign-in by the second-factor endpoints.
    ...staffAuditHooks,
    beforeOperation: [enforceStaffPasswordPolicy],
    afterOperation: [holdSignInForSecondFactor],
    afterChange: [endSessionsOnRoleChange],
    refresh: [capStaffSession],
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
        { label: 'Fulfilment', value: 'fulfilment' },
        { label: 'Support', value: 'support' },
      ],
      access: { create: onlyAdminsChangeRoles, update: onlyAdminsChangeRoles },
      saveToJWT: true,
    },
    // The profile a patient sees on the Doctor on Demand card and their receipt (ADR 097). Edited by the
    // staff member themself or an admin (the collection's update access), read by patients only
    // through the site, these four fields and nothing else.
    {
      type: 'collapsible',
      label: 'Profile patients see',
      admin: { description: 'Shown to your patients on their Doctor on Demand card; the name and NPI number also print on their receipts.' },
      fields: [
        { name: 'displayName', label: 'Name shown to patients', type: 'text', maxLength: 120, admin: { description: 'For example "Dr. Jane Rivera, MD".' } },
        { name: 'npi', label: 'NPI number', type: 'text', maxLength: 10, validate: validNpi, admin: { description: '10 digits, as in the NPPES registry.' } },
        { name: 'bio', type: 'textarea', maxLength: 1000 },
        { name: 'photo', type: 'upload', relationTo: 'staff-photos', admin: { description: 'A JPEG, PNG or WebP portrait.' } },
      ],
    },
    {
      name: 'secondFactor',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/components/second-factor/SecondFactorField.tsx#SecondFactorField' } },
    },
    // The second factor (ADR 020). Written only by the second-factor code (below the API); the secret
    // and the recovery codes are never readable through any API, the admin included.
    {
      name: 'secondFactorEnrolledAt',
      type: 'date',
      access: { create: never, update: never },
      admin: { hidden: true },
    },
    { name: 'secondFactorSecret', type: 'text', hidden: true, access: { read: never, create: never, update: never } },
    { name: 'secondFactorRecoveryCodes', type: 'json', hidden: true, access: { read: never, create: never, update: never } },
    { name: 'secondFactorLastStep', type: 'number', hidden: true, access: { read: never, create: never, update: never } },
  ],
}
