import { formatUsd } from '@telehealth/domain'
import { Button } from '../../components/Button.tsx'

export interface ThanksScreenProps {
  step: 'offer' | 'summary'
  amount: string
  productName: string
  addOn: { name: string; description: string; monthlyPriceCents: number; compareAtCents: number }
  addedAntiNausea: boolean
  error?: string | undefined
}

/** /payment/thanks: the order is in; offer the anti-nausea add-on, then the regimen summary. */
export function ThanksScreen({ step, amount, productName, addOn, addedAntiNausea, error }: ThanksScreenProps) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 rounded-2xl bg-brand-50 p-5">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Order received</p>
        <h1 className="text-2xl font-bold tracking-tight text-ink">Thank you! Your card is pre-authorized for ${amount}.</h1>
        <p className="text-sm text-muted">You are charged only if a doctor prescribes your treatment.</p>
      </div>
      {error ? (
        <p role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {step === 'offer' ? (
        <form method="post" className="flex flex-col gap-4 rounded-2xl border border-black/10 bg-white p-5 shadow-sm">
          <h2 className="text-xl font-bold text-ink">{addOn.name}</h2>
          <p className="text-base text-muted">{addOn.description}</p>
          <p className="text-lg">
            <s className="text-muted">{formatUsd(addOn.compareAtCents)}</s>{' '}
            <span className="font-bold text-ink">{formatUsd(addOn.monthlyPriceCents)}/month</span>
          </p>
          <input type="hidden" name="step" value="offer" />
          <Button type="submit" name="choice" value="Nausea">
            ADD TO ORDER
          </Button>
          <Button type="submit" name="choice" value="None" variant="link" className="self-center">
            No thanks, continue without it
          </Button>
        </form>
      ) : (
        <form method="post" className="flex flex-col gap-4 rounded-2xl border border-black/10 bg-white p-5 shadow-sm">
          <h2 className="text-xl font-bold text-ink">Your regimen</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-base">
            <dt className="text-muted">Medication</dt>
            <dd className="font-semibold text-ink">{productName}</dd>
            <dt className="text-muted">How</dt>
            <dd className="text-ink">One injection a week</dd>
            <dt className="text-muted">Price</dt>
            <dd className="text-ink">All dosages are the same price</dd>
          </dl>
          {addedAntiNausea ? <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">Gift: {addOn.name} is added to your order.</p> : null}
          <input type="hidden" name="step" value="summary" />
          <Button type="submit">Next Step</Button>
        </form>
      )}
    </div>
  )
}
