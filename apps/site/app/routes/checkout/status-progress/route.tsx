import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { sameDayConditions, upsellMessages } from '@telehealth/domain'
import { BundleAddOn, FunnelLayout, StatusScreen, type BundleSelection, type StatusPageCopy } from '@telehealth/ui'
import { requireCheckoutPatient } from '~/auth/patient-session.server.ts'
import { latestOrder, saveBundleSelection } from '~/checkout/bundle.server.ts'
import { getSettings } from '~/content.server.ts'
import { getFunnelContent } from '~/intake/funnel-content.server.ts'
import { readForm } from '~/http/read-form.server.ts'

export const meta: MetaFunction = () => [{ title: 'Almost done' }]

/** The order keeps B12 / Energy / None; the page speaks of the add-ons by name. */
const FROM_ORDER: Record<string, BundleSelection> = { B12: 'GLP Anti-Nausea', Energy: 'GLP Energy', None: 'None' }
const TO_ORDER: Record<BundleSelection, 'B12' | 'Energy' | 'None'> = { 'GLP Anti-Nausea': 'B12', 'GLP Energy': 'Energy', None: 'None' }
const isSelection = (value: string): value is BundleSelection => value in TO_ORDER

export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requireCheckoutPatient(request)
  const [{ copy }, order, settings] = await Promise.all([getFunnelContent('new'), latestOrder(patient), getSettings()])
  const statusCopy = copy.status as StatusPageCopy
  // "Same day" holds only on some days and hours: the timeline says which (Settings > claims).
  const conditions = sameDayConditions(settings.claims)
  return {
    brandName: copy.brandName,
    statusCopy: {
      ...statusCopy,
      timeline: statusCopy.timeline.map((item) => (/^same[- ]day$/i.test(item.duration.trim()) && conditions ? { ...item, conditions } : item)),
    },
    bundleCopy: copy.bundle,
    firstName: patient.first_name,
    hasOrder: Boolean(order),
    saved: order?.bundleSelection ? (FROM_ORDER[order.bundleSelection] ?? null) : null,
  }
}

/** The three-step add-on: choose, confirm, saved on the patient's order. */
export async function action({ request }: ActionFunctionArgs) {
  const patient = await requireCheckoutPatient(request)
  const form = await readForm(request)
  const intent = form.get('intent')
  const asked = String(form.get('selectedMed') ?? '')
  const selected = isSelection(asked) ? asked : null
  if (intent === 'change') return { step: 'choose' as const, selected, formError: null }
  if (!selected) return data({ step: 'choose' as const, selected: null, formError: upsellMessages.somethingWentWrong }, { status: 400 })
  if (intent === 'choose') return { step: 'confirm' as const, selected, formError: null }
  if (intent !== 'confirm') return data({ step: 'choose' as const, selected, formError: upsellMessages.somethingWentWrong }, { status: 400 })
  const saved = await saveBundleSelection(patient, TO_ORDER[selected])
  if (!saved) return data({ step: 'confirm' as const, selected, formError: upsellMessages.unexpectedError }, { status: 409 })
  return { step: 'done' as const, selected, formError: null }
}

export default function StatusRoute() {
  const page = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const navigation = useNavigation()
  const step = answer?.step ?? (page.saved ? 'done' : 'choose')
  return (
    <FunnelLayout brandName={page.brandName}>
      <StatusScreen copy={page.statusCopy} firstName={page.firstName} verifyHref="/verify">
        {page.hasOrder ? (
          <BundleAddOn
            copy={page.bundleCopy}
            step={step}
            selected={answer?.selected ?? page.saved}
            formError={answer?.formError}
            submitting={navigation.state === 'submitting'}
          />
        ) : null}
      </StatusScreen>
    </FunnelLayout>
  )
}
