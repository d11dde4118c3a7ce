import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { Toast } from '@telehealth/ui/components/Toast'
import { DoctorMessageModal, type DoctorMessageModalProps } from '@telehealth/ui/screens/portal/DoctorMessageModal'
import { doctorTabMessages } from '@telehealth/domain'
import { useState } from 'react'
import { ORDER_END_NOTES, PATIENT_CANCELLABLE_STATUSES, reshipServerMessages, rowIdText, sameRowId, type RowId } from '@telehealth/domain'
import { CancelOrderControl } from '@telehealth/ui/screens/portal/CancelOrderControl'
import { OrdersTab } from '@telehealth/ui/screens/portal/OrdersTab'
import { requirePatient } from '~/auth/patient-session.server.ts'
import { ordersAction, type CancelOrderAnswer } from '~/portal/cancel-order.server.ts'
import { loadOrdersTab, tabAnswer, unknownIntent } from '~/portal/home.server.ts'
import { homeTabHref, type HomeTabHandle } from '~/portal/home-tab.ts'
import { OrderImagePanel } from '~/portal/OrderImagePanel.tsx'
import { visitIdsByOrder } from '~/portal/doctor-tab.server.ts'
import { useDoctorMessageModalSend } from '~/portal/use-doctor-thread.ts'
import { readForm } from '~/http/read-form.server.ts'

export const handle: HomeTabHandle = { homeTab: 'orders' }

const ACTION = homeTabHref('orders')

/** The Orders tab (spec 001: Orders tab): the patient's orders and what each allows. */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const [tab, visits] = await Promise.all([loadOrdersTab(patient), visitIdsByOrder(patient)])
  return tabAnswer('orders', { ...tab, visits })
}

/** The tab's own forms: cancelling an order (`orders.cancel-ask`, `orders.cancel`). */
export async function action({ request }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const form = await readForm(request)
  const intent = form.get('intent')
  if (typeof intent === 'string' && intent.startsWith('orders.')) return ordersAction({ patient, form, intent })
  return unknownIntent(intent)
}

function isCancelAnswer(answer: unknown): answer is CancelOrderAnswer {
  return typeof answer === 'object' && answer !== null && 'intent' in answer && typeof answer.intent === 'string' && answer.intent.startsWith('orders.')
}

/** The id (as text) of the order's newest stored response, or null: the map is keyed by the order id's text (ADR 077). */
function responseOf(responsesByOrder: Record<string, RowId>, orderId: RowId): string | null {
  const response = responsesByOrder[rowIdText(orderId)]
  return response === undefined ? null : rowIdText(response)
}

const linkClassName = 'inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4'

/** An order a clinician reviewed (it has a visit): a message to its doctor (spec 001: Orders tab), into the doctor thread. */
function DoctorMessageAction({ visitId, ...modal }: { visitId: string | undefined } & Omit<DoctorMessageModalProps, 'visitId'>) {
  return visitId ? <DoctorMessageModal visitId={visitId} {...modal} /> : null
}

export default function OrdersTabRoute() {
  const { orders, claims, replaceable, responsesByOrder, visits } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const sendDoctorMessage = useDoctorMessageModalSend()
  // One toast per message sent (its count is the toast's key, so a second is announced again).
  const [doctorMessagesSent, setDoctorMessagesSent] = useState(0)
  const navigation = useNavigation()
  const cancelAnswer = isCancelAnswer(answer) ? answer : undefined
  return (
    <>
      <OrdersTab
        orders={orders}
        claims={claims}
        notice={cancelAnswer && 'ok' in cancelAnswer && cancelAnswer.ok ? cancelAnswer.message : undefined}
        alert={cancelAnswer && 'ok' in cancelAnswer && !cancelAnswer.ok ? cancelAnswer.message : undefined}
        renderOrderActions={(order) => (
          <>
            {replaceable.some((id) => sameRowId(id, order.id)) ? (
              <a href="/replacement-request" className={linkClassName}>
                {reshipServerMessages.requestLink}
              </a>
            ) : null}
            {responseOf(responsesByOrder, order.id) !== null ? (
              <a href={`/api/questionnaire-responses/${responseOf(responsesByOrder, order.id)}/fhir`} download className={linkClassName}>
                Download my answers (FHIR)
              </a>
            ) : null}
            <DoctorMessageAction visitId={visits[rowIdText(order.id)]} onSend={sendDoctorMessage} onSent={() => setDoctorMessagesSent((count) => count + 1)} />
            {order.status in ORDER_END_NOTES ? null : <OrderImagePanel orderId={order.id} />}
            {(PATIENT_CANCELLABLE_STATUSES as readonly string[]).includes(order.status) ? (
              <CancelOrderControl
                orderId={order.id}
                askingInline={cancelAnswer?.intent === 'orders.cancel-ask' && sameRowId(cancelAnswer.orderId, order.id)}
                busy={
                  navigation.state !== 'idle' &&
                  navigation.formData?.get('intent') === 'orders.cancel' &&
                  navigation.formData.get('orderId') === rowIdText(order.id)
                }
                renderForm={({ children, onSubmit }) => (
                  <Form method="post" action={ACTION} onSubmit={onSubmit} className="contents">
                    {/* The status this page shows: an order that moved on since is not cancelled from here (ADR 085). */}
                    <input type="hidden" name="from" value={order.status} />
                    {children}
                  </Form>
                )}
              />
            ) : null}
          </>
        )}
      />
      <Toast message={doctorMessagesSent > 0 ? doctorTabMessages.modalSent : null} toastKey={String(doctorMessagesSent)} />
    </>
  )
}
