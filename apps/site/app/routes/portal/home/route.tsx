import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigate, useNavigation, useSearchParams, type ShouldRevalidateFunction } from '@remix-run/react'
import { ORDER_END_NOTES, PATIENT_CANCELLABLE_STATUSES, type HomeTab } from '@telehealth/domain'
import { BillingTab } from '@telehealth/ui/screens/portal/BillingTab'
import { DoctorTab } from '@telehealth/ui/screens/portal/DoctorTab'
import { DosageTab } from '@telehealth/ui/screens/portal/DosageTab'
import { HomeScreen, type HomeTabPanel } from '@telehealth/ui/screens/portal/HomeScreen'
import { CancelOrderControl } from '@telehealth/ui/screens/portal/CancelOrderControl'
import { OrdersTab } from '@telehealth/ui/screens/portal/OrdersTab'
import { useState, type ReactNode } from 'react'
import { requirePatient } from '~/auth/patient-session.server.ts'
import { getBrandName } from '~/brand.server.ts'
import { ordersAction, type CancelOrderAnswer } from '~/portal/cancel-order.server.ts'
import { homeTabCookie } from '~/portal/home-tab.ts'
import { OrderImagePanel } from '~/portal/OrderImagePanel.tsx'
import { reshipServerMessages } from '@telehealth/domain'
import { loadHome } from '~/portal/home.server.ts'
import { isProfileAnswer, ProfilePanel } from '~/portal/ProfilePanel.tsx'
import { loadProfileTab, profileAction } from '~/portal/profile.server.ts'
import { ProgressPanel } from '~/portal/ProgressPanel.tsx'
import { replaceableOrderIds } from '~/portal/reship.server.ts'
import { loadProgressTab, progressAction, type ProgressActionData } from '~/portal/progress.server.ts'
import { clearLocalFormData } from '~/forms/form-storage.ts'

export const meta: MetaFunction = () => [{ title: 'Your dashboard' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const [brandName, home, profile, progress, replaceable] = await Promise.all([
    getBrandName(),
    loadHome(request, patient),
    loadProfileTab(patient),
    loadProgressTab(patient),
    replaceableOrderIds(patient),
  ])
  const { setCookie, ...page } = home
  return data({ brandName, ...page, profile, progress, replaceable }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined)
}

/**
 * Every form on /home posts here with an `intent`; each tab's module handles its own intents
 * (`profile.*`, `progress.*`) and answers 200 or a 4xx with its messages. The form data is read once.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const form = await request.formData()
  const intent = form.get('intent')
  if (typeof intent === 'string' && intent.startsWith('profile.')) return profileAction({ request, context, patient, form, intent })
  if (typeof intent === 'string' && intent.startsWith('progress.')) return progressAction({ request, context, patient, form, intent })
  if (typeof intent === 'string' && intent.startsWith('orders.')) return ordersAction({ patient, form, intent })
  return data({ formError: `Unknown action: ${typeof intent === 'string' ? intent.slice(0, 40) : 'none'}` }, { status: 400 })
}

/** Switching tabs changes only `?tab=`: nothing to load again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate
  const [current, next] = [new URLSearchParams(currentUrl.search), new URLSearchParams(nextUrl.search)]
  current.delete('tab')
  next.delete('tab')
  return current.toString() === next.toString() ? false : defaultShouldRevalidate
}

/** The spec's Log Out: the call, then a reload, whether the call worked or not. The form answers kept in this browser go first (ADR 059). */
async function logOut() {
  try {
    clearLocalFormData(window.localStorage)
  } catch {
    // Storage disabled: nothing was kept.
  }
  try {
    await fetch('/api/logout', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
  } finally {
    window.location.reload()
  }
}

export default function HomeRoute() {
  const home = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const navigate = useNavigate()
  const [loggingOut, setLoggingOut] = useState(false)
  const [searchParams] = useSearchParams()
  const navigation = useNavigation()
  const cancelAnswer = answer && 'intent' in answer && typeof answer.intent === 'string' && answer.intent.startsWith('orders.') ? (answer as CancelOrderAnswer) : undefined
  const progressActionData = answer && 'intent' in answer && typeof answer.intent === 'string' && answer.intent.startsWith('progress.') ? (answer as ProgressActionData) : undefined
  const panels: Record<HomeTab, () => ReactNode> = {
    myNewSelf: () => <ProgressPanel data={home.progress} actionData={progressActionData} />,
    orders: () => (
      <OrdersTab
        orders={home.orders}
        claims={home.claims}
        notice={cancelAnswer && 'ok' in cancelAnswer && cancelAnswer.ok ? cancelAnswer.message : undefined}
        alert={cancelAnswer && 'ok' in cancelAnswer && !cancelAnswer.ok ? cancelAnswer.message : undefined}
        renderOrderActions={(order) => (
          <>
            {home.replaceable.includes(order.id) ? (
              <a href="/replacement-request" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4">
                {reshipServerMessages.requestLink}
              </a>
            ) : null}
            {home.responsesByOrder[order.id] ? (
              <a
                href={`/api/questionnaire-responses/${home.responsesByOrder[order.id]}/fhir`}
                download
                className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4"
              >
                Download my answers (FHIR)
              </a>
            ) : null}
            {order.status in ORDER_END_NOTES ? null : <OrderImagePanel orderId={order.id} />}
            {(PATIENT_CANCELLABLE_STATUSES as readonly string[]).includes(order.status) ? (
              <CancelOrderControl
                orderId={order.id}
                askingInline={cancelAnswer?.intent === 'orders.cancel-ask' && cancelAnswer.orderId === order.id}
                busy={navigation.state !== 'idle' && navigation.formData?.get('intent') === 'orders.cancel' && navigation.formData.get('orderId') === String(order.id)}
                renderForm={({ children, onSubmit }) => (
                  <Form method="post" action="/home?tab=orders" onSubmit={onSubmit} className="contents">
                    {children}
                  </Form>
                )}
              />
            ) : null}
          </>
        )}
      />
    ),
    dosage: () => <DosageTab months={home.dosage} />,
    profile: () => <ProfilePanel data={home.profile} actionData={isProfileAnswer(answer) ? answer : undefined} />,
    doctorOnDemand: () => <DoctorTab />,
    billing: () => <BillingTab {...home.billing} />,
  }
  const tabs: HomeTabPanel[] = home.visible.map((id) => ({ id, content: panels[id]() }))
  // The address names the tab once one is picked in place (the loader does not run again for it).
  const asked = searchParams.get('tab')
  const activeTab = home.visible.find((id) => id === asked) ?? home.tab
  return (
    <HomeScreen
      brandName={home.brandName}
      firstName={home.firstName}
      tabs={tabs}
      activeTab={activeTab}
      onTabChange={(next) => {
        document.cookie = homeTabCookie(next)
        navigate(`/home?tab=${next}`, { replace: true, preventScrollReset: true })
      }}
      loggingOut={loggingOut}
      onLogout={() => {
        setLoggingOut(true)
        void logOut()
      }}
    />
  )
}
