import { expect, type Page } from '@playwright/test'
import { localApi } from './local-api.ts'
import { createPatient } from './patients.ts'

/** A US mobile number no other test uses (area code 512, exchange 7xx), ten digits. */
export function uniquePhone(): string {
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')
  return `5127${digits.slice(0, 2)}${digits.slice(2)}`
}

export type TestAddress = { address_line_1: string; address_line_2?: string; city: string; state: string; zip: string }

export const CONGRESS_AVE: TestAddress = { address_line_1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' }

/** A patient with a phone and a stored shipping address, ready for /verify. */
export function patientToVerify(options: { address?: TestAddress | null; firstName?: string } = {}) {
  const patient = createPatient(options.firstName ?? 'Ava')
  const phone = uniquePhone()
  localApi('update', { collection: 'patients', id: patient.id, data: { phone } })
  const address = options.address === undefined ? CONGRESS_AVE : options.address
  if (address) localApi('create', { collection: 'addresses', data: { patient: patient.id, kind: 'shipping', ...address } })
  return { ...patient, phone }
}

/** The 4-digit code in a verification message ("Your verification code is 1234. ..."), or '' in any other message. */
export function codeFrom(text: string | undefined): string {
  return /verification code is (\d{4})\b/.exec(text ?? '')?.[1] ?? ''
}

/**
 * The code in the newest verification message to an address or number: other emails (the
 * checkout's receipts) may have come after it, so the newest message with the code's words.
 */
export function verificationCodeTo(to: string): string {
  const found = localApi<{ docs: { body: string }[] }>('find', {
    collection: 'outbox',
    where: { and: [{ to: { equals: to } }, { body: { contains: 'verification code is' } }] },
    sort: '-createdAt',
    limit: 1,
  })
  return codeFrom(found.docs[0]?.body)
}

/**
 * The code the product sent to an address or number, once its message is in the outbox: the page
 * may say "We sent it" a moment before the message is stored on a busy machine.
 */
export async function sentCodeTo(to: string): Promise<string> {
  await expect.poll(() => verificationCodeTo(to), { timeout: 30_000, message: `a verification code to ${to}` }).toMatch(/^\d{4}$/)
  return verificationCodeTo(to)
}

/** A 4-digit code that is not `code`. */
export function wrongCodeFor(code: string): string {
  return code === '0000' ? '1111' : '0000'
}

/** How many messages the product has sent to an address or number. */
export function outboxCount(to: string): number {
  return localApi<{ totalDocs: number }>('find', { collection: 'outbox', where: { to: { equals: to } }, limit: 1 }).totalDocs
}

export type PatientRecord = {
  id: number
  email: string
  phone?: string | null
  phoneVerifiedAt?: string | null
  emailVerifiedAt?: string | null
}

export function readPatient(id: number): PatientRecord {
  const found = localApi<{ docs: PatientRecord[] }>('find', { collection: 'patients', where: { id: { equals: id } }, limit: 1 })
  const patient = found.docs[0]
  if (!patient) throw new Error(`patient ${id} not found`)
  return patient
}

/** The code's input (one input under the four drawn boxes, input-otp). */
export function codeInput(page: Page) {
  return page.getByRole('textbox', { name: 'Verification code' })
}

/** Types a code into the four boxes, digit by digit as a patient does, and presses Next. */
export async function typeCode(page: Page, code: string) {
  await codeInput(page).pressSequentially(code)
  await page.getByRole('button', { name: 'Next' }).click()
}

/** The email as the verify page masks it: first letter, dots, the domain. */
export function maskedEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@')
  return `${name.slice(0, 1)}•••@${domain}`
}
