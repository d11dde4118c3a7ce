import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import { checkoutMessages } from '@telehealth/domain'
import { useEffect, useId, useRef, useState } from 'react'

let stripeLoading: Promise<Stripe | null> | null = null

/** Stripe.js is fetched from js.stripe.com once, and only on a checkout page when Stripe is the gateway. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  stripeLoading ??= loadStripe(publishableKey)
  return stripeLoading
}

/**
 * The card field when Stripe is the gateway: Stripe Elements draws the card inputs in its own
 * frame, so the card number never reaches our server. On BUY NOW the card becomes a PaymentMethod
 * in the browser, its id goes into the form, and the form posts as usual; the server authorizes
 * the amount it computes itself (place-order.server.ts).
 */
export default function StripeCardField({ publishableKey }: { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <CardWithPaymentMethod />
    </Elements>
  )
}

function CardWithPaymentMethod() {
  const stripe = useStripe()
  const elements = useElements()
  const anchor = useRef<HTMLDivElement>(null)
  const paymentMethod = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const errorId = useId()

  useEffect(() => {
    const form = anchor.current?.closest('form')
    if (!form) return
    const onSubmit = (event: SubmitEvent) => {
      // Second pass, after the card became a PaymentMethod: let the form post.
      if (paymentMethod.current?.value) return
      event.preventDefault()
      const card = elements?.getElement(CardElement)
      if (!stripe || !card) {
        setError(checkoutMessages.invalidCardDetails)
        return
      }
      void stripe.createPaymentMethod({ type: 'card', card }).then((result) => {
        if (result.error || !result.paymentMethod || !paymentMethod.current) {
          setError(checkoutMessages.invalidCardDetails)
          return
        }
        setError(null)
        paymentMethod.current.value = result.paymentMethod.id
        form.requestSubmit(event.submitter instanceof HTMLElement ? event.submitter : undefined)
      })
    }
    form.addEventListener('submit', onSubmit)
    return () => {
      form.removeEventListener('submit', onSubmit)
    }
  }, [stripe, elements])

  return (
    <div ref={anchor} className="flex flex-col gap-2">
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
