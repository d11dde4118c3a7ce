import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { PromotionTab } from '@telehealth/ui/screens/portal/PromotionTab'
import { requirePatient } from '~/auth/patient-session.server.ts'
import { notVisible, tabAnswer, unknownIntent } from '~/portal/home.server.ts'
import type { HomeTabHandle } from '~/portal/home-tab.ts'
import { selectPromotionAddOn } from '~/portal/promotion-add-on.server.ts'
import { loadPromotionTab, PromotionEnded, startPromotionCart } from '~/portal/promotion.server.ts'
import { readForm } from '~/http/read-form.server.ts'

export const handle: HomeTabHandle = { homeTab: 'promotion' }

/** The hidden promotional tab (spec 001; ADR 096): only while a promotion runs; otherwise the orders tab opens. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requirePatient(request)
  const tab = await loadPromotionTab()
  if (!tab) throw notVisible()
  return tabAnswer('promotion', tab)
}

/** A plan opens the checkout for a new cart at the promotion's price; an add-on is kept for the next order at its percentage off. */
export async function action({ request }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const form = await readForm(request)
  const intent = form.get('intent')
  if (intent === 'buy') {
    try {
      return redirect(await startPromotionCart(patient, form.get('plan')))
    } catch (error) {
      if (error instanceof PromotionEnded) return data({ formError: error.message, addOnMessage: null }, { status: 409 })
      throw error
    }
  }
  if (intent === 'add-on') {
    const answer = await selectPromotionAddOn(patient, { selectedMed: form.get('selectedMed') })
    return data(
      { formError: null, addOnMessage: { tone: answer.body.status === 'success' ? ('success' as const) : ('error' as const), text: answer.body.message } },
      { status: answer.status },
    )
  }
  return unknownIntent(intent)
}

export default function PromotionTabRoute() {
  const tab = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const navigation = useNavigation()
  const posting = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST' ? navigation.formData : undefined
  const pendingPlanId = posting?.get('intent') === 'buy' ? String(posting.get('plan') ?? '') : null
  const pendingAddOn = posting?.get('intent') === 'add-on' ? String(posting.get('selectedMed') ?? '') : null
  return (
    <PromotionTab
      endsAt={tab.endsAt}
      now={tab.now}
      plans={tab.plans}
      percentOff={tab.percentOff}
      addOns={tab.addOns}
      renderForm={({ children }) => <Form method="post">{children}</Form>}
      pendingPlanId={pendingPlanId}
      pendingAddOn={pendingAddOn}
      formError={answer && 'formError' in answer ? answer.formError : null}
      addOnMessage={answer && 'addOnMessage' in answer ? answer.addOnMessage : null}
    />
  )
}
