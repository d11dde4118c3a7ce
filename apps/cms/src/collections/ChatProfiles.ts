import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody.ts'
import { chatProfileReaders } from '../chat/access.ts'
import { patientField } from '../fields/patient.ts'
import { auditHooks } from '../hooks/auditRecords.ts'

const serverOnly = { create: () => false, update: () => false }

/**
 * The spec's chat profile (section 3: id, first_name, last_name, email), which the support widget
 * asks for before the first message (`POST /api/chat-user`, ADR 100). One per patient (unique), kept
 * apart from the account: the name and email the patient chose for the chat, and when they agreed
 * to reminder emails. Written only by the site for the signed-in patient (a second start replaces
 * the first); read by its patient, support staff and admins; every write and staff read audited.
 */
export const ChatProfiles: CollectionConfig = {
  slug: 'chat-profiles',
  labels: { singular: 'Chat profile', plural: 'Chat profiles' },
  admin: { group: 'Patients', useAsTitle: 'email', defaultColumns: ['patient', 'firstName', 'lastName', 'email', 'updatedAt'] },
  access: { read: chatProfileReaders, create: nobody, update: nobody, delete: nobody },
  hooks: auditHooks('chat-profiles'),
  fields: [
    patientField({ unique: true, access: serverOnly }),
    { name: 'firstName', label: 'First name', type: 'text', required: true, maxLength: 256, access: serverOnly },
    { name: 'lastName', label: 'Last name', type: 'text', required: true, maxLength: 256, access: serverOnly },
    { name: 'email', type: 'email', required: true, access: serverOnly },
    {
      name: 'remindersConsentAt',
      label: 'Agreed to reminder emails at',
      type: 'date',
      access: serverOnly,
      admin: { readOnly: true, description: 'Set when the patient ticked the consent line of the chat’s start form.' },
    },
    // The spec's chat-backend fields, kept as sent (source_web 2: the web; user_type 'chat').
    { name: 'sourceWeb', type: 'number', required: true, defaultValue: 2, access: serverOnly, admin: { readOnly: true } },
    { name: 'userType', type: 'text', required: true, defaultValue: 'chat', access: serverOnly, admin: { readOnly: true } },
  ],
}
