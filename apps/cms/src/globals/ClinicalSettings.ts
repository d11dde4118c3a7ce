import type { GlobalConfig } from 'payload'
import { DOCTOR_MESSAGING_URL_MAX_LENGTH, doctorMessagingUrlProblem } from '@telehealth/domain'
import { anyone } from '../access/anyone.ts'
import { isClinicalOrAdmin } from '../access/isClinicalOrAdmin.ts'
import { auditGlobalChange } from '../hooks/auditGlobals.ts'

/**
 * Settings clinical staff keep (ADR 098), beside the business Settings that admins and marketing
 * edit: the external doctor-messaging page a provider-1 patient's Doctor on Demand tab frames (spec
 * 001). Only an https address; the site's CSP allows that page's origin in `frame-src` on that tab
 * and nowhere else. Read by the site as a visitor (no patient data); every change is audited.
 */
export const ClinicalSettings: GlobalConfig = {
  slug: 'clinical-settings',
  label: 'Clinical settings',
  admin: { group: 'Clinical' },
  access: { read: anyone, update: isClinicalOrAdmin },
  hooks: { afterChange: [auditGlobalChange('clinical-settings')] },
  fields: [
    {
      name: 'doctorMessagingUrl',
      label: 'External doctor-messaging page (https address)',
      type: 'text',
      maxLength: DOCTOR_MESSAGING_URL_MAX_LENGTH,
      validate: (value: string | null | undefined) => doctorMessagingUrlProblem(value) ?? true,
      admin: {
        description:
          'Shown in a sandboxed frame on the Doctor on Demand tab of patients whose latest encounter is with provider 1. Empty: those patients are told the page is not available and write to their doctor in the product.',
      },
    },
  ],
}
