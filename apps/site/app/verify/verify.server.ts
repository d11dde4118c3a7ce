import { emailStepSchema, pathAfterEmailVerified, phoneChangeSchema, phonePartsFromStep } from '@telehealth/domain'
import type { SignedInPatient } from '~/auth/patient-session.server.ts'
import { getCms } from '~/cms.server.ts'
import type { PostalAddress } from '~/services/address/address-validator.ts'

/** The patient's newest shipping address, to prefill and check on the address step. */
export async function storedAddress(patient: SignedInPatient): Promise<PostalAddress | null> {
  const cms = await getCms()
  const found = await cms.find({
    collection: 'addresses',
    where: { kind: { equals: 'shipping' } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user: patient,
  })
  const address = found.docs[0]
  return address
    ? { address_line_1: address.address_line_1, address_line_2: address.address_line_2 ?? '', city: address.city, state: address.state, zip: address.zip }
    : null
}

export async function saveShippingAddress(patient: SignedInPatient, address: PostalAddress): Promise<void> {
  const cms = await getCms()
  await cms.create({
    collection: 'addresses',
    data: { patient: patient.id, kind: 'shipping', ...address, state: address.state as never },
    overrideAccess: false,
    user: patient,
  })
}

/** Where the email step leads when it succeeds: the first order still waiting for its medical form. */
export async function nextAfterVerification(patient: SignedInPatient): Promise<string> {
  const cms = await getCms()
  const waiting = await cms.find({
    collection: 'orders',
    where: { status: { equals: 'pending_approval' } },
    sort: 'createdAt',
    depth: 0,
    limit: 10,
    overrideAccess: false,
    user: patient,
  })
  return pathAfterEmailVerified(waiting.docs.map((order) => String(order.id)))
}

export type ContactUpdate = { ok: true; destination: string } | { ok: false; message: string }

/** A changed phone number (the phone-change rules) or email address, saved on the account. */
export async function updateContact(patient: SignedInPatient, channel: 'phone' | 'email', form: FormData): Promise<ContactUpdate> {
  const cms = await getCms()
  if (channel === 'phone') {
    const parsed = phoneChangeSchema.safeParse(Object.fromEntries(form))
    if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please check the number.' }
    const parts = phonePartsFromStep(parsed.data)
    const phone = `${parts.areaCode}${parts.prefix}${parts.line}`
    await cms.update({ collection: 'patients', id: patient.id, data: { phone }, overrideAccess: false, user: patient })
    // The new number is not verified yet (a field only the server itself may write).
    await cms.update({ collection: 'patients', id: patient.id, data: { phoneVerifiedAt: null } })
    return { ok: true, destination: phone }
  }
  const parsed = emailStepSchema.pick({ email: true }).safeParse(Object.fromEntries(form))
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please check the address.' }
  const email = parsed.data.email.toLowerCase()
  const taken = await cms.count({ collection: 'patients', where: { and: [{ email: { equals: email } }, { id: { not_equals: patient.id } }] } })
  // Another account's address is refused with the generic failure, so this cannot probe for accounts.
  if (taken.totalDocs > 0) return { ok: false, message: 'Error updating email address. Please try again.' }
  await cms.update({ collection: 'patients', id: patient.id, data: { email }, overrideAccess: false, user: patient })
  await cms.update({ collection: 'patients', id: patient.id, data: { emailVerifiedAt: null } })
  return { ok: true, destination: email }
}
