import { emailStepSchema, isUsStateCode, pathAfterEmailVerified, phoneChangeSchema, phonePartsFromStep, addressMessages } from '@telehealth/domain'
import type { SignedInPatient } from '~/auth/patient-session.server.ts'
import { cmsAs, cmsAsServer, cmsFor } from '~/cms.server.ts'
import { refusalOf } from '~/cms-refusal.server.ts'
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

/** Where the email step leads when it succeeds: the first order still waiting for its medical form. */
export async function nextAfterVerification(patient: SignedInPatient): Promise<string> {
  const cms = await cmsAs(patient)
  const waiting = await cms.find({
    collection: 'orders',
    where: { status: { equals: 'pending_approval' } },
    sort: 'createdAt',
    depth: 0,
    limit: 10,
  })
  return pathAfterEmailVerified(waiting.docs.map((order) => String(order.id)))
}

export type ContactUpdate = { ok: true; destination: string } | { ok: false; message: string }

/**
 * A changed phone number (the phone-change rules) or email address, saved on the account: the
 * patient's own change (`cmsAs`); clearing the verified flag is the server's decision for them
 * (`cmsFor`: nobody may write it through the API); whether another account has the address is the
 * server's own lookup (`cmsAsServer`: the patient may not see other accounts).
 */
export async function updateContact(patient: SignedInPatient, channel: 'phone' | 'email', form: FormData): Promise<ContactUpdate> {
  const asPatient = await cmsAs(patient)
  const forPatient = await cmsFor(patient)
  try {
    if (channel === 'phone') {
      const parsed = phoneChangeSchema.safeParse(Object.fromEntries(form))
      if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please check the number.' }
      const parts = phonePartsFromStep(parsed.data)
      const phone = `${parts.areaCode}${parts.prefix}${parts.line}`
      await asPatient.update({ collection: 'patients', id: patient.id, depth: 0, data: { phone } })
      // The new number is not verified yet.
      await forPatient.update({ collection: 'patients', id: patient.id, depth: 0, data: { phoneVerifiedAt: null } })
      return { ok: true, destination: phone }
    }
    const parsed = emailStepSchema.pick({ email: true }).safeParse(Object.fromEntries(form))
    if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please check the address.' }
    const email = parsed.data.email.toLowerCase()
    const taken = await (await cmsAsServer()).count({ collection: 'patients', where: { and: [{ email: { equals: email } }, { id: { not_equals: patient.id } }] } })
    // Another account's address is refused with the generic failure, so this cannot probe for accounts.
    if (taken.totalDocs > 0) return { ok: false, message: 'Error updating email address. Please try again.' }
    await asPatient.update({ collection: 'patients', id: patient.id, depth: 0, data: { email } })
    await forPatient.update({ collection: 'patients', id: patient.id, depth: 0, data: { emailVerifiedAt: null } })
    return { ok: true, destination: email }
  } catch (error) {
    // A value the CMS refuses (or an address taken in between: the unique index) is a message, not a 500.
    const refusal = refusalOf(error)
    if (!refusal) throw error
    return { ok: false, message: channel === 'email' ? 'Error updating email address. Please try again.' : refusal.message }
  }
}
