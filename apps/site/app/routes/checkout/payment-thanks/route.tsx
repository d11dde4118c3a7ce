import { useEffect } from 'react'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { upsellMessages } from '@telehealth/domain'
import { FunnelLayout } from '@telehealth/ui'
import { ThanksScreen } from '@telehealth/ui/screens/checkout/ThanksScreen'
import { requireCheckoutPatient } from '~/auth/patient-session.server.ts'
import { getBrandName } from '~/brand.server.ts'
import { cmsAsVisitor } from '~/cms.server.ts'
import { latestOrder, saveBundleSelection } from '~/checkout/bundle.server.ts'
import { readForm } from '~/http/read-form.server.ts'

export const meta: MetaFunction = () => [{ title: 'Thank you' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requireCheckoutPatient(request)
  const url = new URL(request.url)
  // The add-on's words and price are public content.
  const cms = await cmsAsVisitor()
  const [brandName, order, addOns] = await Promise.all([
    getBrandName(),
    latestOrder(patient),
    cms.find({ collection: 'products', where: { slug: { equals: 'glp-anti-nausea' } }, limit: 1, depth: 0 }),
  ])
  const addOn = addOns.docs[0]
  const amount = /^\d+(\.\d{2})?$/.test(url.searchParams.get('amount') ?? '')
    ? (url.searchParams.get('amount') as string)
    : ((order?.amountCents ?? 0) / 100).toFixed(2)
  return {
    brandName,
    amount,
    step: url.searchParams.get('step') === 'summary' ? ('summary' as const) : ('offer' as const),
    transactionId: /^[A-Za-z0-9_-]{1,64}$/.test(url.searchParams.get('trans_id') ?? '') ? (url.searchParams.get('trans_id') as string) : null,
    productName: order?.medication === 'tirzepatide' ? 'Compounded Tirzepatide' : 'Compounded Semaglutide',
    addedAntiNausea: order?.bundleSelection === 'B12',
    addOn: {
      name: addOn?.name ?? 'GLP Anti-Nausea',
      description: addOn?.subheader ?? '30 pills, 4mg ondansetron',
      monthlyPriceCents: addOn?.monthlyPriceCents ?? 1997,
      compareAtCents: addOn?.compareAtCents ?? 7400,
    },
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const patient = await requireCheckoutPatient(request)
  const form = await readForm(request)
  const url = new URL(request.url)
  if (form.get('step') === 'summary') return redirect('/status-progress')
  const choice = form.get('choice')
  if (choice !== 'Nausea' && choice !== 'None') return data({ error: upsellMessages.somethingWentWrong }, { status: 400 })
  const saved = await saveBundleSelection(patient, choice === 'Nausea' ? 'B12' : 'None')
  if (!saved) return data({ error: upsellMessages.unexpectedError }, { status: 409 })
  url.searchParams.set('step', 'summary')
  return redirect(`${url.pathname}?${url.searchParams.toString()}`)
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

/** The tag manager's purchase event, once per transaction even if the page is reloaded. */
function usePurchaseEvent(amount: string, transactionId: string | null) {
  useEffect(() => {
    if (!transactionId) return
    const key = `purchase-event-${transactionId}`
    if (window.sessionStorage.getItem(key)) return
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push({ event: 'purchase', amount, trans_id: transactionId })
    window.sessionStorage.setItem(key, '1')
  }, [amount, transactionId])
}

export default function ThanksRoute() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  usePurchaseEvent(page.amount, page.transactionId)
  return (
    <FunnelLayout brandName={page.brandName}>
      <ThanksScreen
        step={page.step}
        amount={page.amount}
        productName={page.productName}
        addOn={page.addOn}
        addedAntiNausea={page.addedAntiNausea}
        error={actionData?.error}
      />
    </FunnelLayout>
  )
}
