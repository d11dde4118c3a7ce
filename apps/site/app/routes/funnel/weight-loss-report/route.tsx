import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { reportGoalWeight, showsStartingAt } from '@telehealth/domain'
import { FunnelLayout, ReportScreen, type ReportPageCopy } from '@telehealth/ui'
import { getPatient } from '~/auth/patient-session.server.ts'
import { loadMedications, startingAtCents } from '~/checkout/catalog.server.ts'
import { getSettings } from '~/content.server.ts'
import { getFunnelContent, getPatientReport, getResult } from '~/intake/funnel-content.server.ts'

export const meta: MetaFunction = () => [{ title: 'Your weight-loss report' }]

/**
 * The projected report (desiredWeight query, default 120): of the signed-in patient, from their
 * record on any device; else of the visit this browser just finished. Nobody's: sign in first.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ copy }, patient, settings] = await Promise.all([getFunnelContent('new'), getPatient(request), getSettings()])
  const result = patient ? ((await getPatientReport(patient)) ?? (await getResult(request))) : await getResult(request)
  if (!result) {
    const url = new URL(request.url)
    throw redirect(patient ? '/' : `/login?page_ref=${encodeURIComponent(`${url.pathname}${url.search}`)}`)
  }
  const desired = new URL(request.url).searchParams.get('desiredWeight')
  const medications = showsStartingAt(settings.startingAtPlacement, 'report') ? await loadMedications() : []
  return {
    brandName: copy.brandName,
    reportCopy: copy.report as ReportPageCopy,
    firstName: result.firstName,
    currentWeight: result.currentWeight,
    targetWeight: desired === null ? result.targetWeight : reportGoalWeight(desired),
    startingAt: medications.flatMap((medication) => {
      const perMonthCents = startingAtCents(medication)
      return perMonthCents ? [{ name: medication.name, perMonthCents }] : []
    }),
  }
}

export default function ReportRoute() {
  const page = useLoaderData<typeof loader>()
  return (
    <FunnelLayout brandName={page.brandName}>
      <ReportScreen
        copy={page.reportCopy}
        firstName={page.firstName}
        currentWeight={page.currentWeight}
        targetWeight={page.targetWeight}
        selectMedHref="/select-med"
        startingAt={page.startingAt}
      />
    </FunnelLayout>
  )
}
