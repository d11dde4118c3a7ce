import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, Outlet, useLoaderData, useMatches, useNavigation } from '@remix-run/react'
import { isChatBubbleShown } from '@telehealth/domain'
import { HomeScreen } from '@telehealth/ui/screens/portal/HomeScreen'
import { useEffect } from 'react'
import { requirePatient } from '~/auth/patient-session.server.ts'
import { getBrandName } from '~/brand.server.ts'
import { claimLocalFormData, clearLocalFormData } from '~/forms/form-storage.ts'
import { loadHomeShell, unknownIntent } from '~/portal/home.server.ts'
import { activeHomeTab, homeTabHref } from '~/portal/home-tab.ts'
import { SupportChatPanel } from '~/portal/SupportChatPanel.tsx'
import { startSupportChat, supportChatShell } from '~/portal/support-chat.server.ts'
import { readForm } from '~/http/read-form.server.ts'

export const meta: MetaFunction = () => [{ title: 'Your dashboard' }]

/**
 * /home's layout (ADR 073): only what every tab shares (the greeting, the brand, the tabs this
 * patient sees). Each tab's route (orders.tsx, progress.tsx...) loads and acts for itself, and the
 * layout is not loaded again when the patient moves between tabs.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const [brandName, shell, supportChat] = await Promise.all([getBrandName(), loadHomeShell(patient), supportChatShell(patient)])
  // Whose answers this browser may keep: another patient's go when this one's portal opens (ADR 103).
  return { brandName, ...shell, supportChat, progressOwner: String(patient.id) }
}

/** What every tab shares posts here: the support chat's start form (`chat.start`, ADR 100). */
export async function action({ request }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const form = await readForm(request)
  const intent = form.get('intent')
  if (intent === 'chat.start') return startSupportChat(patient, form)
  return unknownIntent(intent)
}

/** The form answers kept in this browser go before the session does (ADR 059). */
function forgetKeptAnswers() {
  try {
    clearLocalFormData(window.localStorage)
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/** Another patient's questionnaire answers kept in this browser go once this patient's portal opens (ADR 103). */
function useClaimKeptAnswers(ownerId: string) {
  useEffect(() => {
    try {
      claimLocalFormData(window.localStorage, ownerId)
    } catch {
      // Storage disabled: nothing was kept.
    }
  }, [ownerId])
}

export default function HomeLayout() {
  const { brandName, firstName, visible, supportChat, progressOwner } = useLoaderData<typeof loader>()
  useClaimKeptAnswers(progressOwner)
  const navigation = useNavigation()
  const activeTab = activeHomeTab(useMatches())
  return (
    <HomeScreen
      brandName={brandName}
      firstName={firstName}
      tabs={visible}
      activeTab={activeTab}
      tabHref={homeTabHref}
      // The Doctor tab opens as a new page: its answer may allow one outside page in the CSP's frame-src
      // (a provider-1 patient's doctor-messaging page, ADR 098), and a policy applies to the page it came with.
      renderTabLink={({ href, ...props }) => <Link to={href} preventScrollReset reloadDocument={href === homeTabHref('doctorOnDemand')} {...props} />}
      // Log Out (spec 001: Home) ends the session on the server (/logout's action), then the page asks for a sign-in to come back.
      renderLogoutForm={({ children }) => (
        <Form method="post" action="/logout" onSubmit={forgetKeptAnswers}>
          {children}
        </Form>
      )}
      loggingOut={navigation.state !== 'idle' && navigation.formAction === '/logout'}
    >
      <Outlet />
      <SupportChatPanel {...supportChat} showBubble={isChatBubbleShown(activeTab)} />
    </HomeScreen>
  )
}
