import { medicalFormMessages, VERSION_REPLACED, type RowId } from '@telehealth/domain'
import { cmsAs, type SignedInPatient } from '~/cms.server.ts'
import { mayAnswerOn, type QuestionnaireKind } from '../questionnaires.server.ts'
import { refuse, type Refusal } from './request-body.ts'

// Which version a form may be answered on (ADR 086): the current one, or the one pinned on the order's draft while it is not withdrawn.

/** A version the form may not be answered on: 409 with the code the runner knows, so the page offers the current version. */
export type VersionRefusal = { status: 409; body: { success: false; message: string; code: typeof VERSION_REPLACED } }

export function versionRefusal(message: string = medicalFormMessages.versionReplaced): VersionRefusal {
  return { status: 409, body: { success: false, message, code: VERSION_REPLACED } }
}

/** The version the order's draft is pinned on, or null when the order has no draft. */
export async function pinnedVersion(patient: SignedInPatient, orderId: RowId): Promise<string | null> {
  const found = await (
    await cmsAs(patient)
  ).find({ collection: 'questionnaire-drafts', where: { order: { equals: orderId } }, limit: 1, pagination: false, depth: 0, select: { version: true } })
  return found.docs[0]?.version ?? null
}

/**
 * Null when the order's form may be answered on the named version; else the refusal: 400 for
 * another kind's form, 409 (the page offers the current version) for any other version.
 */
export async function versionProblem(
  patient: SignedInPatient,
  orderId: RowId,
  kind: QuestionnaireKind,
  named: { questionnaireId: string; version: string },
): Promise<Refusal<400> | VersionRefusal | null> {
  const verdict = await mayAnswerOn(kind, named, await pinnedVersion(patient, orderId))
  if (verdict === 'answer') return null
  return verdict === 'wrong-form' ? refuse(400, medicalFormMessages.wrongForm) : versionRefusal()
}
