import { CHAT_THREAD_KINDS } from '@telehealth/domain'
import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody.ts'
import { threadReaders } from '../chat/access.ts'
import { chatThreadEventsEndpoint } from '../chat/events-endpoint.ts'
import { inboxEndpoints } from '../chat/inbox.ts'
import { threadContact } from '../chat/threads.ts'
import { patientField } from '../fields/patient.ts'
import { auditHooks } from '../hooks/auditRecords.ts'

const serverOnly = { create: () => false, update: () => false }

/**
 * A patient's conversation of one kind (ADR 097): 'doctor' (the Doctor on Demand thread and the
 * Orders tab's Message to the doctor, answered by clinical staff) or 'support' (answered by support
 * staff). One per patient per kind (`key`). Written only by the server: its counts are kept by the
 * messages' hook (`unreadForStaff`: the patient's messages since staff last answered;
 * `unreadForPatient`: replies since the patient last opened the thread). The staff inbox is this
 * collection's list, newest first, each thread's messages below it, with a reply form (one
 * attachment) and Mark as read (ADR 100).
 */
export const ChatThreads: CollectionConfig = {
  slug: 'chat-threads',
  labels: { singular: 'Message thread', plural: 'Message threads' },
  defaultSort: '-lastMessageAt',
  admin: { group: 'Patients', useAsTitle: 'key', defaultColumns: ['contact', 'kind', 'unreadForStaff', 'lastMessageAt'] },
  access: { read: threadReaders, create: nobody, update: nobody, delete: nobody },
  hooks: auditHooks('chat-threads'),
  endpoints: [...inboxEndpoints, chatThreadEventsEndpoint],
  fields: [
    {
      name: 'live',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/components/ChatLive.tsx#ChatLiveField' } },
    },
    // The inbox's reply form and Mark as read (ADR 100), above the thread's Messages list.
    {
      name: 'inbox',
      type: 'ui',
      admin: { components: { Field: '/components/chat/ThreadInboxField.tsx#ThreadInboxField' } },
    },
    patientField({ access: serverOnly }),
    // Whom the thread is with, for the inbox's list (support staff read no patient record): never stored.
    { name: 'contact', label: 'Patient', type: 'text', virtual: true, hooks: { afterRead: [threadContact] }, admin: { readOnly: true } },
    { name: 'kind', type: 'select', required: true, index: true, options: [...CHAT_THREAD_KINDS], access: serverOnly, admin: { readOnly: true } },
    { name: 'key', type: 'text', required: true, unique: true, index: true, access: serverOnly, admin: { hidden: true } },
    {
      name: 'lastMessageAt',
      label: 'Last message',
      type: 'date',
      index: true,
      access: serverOnly,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'unreadForStaff', label: 'Unanswered', type: 'number', defaultValue: 0, index: true, access: serverOnly, admin: { readOnly: true } },
    { name: 'unreadForPatient', label: 'Unread by the patient', type: 'number', defaultValue: 0, access: serverOnly, admin: { readOnly: true } },
    { name: 'patientReadAt', type: 'date', access: serverOnly, admin: { hidden: true } },
    // When staff last marked the thread read without answering (ADR 100): the patient's messages before it no longer count.
    { name: 'staffReadAt', type: 'date', access: serverOnly, admin: { hidden: true } },
    {
      name: 'messages',
      type: 'join',
      collection: 'chat-messages',
      on: 'thread',
      defaultSort: '-createdAt',
      defaultLimit: 50,
      admin: { defaultColumns: ['from', 'body', 'attachment', 'createdAt'] },
    },
  ],
}
