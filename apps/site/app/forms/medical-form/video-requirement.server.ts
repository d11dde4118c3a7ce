import { requiresVideo, VIDEO_REQUIRED_STATES, videoUploadPath, type RowId } from '@telehealth/domain'
import { cmsAs, cmsFor, type CmsUnit, type SignedInPatient } from '~/cms.server.ts'
import { getClinicalSettings } from '~/content.server.ts'
import { engineFormType, type FormKind } from './order-reply.server.ts'

/**
 * The state video an order needs (ADR 087): decided once, when the form is submitted, from the
 * Clinical settings' list of that moment and the patient's state, and kept on the order, so a later change
 * of the list reaches no order already submitted. Prescribing waits for the order's own video.
 */
export type VideoRequirement = { videoRequired: boolean; videoState: string | null }

async function videoRequiredStates(): Promise<readonly string[]> {
  const settings = await getClinicalSettings()
  return settings.videoRequiredStates && settings.videoRequiredStates.length > 0 ? settings.videoRequiredStates : VIDEO_REQUIRED_STATES
}

/** What this submit asks for: the spec's rule (the bare form, a listed state) on today's list. */
export async function videoRequirementAtSubmit(kind: FormKind, state: string | null | undefined): Promise<VideoRequirement> {
  const code = state ? state.trim().toUpperCase() : null
  const videoRequired = requiresVideo(engineFormType(kind), code, await videoRequiredStates())
  return { videoRequired, videoState: videoRequired ? code : null }
}

/** Kept on the order inside the submit's unit: with it or not at all (on SQLite, taken back if the unit fails). */
export async function recordVideoRequirement(patient: SignedInPatient, orderId: RowId, requirement: VideoRequirement, tx: CmsUnit): Promise<void> {
  // Access off: the requirement is the server's record (staff and patients may not write it); the patient is the actor.
  await (await cmsFor(patient, tx)).update({ collection: 'orders', id: orderId, depth: 0, select: { videoRequired: true }, data: requirement })
  const cleared = { videoRequired: null, videoState: null }
  // Access off as above: the server takes its record back when the unit fails on SQLite.
  tx.compensate(async () => (await cmsFor(patient)).update({ collection: 'orders', id: orderId, depth: 0, select: { videoRequired: true }, data: cleared }))
}

/** What the first submit recorded, for a replay of it. */
export async function recordedVideoRequirement(patient: SignedInPatient, orderId: RowId): Promise<VideoRequirement> {
  const order = await (
    await cmsAs(patient)
  ).findByID({ collection: 'orders', id: orderId, depth: 0, disableErrors: true, select: { videoRequired: true, videoState: true } })
  return { videoRequired: order?.videoRequired === true, videoState: order?.videoState ?? null }
}

/** After a submit: the video page when the order needs one, home otherwise. */
export function pathAfterSubmit(orderId: RowId, requirement: VideoRequirement): string {
  return requirement.videoRequired ? videoUploadPath(orderId) : '/home'
}
