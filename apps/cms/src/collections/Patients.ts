import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { GENDERS, TEXT_CONSENT } from '@telehealth/domain'
import { isAdmin } from '../access/isAdmin.ts'
import { selfOrAdmin } from '../access/selfOrAdmin.ts'
import { selfOrClinicalReads } from '../access/selfOrClinicalReads.ts'
import { createAccountWithoutPassword } from '../auth/account-without-password.ts'
import { residenceStateOptions } from '../fields/address.ts'
import { auditChange, auditContactChange, auditDelete, auditRead } from '../hooks/auditRecords.ts'
import { patientAuthOnSiteOnly } from '../hooks/patientAuthOnSiteOnly.ts'
import type { Patient } from '../payload-types.ts'
import { endSessionsAfterPasswordChange, notePasswordChange } from './PatientSessions.ts'

/** How long a reset or set-password link works: one hour (ADR 022). */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000

/**
 * A new email voids every link sent to the old one (reset, set-password, unlock): such a link
 * proves control of the old inbox, not of the new one (ADR 022).
 */
const voidLinksOnEmailChange: CollectionBeforeChangeHook<Patient> = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || typeof data.email !== 'string' || !originalDoc) return data
  if (data.email.trim().toLowerCase() === String(originalDoc.email ?? '').toLowerCase()) return data
  return { ...data, resetPasswordToken: null, resetPasswordExpiration: null, unlockTokenHash: null, unlockTokenExpiration: null }
}

/**
 * Patients: their own auth collection (hashed passwords, hashed reset tokens). Accounts are made
 * by the intake submission on the server; nobody signs up through the API. Sign-in is throttled by
 * the site (per address, per account and address, and an account lock after many failures across
 * addresses with an emailed unlock link: ADR 022), not by Payload's lockout, which would let anyone
 * lock a patient out with ten wrong passwords.
 */
export const Patients: CollectionConfig = {
  slug: 'patients',
  labels: { singular: 'Patient', plural: 'Patients' },
  auth: {
    // 0: Payload's own lockout is off (and its loginAttempts/lockUntil fields with it); see above.
    maxLoginAttempts: 0,
    tokenExpiration: 12 * 60 * 60,
    forgotPassword: { expiration: RESET_LINK_LIFETIME_MS },
  },
  admin: {
    useAsTitle: 'email',
    group: 'Patients',
    defaultColumns: ['email', 'first_name', 'last_name', 'state', 'createdAt'],
    listSearchableFields: ['email', 'first_name', 'last_name'],
  },
  access: {
    admin: () => false,
    read: selfOrClinicalReads,
    create: isAdmin,
    update: selfOrAdmin,
    delete: isAdmin,
  },
  hooks: {
    afterRead: [auditRead('patients')],
    beforeChange: [voidLinksOnEmailChange],
    afterChange: [auditChange('patients'), auditContactChange, endSessionsAfterPasswordChange],
    afterDelete: [auditDelete('patients')],
    beforeOperation: [patientAuthOnSiteOnly, notePasswordChange, createAccountWithoutPassword],
  },
  fields: [
    { name: 'first_name', label: 'First name', type: 'text', required: true, maxLength: 256 },
    { name: 'last_name', label: 'Last name', type: 'text', required: true, maxLength: 256 },
    { name: 'phone', type: 'text', maxLength: 10, admin: { description: '10 digits, no punctuation.' } },
    { name: 'gender', label: 'Gender at birth', type: 'select', options: [...GENDERS] },
    {
      name: 'date_of_birth',
      label: 'Date of birth',
      type: 'text',
      admin: { description: 'YYYY-MM-DD (a calendar date, not a moment in time).' },
    },
    { name: 'state', type: 'select', options: residenceStateOptions, index: true },
    { name: 'height_inch', label: 'Height (inches)', type: 'number', min: 0 },
    { name: 'weight', label: 'Weight (lb)', type: 'number', min: 0 },
    { name: 'text_updates', label: 'Text me with news and offers', type: 'checkbox', defaultValue: false },
    { name: 'agreed_to_email', label: 'Email consent', type: 'checkbox', defaultValue: false },
    { name: 'agreed_to_text', label: 'Text-message consent', type: 'select', options: [...TEXT_CONSENT] },
    {
      name: 'preferred_categories',
      type: 'select',
      hasMany: true,
      options: ['MIND', 'BODY', 'WEIGHT', 'SEX', 'LONGEVITY', 'SKIN', 'HAIR'],
    },
    { name: 'health_id', label: 'Health record id', type: 'text' },
    // Set only by the server when a code is checked; nobody writes them through the API.
    { name: 'phoneVerifiedAt', type: 'date', access: { create: () => false, update: () => false }, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'emailVerifiedAt', type: 'date', access: { create: () => false, update: () => false }, admin: { readOnly: true, position: 'sidebar' } },
    // The account lock's unlock link (ADR 022): its token's SHA-256 and when it stops working.
    { name: 'unlockTokenHash', type: 'text', hidden: true, index: true, maxLength: 64 },
    { name: 'unlockTokenExpiration', type: 'date', hidden: true },
  ],
}
