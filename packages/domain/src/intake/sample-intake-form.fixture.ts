/**
 * One complete, valid new-funnel intake as the browser posts it (form field names and strings), for
 * tests and the bench. Not part of the product's rules.
 */
export function sampleIntakeForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    agreed_to_terms: 'on',
    state: 'TX',
    first_name: 'Maria',
    last_name: 'Lopez',
    gender: 'Female',
    email: 'maria@example.com',
    agreed_to_email: 'on',
    phone_area: '512',
    phone_prefix: '555',
    phone_line: '0142',
    height_feet: '5',
    height_inches: '6',
    weight: '210',
    dob_month: '4',
    dob_day: '12',
    dob_year: '1985',
    desired_weight: '160',
    ...overrides,
  }
}
