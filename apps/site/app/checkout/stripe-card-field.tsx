import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import { checkoutMessages } from '@telehealth/domain'
import { useEffect, useId, useRef, useState } from 'react'
import type { CardFieldProps } from './card-field.tsx'

let stripeLoading: Promise<Stripe> | null = null

/**
 * Stripe.js is fetched from js.stripe.com once, and only on a checkout page when Stripe is the
 * gateway. A load that failed is forgotten, so the next BUY NOW tries again (the spec's
 * "reinitialized").
 */
export function loadStripeFor(publishableKey: string): Promise<Stripe> {
  stripeLoading ??= loadStripe(publishableKey).then((stripe) => {
    if (!stripe) throw new Error('Stripe.js did not start')
    return stripe
  })
  stripeLoading.catch(() => {
    stripeLoading = null
  })
  return stripeLoading
}

/**
 * The card field when Stripe is the gateway: Stripe Elements draws the card inputs in its own
 * frame, so the card number never reaches our server. On BUY NOW the card becomes a PaymentMethod
 * in the browser (`prepare`), its id goes into the form, and the form posts as usual; the server
 * authorizes the amount it computes itself (place-order.server.ts).
 */
export default function StripeCardField({ stripe, onPrepare }: CardFieldProps & { stripe: Stripe }) {
  return (
    <Elements stripe={stripe}>
      <CardWithPaymentMethod onPrepare={onPrepare} />
    </Elements>
  )
}

function CardWithPaymentMethod({ onPrepare }: CardFieldProps) {
  const stripe = useStripe()
  const elements = useElements()
  const paymentMethod = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const errorId = useId()

  useEffect(() => {
    onPrepare(async () => {
      const card = elements?.getElement(CardElement)
      if (!stripe || !card || !paymentMethod.current) {
        setError(checkoutMessages.invalidCardDetails)
        return false
      }
      const result = await stripe.createPaymentMethod({ type: 'card', card })
      if (result.error || !result.paymentMethod) {
        setError(checkoutMessages.invalidCardDetails)
        return false
      }
      setError(null)
      paymentMethod.current.value = result.paymentMethod.id
      return true
    })
  }, [stripe, elements, onPrepare])

  return (
    <div className="flex flex-col gap-2">
      <input ref={paymentMethod} type="hidden" name="paymentMethodId" defaultValue="" />
      <div
        className="rounded-xl border border-line bg-white px-4 py-3.5 focus-within:border-brand-700 focus-within:ring-2 focus-within:ring-brand-200"
        aria-describedby={error ? errorId : undefined}
      >
        <CardElement
          options={{ hidePostalCode: false, style: { base: { fontSize: '16px', color: '#0f172a' } } }}
          onChange={(event) => setError(event.error ? checkoutMessages.invalidCardDetails : null)}
        />
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
