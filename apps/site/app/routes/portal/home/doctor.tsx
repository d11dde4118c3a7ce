import type { LoaderFunctionArgs } from '@remix-run/node'
import { DoctorTab } from '@telehealth/ui/screens/portal/DoctorTab'
import { requirePatient } from '~/auth/patient-session.server.ts'
import { notVisible, seesDoctorTab, tabAnswer } from '~/portal/home.server.ts'
import type { HomeTabHandle } from '~/portal/home-tab.ts'

export const handle: HomeTabHandle = { homeTab: 'doctorOnDemand' }

/** The Doctor on Demand tab (spec 001): only with a health_id; without one, orders opens instead. */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  if (!seesDoctorTab(patient)) return notVisible()
  return tabAnswer('doctorOnDemand', {})
}

export default function DoctorTabRoute() {
  return <DoctorTab />
}
