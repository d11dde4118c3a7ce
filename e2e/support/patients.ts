import { localApi } from './local-api.ts'

/** A patient account for this run, with a password the test knows. */
export function createPatient(firstName = 'Maria'): { email: string; password: string; id: number } {
  const email = `patient-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const password = 'e2e-patient-password'
  const created = localApi<{ id: number }>('create', {
    collection: 'patients',
    data: { email, password, first_name: firstName, last_name: 'Lopez', state: 'TX' },
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

/** Signs the patient in through the login page, as they would. */
export async function signIn(page: import('@playwright/test').Page, patient: { email: string; password: string }, pageRef?: string) {
  await page.goto(pageRef ? `/login?page_ref=${encodeURIComponent(pageRef)}` : '/login')
  await page.getByLabel('Email').fill(patient.email)
  await page.getByLabel('Password').fill(patient.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
}
