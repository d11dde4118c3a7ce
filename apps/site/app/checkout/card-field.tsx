import type { ComponentType } from 'react'

/**
 * The browser side of the payments interface (services/payments on the server): each gateway's card
 * field is loaded by the page, and may fail to load (ADR 027).
 */

/** Turns what the patient typed into what the form posts (Stripe: a PaymentMethod id); false if it could not. */
export type PrepareCard = () => Promise<boolean>

export interface CardFieldProps {
  /** The field hands the page its `prepare`, called on BUY NOW before the form posts. */
  onPrepare: (prepare: PrepareCard) => void
}

/** A loaded card field: the component to draw (none when the page's own inputs are the field). */
export interface LoadedCardField {
  Field: ComponentType<CardFieldProps> | null
}

export type PaymentClientConfig = { gateway: 'sandbox'; publishableKey: null } | { gateway: 'stripe'; publishableKey: string }

/** Where the sandbox gateway's browser part is served (apps/site/public). */
export const SANDBOX_CARD_SCRIPT = '/payments/sandbox-card.js'

declare global {
  interface Window {
    SandboxPayments?: { version: number; ready: boolean }
  }
}

/** Adds a script tag and waits for it; a tag that failed is removed, so the next try fetches again. */
function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      script.remove()
      reject(new Error(`${src} did not load`))
    }
    document.head.append(script)
  })
}

/** Loads the gateway's card field; rejects when it cannot (the page then says the payment system is not ready). */
export async function loadCardField(config: PaymentClientConfig): Promise<LoadedCardField> {
  if (config.gateway === 'sandbox') {
    if (!window.SandboxPayments?.ready) await loadScript(SANDBOX_CARD_SCRIPT)
    if (!window.SandboxPayments?.ready) throw new Error('The sandbox card field did not start')
    return { Field: null }
  }
  const module = await import('./stripe-card-field.tsx')
  const stripe = await module.loadStripeFor(config.publishableKey)
  const StripeField = module.default
  return { Field: (props: { onPrepare: CardFieldProps['onPrepare'] }) => <StripeField stripe={stripe} {...props} /> }
}
