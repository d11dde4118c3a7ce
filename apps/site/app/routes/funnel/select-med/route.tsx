import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { claimsList, DEFAULT_PAYMENT_TERMS, isPaymentTerms, showsStartingAt } from '@telehealth/domain'
import { FunnelLayout } from '@telehealth/ui'
import { PlanChooserScreen } from '@telehealth/ui/screens/checkout/PlanChooserScreen'
import { getPatient, requirePatient } from '~/auth/patient-session.server.ts'
import { getBrandName } from '~/brand.server.ts'
import { attributionForCart, takeAttribution } from '~/checkout/attribution.server.ts'
import { CartError, saveCart } from '~/checkout/cart.server.ts'
import { loadMedications, startingAtCents } from '~/checkout/catalog.server.ts'
import { getSettings } from '~/content.server.ts'
import { readForm } from '~/http/read-form.server.ts'

export const meta: MetaFunction = () => [{ title: 'Choose your plan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const [brandName, medications, patient, attribution, settings] = await Promise.all([
    getBrandName(),
    loadMedications(),
    getPatient(request),
    takeAttribution(request),
    getSettings(),
  ])
  const startingAt = showsStartingAt(settings.startingAtPlacement, 'select-med')
  const page = {
    brandName,
    medications: medications.map((medication) => ({ ...medication, startingAtCents: startingAt ? startingAtCents(medication) : null })),
    claims: claimsList(settings.claims),
    signedIn: Boolean(patient),
  }
  return attribution.setCookie ? data(page, { headers: { 'Set-Cookie': attribution.setCookie } }) : page
}

/**
 * Saves the choice as a cart, with the entry link's offers and the affiliate's c_id, and opens its
 * pre-checkout questions, then its checkout (c_id comes along, as the spec's link carries it).
 */
export async function action({ request }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const choice = String((await readForm(request)).get('plan') ?? '')
  const [drug, terms] = choice.split(':')
  const paymentTerms = Number(terms)
  if ((drug !== 'semaglutide' && drug !== 'tirzepatide') || !isPaymentTerms(paymentTerms)) {
    return data({ error: 'Please choose a medication and a plan.' }, { status: 400 })
  }
  try {
    const attribution = await attributionForCart(request, patient)
    const cartId = await saveCart({ patient, drug, paymentTerms, offers: attribution.offers, conversionId: attribution.conversionId })
    const conversion = attribution.conversionId
    const headers = attribution.setCookie ? { 'Set-Cookie': attribution.setCookie } : undefined
    // The pre-checkout questions come first (ADR 064); checkout follows them.
    return redirect(`/pre-checkout/${cartId}${conversion ? `?c_id=${encodeURIComponent(conversion)}` : ''}`, { headers })
  } catch (error) {
    if (error instanceof CartError) return data({ error: error.message }, { status: 409 })
    throw error
  }
}

export default function SelectMedRoute() {
  const { brandName, medications, claims } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  return (
    <FunnelLayout brandName={brandName}>
      <PlanChooserScreen
        medications={medications}
        claims={claims}
        selected={{ drug: 'semaglutide', paymentTerms: DEFAULT_PAYMENT_TERMS }}
        error={actionData?.error}
        submitting={navigation.state === 'submitting'}
      />
    </FunnelLayout>
  )
}
