import { parseWithZod } from '@conform-to/zod/v4'
import {
  contactCodeSchema,
  contactCodeSentMessage,
  contactInfoSchema,
  displayPhone,
  physicalInfoSchema,
  preferredCategoriesSchema,
  profileMessages,
  shippingAddressSchema,
  verificationMessages,
} from '@telehealth/domain'
import { z } from 'zod'
import { RateLimited, spendAttempt } from '~/auth/rate-limit.server.ts'
import { cmsAs } from '~/cms.server.ts'
import { checkVerificationCode, pendingChangeDestination } from '~/verify/codes.server.ts'
import { requestContactChange, saveShippingAddress } from '~/verify/verify.server.ts'
import type { ProfileIntent } from './intents.ts'
import { sendPasswordSetCode, setPasswordWithCode, updatePassword } from './password.server.ts'
import { invalid, limited, refused, writing, type Acting, type Outcome } from './outcome.server.ts'

/**
 * The profile tab's forms (spec 001 sections 2, 5, 7, 8; ADR 035, 036), one handler per intent.
 * Every read and write is the patient's own (`cmsAs(patient)`, access rules on): the record
 * written is always the signed-in patient's, whatever ids the post carries (the schemas drop
 * unknown fields).
 */

async function updateContact({ patient }: Acting, form: FormData): Promise<Outcome> {
  const submission = parseWithZod(form, { schema: contactInfoSchema })
  if (submission.status !== 'success') return invalid(submission)
  const { first_name, last_name, email, phone, text_updates } = submission.value
  const changesEmail = email.toLowerCase() !== patient.email
  const changesPhone = phone !== (patient.phone ?? '')
  if (changesEmail || changesPhone) {
    try {
      await spendAttempt(['contactChangePerPatient', String(patient.id)])
    } catch (error) {
      if (error instanceof RateLimited) return limited(submission, error.retryAfterSeconds)
      throw error
    }
  }
  // The email first: one another account has is refused before anything is written or sent.
  const pending: string[] = []
  if (changesEmail) {
    const asked = await requestContactChange(patient, { channel: 'email', email })
    if (!asked.ok) return refused(submission, asked.message, 400, 'email')
    pending.push(contactCodeSentMessage('email', asked.destination))
  }
  if (changesPhone) {
    const asked = await requestContactChange(patient, { channel: 'phone', phone })
    if (!asked.ok) return refused(submission, asked.message, 400, 'phone_area')
    pending.push(contactCodeSentMessage('phone', displayPhone(asked.destination)))
  }
  const failed = await writing(submission, profileMessages.updateProfileFailed, async () =>
    (await cmsAs(patient)).update({
      collection: 'patients',
      id: patient.id,
      depth: 0,
      select: { first_name: true },
      data: { first_name, last_name, text_updates },
    }),
  )
  if (failed) return failed
  if (pending.length > 0) return { status: 200, submission, success: pending.join(' ') }
  return { status: 200, submission, success: profileMessages.profileUpdated, toast: true }
}

/** The code sent to a new email or phone: right, and the change is made (ADR 022); the old one is told. */
async function confirmContactCode({ patient, clientIp }: Acting, form: FormData): Promise<Outcome> {
  const submission = parseWithZod(form, { schema: contactCodeSchema })
  if (submission.status !== 'success') return invalid(submission)
  const { channel, code } = submission.value
  const patientId = String(patient.id)
  try {
    await spendAttempt(['verifyCodePerPatient', patientId], ['verifyCodePerIp', clientIp])
  } catch (error) {
    if (error instanceof RateLimited) return limited(submission, error.retryAfterSeconds)
    throw error
  }
  // Only a change waiting for its code is confirmed here (never a plain verification code).
  if (!(await pendingChangeDestination(patientId, channel))) return refused(submission, verificationMessages.invalidCode, 400, 'code')
  if (!(await checkVerificationCode(patientId, channel, code))) return refused(submission, verificationMessages.invalidCode, 400, 'code')
  return { status: 200, submission, success: profileMessages.profileUpdated, toast: true, resetForm: true }
}

async function updatePhysical({ patient }: Acting, form: FormData): Promise<Outcome> {
  const submission = parseWithZod(form, { schema: physicalInfoSchema })
  if (submission.status !== 'success') return invalid(submission)
  const { gender, weight, height_inch } = submission.value
  const failed = await writing(submission, profileMessages.updatePhysicalFailed, async () =>
    (await cmsAs(patient)).update({ collection: 'patients', id: patient.id, depth: 0, select: { gender: true }, data: { gender, weight, height_inch } }),
  )
  return failed ?? { status: 200, submission, success: profileMessages.physicalUpdated, toast: true }
}

/** The profile's address form posts `address.address_line_1`... (the checkout's AddressFields). */
const profileAddressSchema = z.object({ address: shippingAddressSchema })

async function updateAddress({ patient }: Acting, form: FormData): Promise<Outcome> {
  const submission = parseWithZod(form, { schema: profileAddressSchema })
  if (submission.status !== 'success') return invalid(submission)
  // A new row each time, as checkout and verify write it: the newest is the one orders ship to,
  // and an order's own copy (orders.shippingAddress) never moves (ADR 035).
  const saved = await saveShippingAddress(patient, submission.value.address)
  if (!saved.ok) return refused(submission, saved.message || profileMessages.updateAddressFailed)
  return { status: 200, submission, success: profileMessages.addressUpdated, toast: true }
}

async function updateCategories({ patient }: Acting, form: FormData): Promise<Outcome> {
  const submission = parseWithZod(form, { schema: preferredCategoriesSchema })
  if (submission.status !== 'success') return invalid(submission)
  const failed = await writing(submission, profileMessages.updateCategoriesFailed, async () =>
    (await cmsAs(patient)).update({
      collection: 'patients',
      id: patient.id,
      depth: 0,
      select: { preferred_categories: true },
      data: { preferred_categories: submission.value.preferred_categories },
    }),
  )
  return failed ?? { status: 200, submission, success: profileMessages.categoriesUpdated, toast: true }
}

/** Each form's handler, by its intent. */
export const HANDLERS: Record<ProfileIntent, (acting: Acting, form: FormData) => Promise<Outcome>> = {
  'profile.contact': updateContact,
  'profile.contact-code': confirmContactCode,
  'profile.physical': updatePhysical,
  'profile.address': updateAddress,
  'profile.password': updatePassword,
  'profile.password-code': sendPasswordSetCode,
  'profile.password-set': setPasswordWithCode,
  'profile.categories': updateCategories,
}
