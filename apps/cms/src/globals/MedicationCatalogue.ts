import type { GlobalConfig } from 'payload'
import { DRUGS, TIRZEPATIDE_SWITCH_DOSES_MG } from '@telehealth/domain'
import { anyone } from '../access/anyone.ts'
import { isClinicalOrAdmin } from '../access/isClinicalOrAdmin.ts'
import { auditGlobalChange } from '../hooks/auditGlobals.ts'

/**
 * The medication catalogue clinical staff keep (ADR 047): the drug dose table the dose planner
 * offers, dose labels and the dosage-tab hide flag per medication id, and the
 * semaglutide-to-tirzepatide starting-dose table. Read by the site as a visitor (it holds no
 * patient data); every change is audited.
 */
export const MedicationCatalogue: GlobalConfig = {
  slug: 'medication-catalogue',
  label: 'Medication catalogue',
  admin: { group: 'Clinical' },
  access: { read: anyone, update: isClinicalOrAdmin },
  hooks: { afterChange: [auditGlobalChange('medication-catalogue')] },
  fields: [
    {
      name: 'doseSteps',
      label: 'Drug dose table',
      type: 'array',
      admin: { description: 'Each dose a drug is offered at, in mg, with the label patients see. The lowest dose of a drug is its starting dose.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'drug',
              type: 'select',
              required: true,
              options: DRUGS.map((drug) => ({ label: drug === 'semaglutide' ? 'Semaglutide' : 'Tirzepatide', value: drug })),
            },
            { name: 'doseMg', label: 'Strength (mg)', type: 'number', required: true, min: 0.01 },
            { name: 'label', type: 'text', admin: { description: 'Defaults to "N mg".' } },
          ],
        },
      ],
    },
    {
      name: 'medications',
      label: 'Medications by id',
      type: 'array',
      admin: {
        description:
          'The medication id on a prescription item, the dose label shown for it, and whether the dosage tab hides it (B12, cyanocobalamin, ondansetron...).',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'medId', label: 'Medication id', type: 'text', required: true },
            { name: 'doseLabel', label: 'Dose label', type: 'text' },
            { name: 'hideOnDosageTab', label: 'Hide on the dosage tab', type: 'checkbox', defaultValue: false },
          ],
        },
        { name: 'note', type: 'text', admin: { description: 'For staff only.' } },
      ],
    },
    {
      name: 'semaToTirz',
      label: 'Semaglutide to tirzepatide: starting dose',
      type: 'array',
      admin: { description: 'A patient moving from semaglutide starts tirzepatide at this dose. No matching row: 2.5 mg.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'semaglutideDoseMg', label: 'Current semaglutide dose (mg)', type: 'number', required: true, min: 0.01 },
            {
              name: 'timing',
              label: 'Last dose taken',
              type: 'select',
              required: true,
              options: [
                { label: 'Within last 2 weeks', value: 'withinTwoWeeks' },
                { label: 'Between 2 weeks and a month ago', value: 'between' },
                { label: 'More than a month ago', value: 'moreThanAMonth' },
              ],
            },
            {
              name: 'tirzepatideDoseMg',
              label: 'Tirzepatide starting dose (mg)',
              type: 'number',
              required: true,
              validate: (value: number | null | undefined) =>
                (typeof value === 'number' && TIRZEPATIDE_SWITCH_DOSES_MG.includes(value)) || 'Choose 2.5, 5, 7.5 or 10.',
            },
          ],
        },
      ],
    },
  ],
}
