import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { DEFAULT_OFFERS, DEFAULT_PAYMENT_TERMS, isPaymentTerms, offersFromQuery, type Drug } from '@telehealth/domain'
import { FunnelLayout } from '@telehealth/ui'
import { PlanChooserScreen } from '@telehealth/ui/screens/checkout/PlanChooserScreen'
import { getPatient, requirePatient } from '~/auth/patient-session.server.ts'
import { getBrandName } from '~/brand.server.ts'
import { CartError, saveCart } from '~/checkout/cart.server.ts'
import { loadMedications } from '~/checkout/catalog.server.ts'

export const meta: MetaFunction = () => [{ title: 'Choose your plan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const [brandName, medications, patient] = await Promise.all([getBrandName(), loadMedications(), getPatient(request)])
  return { brandName, medications, signedIn: Boolean(patient) }
}

/** Saves the choice as a cart and opens its checkout link (c_id, an affiliate id, comes along). */
export async function action({ request }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const url = new URL(request.url)
  const choice = String((await request.formData()).get('plan') ?? '')
  const [drug, terms] = choice.split(':')
  const paymentTerms = Number(terms)
  if ((drug !== 'semaglutide' && drug !== 'tirzepatide') || !isPaymentTerms(paymentTerms)) {
    return data({ error: 'Please choose a medication and a plan.' }, { status: 400 })
  }
  try {
    const cartId = await saveCart({
      patient,
      drug: drug as Drug,
      paymentTerms,
      offers: { ...DEFAULT_OFFERS, ...offersFromQuery(url.searchParams) },
      conversionId: url.searchParams.get('c_id'),
    })
    const conversion = url.searchParams.get('c_id')
    return redirect(`/weight-loss-payment/${cartId}${conversion ? `?c_id=${encodeURIComponent(conversion)}` : ''}`)
  } catch (error) {
    if (error instanceof CartError) return data({ error: error.message }, { status: 409 })
    throw error
  }
}

export default function SelectMedRoute() {
  const { brandName, medications } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  return (
    <FunnelLayout brandName={brandName}>
      <PlanChooserScreen
        medications={medications}
        selected={{ drug: 'semaglutide', paymentTerms: DEFAULT_PAYMENT_TERMS }}
        error={actionData?.error}
        submitting={navigation.state === 'submitting'}
      />
    </FunnelLayout>
  )
}
