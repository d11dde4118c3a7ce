import { CHAT_SENDERS, CHAT_THREAD_KINDS } from '@telehealth/domain'
import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody.ts'
import { publishToAbly } from '../chat/ably.ts'
import { threadAnswerers, threadReaders } from '../chat/access.ts'
import { countThread, placeMessage } from '../chat/hooks.ts'
import { patientField } from '../fields/patient.ts'
import { auditHooks } from '../hooks/auditRecords.ts'

const audit = auditHooks('chat-messages')

/** Set by the message hook from the thread and the session, never sent. */
const serverSet = { create: () => false, update: () => false }

/**
 * One message of a patient's thread (ADR 097), the spec's provider message. The patient's are
 * written by the site after its checks; staff answer in the admin (from the thread's view): a
 * clinician only in doctor threads, support staff only in support threads. The hook fills in the
 * thread's patient and kind and who wrote it, and checks the limits (256 characters, a message or a
 * file, the file one of the patient's own chat uploads). Every message is kept: nobody changes or
 * deletes one. Every read by staff and every write is audited.
 */
export const ChatMessages: CollectionConfig = {
  slug: 'chat-messages',
  labels: { singular: 'Message', plural: 'Messages' },
  admin: { group: 'Patients', defaultColumns: ['thread', 'from', 'body', 'createdAt'] },
  access: { read: threadReaders, create: threadAnswerers, update: nobody, delete: nobody },
  hooks: { ...audit, beforeChange: [placeMessage], afterChange: [...audit.afterChange, countThread, publishToAbly] },
  fields: [
    { name: 'thread', type: 'relationship', relationTo: 'chat-threads', required: true, index: true },
    patientField({ required: false, access: serverSet, admin: { position: 'sidebar', readOnly: true } }),
    { name: 'kind', type: 'select', options: [...CHAT_THREAD_KINDS], index: true, access: serverSet, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'from', type: 'select', options: [...CHAT_SENDERS], access: serverSet, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'staff', label: 'Answered by', type: 'relationship', relationTo: 'staff', access: serverSet, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'body', label: 'Message', type: 'textarea', maxLength: 256 },
    {
      name: 'attachment',
      type: 'upload',
      relationTo: 'uploads',
      admin: { components: { Cell: '/components/chat/AttachmentCell.tsx#AttachmentCell' } },
    },
  ],
}
