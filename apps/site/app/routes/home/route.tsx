import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { FunnelLayout } from '@telehealth/ui'
import { PortalHomeScreen } from '@telehealth/ui/screens/account/PortalHomeScreen'
import { requirePatient } from '~/auth/patient-session.server.ts'
import { getBrandName } from '~/brand.server.ts'

export const meta: MetaFunction = () => [{ title: 'Your dashboard' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  return { brandName: await getBrandName(), firstName: patient.first_name }
}

export default function HomeRoute() {
  const { brandName, firstName } = useLoaderData<typeof loader>()
  return (
    <FunnelLayout brandName={brandName}>
      <PortalHomeScreen firstName={firstName} />
    </FunnelLayout>
  )
}
