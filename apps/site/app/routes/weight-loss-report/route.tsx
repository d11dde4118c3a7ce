import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { reportGoalWeight } from '@telehealth/domain'
import { FunnelLayout, ReportScreen, type ReportPageCopy } from '@telehealth/ui'
import { getFunnelContent, getResult } from '../_index/intake.server.ts'

export const meta: MetaFunction = () => [{ title: 'Your weight-loss report' }]

/** The projected report of the visit this browser just finished (desiredWeight query, default 120). */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ copy }, result] = await Promise.all([getFunnelContent('new'), getResult(request)])
  // The report is personal: without a finished visit in this browser, start one.
  if (!result) throw redirect('/')
  const desired = new URL(request.url).searchParams.get('desiredWeight')
  return {
    brandName: copy.brandName,
    reportCopy: copy.report as ReportPageCopy,
    firstName: result.firstName,
    currentWeight: result.currentWeight,
    targetWeight: desired === null ? result.targetWeight : reportGoalWeight(desired),
  }
}

export default function ReportRoute() {
  const page = useLoaderData<typeof loader>()
  return (
    <FunnelLayout brandName={page.brandName}>
      <ReportScreen copy={page.reportCopy} firstName={page.firstName} currentWeight={page.currentWeight} targetWeight={page.targetWeight} selectMedHref="/select-med" />
    </FunnelLayout>
  )
}
