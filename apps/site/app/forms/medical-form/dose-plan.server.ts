import {
  dosePreferenceOf,
  formDosePlanMonthCount,
  isOfferedFormDoseSchedule,
  isRefillForm,
  medicalFormMessages,
  visibleQuestions,
  type Drug,
  type FormDosePlan,
  type QuestionnaireContext,
  type QuestionnaireDocument,
  type RowId,
} from '@telehealth/domain'
import { cmsAs, type SignedInPatient } from '~/cms.server.ts'
import { getMedicationCatalogue } from '~/content.server.ts'
import { orderDrug, orderProductId, type OwnOrder } from '~/portal/own-order.server.ts'
import type { FormKind } from './order-reply.server.ts'

// The medical form's dose plan on the server (ADR 088): what the page hands the runner, and what the submit checks the plan with.

/** An order whose medication reached the patient: what they purchased before. */
const RECEIVED_STATUSES = ['order_delivered', 'complete'] as const

/** The form's address as the page writes it (the type query: spec 001 "Form loader and questionnaires"). */
function medicalFormPath(orderId: RowId, kind: FormKind): string {
  return `/medical-form/${String(orderId)}?type=${kind}`
}

/**
 * The spec's "purchased product": one of this patient's earlier orders of the same drug or product
 * that reached them (delivered or complete), or null. One read, as the patient.
 */
async function productPurchasedBefore(patient: SignedInPatient, order: OwnOrder, drug: Drug): Promise<RowId | null> {
  const productId = orderProductId(order)
  const found = await (
    await cmsAs(patient)
  ).find({
    collection: 'orders',
    where: {
      and: [
        { patient: { equals: patient.id } },
        { id: { not_equals: order.id } },
        { status: { in: [...RECEIVED_STATUSES] } },
        { or: [{ medication: { equals: drug } }, ...(productId === null ? [] : [{ product: { equals: productId } }])] },
      ],
    },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { product: true },
  })
  const earlier = found.docs[0]
  return earlier ? (orderProductId(earlier) ?? earlier.id) : null
}

/** The order's dose plan: whether the form counts as a refill, and the planner's data (null when the order names no drug). */
export interface OrderDosePlan {
  drug: Drug | null
  refill: boolean
  plan: FormDosePlan | null
  /** Months the dose question asks for. */
  months: number
}

/**
 * The planner's data for this order's form: the drug, the longer plan when the form counts as a
 * refill (`isRefillForm`: the form's address says refill, or the patient purchased this drug
 * before), the catalogue clinicians keep, and the pre-checkout's answers on the order's cart.
 */
export async function orderDosePlan(patient: SignedInPatient, order: OwnOrder, kind: FormKind): Promise<OrderDosePlan> {
  const drug = orderDrug(order)
  const path = medicalFormPath(order.id, kind)
  const refill = isRefillForm({ path }) || (drug !== null && isRefillForm({ path, productPurchased: await productPurchasedBefore(patient, order, drug) }))
  if (drug === null) return { drug, refill, plan: null, months: formDosePlanMonthCount(null) }
  const cart = typeof order.cart === 'object' && order.cart !== null ? order.cart : null
  const plan: FormDosePlan = {
    drug,
    kind: refill ? 'refill' : 'plan',
    catalogue: await getMedicationCatalogue(),
    preCheckout: { currentGLPMed: cart?.currentGLPMed ?? null, currentDose: cart?.currentDose ?? null },
  }
  return { drug, refill, plan, months: formDosePlanMonthCount(plan) }
}

/**
 * Why a submitted plan is refused, or null: any dose sent must be a plan the runner would have
 * offered for these answers (the same planner); a plan sent where the form asks none is refused too.
 * Whether a required plan is complete is the Next-button rule's (the submit's own check).
 */
export function dosePlanProblem(
  orderPlan: OrderDosePlan,
  document: QuestionnaireDocument,
  context: QuestionnaireContext,
  schedule: readonly (number | null)[],
): string | null {
  if (!schedule.some((dose) => dose !== null)) return null
  const asked = visibleQuestions(document, context).some((question) => question.question_type === 'dose_optimization')
  if (!asked || !orderPlan.plan) return medicalFormMessages.doseNotOffered
  return isOfferedFormDoseSchedule(orderPlan.plan, document, context.answers, schedule) ? null : medicalFormMessages.doseNotOffered
}

/**
 * The dose fields of the stored submission: `doseSchedule` is the patient's own plan (what the FHIR
 * export answers the dose question with); `patientPreference` and `maintanenceDose` are the spec's
 * payload, a plan not set taking the default schedule and maintenance dose (spec section 9).
 */
export function submittedDoses(orderPlan: OrderDosePlan, schedule: readonly (number | null)[]) {
  const preference = dosePreferenceOf(orderPlan.drug, schedule)
  return {
    doseSchedule: schedule.filter((dose): dose is number => dose !== null),
    patientPreference: preference.schedule,
    maintanenceDose: preference.maintenanceMg,
  }
}
