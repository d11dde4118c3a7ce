import { invoiceSummary } from './subscriptions.ts'

/**
 * The invoice and the HSA/FSA receipt of one paid transaction (spec 001: Billing tab, `GET
 * /api/invoice`; ADR 093). Pure: the site finds the patient's own transaction and the company's
 * details, these functions decide every word and number the document shows.
 */

/** What the invoice and receipt calls answer besides the document. */
export const billingDocumentMessages = {
  badId: 'The payment id is missing or not valid.',
  notFound: 'No payment was found with that id.',
} as const

/** A payment intent id as the gateways write them (Stripe `pi_...`, the sandbox's): letters, digits, `_` and `-`, 3 to 100 long. */
const PAYMENT_INTENT_ID = /^[A-Za-z0-9_-]{3,100}$/

/** The `id` query parameter, or null when it is missing or cannot be a payment intent id (400). */
export function parsePaymentIntentId(raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim()
  return PAYMENT_INTENT_ID.test(value) ? value : null
}

export const PROGRAM_NAME_MAX = 80

/**
 * The `program` query parameter, made safe to print: printable ASCII only (the PDF's standard
 * fonts carry nothing else; control characters, markup's angle brackets and anything outside are
 * dropped), runs of spaces closed up, at most PROGRAM_NAME_MAX characters. Nothing left: null, and
 * the line reads 'Subscription Service'. It only names the line; the amount is always the transaction's.
 */
export function sanitizeProgramName(raw: string | null | undefined): string | null {
  if (!raw) return null
  const printable = raw
    .normalize('NFKC')
    .replace(/[^\x20-\x7E]/g, ' ')
    .replace(/[<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const limited = printable.slice(0, PROGRAM_NAME_MAX).trim()
  return limited === '' ? null : limited
}

/** Transactions whose money was taken: a hold (`authorized`) is not paid yet; declined, voided and refunded are not payments. */
export function isPaidTransactionStatus(status: string): boolean {
  return status === 'success' || status === 'captured'
}

/**
 * The row a payment's invoice and receipt are of, given all the payment's rows (one payment intent
 * id), newest first: the newest paid row (captured or success); none while only held, and none
 * once the payment has a refunded row (ADR 093). The site's `invoiceFor`/`receiptFor` and the
 * Billing tab's links both apply this one rule.
 */
export function documentRowOfPayment<T extends { status: string }>(rowsNewestFirst: readonly T[]): T | null {
  if (rowsNewestFirst.some((row) => row.status === 'refunded')) return null
  return rowsNewestFirst.find((row) => isPaidTransactionStatus(row.status)) ?? null
}

type PaymentRow = { id: string | number; status: string; gatewayReference?: string | null; product_name?: string | null }

/**
 * A patient's transaction rows gathered by payment (their payment intent id: the checkout's hold,
 * its capture and its refund are one payment), newest first within each, in the order the payments
 * first appear. A row without a usable id is a payment of its own (reference null).
 */
function paymentsOf<T extends PaymentRow>(rowsNewestFirst: readonly T[]): { reference: string | null; rows: T[] }[] {
  const byReference = new Map<string, { reference: string; rows: T[] }>()
  const out: { reference: string | null; rows: T[] }[] = []
  for (const row of rowsNewestFirst) {
    const reference = parsePaymentIntentId(row.gatewayReference)
    const known = reference ? byReference.get(reference) : undefined
    if (known) {
      known.rows.push(row)
      continue
    }
    const payment = { reference, rows: [row] }
    if (reference) byReference.set(reference, { reference, rows: payment.rows })
    out.push(payment)
  }
  return out
}

/** The item a payment is for: the first of its rows that names it (the hold does, the capture does not). */
export function paymentName(rows: readonly { product_name?: string | null }[]): string | null {
  return rows.find((row) => row.product_name)?.product_name ?? null
}

export interface BillingDocumentLinks {
  invoice: string
  receipt: string
}

/**
 * Past Payments: the Invoice and Receipt addresses of the rows that have documents (row id as
 * text -> links), by `documentRowOfPayment` on each payment intent id's rows. A row without a
 * usable payment intent id has none; the invoice's line is named for the plan when any of the
 * payment's rows names it (the hold does, the capture does not).
 */
export function billingDocumentLinks(rowsNewestFirst: readonly PaymentRow[]): Map<string, BillingDocumentLinks> {
  const links = new Map<string, BillingDocumentLinks>()
  for (const { reference, rows } of paymentsOf(rowsNewestFirst)) {
    const row = reference ? documentRowOfPayment(rows) : null
    if (!reference || !row) continue
    const program = sanitizeProgramName(paymentName(rows))
    const id = encodeURIComponent(reference)
    links.set(String(row.id), {
      invoice: `/api/invoice?id=${id}${program ? `&program=${encodeURIComponent(program)}` : ''}`,
      receipt: `/api/receipt?id=${id}`,
    })
  }
  return links
}

/**
 * Past Payments lists payments, not ledger rows: the checkout's hold, its capture and its refund are
 * one payment intent and one line for the patient, or a single $749.99 payment reads as two. Rows
 * sharing a payment intent id become one: the newest row (its status and date: Captured once taken,
 * Refunded after a refund), named by the first of them that names the item (the hold does, the
 * capture does not). Rows without a usable id stand alone. Keeps the newest-first order.
 */
export function onePerPayment<T extends PaymentRow>(rowsNewestFirst: readonly T[]): T[] {
  return paymentsOf(rowsNewestFirst).map(({ rows }) => {
    const [newest] = rows as [T, ...T[]]
    const name = paymentName(rows)
    return name && !newest.product_name ? { ...newest, product_name: name } : newest
  })
}

/** Integer cents as US dollars: 74700 -> '$747.00', 123456 -> '$1,234.56'. */
export function formatCentsAsDollars(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError('Money is a whole number of cents.')
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** A UTC ISO timestamp as the document prints it, in UTC: '2026-11-27T23:30:00Z' -> 'November 27, 2026'. */
export function formatDocumentDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) throw new RangeError('Not a date.')
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}

export interface CompanyDetails {
  name: string
  addressLines: string[]
  email: string | null
  phone: string | null
}

export interface DocumentLine {
  description: string
  amount: string
}

export interface InvoiceDocument {
  filename: string
  title: 'Invoice'
  number: string
  company: CompanyDetails
  billedTo: string
  issuedDate: string
  dueDate: string
  lines: DocumentLine[]
  amountPaid: string
  amountDue: string
}

export interface PaidTransaction {
  /** The transaction's row id: the invoice number and the file's name (no PHI). */
  id: string
  /** When the money was taken (UTC ISO): the due date and the issued date. */
  paidAt: string
  amountCents: number
}

/** The file's name: the transaction's id only, never the patient's name or the medication. */
export function billingDocumentFilename(kind: 'invoice' | 'receipt', transactionId: string): string {
  return `${kind}-${transactionId.replace(/[^A-Za-z0-9-]/g, '')}.pdf`
}

/** The spec's invoice: one line, 'Subscription Service' unless `program` names it, $0.00 due, issued on the due date. */
export function invoiceDocument(input: { transaction: PaidTransaction; program: string | null; company: CompanyDetails; billedTo: string }): InvoiceDocument {
  const { transaction } = input
  const summary = invoiceSummary({ planName: input.program, amountCents: transaction.amountCents, dueDate: formatDocumentDate(transaction.paidAt) })
  return {
    filename: billingDocumentFilename('invoice', transaction.id),
    title: 'Invoice',
    number: transaction.id,
    company: input.company,
    billedTo: input.billedTo,
    issuedDate: summary.issuedDate,
    dueDate: summary.dueDate,
    lines: [{ description: summary.lineName, amount: formatCentsAsDollars(summary.amountCents) }],
    amountPaid: formatCentsAsDollars(summary.amountCents),
    amountDue: formatCentsAsDollars(summary.amountDueCents),
  }
}

export interface ReceiptDocument {
  filename: string
  title: 'Itemized receipt'
  number: string
  company: CompanyDetails
  patientName: string
  dateOfService: string
  datePaid: string
  prescriber: string
  lines: DocumentLine[]
  amountPaid: string
  note: string
}

/** Said on every receipt: what it is for, and why the plan is one line (ADR 093). */
export const RECEIPT_NOTE =
  'Itemized receipt for a health savings or flexible spending account. The plan is one price covering the medical consultation and the prescribed medication; it is not billed in separate parts.'

/**
 * The HSA/FSA receipt (beyond the spec, ADR 093): patient, date of service (the order's date),
 * the prescriber when the order has one ('Prescriber: pending' otherwise), one line named for the
 * plan (the price is not split between consultation and medication anywhere in our records, so
 * no split is invented), the amount paid.
 */
export function receiptDocument(input: {
  transaction: PaidTransaction
  company: CompanyDetails
  patientName: string
  serviceDate: string
  planName: string | null
  prescriber: { name: string; npi: string | null } | null
}): ReceiptDocument {
  const { transaction, prescriber } = input
  const amount = formatCentsAsDollars(transaction.amountCents)
  const prescriberText = prescriber ? `Prescriber: ${prescriber.name}${prescriber.npi ? `, NPI ${prescriber.npi}` : ''}` : 'Prescriber: pending'
  return {
    filename: billingDocumentFilename('receipt', transaction.id),
    title: 'Itemized receipt',
    number: transaction.id,
    company: input.company,
    patientName: input.patientName,
    dateOfService: formatDocumentDate(input.serviceDate),
    datePaid: formatDocumentDate(transaction.paidAt),
    prescriber: prescriberText,
    lines: [{ description: `${input.planName?.trim() || 'Subscription Service'}: medical consultation and prescribed medication`, amount }],
    amountPaid: amount,
    note: RECEIPT_NOTE,
  }
}
