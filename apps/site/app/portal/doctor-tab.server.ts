import { relationId } from '@telehealth/cms/site'
import { doctorMessagingPage, rowIdText, usesExternalDoctorMessaging, type DoctorProfile, type ProviderMessage } from '@telehealth/domain'
import { cmsAs, type SignedInPatient } from '~/cms.server.ts'
import { getClinicalSettings } from '~/content.server.ts'
import { providerMessagesFor } from './doctor-thread.server.ts'
import { doctorProfileFor } from './doctor-profile.server.ts'
import { logServerError } from '@telehealth/cms/site'

/**
 * The Doctor on Demand tab (spec 001; ADR 098): the doctor card of the patient's latest encounter,
 * and either the external doctor-messaging page (a provider-1 encounter, with the page's address set
 * by clinical staff) or the in-product doctor thread.
 */

export type DoctorChat =
  | { kind: 'external'; url: string; origin: string }
  | {
      kind: 'thread'
      /** A provider-1 encounter whose page clinical staff have not set: the patient is told so. */
      externalUnavailable: boolean
      messages: ProviderMessage[]
      page: number
      hasOlder: boolean
    }

export interface DoctorTabData {
  /** The latest encounter's public id (the spec's encounterId), or null before any clinician reviewed a form. */
  encounterId: string | null
  /** Null: no encounter yet, or the profile could not be read (the card stays neutral, no error: spec 001 section 8). */
  doctor: DoctorProfile | null
  chat: DoctorChat
}

async function latestEncounter(patient: SignedInPatient): Promise<{ publicId: string; provider: number } | null> {
  const found = await (
    await cmsAs(patient)
  ).find({
    collection: 'encounters',
    where: { patient: { equals: patient.id } },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    select: { publicId: true, provider: true },
  })
  const encounter = found.docs[0]
  return encounter?.publicId ? { publicId: encounter.publicId, provider: encounter.provider } : null
}

/** The card's profile; a failed read is no profile (spec 001: "Doctor profile load failure leaves the profile empty, with no visible error"). */
async function cardProfile(patient: SignedInPatient, encounterId: string): Promise<DoctorProfile | null> {
  try {
    const reply = await doctorProfileFor(patient, encounterId)
    return reply.status === 200 ? reply.body : null
  } catch (error) {
    // No id, no name: only that the read failed.
    logServerError('The doctor card could not be read', error)
    return null
  }
}

/** Everything the tab shows, for the signed-in patient; `url` carries the thread's `?page=`. */
export async function loadDoctorTab(patient: SignedInPatient, url: URL): Promise<DoctorTabData> {
  const encounter = await latestEncounter(patient)
  const [doctor, settings] = await Promise.all([
    encounter ? cardProfile(patient, encounter.publicId) : null,
    encounter && usesExternalDoctorMessaging(encounter.provider) ? getClinicalSettings() : null,
  ])
  const external = settings ? doctorMessagingPage(settings.doctorMessagingUrl) : null
  if (external) return { encounterId: encounter?.publicId ?? null, doctor, chat: { kind: 'external', ...external } }
  const thread = (await providerMessagesFor(patient, url)).body
  return {
    encounterId: encounter?.publicId ?? null,
    doctor,
    chat: { kind: 'thread', externalUnavailable: settings !== null, messages: thread.messages, page: thread.page, hasOlder: thread.hasOlder },
  }
}

/**
 * Each order's visit (its encounter's public id, the spec's `visitId`), keyed by the order id's text
 * (ADR 077): an order a clinician has reviewed offers the Orders tab's "Message to the doctor".
 */
export async function visitIdsByOrder(patient: SignedInPatient): Promise<Record<string, string>> {
  const found = await (
    await cmsAs(patient)
  ).find({
    collection: 'encounters',
    where: { patient: { equals: patient.id } },
    sort: '-createdAt',
    limit: 100,
    pagination: false,
    depth: 0,
    select: { publicId: true, order: true },
  })
  const visits: Record<string, string> = {}
  for (const encounter of found.docs) if (encounter.publicId) visits[rowIdText(relationId(encounter.order))] = encounter.publicId
  return visits
}
