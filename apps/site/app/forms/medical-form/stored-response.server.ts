import { isDeepStrictEqual } from 'node:util'
import { answerRecords, type Answers, type RowId } from '@telehealth/domain'
import type { QuestionnaireResponse } from '@telehealth/cms/payload-types'
import { relationId } from '@telehealth/cms/site'
import { cmsAs, cmsFor, type CmsUnit, type SignedInPatient } from '~/cms.server.ts'
import { answeredVersion, type FormKind, type FormOrderReply } from './order-reply.server.ts'

// The medical form's stored response, and what a submit does when one is already there (ADR 090).

/** What a submit stores as the order's response (the fields a retry compares and replaces). */
export type ResponseData = Pick<
  QuestionnaireResponse,
  'patient' | 'order' | 'questionnaire' | 'questionnaireVersion' | 'answeredQuestionnaire' | 'formType' | 'answers' | 'submission'
>

const storedFields = { formType: true, questionnaire: true, questionnaireVersion: true, answeredQuestionnaire: true, answers: true, submission: true } as const

export type StoredResponse = Pick<
  QuestionnaireResponse,
  'id' | 'formType' | 'questionnaire' | 'questionnaireVersion' | 'answeredQuestionnaire' | 'answers' | 'submission'
>

/** The order's stored response, read under the patient's own access, or null. */
export async function storedResponse(patient: SignedInPatient, orderId: RowId): Promise<StoredResponse | null> {
  const found = await (
    await cmsAs(patient)
  ).find({ collection: 'questionnaire-responses', where: { order: { equals: orderId } }, limit: 1, pagination: false, depth: 0, select: storedFields })
  return found.docs[0] ?? null
}

/** JSON as the database gives it back (no undefined keys; key order does not count). */
const asStored = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)))

/**
 * Whether a submit repeats the stored response: the same version of the same form, the same answer
 * records and the same dose choices. Only then may it be answered as the first submit was; anything
 * else would be answered "sent" while its answers are dropped.
 */
export async function repeatsStored(
  patient: SignedInPatient,
  reply: FormOrderReply,
  stored: StoredResponse,
  input: { questionnaireId: string; version: string; answers: Answers; doseSchedule: readonly (number | null)[] },
): Promise<boolean> {
  if (String(relationId(stored.questionnaire)) !== String(input.questionnaireId) || stored.questionnaireVersion !== input.version) return false
  const answered = await answeredVersion(patient, reply, stored.formType as FormKind, input)
  if (!answered.ok) return false
  const records = answerRecords(answered.questionnaire.document, answered.context)
  // The patient's own doses are kept as `doseSchedule` (the months chosen, ADR 088); `patientPreference`
  // may be the drug's default plan instead. Responses stored before that kept the choice as the preference.
  const submission = stored.submission as { doseSchedule?: unknown; patientPreference?: unknown } | null
  const chosen = submission?.doseSchedule !== undefined ? input.doseSchedule.filter((dose) => dose !== null) : input.doseSchedule
  const storedChoice = submission?.doseSchedule ?? submission?.patientPreference ?? []
  return isDeepStrictEqual(asStored(records), asStored(stored.answers)) && isDeepStrictEqual(asStored(chosen), asStored(storedChoice))
}

/**
 * Stores the submit's response inside its unit: a new one, or over one a failed submit left behind
 * (its order never moved), so the retry's answers are the ones the doctor reads. Each is undone on
 * an engine without transactions if the unit fails: the new one deleted, the old one put back.
 */
export async function storeResponse(patient: SignedInPatient, tx: CmsUnit, data: ResponseData, stranded: StoredResponse | null): Promise<void> {
  // Access off: a response is stored by the server only, after the engine checked it; the patient is the actor.
  const cms = await cmsFor(patient, tx)
  if (!stranded) {
    const response = await cms.create({ collection: 'questionnaire-responses', depth: 0, select: { formType: true }, data })
    // Access off as above: only the server removes a stored response (here, one whose unit failed on SQLite).
    tx.compensate(async () => (await cmsFor(patient)).delete({ collection: 'questionnaire-responses', id: response.id, depth: 0 }))
    return
  }
  await cms.update({ collection: 'questionnaire-responses', id: stranded.id, depth: 0, select: { formType: true }, data })
  const { id, ...before } = stranded
  // Access off as above: the server puts back the response it replaced when the unit failed on SQLite.
  tx.compensate(async () => (await cmsFor(patient)).update({ collection: 'questionnaire-responses', id, depth: 0, select: { formType: true }, data: before }))
}
