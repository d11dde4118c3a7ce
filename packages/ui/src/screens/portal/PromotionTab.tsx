import { countdownTo, countdownWords, formatUsd, promotionMessages, type Countdown } from '@telehealth/domain'
import { useEffect, useState, type ReactElement, type ReactNode } from 'react'
import { primaryButtonClassName, secondaryButtonClassName } from '../../components/Button.tsx'
import { Card } from '../../components/Card.tsx'

export interface PromotionPlan {
  id: string
  label: string
  months: number
  priceCents: number
  perMonthCents: number
  details: string | null
}

export interface PromotionAddOn {
  name: string
  listPriceCents: number
  priceCents: number
}

export interface PromotionTabProps {
  /** When the promotion ends (UTC ISO): the countdown counts to it. */
  endsAt: string
  /** The server's clock when the page was made: the first drawing, so the page and the server agree before the browser counts. */
  now: string
  plans: readonly PromotionPlan[]
  percentOff: number
  addOns: readonly PromotionAddOn[]
  /** The router's form (a plain form posting to this page by default); it must render its children. */
  renderForm?: (props: { children: ReactNode }) => ReactElement
  /** The plan whose checkout is being opened, if any. */
  pendingPlanId?: string | null
  /** The add-on being added, if any. */
  pendingAddOn?: string | null
  /** What the last add-on choice answered. */
  addOnMessage?: { tone: 'success' | 'error'; text: string } | null
  formError?: string | null
  /** The browser's clock (Date.now by default): a story or a test sets it. */
  clock?: () => number
}

const plainForm = ({ children }: { children: ReactNode }) => <form method="post">{children}</form>

const UNITS: { key: keyof Omit<Countdown, 'over'>; one: string; many: string }[] = [
  { key: 'days', one: 'day', many: 'days' },
  { key: 'hours', one: 'hour', many: 'hours' },
  { key: 'minutes', one: 'minute', many: 'minutes' },
  { key: 'seconds', one: 'second', many: 'seconds' },
]

/** Counts to `endsAt` once a second on the browser's clock, starting from the server's `now`. */
function useCountdown(endsAt: string, serverNow: string, clock: () => number): Countdown {
  const [now, setNow] = useState(() => Date.parse(serverNow))
  useEffect(() => {
    const tick = () => setNow(clock())
    // The browser's clock takes over at once after the first drawing, then every second.
    const first = setTimeout(tick, 0)
    const timer = setInterval(tick, 1000)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [clock])
  return countdownTo(endsAt, new Date(now))
}

/**
 * The hidden promotional tab (spec 001: Home): shown only while marketing runs a promotion. The
 * 3- and 6-month tirzepatide plans at the promotion's prices, each bought through the checkout, a
 * countdown to the promotion's end, and the add-ons at its percentage off (ADR 096).
 */
export function PromotionTab({
  endsAt,
  now,
  plans,
  percentOff,
  addOns,
  renderForm = plainForm,
  pendingPlanId = null,
  pendingAddOn = null,
  addOnMessage = null,
  formError = null,
  clock = Date.now,
}: PromotionTabProps) {
  const countdown = useCountdown(endsAt, now, clock)
  const busy = pendingPlanId !== null || pendingAddOn !== null
  return (
    <div className="flex flex-col gap-6">
      <Card as="section" tone="brand" aria-labelledby="promotion-heading" className="flex flex-col gap-3">
        <h2 id="promotion-heading" className="text-2xl font-bold tracking-tight text-brand-900">
          {promotionMessages.heading}
        </h2>
        <p className="text-ink">{promotionMessages.refillsAndCheckIns}</p>
        <div className="flex flex-col gap-1">
          <p id="promotion-countdown-label" className="text-sm font-semibold text-brand-900">
            {countdown.over ? promotionMessages.ended : promotionMessages.endsIn}
          </p>
          {countdown.over ? null : (
            <div role="timer" aria-labelledby="promotion-countdown-label" aria-describedby="promotion-countdown-words" className="flex gap-2">
              {UNITS.map(({ key, one, many }) => (
                <span key={key} aria-hidden="true" className="flex min-w-16 flex-col items-center rounded-2xl bg-white px-2 py-2 shadow-card">
                  <span className="text-2xl font-bold text-ink tabular-nums">{countdown[key]}</span>
                  <span className="text-xs text-muted">{countdown[key] === 1 ? one : many}</span>
                </span>
              ))}
              <span id="promotion-countdown-words" className="sr-only">
                {countdownWords(countdown)}
              </span>
            </div>
          )}
        </div>
      </Card>

      {formError ? (
        <p role="alert" className="rounded-2xl border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {formError}
        </p>
      ) : null}

      <ul aria-label="Offer plans" className="flex flex-col gap-4">
        {plans.map((plan) => (
          <Card as="li" key={plan.id} className="flex flex-col gap-3">
            <h3 className="text-lg font-bold text-ink">{plan.label}</h3>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-3xl font-bold text-ink">{formatUsd(plan.priceCents)}</span>
              <span className="text-muted">
                for {plan.months} months, about {formatUsd(plan.perMonthCents)} a month
              </span>
            </p>
            {plan.details ? <p className="text-sm text-muted">{plan.details}</p> : null}
            {renderForm({
              children: (
                <>
                  <input type="hidden" name="intent" value="buy" />
                  <input type="hidden" name="plan" value={plan.id} />
                  <button type="submit" className={primaryButtonClassName} disabled={countdown.over || busy} aria-busy={pendingPlanId === plan.id || undefined}>
                    {pendingPlanId === plan.id ? 'Opening checkout…' : promotionMessages.choose(plan.months)}
                  </button>
                </>
              ),
            })}
          </Card>
        ))}
      </ul>

      {addOns.length > 0 ? (
        <section aria-labelledby="promotion-add-ons-heading" className="flex flex-col gap-3">
          <h2 id="promotion-add-ons-heading" className="text-xl font-bold text-ink">
            {percentOff}% off new add-ons
          </h2>
          <p className="text-sm text-muted">Added to your next order at the offer price.</p>
          <ul aria-labelledby="promotion-add-ons-heading" className="flex flex-col gap-3">
            {addOns.map((addOn) => (
              <Card as="li" key={addOn.name} className="flex flex-col gap-2">
                <h3 className="font-semibold text-ink">{addOn.name}</h3>
                <p>
                  <span className="text-lg font-bold text-ink">{formatUsd(addOn.priceCents)} a month</span>{' '}
                  <s className="text-muted">
                    <span className="sr-only">instead of </span>
                    {formatUsd(addOn.listPriceCents)}
                  </s>
                </p>
                {renderForm({
                  children: (
                    <>
                      <input type="hidden" name="intent" value="add-on" />
                      <input type="hidden" name="selectedMed" value={addOn.name} />
                      <button type="submit" className={secondaryButtonClassName} disabled={countdown.over || busy}>
                        {pendingAddOn === addOn.name ? 'Adding…' : `Add ${addOn.name}`}
                      </button>
                    </>
                  ),
                })}
              </Card>
            ))}
          </ul>
          {addOnMessage ? (
            <p
              role={addOnMessage.tone === 'error' ? 'alert' : 'status'}
              className={addOnMessage.tone === 'error' ? 'text-sm text-red-800' : 'text-sm text-brand-900'}
            >
              {addOnMessage.text}
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
