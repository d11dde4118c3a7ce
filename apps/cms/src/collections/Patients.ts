import type { CollectionConfig } from 'payload'
import { GENDERS, TEXT_CONSENT } from '@telehealth/domain'
import { isAdmin } from '../access/isAdmin.ts'
import { selfOrAdmin } from '../access/selfOrAdmin.ts'
import { selfOrClinicalReads } from '../access/selfOrClinicalReads.ts'
import { residenceStateOptions } from '../fields/address.ts'
import { auditChange, auditContactChange, auditDelete, auditRead } from '../hooks/audit.ts'
import { patientAuthOnSiteOnly } from '../hooks/patientAuthOnSiteOnly.ts'

/**
 * Patients: their own auth collection (hashed passwords, lockout, reset tokens). Accounts are made
 * by the intake submission on the server; nobody signs up through the API.
 */
export const Patients: CollectionConfig = {
  slug: 'patients',
  labels: { singular: 'Patient', plural: 'Patients' },
  auth: {
    maxLoginAttempts: 10,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 12 * 60 * 60,
    forgotPassword: { expiration: 60 * 60 * 1000 },
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
  hooks: { afterRead: [auditRead('patients')], afterChange: [auditChange('patients'), auditContactChange], afterDelete: [auditDelete('patients')], beforeOperation: [patientAuthOnSiteOnly] },
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
  ],
}
