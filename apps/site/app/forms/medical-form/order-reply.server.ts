import {
  GENDERS,
  medicalFormMessages,
  type Answers,
  type FormTypeQuery,
  type Gender,
  type QuestionnaireContext,
  type QuestionnaireFormType,
  type RowId,
} from '@telehealth/domain'
import type { SignedInPatient } from '~/cms.server.ts'
import { findOwnOrder, orderDrug, orderProductId, type OwnOrder } from '~/portal/own-order.server.ts'
import { questionnaireAtVersion, type QuestionnaireVersion } from '../questionnaires.server.ts'
import { refuse, type Refusal } from './request-body.ts'
import { versionProblem, versionRefusal, type VersionRefusal } from './version-pin.server.ts'

// The order reply of `GET /forms/orders/{id}` (spec 001 section 3), and what the form engine reads of the patient and the order.

/** The spec's order reply (section 3): status, order.status, order.product_id, state, providerId, isTriz, isSema, health_id, currentDose. */
export interface FormOrderReply {
  status: true
  order: { id: RowId; status: string; product_id: RowId | null }
  state: string | null
  providerId: number | null
  isTriz: boolean
  isSema: boolean
  health_id: string | null
  currentDose: string | null
}

export type FormKind = FormTypeQuery

export function replyOf(patient: SignedInPatient, order: OwnOrder): FormOrderReply {
  const drug = orderDrug(order)
  const cart = typeof order.cart === 'object' && order.cart !== null ? order.cart : null
  return {
    status: true,
    order: { id: order.id, status: order.status, product_id: orderProductId(order) },
    state: patient.state ?? order.shippingAddress?.state ?? null,
    providerId: typeof order.provider === 'number' ? order.provider : null,
    isTriz: drug === 'tirzepatide',
    isSema: drug === 'semaglutide',
    health_id: patient.health_id || null,
    currentDose: cart?.currentDose ?? null,
  }
}

/** `GET /forms/orders/{id}`: the reply for the patient's own order, or null (unknown, malformed, another patient's). */
export async function formOrderReply(patient: SignedInPatient, orderId: string): Promise<FormOrderReply | null> {
  const order = await findOwnOrder(patient, orderId)
  return order ? replyOf(patient, order) : null
}

/** The questionnaire's form type as the engine's visibility rules name it (bare is the spec's bareMeds). */
export function engineFormType(kind: FormKind): QuestionnaireFormType {
  return kind === 'bare' ? 'bareMeds' : kind
}

function genderOf(patient: SignedInPatient): Gender | null {
  return patient.gender && (GENDERS as readonly string[]).includes(patient.gender) ? patient.gender : null
}

/** What visibility reads besides the answers: the patient's state and gender, the form type. */
export function formContext(patient: SignedInPatient, reply: FormOrderReply, kind: FormKind, answers: Answers = {}): QuestionnaireContext {
  return { answers, userState: reply.state, gender: genderOf(patient), formType: engineFormType(kind) }
}

/**
 * The version of the order's form the patient answered, with the engine's context for these
 * answers: what the submit and Process Refund check the answers on. Refused (ADR 086) unless it is
 * the current version or the version pinned on the order's draft while not withdrawn: 409, and the
 * page offers the current version; 400 for a version of another form kind.
 */
export async function answeredVersion(
  patient: SignedInPatient,
  reply: FormOrderReply,
  kind: FormKind,
  input: { questionnaireId: string; version: string; answers: Answers },
): Promise<{ ok: true; questionnaire: QuestionnaireVersion; context: QuestionnaireContext } | { ok: false; refusal: Refusal<400> | VersionRefusal }> {
  const problem = await versionProblem(patient, reply.order.id, kind, input)
  if (problem) return { ok: false, refusal: problem }
  const questionnaire = await questionnaireAtVersion(input.questionnaireId, input.version)
  if (!questionnaire) return { ok: false, refusal: versionRefusal() }
  if (questionnaire.kind !== kind) return { ok: false, refusal: refuse(400, medicalFormMessages.wrongForm) }
  return { ok: true, questionnaire, context: formContext(patient, reply, kind, input.answers) }
}
