import { data } from '@remix-run/node'
import { expectedStatuses, orderTransitionMessages, parseRowId, PATIENT_CANCELLABLE_STATUSES, type RowId } from '@telehealth/domain'
import { cmsOrderTransitions, isMovedOn, type SignedInPatient } from '~/cms.server.ts'

export type CancelOrderAnswer =
  | { intent: 'orders.cancel-ask'; orderId: RowId }
  | { intent: 'orders.cancel'; orderId: RowId; ok: true; message: string }
  | { intent: 'orders.cancel'; orderId: RowId | null; ok: false; message: string }

function orderIdOf(form: FormData): RowId | null {
  return parseRowId(form.get('orderId'))
}

/** The status the page showed the order in (ADR 085); a form without one (an older page) accepts any status a patient may cancel from. */
function expectedFromOf(form: FormData) {
  return expectedStatuses(form.get('from')) ?? PATIENT_CANCELLABLE_STATUSES
}

/**
 * The Orders tab's cancel (ADR 046): 'orders.cancel-ask' is the page without JavaScript asking
 * first; 'orders.cancel' is the Yes. The order's transitions decide (own order, not yet with the
 * pharmacy) and release the card's hold.
 */
export async function ordersAction({ patient, form, intent }: { patient: SignedInPatient; form: FormData; intent: string }) {
  const orderId = orderIdOf(form)
  if (intent === 'orders.cancel-ask') {
    if (orderId === null)
      return data({ intent: 'orders.cancel', orderId: null, ok: false, message: 'Order not found.' } satisfies CancelOrderAnswer, { status: 400 })
    return data({ intent: 'orders.cancel-ask', orderId } satisfies CancelOrderAnswer)
  }
  if (intent !== 'orders.cancel') return data({ formError: `Unknown action: ${intent.slice(0, 40)}` }, { status: 400 })
  if (orderId === null)
    return data({ intent: 'orders.cancel', orderId: null, ok: false, message: 'Order not found.' } satisfies CancelOrderAnswer, { status: 400 })
  const orders = await cmsOrderTransitions()
  const result = await orders.transition({ orderId, from: expectedFromOf(form), to: 'cancelled', actor: { kind: 'patient', id: patient.id } })
  if (result.ok) return data({ intent: 'orders.cancel', orderId, ok: true, message: orderTransitionMessages.cancelled } satisfies CancelOrderAnswer)
  const message = isMovedOn(result) ? orderTransitionMessages.movedOnForPatient : result.message
  return data({ intent: 'orders.cancel', orderId, ok: false, message } satisfies CancelOrderAnswer, { status: result.status })
}
