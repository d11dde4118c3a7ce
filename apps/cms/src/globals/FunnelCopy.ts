import type { GlobalConfig } from 'payload'
import { defaultFunnelCopy } from '@telehealth/domain/copy/default-funnel-copy'
import { anyone } from '../access/anyone.ts'
import { canEditContent } from '../access/canEditContent.ts'
import { auditGlobalChange } from '../hooks/auditGlobals.ts'
import { fieldsFromExample } from '../fields/fromExample.ts'

const tab = (name: keyof typeof defaultFunnelCopy, label: string, description: string) => ({
  name,
  label,
  description,
  fields: fieldsFromExample(defaultFunnelCopy[name] as Record<string, unknown>),
})

/** Every word of the public pages, edited by marketing; the site reads it on each visit. Every change is audited (field names, not values). */
export const FunnelCopy: GlobalConfig = {
  slug: 'funnel-copy',
  label: 'Funnel copy',
  admin: { group: 'Content', description: 'Changes show on the site at the next page load.' },
  access: { read: anyone, update: canEditContent },
  hooks: { afterChange: [auditGlobalChange('funnel-copy')] },
  fields: [
    { name: 'brandName', type: 'text', required: true, maxLength: 80 },
    {
      type: 'tabs',
      tabs: [
        tab('intake', 'Intake (9 steps)', 'The funnel at / : one group per step.'),
        tab('signUp', 'Older funnel', 'The /sign-up slides that differ from the intake (the rest is shared).'),
        tab('result', 'Result page', 'Shown after the intake: "You Qualify, {name}!".'),
        tab('report', 'Report page', '/weight-loss-report'),
        tab('status', 'Status page', '/status-progress'),
        tab('bundle', 'Add-on bundle', 'The three-step add-on on the status page.'),
        tab('sorry', 'Sorry page', '/sorry'),
      ],
    },
  ],
}
