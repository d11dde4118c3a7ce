import { INTAKE_CHECKBOX_FIELDS, INTAKE_TEXT_FIELDS, type IntakeFieldName, type IntakeFormValues } from '@telehealth/domain'

export type { IntakeErrors, IntakeFieldName, IntakeFormValues } from '@telehealth/domain'

/** Longest text kept from a form (the domain's longest field is 256). */
const MAX_KEPT_TEXT = 256

/**
 * Keeps only the named fields, each with the right kind of value; anything else is dropped.
 * Used on every event and on saved progress, so nothing unexpected ever reaches the context.
 */
export function pickIntakeFormValues(raw: unknown, fields?: readonly IntakeFieldName[]): IntakeFormValues {
  if (typeof raw !== 'object' || raw === null) return {}
  const source = raw as Record<string, unknown>
  const wanted = (field: IntakeFieldName) => (fields ? fields.includes(field) : true) && field in source
  const values: IntakeFormValues = {}
  for (const field of INTAKE_TEXT_FIELDS) {
    const value = source[field]
    if (wanted(field) && typeof value === 'string' && value.length <= MAX_KEPT_TEXT) values[field] = value
  }
  for (const field of INTAKE_CHECKBOX_FIELDS) {
    const value = source[field]
    if (wanted(field) && typeof value === 'boolean') values[field] = value
  }
  const text = source.agreed_to_text
  if (wanted('agreed_to_text') && (text === 'Yes' || text === 'No' || text === null)) values.agreed_to_text = text
  return values
}

/** The values as the form fields a browser posts: a ticked box is 'on', an unticked one is left out. */
export function intakeValuesAsFields(values: object): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [key, value] of Object.entries(values)) {
    if (value === true) fields[key] = 'on'
    else if (typeof value === 'string' || typeof value === 'number') fields[key] = String(value)
  }
  return fields
}
