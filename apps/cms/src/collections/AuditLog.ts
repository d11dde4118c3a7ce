import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin.ts'
import { nobody } from '../access/nobody.ts'
import { auditChainEndpoint, auditExportEndpoint } from '../endpoints/auditLogEndpoints.ts'

/**
 * Who read, changed or deleted which patient record, and when; staff sign-ins and failed sign-ins;
 * changes to Settings and the funnel copy (one entry per changed field, named in the record type as
 * `settings.declineLimit`, never its value). Append-only: nobody edits or deletes. The actor is a
 * staff member, a patient, or the site itself (actor id 'site') writing for a visitor; a failed
 * staff sign-in with an email that is no member's has actor id 'unknown' (the email is not kept).
 * Each entry is hash-chained to the one before (ADR 106: hooks/auditChain.ts); admins browse it by
 * patient, actor and date, export it as CSV and check the chain from the list's panel.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: {
    group: 'Administration',
    defaultColumns: ['sequence', 'at', 'actorId', 'action', 'resource', 'documentId', 'patient'],
    // The search box finds a patient's or an actor's entries by id; the panel above the list filters by date too.
    listSearchableFields: ['patient', 'actorId'],
    components: { beforeList: ['/components/audit/AuditLogPanel.tsx#AuditLogPanel'] },
    description:
      'Every read of patient data by staff (the outbox and verification codes included), every change and deletion of patient data (by a staff member, by the patient, or by the site for a visitor who is not signed in, shown as "The site, for a visitor"), every sign-in and failed sign-in of patients and staff (a failed staff sign-in with an unknown email: Who (id) "unknown"), lockout, password change, contact change and checkout link made, and every change to Settings and the funnel copy (one entry per changed field: Record type "settings.declineLimit", "settings.blockedStatesNewFunnel", ...; the field\'s name, never its value). Entries cannot be edited or deleted: each holds the hash of the one before it, so a changed or removed entry shows when the chain is checked (above, and hourly as a job).',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  // Never edited: no edit lock to check (ADR 080).
  lockDocuments: false,
  endpoints: [auditExportEndpoint, auditChainEndpoint],
  timestamps: false,
  fields: [
    { name: 'at', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'actorCollection',
      label: 'Who (kind)',
      type: 'select',
      required: true,
      options: [
        { label: 'Staff', value: 'staff' },
        { label: 'Patient', value: 'patients' },
        { label: 'The site, for a visitor', value: 'site' },
      ],
    },
    { name: 'actorId', label: 'Who (id)', type: 'text', required: true, index: true },
    {
      name: 'action',
      type: 'select',
      required: true,
      options: [
        { label: 'read', value: 'read' },
        { label: 'create', value: 'create' },
        { label: 'update', value: 'update' },
        { label: 'delete', value: 'delete' },
        { label: 'signed in', value: 'login' },
        { label: 'failed sign-in', value: 'login_failed' },
        { label: 'account locked', value: 'lockout' },
        { label: 'password changed', value: 'password_change' },
        { label: 'contact changed', value: 'contact_change' },
        { label: 'signed in by checkout link', value: 'link_login' },
        { label: 'checkout link made', value: 'checkout_link' },
        { label: 'payment refunded', value: 'refund' },
        { label: 'audit log exported', value: 'export' },
      ],
    },
    { name: 'resource', label: 'Record type', type: 'text', required: true },
    { name: 'documentId', label: 'Record id', type: 'text', required: true },
    { name: 'patient', label: 'Patient id', type: 'text', index: true },
    // The hash chain (ADR 106): written once by the audit writer, never through the API.
    {
      name: 'sequence',
      label: 'Place in the chain',
      type: 'number',
      unique: true,
      index: true,
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, description: 'Entry 1, 2, 3... of the hash chain; a gap means an entry was removed.' },
    },
    { name: 'prevHash', label: "Previous entry's hash", type: 'text', access: { create: nobody, update: nobody }, admin: { readOnly: true } },
    {
      name: 'hash',
      label: 'Hash',
      type: 'text',
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, description: "SHA-256 over this entry's fields, its place and the previous hash." },
    },
  ],
}
