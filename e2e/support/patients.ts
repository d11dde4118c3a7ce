import { canaryEmail, PHI_CANARIES } from '@telehealth/domain/phi-canaries'
import { localApi } from './local-api.ts'

/**
 * A patient account for this run, with a password the test knows. Its last name, email local part,
 * birth date and weight are the PHI canaries (issue 32, canaries.ts).
 */
export function createPatient(firstName = 'Maria'): { email: string; password: string; id: number } {
  const email = canaryEmail(`${Date.now()}-${Math.random().toString(36).slice(2, 8)}`)
  const password = 'e2e-patient-password'
  const { year, month, day } = PHI_CANARIES.dateOfBirth
  const created = localApi<{ id: number }>('create', {
    collection: 'patients',
    data: {
      email,
      password,
      first_name: firstName,
      last_name: PHI_CANARIES.lastName,
      state: 'TX',
      date_of_birth: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      weight: PHI_CANARIES.weight,
    },
  })
  return { email, password, id: created.id }
}

/** The newest outbox message to an address (emails and texts the product sent). */
export function lastMessageTo(to: string): { subject?: string; body: string } | undefined {
  const found = localApi<{ docs: { subject?: string; body: string }[] }>('find', {
    collection: 'outbox',
    where: { to: { equals: to } },
    sort: '-createdAt',
    limit: 1,
  })
  return found.docs[0]
}

/**
 * Signs the patient in with the login form's own post (the form's fields, from the page's origin),
 * made by the browser context's request client so the session cookie lands in that browser, then
 * opens where the login sends them. The login page itself is tested by the sign-in specs
 * (accounts, account-forms, security-sessions); here it would cost a page load per test (ADR 083).
 */
export async function signIn(page: import('@playwright/test').Page, patient: { email: string; password: string }, pageRef?: string) {
  const origin = new URL(process.env.E2E_SITE_URL ?? '').origin
  const response = await page.request.post('/login', {
    form: { email: patient.email, password: patient.password, ...(pageRef ? { page_ref: pageRef } : {}) },
    headers: { Origin: origin },
    maxRedirects: 0,
  })
  const location = response.headers()['location']
  if (response.status() !== 302 || !location) throw new Error(`The login answered ${response.status()}, not a redirect`)
  await page.goto(location)
}
