import { checkoutMessages } from '@telehealth/domain'
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { loadCardField, type LoadedCardField, type PaymentClientConfig, type PrepareCard } from './card-field.tsx'

export interface BuyNow {
  /** The payment form's submit handler: one attempt per page, only once the card field is ready. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  /** True from BUY NOW until the next page: the button is disabled and the overlay shows. */
  submitting: boolean
  /** The spec's payment-system messages, or null. */
  notice: string | null
  /** Stripe's card field once loaded (the sandbox draws its own inputs: undefined). */
  cardSlot: ReactNode
}

/**
 * BUY NOW in the browser (ADR 027). The card field is loaded first; a field that could not load
 * says 'Payment system not initialized...' and is loaded again, and when that works, 'Payment
 * system reinitialized...'. A press while an attempt runs does nothing, so a double click is one
 * POST; the server makes replays of the page's idempotency key one attempt too (ADR 018). Without
 * JavaScript none of this runs and the form posts as it is.
 */
export function useBuyNow(config: PaymentClientConfig): BuyNow {
  const [field, setField] = useState<LoadedCardField | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const inFlight = useRef(false)
  const loading = useRef<Promise<LoadedCardField | null> | null>(null)
  const prepare = useRef<PrepareCard | null>(null)
  const { gateway, publishableKey } = config

  // 'failed' once a load did not work, until the next load starts.
  const status = useRef<'loading' | 'ready' | 'failed'>('loading')
  const load = useCallback(() => {
    if (!loading.current) {
      status.current = 'loading'
      loading.current = loadCardField(gateway === 'stripe' ? { gateway, publishableKey: publishableKey ?? '' } : { gateway, publishableKey: null }).then(
        (loaded) => {
          status.current = 'ready'
          setField(loaded)
          return loaded
        },
        () => {
          status.current = 'failed'
          loading.current = null
          return null
        },
      )
    }
    return loading.current
  }, [gateway, publishableKey])

  useEffect(() => {
    void load()
  }, [load])

  // A page brought back by the browser's back button is a new chance to pay.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      inFlight.current = false
      setSubmitting(false)
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])

  const onPrepare = useCallback((fn: PrepareCard) => {
    prepare.current = fn
  }, [])

  /** Says the card field is not ready and loads it again; when that works, says so. */
  const reinitialize = useCallback(() => {
    setNotice(checkoutMessages.paymentSystemNotInitialized)
    void load().then((loaded) => {
      if (loaded) setNotice(checkoutMessages.paymentSystemReinitialized)
    })
  }, [load])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    const form = event.currentTarget
    if (status.current === 'failed') {
      reinitialize()
      return
    }
    inFlight.current = true
    setSubmitting(true)
    setNotice(null)
    const release = () => {
      inFlight.current = false
      setSubmitting(false)
    }
    void (async () => {
      // A field still loading is waited for; one that could not load stops the attempt here.
      const loaded = await load()
      if (!loaded) {
        release()
        reinitialize()
        return
      }
      if (await (prepare.current ?? (async () => true))()) form.submit()
      else release()
    })().catch(() => {
      release()
      reinitialize()
    })
  }

  const Field = field?.Field
  const cardSlot =
    gateway === 'stripe' ? Field ? <Field onPrepare={onPrepare} /> : <p className="text-sm text-muted">Loading the secure card form...</p> : undefined
  return { onSubmit, submitting, notice, cardSlot }
}
