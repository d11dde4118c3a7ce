import { formatUsd, type RowId } from '@telehealth/domain'
import { clsx } from 'clsx'
import { Card } from '../../components/Card.tsx'
import { formatDate } from '../../format.ts'

export interface BillingTabProps {
  subscriptions: {
    id: RowId
    plan_name: string
    amountCents: number
    billing: string
    status: string
    statusLabel: string
    next_billing_date: string | null
  }[]
  transactions: { id: RowId; created_at: string; amountCents: number; product_name: string | null; status: string; succeeded: boolean }[]
}

/** Billing, read side: Current Therapies and Past Payments (card, payment and cancel modals come with the billing work). */
export function BillingTab({ subscriptions, transactions }: BillingTabProps) {
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="therapies-heading" className="flex flex-col gap-3">
        <h2 id="therapies-heading" className="text-xl font-bold text-ink">
          Current Therapies
        </h2>
        {subscriptions.length === 0 ? (
          <Card>
            <p className="text-muted">No subscriptions yet.</p>
          </Card>
        ) : (
          <ul className="flex flex-col gap-3">
            {subscriptions.map((subscription) => (
              <Card as="li" key={subscription.id}>
                <div className="flex items-start justify-between gap-3">
                  <div>
                    <h3 className="font-semibold text-ink">{subscription.plan_name}</h3>
                    <p className="text-sm text-muted">
                      {subscription.billing} · {formatUsd(subscription.amountCents)}
                    </p>
                  </div>
                  <span
                    className={clsx(
                      'rounded-full px-3 py-1 text-sm font-semibold',
                      subscription.status === 'active'
                        ? 'bg-brand-100 text-brand-800'
                        : subscription.status === 'paused'
                          ? 'bg-accent-50 text-accent-700'
                          : 'bg-canvas text-muted',
                    )}
                  >
                    {subscription.statusLabel}
                  </span>
                </div>
                {subscription.next_billing_date && subscription.status === 'active' ? (
                  <p className="mt-2 text-sm text-muted">Next billing date: {formatDate(subscription.next_billing_date)}</p>
                ) : null}
              </Card>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="payments-heading" className="flex flex-col gap-3">
        <h2 id="payments-heading" className="text-xl font-bold text-ink">
          Past Payments
        </h2>
        {transactions.length === 0 ? (
          <Card>
            <p className="text-muted">No payments yet.</p>
          </Card>
        ) : (
          <Card padded={false}>
            <table className="w-full text-left text-sm">
              <thead className="bg-canvas">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Date
                  </th>
                  <th scope="col" className="px-2 py-2 font-semibold">
                    Item
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-semibold">
                    Amount
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-semibold">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {transactions.map((transaction) => (
                  <tr key={transaction.id} className="border-t border-line/60">
                    <td className="px-4 py-2 whitespace-nowrap">{formatDate(transaction.created_at)}</td>
                    <td className="px-2 py-2">{transaction.product_name ?? 'Subscription Service'}</td>
                    <td className="px-2 py-2 text-right whitespace-nowrap">{formatUsd(transaction.amountCents)}</td>
                    <td className={clsx('px-4 py-2 text-right capitalize', transaction.succeeded ? 'text-brand-700' : 'text-muted')}>{transaction.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        )}
      </section>
    </div>
  )
}
