import {
  billingDocumentLinks,
  billingLabel,
  cardBrandName,
  isTransactionSuccessful,
  onePerPayment,
  planTermsForCancel,
  subscriptionDisplay,
  type BillingDocumentLinks,
  type RowId,
} from '@telehealth/domain'
import { cmsAmountOwed, cmsAs, type SignedInPatient } from '~/cms.server.ts'
import { paymentClientConfig } from '~/services/payments/index.server.ts'

export interface SubscriptionRow {
  id: RowId
  plan_name: string
  amountCents: number
  billing: ReturnType<typeof billingLabel>
  status: string
  statusLabel: string
  next_billing_date: string | null
  /** Active: Cancel Subscription; paused (Past Due): Pay Now; ended (Cancelled): neither. */
  canCancel: boolean
  canPayNow: boolean
  /** Past Due: what Pay Now charges now, computed as the charge computes it; null otherwise. */
  amountDueCents: number | null
  /** The plan's terms from spec 000, shown in the cancel dialog before the patient confirms. */
  terms: string
}

/** The card renewals charge, as the patient is shown it (never the gateway's references). */
export interface CardOnFileView {
  brand: string
  last4: string
  expMonth: number | null
  expYear: number | null
}

export interface TransactionRow {
  id: RowId
  created_at: string
  amountCents: number
  product_name: string | null
  status: string
  succeeded: boolean
  /** The Invoice and Receipt downloads: only on a paid row whose payment was not refunded (ADR 093). */
  documents: BillingDocumentLinks | null
}

export interface BillingTabData {
  subscriptions: SubscriptionRow[]
  transactions: TransactionRow[]
  /** The card on file of the patient's renewing (active or Past Due) subscriptions, or null. */
  cardOnFile: CardOnFileView | null
  /** Which card field the forms draw (Stripe Elements, or the sandbox's own inputs). */
  payment: ReturnType<typeof paymentClientConfig>
}

const BILLING_LIST_LIMIT = 50

/** Current therapies and past payments, read as the patient (spec 001: billing tab, read side). */
export async function loadBillingTab(patient: SignedInPatient): Promise<BillingTabData> {
  const cms = await cmsAs(patient)
  const [subscriptions, transactions] = await Promise.all([
    cms.find({
      collection: 'subscriptions',
      where: { patient: { equals: patient.id } },
      sort: '-createdAt',
      limit: BILLING_LIST_LIMIT,
      depth: 0,
      select: { plan_name: true, amountCents: true, paymentTerms: true, status: true, next_billing_date: true, cardOnFile: true },
    }),
    cms.find({
      collection: 'transactions',
      where: { patient: { equals: patient.id } },
      sort: '-createdAt',
      limit: BILLING_LIST_LIMIT,
      depth: 0,
      select: { createdAt: true, amountCents: true, status: true, product_name: true, gatewayReference: true },
    }),
  ])
  // A refund is written after the payment it refunds, so a listed paid row's refund is listed too.
  const documents = billingDocumentLinks(transactions.docs)
  // One line per payment: its hold, capture and refund rows read as one (the newest), never as two charges.
  const payments = onePerPayment(transactions.docs)
  // Newest first: the card Update Card last wrote is on every renewing subscription; an older one may predate it.
  const due = new Map(
    await Promise.all(
      subscriptions.docs.filter((row) => subscriptionDisplay(row.status).canPayNow).map(async (row) => [String(row.id), await cmsAmountOwed(row.id)] as const),
    ),
  )
  const renewingCard = subscriptions.docs.find((row) => (row.status === 'active' || row.status === 'paused') && row.cardOnFile?.status === 'saved')?.cardOnFile
  return {
    subscriptions: subscriptions.docs.map((row) => {
      const display = subscriptionDisplay(row.status)
      return {
        id: row.id,
        plan_name: row.plan_name,
        amountCents: row.amountCents,
        billing: billingLabel(Number(row.paymentTerms)),
        status: row.status,
        statusLabel: display.label,
        next_billing_date: row.next_billing_date ?? null,
        canCancel: display.canCancel,
        canPayNow: display.canPayNow,
        amountDueCents: due.get(String(row.id)) ?? null,
        terms: planTermsForCancel(Number(row.paymentTerms)),
      }
    }),
    cardOnFile:
      renewingCard?.brand && renewingCard.last4
        ? {
            brand: cardBrandName(renewingCard.brand),
            last4: renewingCard.last4,
            expMonth: renewingCard.expMonth ?? null,
            expYear: renewingCard.expYear ?? null,
          }
        : null,
    payment: paymentClientConfig(),
    transactions: payments.map((row) => ({
      id: row.id,
      created_at: row.createdAt,
      amountCents: row.amountCents,
      product_name: row.product_name ?? null,
      status: row.status,
      succeeded: isTransactionSuccessful(row.status),
      // The payment's newest row is its paid one once taken (documentRowOfPayment), so its links are on it.
      documents: documents.get(String(row.id)) ?? null,
    })),
  }
}
