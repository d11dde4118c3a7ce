import type { Field } from 'payload'

function humanize(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * Admin fields shaped exactly like an example of the copy a screen takes: text for strings, a
 * group for an object, a list for an array. The screens' copy types and the CMS cannot drift apart,
 * and marketing edits every word as a labelled field, not JSON.
 */
export function fieldsFromExample(example: Record<string, unknown>): Field[] {
  return Object.entries(example).map(([name, value]): Field => {
    const label = humanize(name)
    if (typeof value === 'string') {
      const hasSlot = /\{[a-z]+\}/i.test(value)
      const admin = hasSlot ? { description: 'Words in {braces} are filled in on the page; keep them.' } : {}
      return value.length > 90 ? { name, label, type: 'textarea', required: true, admin } : { name, label, type: 'text', required: true, admin }
    }
    if (Array.isArray(value)) {
      const first: unknown = value[0]
      return {
        name,
        label,
        type: 'array',
        fields: first && typeof first === 'object' ? fieldsFromExample(first as Record<string, unknown>) : [{ name: 'text', type: 'text', required: true }],
      }
    }
    if (value && typeof value === 'object') return { name, label, type: 'group', fields: fieldsFromExample(value as Record<string, unknown>) }
    return { name, label, type: 'text' }
  })
}
