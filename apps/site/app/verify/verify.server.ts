import {
  addressMessages,
  contactChangeRequestedNotice,
  emailInUseNotice,
  emailStepSchema,
  isUsStateCode,
  maskEmail,
  maskPhone,
  pathAfterEmailVerified,
  phoneChangeSchema,
  phonePartsFromStep,
  verificationMessages,
} from '@telehealth/domain'
import type { SignedInPatient } from '~/auth/patient-session.server.ts'
import { cmsAs, cmsBeforeSignIn } from '~/cms.server.ts'
import { refusalOf } from '~/cms-refusal.server.ts'
import { holdPendingChange, sendContactMessage, sendVerificationCode } from './codes.server.ts'
import type { PostalAddress } from '~/services/address/address-validator.ts'

/** The patient's newest shipping address, to prefill and check on the address step (their own read). */
export async function storedAddress(patient: SignedInPatient): Promise<PostalAddress | null> {
  const cms = await cmsAs(patient)
  const found = await cms.find({
    collection: 'addresses',
    where: { kind: { equals: 'shipping' } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
  })
  const address = found.docs[0]
  return address
    ? { address_line_1: address.address_line_1, address_line_2: address.address_line_2 ?? '', city: address.city, state: address.state, zip: address.zip }
    : null
}

export type AddressSave = { ok: true } | { ok: false; message: string }

/**
 * The patient saves their own shipping address. A state addresses do not take (DC: orders ship to
 * the 50 states) or any value the CMS refuses is answered with a message, never stored, never a 500.
 */
export async function saveShippingAddress(patient: SignedInPatient, address: PostalAddress): Promise<AddressSave> {
  const { state } = address
  if (!isUsStateCode(state)) return { ok: false, message: addressMessages.checkAndRetry }
  try {
    await (await cmsAs(patient)).create({ collection: 'addresses', depth: 0, data: { patient: patient.id, kind: 'shipping', ...address, state } })
    return { ok: true }
  } catch (error) {
    const refusal = refusalOf(error)
    if (!refusal) throw error
    return { ok: false, message: refusal.message }
  }
}

/**
 * Where the email step leads when it succeeds (spec 000 section 4): the medical form of the first
 * order still waiting for one (status pending_approval, oldest first), or /home if none. The one
 * place that choice is made.
 */
export async function nextAfterVerification(patient: SignedInPatient): Promise<string> {
  const cms = await cmsAs(patient)
  const waiting = await cms.find({
    collection: 'orders',
    where: { status: { equals: 'pending_approval' } },
    sort: 'createdAt',
    depth: 0,
    limit: 1,
  })
  return pathAfterEmailVerified(waiting.docs.map((order) => String(order.id)))
}

export type ContactUpdate = { ok: true; destination: string } | { ok: false; message: string }

export type ContactChange = { channel: 'phone'; phone: string } | { channel: 'email'; email: string }

/**
 * Asks for a change of the account's email or phone (ADR 022): nothing on the account changes until
 * the code sent to the NEW address or number is entered (checkVerificationCode applies it); the old
 * one is told now, with the new one masked. The new value waits on the code's row (`destination`,
 * purpose `change`). With `sendCode` (the profile forms) the code goes out at once; the verify
 * page's machine asks for it itself next (`send-code` sends to the pending value). An email another
 * account has cannot be probed for (ADR 101): the profile forms (`sendCode`) answer it exactly as a
 * free one, and what differs happens by email (the owner is told, no code is sent, the change waits
 * for a code that does not exist); the verify page, which sends the code itself next, refuses it
 * with the generic failure. That lookup goes through `cmsBeforeSignIn` (access off: a patient may
 * not see other accounts). The value must already have passed the caller's form rules.
 */
export async function requestContactChange(patient: SignedInPatient, change: ContactChange, { sendCode = true } = {}): Promise<ContactUpdate> {
  const patientId = String(patient.id)
  if (change.channel === 'phone') {
    if (!/^\d{10}$/.test(change.phone)) return { ok: false, message: verificationMessages.updatePhoneFailed }
    if (change.phone === patient.phone) return { ok: true, destination: change.phone }
    await startChange(patient, 'phone', change.phone, sendCode)
    return { ok: true, destination: change.phone }
  }
  const email = change.email.trim().toLowerCase()
  if (email === patient.email) return { ok: true, destination: email }
  const owner = (
    await (
      await cmsBeforeSignIn()
    ).find({
      collection: 'patients',
      where: { and: [{ email: { equals: email } }, { id: { not_equals: patientId } }] },
      limit: 1,
      depth: 0,
      select: { first_name: true },
    })
  ).docs[0]
  if (owner && !sendCode) return { ok: false, message: verificationMessages.updateEmailFailed }
  if (owner) await startChangeToTakenEmail(patient, email, owner.first_name)
  else await startChange(patient, 'email', email, sendCode)
  return { ok: true, destination: email }
}

async function startChange(patient: SignedInPatient, channel: 'phone' | 'email', destination: string, sendCode: boolean): Promise<void> {
  const target = { patientId: String(patient.id), channel, destination }
  if (sendCode) await sendVerificationCode({ ...target, purpose: 'change' })
  else await holdPendingChange(target)
  const old = channel === 'phone' ? patient.phone : patient.email
  if (!old) return
  const masked = channel === 'phone' ? maskPhone(destination) : maskEmail(destination)
  await sendContactMessage(channel, old, contactChangeRequestedNotice(channel, masked, patient.first_name), String(patient.id))
}

/**
 * A change to an address another account has, asked from the profile: the same steps and messages
 * as a free address, but the address's owner gets a notice instead of a code, and the change waits
 * on a code nobody has (holdPendingChange), so every code entered is "invalid" as a wrong one is.
 */
async function startChangeToTakenEmail(patient: SignedInPatient, email: string, ownerFirstName: string): Promise<void> {
  await holdPendingChange({ patientId: String(patient.id), channel: 'email', destination: email })
  await sendContactMessage('email', email, emailInUseNotice(ownerFirstName), String(patient.id))
  await sendContactMessage('email', patient.email, contactChangeRequestedNotice('email', maskEmail(email), patient.first_name), String(patient.id))
}

/**
 * The verify page's change subviews: the form's phone number (the phone-change rules) or email,
 * asked for as a change; the machine sends the code to the new one next (send-code).
 */
export async function updateContact(patient: SignedInPatient, channel: 'phone' | 'email', form: FormData): Promise<ContactUpdate> {
  if (channel === 'phone') {
    const parsed = phoneChangeSchema.safeParse(Object.fromEntries(form))
    if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please check the number.' }
    const parts = phonePartsFromStep(parsed.data)
    return requestContactChange(patient, { channel: 'phone', phone: `${parts.areaCode}${parts.prefix}${parts.line}` }, { sendCode: false })
  }
  const parsed = emailStepSchema.pick({ email: true }).safeParse(Object.fromEntries(form))
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please check the address.' }
  return requestContactChange(patient, { channel: 'email', email: parsed.data.email }, { sendCode: false })
}
