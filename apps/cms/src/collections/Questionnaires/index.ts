import type { CollectionConfig, FieldHook } from 'payload'
import type { Questionnaire } from '../../payload-types.ts'
import { QUESTION_TYPES } from '@telehealth/domain/questionnaire/document'
import { isClinicalOrAdmin } from '../../access/isClinicalOrAdmin.ts'
import { staffRole } from '../../access/isStaff.ts'
import { cmsEnv } from '../../env.ts'
import { rowsToDocument } from './document.ts'
import { questionnaireFhirEndpoint } from './fhirEndpoints.ts'
import { importAndValidateQuestionnaire } from './hooks/importAndValidate.ts'
import { withdrawEarlierVersions } from './hooks/withdrawEarlierVersions.ts'

/** The site's public origin (SITE_URL), where the preview page lives; the local site when unset. */
const QUESTIONNAIRE_PREVIEW_ORIGIN = new URL(cmsEnv.SITE_URL ?? 'http://localhost:3000').origin

const exportDocument: FieldHook<Questionnaire> = ({ data }) => (data ? JSON.stringify(rowsToDocument(data), null, 2) : null)

/**
 * The medical, bare-meds, refill and pre-checkout questionnaires. Clinical staff edit questions as
 * rows, or paste a whole JSON document; drafts are private, and the site serves the published
 * version. Every save keeps a version; a started form stays on its version until it is withdrawn
 * (ADR 086), and a response keeps a copy of the version it answered.
 */
export const Questionnaires: CollectionConfig = {
  slug: 'questionnaires',
  admin: {
    group: 'Clinical',
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', '_status', 'updatedAt'],
    description: 'Edit the questions below, or paste a whole question set as JSON. Publishing checks it first.',
    // Live Preview: the site's runner over the unsaved draft, on a page that reads nothing from the
    // database and saves nothing (ADR 057).
    livePreview: {
      url: `${QUESTIONNAIRE_PREVIEW_ORIGIN}/questionnaire-preview`,
      breakpoints: [
        { label: 'Phone', name: 'phone', width: 390, height: 844 },
        { label: 'Desktop', name: 'desktop', width: 1280, height: 800 },
      ],
    },
  },
  versions: { drafts: true, maxPerDoc: 100 },
  access: {
    // Clinical staff and admins see drafts too; other staff not at all; patients and visitors
    // only what is published (the site serves that).
    read: ({ req }) => {
      if (isClinicalOrAdmin({ req })) return true
      if (staffRole(req)) return false
      return { _status: { equals: 'published' } }
    },
    create: isClinicalOrAdmin,
    update: isClinicalOrAdmin,
    delete: isClinicalOrAdmin,
    readVersions: isClinicalOrAdmin,
  },
  hooks: { beforeValidate: [importAndValidateQuestionnaire], beforeChange: [withdrawEarlierVersions] },
  endpoints: [questionnaireFhirEndpoint],
  fields: [
    {
      name: 'fhirExport',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/components/FhirDownloadField.tsx#FhirDownloadField' } },
    },
    {
      name: 'moveStartedForms',
      label: 'Started forms move to this version',
      type: 'checkbox',
      // Read by the publish (hooks/withdrawEarlierVersions), never stored.
      virtual: true,
      admin: {
        position: 'sidebar',
        description:
          'Tick before publishing a safety change: forms patients have started on an earlier version are withdrawn, and they answer this version instead.',
      },
    },
    {
      name: 'startedFormsFrom',
      label: 'Earlier versions withdrawn at',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'A form started on a version saved before this moment is answered again on the current version. Set by publishing.',
      },
    },
    { name: 'title', type: 'text', required: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      unique: true,
      options: [
        { label: 'Medical', value: 'medical' },
        { label: 'Bare meds', value: 'bare' },
        { label: 'Refill', value: 'refill' },
        { label: 'Pre-checkout', value: 'precheckout' },
      ],
    },
    {
      name: 'confirmationBackQuestion',
      label: 'Back from the confirmation step goes to question',
      type: 'text',
      admin: { description: 'The id of the question that Back opens from the last (confirmation) step. Empty: question 8.' },
    },
    {
      name: 'questions',
      type: 'array',
      labels: { singular: 'Question', plural: 'Questions' },
      admin: { initCollapsed: true, components: { RowLabel: '/components/QuestionRowLabel.tsx#QuestionRowLabel' } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'qid', label: 'Id', type: 'text', required: true, admin: { width: '20%' } },
            { name: 'question', label: 'Key', type: 'text', required: true, admin: { width: '40%' } },
            {
              name: 'question_type',
              label: 'Type',
              type: 'select',
              required: true,
              options: QUESTION_TYPES.map((value) => ({ label: value.replaceAll('_', ' '), value })),
              admin: { width: '40%' },
            },
          ],
        },
        { name: 'label', label: 'Question as the patient reads it', type: 'textarea', required: true },
        { name: 'description', type: 'textarea', admin: { description: 'Shown in the "We Cannot Proceed" popup when this question disqualifies.' } },
        {
          type: 'row',
          fields: [
            { name: 'is_optional', label: 'Optional', type: 'checkbox' },
            { name: 'important', type: 'checkbox' },
            { name: 'is_critical', label: 'Critical', type: 'checkbox' },
            { name: 'has_next_button', label: 'Next button', type: 'checkbox', defaultValue: true },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'placeholder', type: 'text' },
            { name: 'sublabel', type: 'text' },
          ],
        },
        {
          name: 'options',
          type: 'array',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'title', type: 'text', required: true, admin: { width: '50%' } },
                { name: 'order', type: 'number', admin: { width: '15%' } },
                { name: 'important', type: 'checkbox' },
                { name: 'is_critical', label: 'Critical', type: 'checkbox' },
                { name: 'is_back_button', label: 'Back button', type: 'checkbox' },
              ],
            },
          ],
        },
        {
          name: 'followups',
          label: 'Follow-up questions (JSON, keyed by option title)',
          type: 'json',
        },
        {
          name: 'show_array',
          label: 'Items to show',
          type: 'array',
          labels: { singular: 'Item', plural: 'Items' },
          admin: { description: 'Read-only points an informational question lists under its text: a heading and a line under it.' },
          fields: [
            { name: 'main_txt', label: 'Heading', type: 'text' },
            { name: 'sub_txt', label: 'Text under it', type: 'textarea' },
            { name: 'baluga_ques', label: 'Linked question (baluga_ques)', type: 'text' },
          ],
        },
      ],
    },
    {
      name: 'dependency',
      label: 'Show a question only when...',
      type: 'array',
      admin: { components: { RowLabel: '/components/QuestionRowLabel.tsx#DependencyRowLabel' } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'question_id', label: 'Question id', type: 'text', required: true },
            {
              name: 'dependent_on',
              label: 'depends on (question id, user_state, gender or form_type)',
              type: 'text',
              required: true,
            },
            { name: 'ask_if_val_in', label: 'has one of these answers', type: 'text', hasMany: true },
          ],
        },
      ],
    },
    {
      name: 'importJson',
      label: 'Import: paste a whole question set (JSON)',
      type: 'json',
      admin: { description: 'Replaces the questions and dependencies above when you save.' },
    },
    {
      name: 'exportJson',
      label: 'Export: this question set as JSON',
      type: 'textarea',
      virtual: true,
      admin: { readOnly: true, description: 'Copy this to back it up or move it to another environment.' },
      hooks: { afterRead: [exportDocument] },
    },
  ],
}
