import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, useActionData, useLoaderData, useNavigation, useRouteError } from '@remix-run/react'
import { FunnelLayout } from '@telehealth/ui'
import { CheckoutScreen, type CheckoutScreenProps } from '@telehealth/ui/screens/checkout/CheckoutScreen'
import { checkoutAction, checkoutLoader } from './checkout.server.ts'
import { keepCheckoutConversion } from '~/checkout/attribution.server.ts'
import { useBuyNow } from '~/checkout/use-buy-now.tsx'
import { actionOrLoaderHeaders } from '~/route-headers.ts'
import { useAddressSuggestions } from '~/services/address/use-address-suggestions.ts'

export const headers = actionOrLoaderHeaders

export const meta: MetaFunction = () => [{ title: 'Checkout' }]

const disclaimerLinks = [
  { label: 'Returns & Refund Policy', href: '/legal/returns-refund-policy' },
  { label: 'Terms Of Use', href: '/legal/terms-of-use' },
  { label: 'Privacy Policy', href: '/legal/privacy-policy' },
  { label: 'HIPAA Notice', href: '/legal/hipaa-notice' },
  { label: 'TeleHealth Consent', href: '/legal/telehealth-consent' },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  // An affiliate's c_id on the checkout link is kept on the cart (and the browser's cookie).
  const conversionCookie = await keepCheckoutConversion(request, params.cartId ?? '')
  const checkout = await checkoutLoader(request, params.cartId ?? '')
  return conversionCookie ? data(checkout, { headers: { 'Set-Cookie': conversionCookie } }) : checkout
}

export function action({ request, params, context }: ActionFunctionArgs) {
  return checkoutAction(request, params.cartId ?? '', context.clientIp)
}

export default function CheckoutRoute() {
  const checkout = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  // Stripe's code is loaded only when Stripe is the gateway: the sandbox's pages never download it.
  const buyNow = useBuyNow(checkout.payment)
  const suggestAddress = useAddressSuggestions()
  const answer = actionData as { couponError?: string; poBoxMessage?: string; values?: CheckoutScreenProps['values'] } | undefined
  return (
    <FunnelLayout brandName={checkout.brandName}>
      <CheckoutScreen
        step={checkout.step}
        links={checkout.links}
        otherMedication={checkout.otherMedication}
        product={checkout.product}
        plans={checkout.plans}
        paymentTerms={checkout.paymentTerms}
        coupon={checkout.coupon}
        couponError={answer?.couponError}
        amountCents={checkout.amountCents}
        gateway={checkout.payment.gateway}
        suggestAddress={suggestAddress}
        cardSlot={buyNow.cardSlot}
        onPay={buyNow.onSubmit}
        paymentNotice={buyNow.notice ?? undefined}
        idempotencyKey={checkout.idempotencyKey}
        errors={actionData?.errors}
        values={answer?.values}
        formError={actionData?.formError ?? checkout.blockedMessage ?? undefined}
        blocked={Boolean(checkout.blockedMessage)}
        poBoxMessage={answer?.poBoxMessage}
        disclaimerLinks={disclaimerLinks}
        submitting={buyNow.submitting || navigation.state === 'submitting'}
      />
    </FunnelLayout>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const body: unknown = isRouteErrorResponse(error) ? error.data : null
  const message = typeof body === 'object' && body && 'message' in body ? String(body.message) : 'Something went wrong. Please try again.'
  return (
    <FunnelLayout brandName="Checkout">
      <p role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-base font-medium text-danger">
        {message}
      </p>
    </FunnelLayout>
  )
}
