import { relationId } from '@telehealth/cms/site'
import type { Encounter, Staff } from '@telehealth/cms/payload-types'
import { doctorThreadMessages, isEncounterPublicId, type DoctorProfile, type RowId } from '@telehealth/domain'
import type { Readable } from 'node:stream'
import { cmsAs, cmsFor, type SignedInPatient } from '~/cms.server.ts'
import { openStoredFile } from '~/uploads/storage.server.ts'

/** The profile fields a patient may see of a staff member (ADR 097), and nothing else of their record. */
const PUBLIC_PROFILE = { name: true, displayName: true, npi: true, bio: true, photo: true } as const

export type PublicProfile = Pick<Staff, 'name' | 'displayName' | 'npi' | 'bio' | 'photo'>

/**
 * A clinician's public profile, for a patient: their own encounter's doctor, or their prescription's
 * prescriber. The staff record is not the patient's to read (access off), so only the profile's
 * fields are selected.
 */
export async function publicProfileOf(patient: SignedInPatient, staffId: RowId): Promise<PublicProfile | null> {
  // Access off: a patient reads no staff record; the server reads the four fields it shows them of their own doctor.
  const cms = await cmsFor(patient)
  return cms.findByID({ collection: 'staff', id: staffId, depth: 0, disableErrors: true, select: PUBLIC_PROFILE })
}

/** The name a patient reads: the profile's display name, else the staff member's name. */
export function shownName(profile: PublicProfile): string {
  return profile.displayName?.trim() || profile.name
}

/** The signed-in patient's own encounter by its public id; another patient's, an unknown and a malformed id are all null. */
async function ownEncounter(patient: SignedInPatient, encounterId: string): Promise<Pick<Encounter, 'id' | 'doctor'> | null> {
  if (!isEncounterPublicId(encounterId)) return null
  const found = await (
    await cmsAs(patient)
  ).find({
    collection: 'encounters',
    where: { and: [{ publicId: { equals: encounterId } }, { patient: { equals: patient.id } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { doctor: true },
  })
  return found.docs[0] ?? null
}

export type ProfileReply = { status: 200; body: DoctorProfile } | { status: 404; body: { status: 'error'; message: string } }

const notFound: ProfileReply = { status: 404, body: { status: 'error', message: doctorThreadMessages.encounterNotFound } }

/** The photo's address: the site serves it to the encounter's patient only (never the storage's own address). */
function doctorPhotoPath(encounterId: string): string {
  return `/api/doctor-photo/${encounterId}`
}

/**
 * `GET /api/get-doc-profile/{encounterId}`: the doctor's name, NPI number, bio and photo address
 * (spec 001 section 3's Doctor profile, bare with a name) for the patient's own encounter. Every
 * other id, another patient's, unknown or malformed, answers the same 404.
 */
export async function doctorProfileFor(patient: SignedInPatient, encounterId: string): Promise<ProfileReply> {
  const encounter = await ownEncounter(patient, encounterId)
  const profile = encounter ? await publicProfileOf(patient, relationId(encounter.doctor)) : null
  if (!profile) return notFound
  return {
    status: 200,
    body: { name: shownName(profile), npi: profile.npi ?? '', bio: profile.bio ?? '', image: profile.photo ? doctorPhotoPath(encounterId) : '' },
  }
}

/** `GET /api/doctor-photo/{encounterId}`: the doctor's photo for the encounter's own patient, or null (404). */
export async function doctorPhotoFor(patient: SignedInPatient, encounterId: string): Promise<{ stream: Readable; filename: string; mimeType: string } | null> {
  const encounter = await ownEncounter(patient, encounterId)
  const profile = encounter ? await publicProfileOf(patient, relationId(encounter.doctor)) : null
  if (!profile?.photo) return null
  // Access off: staff photos are the staff's; the server hands the encounter's patient their doctor's.
  const photo = await (await cmsFor(patient)).findByID({ collection: 'staff-photos', id: relationId(profile.photo), depth: 0, disableErrors: true })
  if (!photo?.filename) return null
  const stream = await openStoredFile(photo.filename)
  return stream ? { stream, filename: photo.filename, mimeType: photo.mimeType ?? 'application/octet-stream' } : null
}
