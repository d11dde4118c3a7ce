import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BillingTab } from '@telehealth/ui/screens/portal/BillingTab'
import { requirePatient } from '~/auth/patient-session.server.ts'
import { loadBillingTab } from '~/portal/billing.server.ts'
import { tabAnswer } from '~/portal/home.server.ts'
import type { HomeTabHandle } from '~/portal/home-tab.ts'

export const handle: HomeTabHandle = { homeTab: 'billing' }

/** The Billing tab (spec 001): current therapies and past payments. */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  return tabAnswer('billing', await loadBillingTab(patient))
}

export default function BillingTabRoute() {
  const { subscriptions, transactions } = useLoaderData<typeof loader>()
  return <BillingTab subscriptions={subscriptions} transactions={transactions} />
}
