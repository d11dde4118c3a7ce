/**
 * What the intake forms post, by field name. The names are the domain schemas' own, so the same
 * values go to the machine (in the browser) and to the route's action (without JavaScript).
 * Text boxes carry what was typed; checkboxes carry booleans.
 */
export interface IntakeFormValues {
  agreed_to_terms?: boolean
  state?: string
  first_name?: string
  last_name?: string
  gender?: string
  email?: string
  agreed_to_email?: boolean
  phone_area?: string
  phone_prefix?: string
  phone_line?: string
  height_feet?: string
  height_inches?: string
  weight?: string
  dob_month?: string
  dob_day?: string
  dob_year?: string
  desired_weight?: string
  /** Old funnel only: the text-message consent Yes/No (null when not answered). */
  agreed_to_text?: 'Yes' | 'No' | null
  /** Old funnel only: the call/SMS consent checkbox. */
  form_step2_agree?: boolean
}

export type IntakeFieldName = keyof IntakeFormValues

/** Field name -> the one message shown beside it. */
export type IntakeErrors = Partial<Record<IntakeFieldName, string>>

export const INTAKE_TEXT_FIELDS = [
  'state',
  'first_name',
  'last_name',
  'gender',
  'email',
  'phone_area',
  'phone_prefix',
  'phone_line',
  'height_feet',
  'height_inches',
  'weight',
  'dob_month',
  'dob_day',
  'dob_year',
  'desired_weight',
] as const satisfies readonly IntakeFieldName[]

export const INTAKE_CHECKBOX_FIELDS = ['agreed_to_terms', 'agreed_to_email', 'form_step2_agree'] as const satisfies readonly IntakeFieldName[]
