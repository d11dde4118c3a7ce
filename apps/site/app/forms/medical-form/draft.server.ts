import type { QuestionnaireDraft } from '@telehealth/cms/payload-types'
import { relationValue } from '@telehealth/cms/site'
import { chooseActiveForm, medicalFormMessages, questionnaireProgressSchema, rowIdText, type RowId } from '@telehealth/domain'
import { z } from 'zod'
import { cmsAs, type CmsUnit, type SignedInPatient } from '~/cms.server.ts'
import { findOwnOrder } from '~/portal/own-order.server.ts'
import { mayAnswerOn } from '../questionnaires.server.ts'
import { replyOf } from './order-reply.server.ts'
import { boundedAnswersSchema, doseScheduleSchema, parseBody, questionnaireRowIdSchema, refuse, type Refusal } from './request-body.ts'
import { versionRefusal } from './version-pin.server.ts'

// The server draft that keeps a started form on its version (ADR 059): the autosave's reads and writes, as the patient.

/** The progress the runner saves (the contract's QuestionnaireProgress), bounded and with ids that can name rows. */
const draftProgressSchema = questionnaireProgressSchema.extend({
  questionnaireId: questionnaireRowIdSchema,
  version: questionnaireRowIdSchema,
  answers: boundedAnswersSchema,
  currentQuestionId: z.string().max(64).nullable(),
  doseSchedule: doseScheduleSchema,
})
type DraftProgress = z.infer<typeof draftProgressSchema>

export type DraftView = { questionnaireId: string; version: string; progress: DraftProgress; savedAt: string }

export async function draftRow(patient: SignedInPatient, orderId: RowId): Promise<QuestionnaireDraft | null> {
  const found = await (
    await cmsAs(patient)
  ).find({ collection: 'questionnaire-drafts', where: { order: { equals: orderId } }, limit: 1, pagination: false, depth: 0 })
  return found.docs[0] ?? null
}

export function viewOf(row: QuestionnaireDraft): DraftView | null {
  const parsed = draftProgressSchema.safeParse(row.progress)
  if (!parsed.success) return null
  const questionnaireId = rowIdText(typeof row.questionnaire === 'object' ? row.questionnaire.id : row.questionnaire)
  return { questionnaireId, version: row.version, progress: parsed.data, savedAt: row.savedAt }
}

export type DraftReply = { status: 200; body: { success: true; draft: DraftView | null } } | Refusal<400 | 404 | 409 | 413>

/** `GET /api/questionnaire-draft/{orderId}`: the patient's draft of the order, or null. */
export async function getDraft(patient: SignedInPatient, orderId: string): Promise<DraftReply> {
  const order = await findOwnOrder(patient, orderId)
  if (!order) return refuse(404, medicalFormMessages.notFound)
  const row = await draftRow(patient, order.id)
  return { status: 200, body: { success: true, draft: row ? viewOf(row) : null } }
}

/**
 * `PUT /api/questionnaire-draft/{orderId}` (the autosave): the runner's progress for an order still
 * waiting for its form, on the current version of the order's form kind, or on the version the
 * draft began on while it is not withdrawn (ADR 086). Any other version is refused (409, the page
 * offers the current version), as is progress on another version than the draft's.
 */
export async function putDraft(patient: SignedInPatient, orderId: string, rawBody: string): Promise<DraftReply> {
  const parsed = parseBody(rawBody, draftProgressSchema)
  if (!parsed.ok) return refuse(parsed.status, parsed.message)
  const progress = parsed.data
  const order = await findOwnOrder(patient, orderId)
  if (!order) return refuse(404, medicalFormMessages.notFound)
  const choice = chooseActiveForm(replyOf(patient, order))
  if (choice.kind !== 'form') return refuse(409, medicalFormMessages.notPending)

  const cms = await cmsAs(patient)
  const savedAt = new Date().toISOString()
  const data = { progress, savedAt }
  const existing = (
    await cms.find({
      collection: 'questionnaire-drafts',
      where: { order: { equals: order.id } },
      limit: 1,
      pagination: false,
      depth: 0,
      select: { version: true },
    })
  ).docs[0]
  const verdict = await mayAnswerOn(choice.type, progress, existing?.version ?? null)
  if (verdict === 'wrong-form') return refuse(400, medicalFormMessages.wrongForm)
  if (verdict === 'replaced') return versionRefusal()
  if (existing) {
    if (existing.version !== progress.version) return versionRefusal(medicalFormMessages.versionChanged)
    await cms.update({ collection: 'questionnaire-drafts', id: existing.id, data, depth: 0, select: { savedAt: true } })
  } else {
    try {
      await cms.create({
        collection: 'questionnaire-drafts',
        depth: 0,
        data: { patient: patient.id, order: order.id, questionnaire: relationValue(progress.questionnaireId), version: progress.version, ...data },
      })
    } catch (error) {
      // Two autosaves of a first answer raced: the order's draft is unique, so the loser updates it.
      const raced = await draftRow(patient, order.id)
      if (!raced) throw error
      if (raced.version !== progress.version) return versionRefusal(medicalFormMessages.versionChanged)
      await cms.update({ collection: 'questionnaire-drafts', id: raced.id, data, depth: 0 })
    }
  }
  return { status: 200, body: { success: true, draft: { questionnaireId: progress.questionnaireId, version: progress.version, progress, savedAt } } }
}

/** Removes the order's draft; with `tx`, as part of that unit of work (the submit's). */
export async function deleteDraft(patient: SignedInPatient, orderId: RowId, tx?: CmsUnit): Promise<void> {
  // A delete by `where` answers the rows it could not remove in `errors` instead of throwing: a
  // failed removal must fail the step, never pass as done.
  const removed = await (await cmsAs(patient, tx)).delete({ collection: 'questionnaire-drafts', where: { order: { equals: orderId } }, depth: 0 })
  if (removed.errors.length > 0) throw new Error('The questionnaire draft could not be removed')
}
