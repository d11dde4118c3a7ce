import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { DosageTab } from '@telehealth/ui/screens/portal/DosageTab'
import { requirePatient } from '~/auth/patient-session.server.ts'
import { loadDosageForHome, notVisible, tabAnswer } from '~/portal/home.server.ts'
import type { HomeTabHandle } from '~/portal/home-tab.ts'

export const handle: HomeTabHandle = { homeTab: 'dosage' }

/** The Dosage tab (spec 001): only with a prescription; without one, orders opens instead. */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const months = await loadDosageForHome(patient)
  if (months === null) return notVisible()
  return tabAnswer('dosage', { months })
}

export default function DosageTabRoute() {
  const { months } = useLoaderData<typeof loader>()
  return <DosageTab months={months} />
}
