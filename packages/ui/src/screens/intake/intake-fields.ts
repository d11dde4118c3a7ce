import { INTAKE_CHECKBOX_FIELDS, type IntakeFieldName, type IntakeFormValues } from '@telehealth/domain'

/** The intake's posted fields, by the domain schemas' names (the machine's event values too). */
export type IntakeFieldValues = IntakeFormValues
export type { IntakeFieldName }

export type IntakeFieldErrors = Partial<Record<IntakeFieldName, string | undefined>>

const CHECKBOXES: readonly IntakeFieldName[] = INTAKE_CHECKBOX_FIELDS

/** Reads the named fields of a form as the machine expects them: text as typed, boxes as booleans. */
export function readIntakeValues(form: HTMLFormElement, fields: readonly IntakeFieldName[]): IntakeFieldValues {
  const values: Record<string, string | boolean | null> = {}
  for (const field of fields) {
    const element = form.elements.namedItem(field)
    if (CHECKBOXES.includes(field)) {
      values[field] = element instanceof HTMLInputElement && element.checked
    } else if (field === 'agreed_to_text') {
      const choice = element instanceof RadioNodeList ? element.value : ''
      values[field] = choice === 'Yes' || choice === 'No' ? choice : null
    } else if (element instanceof RadioNodeList || element instanceof HTMLInputElement || element instanceof HTMLSelectElement) {
      values[field] = element.value
    }
  }
  return values
}

/** The first message among fields that share one (the phone boxes, the date parts). */
export function firstError(errors: IntakeFieldErrors | undefined, fields: readonly IntakeFieldName[]): string | undefined {
  for (const field of fields) {
    const message = errors?.[field]
    if (message) return message
  }
  return undefined
}
