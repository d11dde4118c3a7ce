import { formatUsd, transactionStatusWords, type RowId } from '@telehealth/domain'
import { clsx } from 'clsx'
import { useState, type ReactNode } from 'react'
import { Card } from '../../components/Card.tsx'
import { Toast } from '../../components/Toast.tsx'
import { formatDate } from '../../format.ts'
import {
  CancelSubscriptionDialog,
  cardExpiry,
  cardOnFileLabel,
  PayNowModal,
  UpdateCardModal,
  type BillingAnswer,
  type CardFieldSource,
  type CardOnFileView,
} from './BillingModals.tsx'

/** The tab's three calls (spec 001 section 7); each answers `{ status, message }`, or rejects when no answer came. */
export interface BillingActions {
  updateCard: (form: FormData) => Promise<BillingAnswer>
  payNow: (form: FormData) => Promise<BillingAnswer>
  cancel: (fields: { subs_id: string; reason: string; reccomend: boolean }) => Promise<BillingAnswer>
}

export interface BillingTabProps {
  subscriptions: {
    id: RowId
    plan_name: string
    amountCents: number
    billing: string
    status: string
    statusLabel: string
    next_billing_date: string | null
    /** Active: Cancel Subscription; paused (Past Due): Pay Now; ended (Cancelled): neither. */
    canCancel: boolean
    canPayNow: boolean
    /** Past Due: what Pay Now charges, computed by the server as the charge is (the plan's price, and add-ons that go with it). */
    amountDueCents?: number | null
    /** The plan's terms (spec 000), shown before a cancellation is confirmed. */
    terms: string
  }[]
  transactions: {
    id: RowId
    created_at: string
    amountCents: number
    product_name: string | null
    status: string
    succeeded: boolean
    /** The PDF downloads, only on a payment taken and not refunded (ADR 093). */
    documents?: { invoice: string; receipt: string } | null
  }[]
  /** The card renewals charge (brand, last 4, expiry), or null. */
  cardOnFile?: CardOnFileView | null | undefined
  /** The checkout's card field for Update Card and Pay Now with a new card. */
  cardField?: CardFieldSource | undefined
  actions?: BillingActions | undefined
  /** The brand in the cancel dialog's recommendation question. */
  brandName?: string | undefined
  /** Which modal starts open (stories and screenshots). */
  initiallyOpen?: 'update-card' | 'pay-now' | 'cancel' | undefined
}

const noAnswer = () => Promise.reject(new Error('Not available here.'))
const NO_ACTIONS: BillingActions = { updateCard: noAnswer, payNow: noAnswer, cancel: noAnswer }

/** One of the tab's sections: its heading names it (a region). */
function BillingSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A section with nothing in it says so. */
function Empty({ children }: { children: string }) {
  return (
    <Card>
      <p className="text-muted">{children}</p>
    </Card>
  )
}

/** Past Payments' columns from sm up: date, item, amount, status, documents. */
const PAYMENT_COLUMNS = 'sm:grid-cols-[6.5rem_minmax(0,1fr)_5.5rem_8rem_9.5rem] sm:items-center'

/** A PDF download, named for the payment it is of for screen readers ('Invoice for the payment of Nov 20, 2026'). */
function DocumentLink({ href, label, date }: { href: string; label: string; date: string }) {
  return (
    <a href={href} download className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 sm:min-h-0">
      {label}
      <span className="sr-only"> for the payment of {date}</span>
    </a>
  )
}

/**
 * The Billing tab (spec 001): Current Therapies, Past Payments with each paid payment's Invoice and
 * Receipt, Update Credit Card (the card on file), Pay Now (a Past Due plan) and Cancel Subscription
 * (an active plan), with their modals and the 3-second toast.
 */
export function BillingTab({
  subscriptions,
  transactions,
  cardOnFile = null,
  cardField = { gateway: 'sandbox' },
  actions = NO_ACTIONS,
  brandName,
  initiallyOpen,
}: BillingTabProps) {
  const [toast, setToast] = useState<{ message: string; key: string; tone: 'success' | 'error' } | null>(null)
  const notify = (message: string, tone: 'success' | 'error' = 'success') => setToast({ message, key: `${Date.now()}-${Math.random()}`, tone })
  const renewing = subscriptions.filter((subscription) => subscription.status === 'active' || subscription.status === 'paused')
  const due = subscriptions.filter((subscription) => subscription.canPayNow)
  const cancellable = subscriptions.filter((subscription) => subscription.canCancel)
  const expiry = cardOnFile ? cardExpiry(cardOnFile) : null
  return (
    <div className="flex flex-col gap-6">
      <Toast message={toast?.message} toastKey={toast?.key} tone={toast?.tone} />
      <BillingSection id="therapies-heading" title="Current Therapies">
        {subscriptions.length === 0 ? (
          <Empty>No subscriptions yet.</Empty>
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
      </BillingSection>
      <BillingSection id="payments-heading" title="Past Payments">
        {transactions.length === 0 ? (
          <Empty>No payments yet.</Empty>
        ) : (
          <Card padded={false}>
            {/* A list, not a table: at 390 px each payment is a stacked card that reads whole; from sm up the same rows line up as columns. */}
            <div aria-hidden="true" className={clsx(PAYMENT_COLUMNS, 'hidden bg-canvas px-4 py-2 text-sm font-semibold sm:grid')}>
              <span>Date</span>
              <span>Item</span>
              <span className="text-right">Amount</span>
              <span className="text-right">Status</span>
              <span className="text-right">Documents</span>
            </div>
            <ul aria-labelledby="payments-heading" className="text-sm">
              {transactions.map((transaction) => {
                const date = formatDate(transaction.created_at)
                return (
                  <li
                    key={transaction.id}
                    className={clsx(
                      PAYMENT_COLUMNS,
                      'grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 border-t border-line/60 px-4 py-3 first:border-t-0 sm:first:border-t',
                    )}
                  >
                    <span className="font-semibold break-words text-ink sm:order-2 sm:font-normal">{transaction.product_name ?? 'Subscription Service'}</span>
                    <span className="text-right whitespace-nowrap sm:order-3">
                      <span className="sr-only">Amount: </span>
                      {formatUsd(transaction.amountCents)}
                    </span>
                    <span className="text-muted sm:order-1 sm:text-ink">
                      <span className="sr-only">Date: </span>
                      {date}
                    </span>
                    <span className={clsx('text-right sm:order-4', transaction.succeeded ? 'text-brand-700' : 'text-muted')}>
                      <span className="sr-only">Status: </span>
                      {transactionStatusWords(transaction.status)}
                    </span>
                    {transaction.documents ? (
                      <span className="col-span-2 flex flex-wrap gap-x-5 sm:order-5 sm:col-span-1 sm:justify-end">
                        <DocumentLink href={transaction.documents.invoice} label="Invoice" date={date} />
                        <DocumentLink href={transaction.documents.receipt} label="Receipt" date={date} />
                      </span>
                    ) : null}
                  </li>
                )
              })}
            </ul>
          </Card>
        )}
      </BillingSection>
      <BillingSection id="card-heading" title="Update Credit Card">
        <Card>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            {cardOnFile ? (
              <p className="text-base text-ink">
                <span className="block text-sm text-muted">Card on file</span>
                <span className="font-semibold">{cardOnFileLabel(cardOnFile)}</span>
                {expiry ? <span className="text-muted"> · expires {expiry}</span> : null}
              </p>
            ) : (
              <p className="text-muted">{renewing.length > 0 ? 'No card on file for your renewals.' : 'No plan renews on a card.'}</p>
            )}
            {renewing.length > 0 ? (
              <UpdateCardModal
                cardOnFile={cardOnFile}
                source={cardField}
                onSubmit={actions.updateCard}
                onUpdated={(message) => notify(message)}
                defaultOpen={initiallyOpen === 'update-card'}
              />
            ) : null}
          </div>
        </Card>
      </BillingSection>
      <BillingSection id="pay-heading" title="Pay Now">
        {due.length === 0 ? (
          <Empty>Nothing is due.</Empty>
        ) : (
          <ul className="flex flex-col gap-3">
            {due.map((subscription, index) => (
              <Card as="li" key={subscription.id}>
                <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                  <p className="text-base text-ink">
                    <span className="font-semibold">{subscription.plan_name}</span>
                    <span className="block text-sm text-accent-700">Past Due · {formatUsd(subscription.amountDueCents ?? subscription.amountCents)}</span>
                  </p>
                  <PayNowModal
                    subscription={subscription}
                    cardOnFile={cardOnFile}
                    source={cardField}
                    onSubmit={actions.payNow}
                    onPaid={(message) => notify(message)}
                    onFailed={(message) => notify(message, 'error')}
                    defaultOpen={initiallyOpen === 'pay-now' && index === 0}
                  />
                </div>
              </Card>
            ))}
          </ul>
        )}
      </BillingSection>
      <BillingSection id="cancel-heading" title="Cancel Subscription">
        {cancellable.length === 0 ? (
          <Empty>No active plan to cancel.</Empty>
        ) : (
          <ul className="flex flex-col gap-3">
            {cancellable.map((subscription, index) => (
              <Card as="li" key={subscription.id}>
                <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
                  <p className="text-base text-ink">
                    <span className="font-semibold">{subscription.plan_name}</span>
                    <span className="block text-sm text-muted">
                      {subscription.billing} · {formatUsd(subscription.amountCents)}
                    </span>
                  </p>
                  <CancelSubscriptionDialog
                    subscription={subscription}
                    onSubmit={actions.cancel}
                    onCancelled={(message) => notify(message)}
                    brandName={brandName}
                    defaultOpen={initiallyOpen === 'cancel' && index === 0}
                  />
                </div>
              </Card>
            ))}
          </ul>
        )}
      </BillingSection>
    </div>
  )
}
