import { chooseActiveForm, isProgressExpired, sorryMessages, type FormDosePlan, type QuestionnaireContext } from '@telehealth/domain'
import type { SignedInPatient } from '~/cms.server.ts'
import { findOwnOrder, orderProduct } from '~/portal/own-order.server.ts'
import { mayAnswerOn, publishedQuestionnaire, questionnaireAtVersion, type QuestionnaireVersion } from '../questionnaires.server.ts'
import { orderDosePlan } from './dose-plan.server.ts'
import { deleteDraft, draftRow, viewOf, type DraftView } from './draft.server.ts'
import { formContext, replyOf, type FormKind, type FormOrderReply } from './order-reply.server.ts'

/**
 * The medical form of an order (spec 001 "Form loader and questionnaires"; ADR 060). This folder
 * holds its jobs: the order reply of `GET /forms/orders/{id}` (order-reply), the page (here: the
 * form it gets, domain chooseActiveForm), the server draft that keeps a started form on its version
 * (draft, ADR 059), the submission (`POST /api/submit-md-form`, `/api/submit-bare-form`) checked
 * again by the domain engine on the stored version (submit, ADR 061), and Process Refund (refund).
 * `{id}` is always the order's id; another patient's order is "not found" (access rules on).
 */

type MedicalFormPage =
  | { kind: 'sorry'; message: string }
  | { kind: 'retype'; type: FormKind }
  | { kind: 'missing'; reply: FormOrderReply; activeFrm: 1 | 2 | 3; type: FormKind }
  | {
      kind: 'form'
      reply: FormOrderReply
      activeFrm: 1 | 2 | 3
      type: FormKind
      questionnaire: QuestionnaireVersion
      draft: DraftView | null
      context: QuestionnaireContext
      /** The dose question's planner (ADR 088), null when the order names no drug. */
      dosePlan: FormDosePlan | null
      productName: string | null
    }

/**
 * What /medical-form/{id} shows: a /sorry dead end (an order not waiting for its form, or someone
 * else's), the address with the form's type query, the error screen when no version of that form is
 * published, or the form: the draft's version when one was started and not withdrawn, else the current one.
 */
export async function medicalFormPage(patient: SignedInPatient, orderId: string, typeQuery: string | null): Promise<MedicalFormPage> {
  const order = await findOwnOrder(patient, orderId)
  if (!order) return { kind: 'sorry', message: sorryMessages.orderNotPendingOrSubmitted }
  const reply = replyOf(patient, order)
  const choice = chooseActiveForm(reply)
  if (choice.kind === 'sorry') return choice
  if (typeQuery !== choice.type) return { kind: 'retype', type: choice.type }
  const row = await draftRow(patient, order.id)
  let draft = row ? viewOf(row) : null
  // Progress older than 168 hours is discarded on the server as on the device (spec section 4).
  if (row && (!draft || isProgressExpired(new Date(draft.progress.savedAt), new Date()))) {
    await deleteDraft(patient, order.id)
    draft = null
  }
  // A started form stays on its version while it is not withdrawn (ADR 086).
  const resumable = draft && (await mayAnswerOn(choice.type, draft, draft.version)) === 'answer'
  const started = draft && resumable ? await questionnaireAtVersion(draft.questionnaireId, draft.version) : null
  const questionnaire = started && started.kind === choice.type ? started : await publishedQuestionnaire(choice.type)
  if (!questionnaire) return { kind: 'missing', reply, activeFrm: choice.activeFrm, type: choice.type }
  const keptDraft = draft && draft.version === questionnaire.version ? draft : null
  // A draft on a withdrawn version (or one no longer kept) cannot be resumed: the form starts on the
  // current version, and its autosave must not be refused as another version's.
  if (draft && !keptDraft) await deleteDraft(patient, order.id)
  return {
    kind: 'form',
    reply,
    activeFrm: choice.activeFrm,
    type: choice.type,
    questionnaire,
    draft: keptDraft,
    context: formContext(patient, reply, choice.type),
    dosePlan: (await orderDosePlan(patient, order, choice.type)).plan,
    productName: orderProduct(order)?.name ?? null,
  }
}
