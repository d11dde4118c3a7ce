import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { BillingTab, type BillingActions } from '@telehealth/ui/screens/portal/BillingTab'
import type { BillingAnswer, CardFieldSource } from '@telehealth/ui/screens/portal/BillingModals'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { requirePatient } from '~/auth/patient-session.server.ts'
import { loadCardField, type LoadedCardField, type PaymentClientConfig, type PrepareCard } from '~/checkout/card-field.tsx'
import { useFetcherCall } from '~/http/fetcher-actor.ts'
import { loadBillingTab } from '~/portal/billing.server.ts'
import { tabAnswer } from '~/portal/home.server.ts'
import type { HomeTabHandle } from '~/portal/home-tab.ts'
import type { loader as homeLoader } from './route.tsx'

export const handle: HomeTabHandle = { homeTab: 'billing' }

/** The Billing tab (spec 001): current therapies, past payments, the card on file, Pay Now and Cancel. */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  return tabAnswer('billing', await loadBillingTab(patient))
}

/** The spec's `{ status, message }`; anything else is no answer the forms can read. */
function readAnswer(answer: unknown): BillingAnswer {
  if (typeof answer === 'object' && answer !== null && 'status' in answer) {
    const { status, message } = answer as { status: unknown; message?: unknown }
    return { status: status === 'success' ? 'success' : 'error', message: typeof message === 'string' ? message : null }
  }
  throw new Error('')
}

/**
 * The checkout's card field for the Billing tab's card forms (ADR 092/095): the sandbox's own inputs,
 * or Stripe Elements loaded once the tab is shown, with its `prepare` (the PaymentMethod) called
 * before a new card is posted.
 */
function useCardField(config: PaymentClientConfig): CardFieldSource {
  const [field, setField] = useState<LoadedCardField | null>(null)
  const prepare = useRef<PrepareCard | null>(null)
  const { gateway, publishableKey } = config
  useEffect(() => {
    if (gateway !== 'stripe') return
    let live = true
    loadCardField({ gateway, publishableKey: publishableKey ?? '' }).then(
      (loaded) => live && setField(loaded),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [gateway, publishableKey])
  const onPrepare = useCallback((fn: PrepareCard) => {
    prepare.current = fn
  }, [])
  const Field = field?.Field
  return useMemo(
    () =>
      gateway === 'stripe'
        ? { gateway: 'stripe', cardSlot: Field ? <Field onPrepare={onPrepare} /> : undefined, prepareCard: () => (prepare.current ?? (async () => false))() }
        : { gateway: 'sandbox' },
    [gateway, Field, onPrepare],
  )
}

export default function BillingTabRoute() {
  const { subscriptions, transactions, cardOnFile, payment } = useLoaderData<typeof loader>()
  const form = { body: (input: FormData) => input, encType: 'application/x-www-form-urlencoded' as const, read: readAnswer }
  const updateCard = useFetcherCall<FormData, BillingAnswer>({ key: 'billing-update-card', action: '/api/update-card', ...form })
  const payNow = useFetcherCall<FormData, BillingAnswer>({ key: 'billing-pay-now', action: '/api/process-subs-payment', ...form })
  const cancel = useFetcherCall<{ subs_id: string; reason: string; reccomend: boolean }, BillingAnswer>({
    key: 'billing-cancel',
    action: '/api/cancle-subs',
    body: (input) => input,
    read: readAnswer,
  })
  const actions = useMemo<BillingActions>(() => ({ updateCard, payNow, cancel }), [updateCard, payNow, cancel])
  const cardField = useCardField(payment)
  // The home layout's brand, for the cancel dialog's recommendation question.
  const brandName = useRouteLoaderData<typeof homeLoader>('routes/portal/home/route')?.brandName
  return (
    <BillingTab
      subscriptions={subscriptions}
      transactions={transactions}
      cardOnFile={cardOnFile}
      cardField={cardField}
      actions={actions}
      brandName={brandName}
    />
  )
}
