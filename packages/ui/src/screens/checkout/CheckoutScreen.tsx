import { cardOnFileConsent, formatUsd, type PaymentTerms } from '@telehealth/domain'
import { clsx } from 'clsx'
import { useState, type FormEventHandler, type ReactNode } from 'react'
import { Button } from '../../components/Button.tsx'
import { FieldError } from '../../components/FieldError.tsx'
import { FullScreenLoader } from '../../components/FullScreenLoader.tsx'
import { NoticeDialog } from '../../components/NoticeDialog.tsx'
import { AccountField } from '../account/AccountField.tsx'
import { AddressFields, type AddressValues, type SuggestAddresses } from './AddressFields.tsx'
import type { PlanChoice } from './PlanChooserScreen.tsx'
import { PlanTerms } from './PlanTerms.tsx'
import { SandboxCardFields } from './SandboxCardFields.tsx'

export type CheckoutStep = 'plan' | 'review' | 'payment'

export interface CheckoutScreenProps {
  step: CheckoutStep
  /**
   * The checkout's addresses, written by the server from the checkout machine: `self` is this
   * step's own (forms post to it), `back` and `next` the steps either side (null where none).
   */
  links: { self: string; back: string | null; next: string | null }
  /** The other medication, offered on the plan step; choosing it clears the cart (spec 000). */
  otherMedication?: { name: string } | null | undefined
  product: { name: string; subheader: string | null; compoundingNote: string | null; includedItems: string[] }
  plans: PlanChoice[]
  paymentTerms: PaymentTerms
  coupon: { code: string; discountCents: number } | null
  couponError?: string | undefined
  amountCents: number
  /** Address suggestions for the street fields (the site asks its server). */
  suggestAddress?: SuggestAddresses | undefined
  /** The sandbox draws its own card fields; Stripe passes its Element in `cardSlot`. */
  gateway: 'sandbox' | 'stripe'
  cardSlot?: ReactNode
  idempotencyKey: string
  values?: { shipping?: AddressValues; billing?: AddressValues; different_billing?: boolean } | undefined
  errors?: Record<string, string> | undefined
  formError?: string | undefined
  /** The carriers' P.O. box text, shown as a popup when the street is a P.O. box. */
  poBoxMessage?: string | undefined
  disclaimerLinks: { label: string; href: string }[]
  /** True while BUY NOW's attempt runs: the button is disabled and the submitted overlay covers the page. */
  submitting?: boolean
  /** The payment form's submit handler in the browser (without JavaScript the form simply posts). */
  onPay?: FormEventHandler<HTMLFormElement> | undefined
  /** The payment system's state, above BUY NOW ('Payment system not initialized...', '...reinitialized...'). */
  paymentNotice?: string | undefined
  /** The card or cart is blocked by its declines: BUY NOW is disabled and `formError` says why. */
  blocked?: boolean | undefined
}

/** The submitted overlay's text while BUY NOW's attempt runs (the spec names the overlay, not its words). */
export const SUBMITTED_OVERLAY_LABEL = 'Processing your order. Please keep this page open.'

const STEPS: { key: CheckoutStep; label: string }[] = [
  { key: 'plan', label: 'Plan' },
  { key: 'review', label: 'Review' },
  { key: 'payment', label: 'Payment' },
]

function StepTabs({ step }: { step: CheckoutStep }) {
  const current = STEPS.findIndex((candidate) => candidate.key === step)
  return (
    <ol className="grid grid-cols-3 gap-2" aria-label="Checkout steps">
      {STEPS.map((candidate, index) => (
        <li
          key={candidate.key}
          aria-current={index === current ? 'step' : undefined}
          className={clsx(
            'rounded-full px-3 py-1.5 text-center text-sm font-semibold',
            index === current ? 'bg-brand-700 text-white' : index < current ? 'bg-brand-100 text-brand-800' : 'bg-black/5 text-muted',
          )}
        >
          {index + 1}. {candidate.label}
        </li>
      ))}
    </ol>
  )
}

function Summary({
  product,
  plan,
  coupon,
  amountCents,
}: {
  product: CheckoutScreenProps['product']
  plan: PlanChoice | undefined
  coupon: CheckoutScreenProps['coupon']
  amountCents: number
}) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-black/10 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-lg font-bold text-ink">{product.name}</p>
          {product.compoundingNote ? <p className="text-sm font-medium text-brand-700">{product.compoundingNote}</p> : null}
          {plan ? <p className="text-sm text-muted">{plan.label}</p> : null}
        </div>
        <p className="text-lg font-bold text-ink">{formatUsd(amountCents)}</p>
      </div>
      {plan ? <PlanTerms priceCents={plan.priceCents} cadence={plan.cadence} note={plan.note} /> : null}
      {coupon ? (
        <p className="text-sm font-medium text-brand-800">
          Coupon {coupon.code}: -{formatUsd(coupon.discountCents)}
        </p>
      ) : null}
      <ul className="flex flex-col gap-1.5 text-sm text-ink">
        {product.includedItems.map((item) => (
          <li key={item} className="flex items-center gap-2">
            <span aria-hidden="true" className="text-brand-700">
              ✓
            </span>
            {item}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The three-step checkout: plan, review (with coupon), payment with BUY NOW. */
export function CheckoutScreen(props: CheckoutScreenProps) {
  const { step, links, product, plans, paymentTerms, coupon, amountCents } = props
  const plan = plans.find((candidate) => candidate.paymentTerms === paymentTerms)
  const [poBoxOpen, setPoBoxOpen] = useState(Boolean(props.poBoxMessage))
  // Above the step; on the payment step, inside its form under the summary.
  const formAlert = props.formError ? (
    <p role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-sm font-medium text-danger">
      {props.formError}
    </p>
  ) : null

  return (
    <div className="flex flex-col gap-6">
      <StepTabs step={step} />
      {step !== 'payment' ? formAlert : null}

      {step === 'plan' ? (
        <div className="flex flex-col gap-4">
          <form method="post" action={links.self} className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="plan" />
            <h1 className="text-2xl font-bold tracking-tight text-ink">Choose your plan</h1>
            <fieldset className="flex flex-col gap-2">
              <legend className="sr-only">Payment plan</legend>
              {plans.map((choice) => (
                <label
                  key={choice.paymentTerms}
                  className="flex cursor-pointer items-center justify-between gap-3 rounded-xl border-2 border-black/10 bg-white p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <span className="flex items-center gap-3">
                    <input
                      type="radio"
                      name="terms"
                      value={choice.paymentTerms}
                      defaultChecked={choice.paymentTerms === paymentTerms}
                      className="size-5 accent-brand-700"
                    />
                    <span className="flex flex-col">
                      <span className="font-semibold text-ink">{choice.label}</span>
                      <span className="text-sm text-muted">{formatUsd(choice.perMonthCents)}/month on average</span>
                      <PlanTerms priceCents={choice.priceCents} cadence={choice.cadence} note={choice.note} className="mt-1" />
                    </span>
                  </span>
                  <span className="text-right">
                    <span className="block font-bold text-ink">{formatUsd(choice.priceCents)}</span>
                    {choice.savingsCents > 0 ? <span className="block text-xs font-semibold text-brand-800">Save {formatUsd(choice.savingsCents)}</span> : null}
                  </span>
                </label>
              ))}
            </fieldset>
            <Button type="submit">Continue</Button>
          </form>
          {props.otherMedication ? (
            <form method="post" action={links.self} className="flex flex-col items-center gap-1 rounded-2xl bg-black/[0.03] px-4 py-3 text-center">
              <input type="hidden" name="intent" value="switch-medication" />
              <Button type="submit" variant="link">
                Switch to {props.otherMedication.name}
              </Button>
              <p className="text-sm text-muted">Your plan stays the same; a coupon would need entering again.</p>
            </form>
          ) : null}
        </div>
      ) : null}

      {step === 'review' ? (
        <div className="flex flex-col gap-4">
          <h1 className="text-2xl font-bold tracking-tight text-ink">Review your order</h1>
          <Summary product={product} plan={plan} coupon={coupon} amountCents={amountCents} />
          <form method="post" action={links.self} noValidate className="flex flex-col gap-2">
            <input type="hidden" name="intent" value="coupon" />
            <div className="flex items-end gap-2">
              <div className="flex-1">
                <AccountField
                  name="coupon"
                  label="Coupon code"
                  defaultValue={coupon?.code}
                  maxLength={256}
                  error={props.couponError}
                  autoCapitalize="characters"
                />
              </div>
              <Button type="submit" variant="link" className="mb-1">
                Apply
              </Button>
            </div>
          </form>
          <a
            href={links.next ?? links.self}
            className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
          >
            Continue to payment
          </a>
          <a href={links.back ?? links.self} className="min-h-11 content-center self-center text-sm font-medium text-brand-700 underline underline-offset-4">
            Go Back
          </a>
        </div>
      ) : null}

      {step === 'payment' ? (
        <form method="post" action={links.self} noValidate onSubmit={props.onPay} className="flex flex-col gap-6">
          <h1 className="text-2xl font-bold tracking-tight text-ink">Payment</h1>
          <Summary product={product} plan={plan} coupon={coupon} amountCents={amountCents} />
          {formAlert}
          <input type="hidden" name="intent" value="pay" />
          <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />

          <fieldset className="flex flex-col gap-4">
            <legend className="mb-2 text-lg font-bold text-ink">Card</legend>
            {props.gateway === 'stripe' ? (
              props.cardSlot
            ) : (
              <>
                <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
                  Test mode: use card 4242 4242 4242 4242, any future date and any CVC. Your card is only pre-authorized until a doctor approves.
                </p>
                <SandboxCardFields errors={props.errors} />
              </>
            )}
          </fieldset>

          <AddressFields prefix="shipping" legend="Shipping address" values={props.values?.shipping} errors={props.errors} suggest={props.suggestAddress} />

          <div className="group/billing flex flex-col gap-4">
            <label className="flex min-h-11 items-center gap-3 text-base font-medium text-ink">
              <input
                type="checkbox"
                id="different_billing"
                name="different_billing"
                defaultChecked={props.values?.different_billing}
                className="size-5 accent-brand-700"
              />
              Different Billing Address?
            </label>
            {/* Not any :checked: a selected <option> in the billing state list would match too. */}
            <div className="hidden group-has-[#different_billing:checked]/billing:block">
              <AddressFields prefix="billing" legend="Billing address" values={props.values?.billing} errors={props.errors} suggest={props.suggestAddress} />
            </div>
          </div>

          <div>
            <label className="flex items-start gap-3 text-sm text-muted">
              <input
                type="checkbox"
                name="agreed_to_terms"
                defaultChecked
                aria-describedby={props.errors?.agreed_to_terms ? 'agreed-error' : undefined}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              I agree to the terms, and I understand my card is pre-authorized now and charged only if a doctor prescribes.
            </label>
            <FieldError id="agreed-error" message={props.errors?.agreed_to_terms} />
          </div>

          {props.paymentNotice ? (
            <p role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-sm font-medium text-danger">
              {props.paymentNotice}
            </p>
          ) : null}
          {/* The card networks' stored-card agreement: the plan renews on this card (ADR 092). */}
          {plan ? (
            <p id="card-on-file-consent" className="rounded-xl bg-black/5 px-4 py-3 text-sm leading-6 text-ink">
              {cardOnFileConsent(plan.priceCents, paymentTerms)}
            </p>
          ) : null}
          <Button
            type="submit"
            pending={props.submitting}
            pendingLabel="Processing..."
            disabled={props.blocked}
            aria-describedby={plan ? 'card-on-file-consent' : undefined}
          >
            BUY NOW
          </Button>
          {props.submitting ? <FullScreenLoader label={SUBMITTED_OVERLAY_LABEL} /> : null}
          <p className="text-center text-xs leading-5 text-muted">
            By buying you accept our{' '}
            {props.disclaimerLinks.map((link, index) => (
              <span key={link.href}>
                <a href={link.href} className="underline underline-offset-2">
                  {link.label}
                </a>
                {index < props.disclaimerLinks.length - 1 ? ', ' : '.'}
              </span>
            ))}
          </p>
          {links.back ? (
            <a href={links.back} className="min-h-11 content-center self-center text-sm font-medium text-brand-700 underline underline-offset-4">
              Go Back
            </a>
          ) : null}
        </form>
      ) : null}

      {props.poBoxMessage ? (
        <NoticeDialog
          open={poBoxOpen}
          onOpenChange={setPoBoxOpen}
          title="Invalid Address"
          description={props.poBoxMessage}
          onCloseAutoFocus={(event) => {
            // Back to the street line the carriers refused, so the patient can correct it at once.
            const street = document.querySelector<HTMLElement>('[name$=".address_line_1"][aria-invalid="true"]')
            if (!street) return
            event.preventDefault()
            street.focus()
          }}
        />
      ) : null}
    </div>
  )
}
