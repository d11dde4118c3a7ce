import { randomBytes } from 'node:crypto'
import type { CollectionConfig, FieldHook } from 'payload'
import { nobody } from '../access/nobody.ts'
import { patientOwnsOrClinicalReads } from '../access/patientOwnsOrClinicalReads.ts'
import { patientField } from '../fields/patient.ts'
import { auditHooks } from '../hooks/auditRecords.ts'

/** 22 url-safe random characters (128 bits): what the patient's pages and `GET /api/get-doc-profile/{id}` name an encounter by. */
function newEncounterPublicId(): string {
  return randomBytes(16).toString('base64url')
}

const setOnce: FieldHook = ({ operation, originalDoc }) =>
  operation === 'create' ? newEncounterPublicId() : ((originalDoc as { publicId?: string } | undefined)?.publicId ?? null)

/**
 * A clinician's first review of a patient's medical form for an order (ADR 097): made when they
 * prescribe or ask for an appointment (needs_review), once per order, with that clinician as the
 * patient's doctor. The spec's Encounter: its id is `publicId` (never the row id), `provider` 1 is
 * external doctor messaging, 3 another provider; `external_visit_id` as the order carries it.
 * Written only by the server (prescribing, the order's move), read by its patient and clinical staff.
 */
export const Encounters: CollectionConfig = {
  slug: 'encounters',
  admin: { group: 'Patients', defaultColumns: ['patient', 'doctor', 'provider', 'createdAt'] },
  access: { read: patientOwnsOrClinicalReads, create: nobody, update: nobody, delete: nobody },
  hooks: auditHooks('encounters'),
  fields: [
    patientField(),
    {
      name: 'publicId',
      label: 'Encounter id',
      type: 'text',
      unique: true,
      index: true,
      access: { create: () => false, update: () => false },
      hooks: { beforeChange: [setOnce] },
      admin: { readOnly: true, description: 'What the patient’s pages name this encounter by; never the row id.' },
    },
    // One encounter per order: its unique index makes a retried prescribe find the first one (ADR 090).
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, unique: true, index: true },
    { name: 'doctor', label: 'Doctor', type: 'relationship', relationTo: 'staff', required: true },
    {
      name: 'provider',
      type: 'number',
      required: true,
      admin: { description: '1: the external doctor-messaging service; 3: another provider. A Doctor case counts only when it is 1.' },
    },
    { name: 'external_visit_id', label: 'External visit id', type: 'text', maxLength: 64 },
  ],
}
