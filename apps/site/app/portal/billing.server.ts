import {
  billingDocumentLinks,
  billingLabel,
  isTransactionSuccessful,
  onePerPayment,
  subscriptionDisplay,
  type BillingDocumentLinks,
  type RowId,
} from '@telehealth/domain'
import { cmsAs, type SignedInPatient } from '~/cms.server.ts'

export interface SubscriptionRow {
  id: RowId
  plan_name: string
  amountCents: number
  billing: ReturnType<typeof billingLabel>
  status: string
  statusLabel: string
  next_billing_date: string | null
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
      select: { plan_name: true, amountCents: true, paymentTerms: true, status: true, next_billing_date: true },
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
  return {
    subscriptions: subscriptions.docs.map((row) => ({
      id: row.id,
      plan_name: row.plan_name,
      amountCents: row.amountCents,
      billing: billingLabel(Number(row.paymentTerms)),
      status: row.status,
      statusLabel: subscriptionDisplay(row.status).label,
      next_billing_date: row.next_billing_date ?? null,
    })),
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
