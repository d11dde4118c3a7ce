import { sorryMessages } from '../../messages.ts'

/** 0 undecided, 1 medical, 2 bare (the default), 3 refill. */
export type ActiveForm = 0 | 1 | 2 | 3

export const FORM_TYPE_QUERY = { 1: 'medical', 2: 'bare', 3: 'refill' } as const
export type FormTypeQuery = (typeof FORM_TYPE_QUERY)[keyof typeof FORM_TYPE_QUERY]

/** The parts of GET /forms/orders/{id} the choice reads. */
export type FormLoaderOrderReply = {
  order?: { status?: string | null } | null
  providerId?: number | null
  isTriz?: boolean | null
  isSema?: boolean | null
  health_id?: string | number | null
}

export type ActiveFormChoice = { kind: 'form'; activeFrm: Exclude<ActiveForm, 0>; type: FormTypeQuery } | { kind: 'sorry'; message: string }

/**
 * Which questionnaire an order gets. Only a pending_approval order may be filled. The external
 * provider (providerId 1) needs the medical form whatever the drug, so it is checked first; a
 * GLP order of a patient who already has a health record is a refill; everyone else gets bare.
 */
export function chooseActiveForm(reply: FormLoaderOrderReply): ActiveFormChoice {
  if (reply.order?.status !== 'pending_approval') {
    return { kind: 'sorry', message: sorryMessages.orderNotPendingOrSubmitted }
  }
  if (reply.providerId === 1) return { kind: 'form', activeFrm: 1, type: FORM_TYPE_QUERY[1] }
  const hasHealthId = reply.health_id !== null && reply.health_id !== undefined && reply.health_id !== ''
  if ((reply.isTriz === true || reply.isSema === true) && hasHealthId) {
    return { kind: 'form', activeFrm: 3, type: FORM_TYPE_QUERY[3] }
  }
  return { kind: 'form', activeFrm: 2, type: FORM_TYPE_QUERY[2] }
}

/**
 * A form counts as a refill when its path or route name says so, or a purchased product is known
 * (spec 001 "Form loader and questionnaires"). A refill plans the longer schedule and is marked
 * `isRefil` in its submission (ADR 088 says what the site passes).
 */
export function isRefillForm(input: { path?: string; routeName?: string; productPurchased?: unknown }): boolean {
  const says = (text: string | undefined) => text?.toLowerCase().includes('refill') ?? false
  const productKnown = input.productPurchased !== undefined && input.productPurchased !== null && input.productPurchased !== ''
  return says(input.path) || says(input.routeName) || productKnown
}
