import { relationId } from '@telehealth/cms/site'
import {
  billingDocumentMessages,
  documentRowOfPayment,
  paymentName,
  invoiceDocument,
  parsePaymentIntentId,
  receiptDocument,
  rowIdText,
  sanitizeProgramName,
  type CompanyDetails,
  type InvoiceDocument,
  type ReceiptDocument,
} from '@telehealth/domain'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { cmsAs, type SignedInPatient } from '~/cms.server.ts'
import { loadFooter } from '~/site-chrome.server.ts'
import { publicProfileOf, shownName } from './doctor-profile.server.ts'

/**
 * The invoice and the HSA/FSA receipt of a patient's own payment (spec 001: `GET
 * /api/invoice?id={payment_intent_id}&program={name}`; the receipt beyond the spec; ADR 093).
 * Everything up to the document's contents: the session (401), the query (400), the patient's own
 * paid transaction (404 alike for another patient's id and an unknown one), the company's details
 * from the CMS. Reads are the patient's own, access rules on.
 */

const headers = { 'Cache-Control': 'private, no-store' }

/** Every 'not found' is this one answer, whoever's the id is. */
function notFound(): Response {
  return Response.json({ status: 'error', message: billingDocumentMessages.notFound }, { status: 404, headers })
}

function badRequest(): Response {
  return Response.json({ status: 'error', message: billingDocumentMessages.badId }, { status: 400, headers })
}

/** The company as the footer shows it (Settings: company name, address, support email and phone; the brand name when no company name is set). */
export async function companyDetails(): Promise<CompanyDetails> {
  const footer = await loadFooter()
  return {
    name: footer.companyName ?? footer.brandName,
    addressLines: footer.addressLines,
    email: footer.supportEmail ?? null,
    phone: footer.supportPhone ?? null,
  }
}

interface OwnPayment {
  transaction: { id: string; paidAt: string; amountCents: number }
  planName: string | null
  orderId: string | null
}

/**
 * The patient's own paid transaction with this gateway reference (the payment intent id), or null.
 * Paid: captured or success (a hold is not yet paid); a payment refunded since is no longer one.
 * The plan's name comes from any of the payment's rows (checkout names the hold, capture does not).
 */
async function findOwnPayment(patient: SignedInPatient, paymentIntentId: string): Promise<OwnPayment | null> {
  const cms = await cmsAs(patient)
  const rows = (
    await cms.find({
      collection: 'transactions',
      where: { and: [{ patient: { equals: patient.id } }, { gatewayReference: { equals: paymentIntentId } }] },
      sort: '-createdAt',
      limit: 20,
      pagination: false,
      depth: 0,
      select: { createdAt: true, amountCents: true, status: true, product_name: true, order: true },
    })
  ).docs
  const paid = documentRowOfPayment(rows)
  if (!paid) return null
  const order = paid.order ?? rows.find((row) => row.order)?.order
  return {
    transaction: { id: rowIdText(paid.id), paidAt: paid.createdAt, amountCents: paid.amountCents },
    planName: paid.product_name || paymentName(rows),
    orderId: order ? rowIdText(relationId(order)) : null,
  }
}

type Found<T> = { ok: true; document: T } | { ok: false; response: Response }

/** The query's payment id, the signed-in patient and their own payment, or the answer to send instead. */
async function ownPaymentFor(
  request: Request,
): Promise<{ ok: true; patient: SignedInPatient; payment: OwnPayment; url: URL } | { ok: false; response: Response }> {
  const patient = await requirePatientForApi(request)
  const url = new URL(request.url)
  const paymentIntentId = parsePaymentIntentId(url.searchParams.get('id'))
  if (!paymentIntentId) return { ok: false, response: badRequest() }
  const payment = await findOwnPayment(patient, paymentIntentId)
  if (!payment) return { ok: false, response: notFound() }
  return { ok: true, patient, payment, url }
}

function patientName(patient: SignedInPatient): string {
  return [patient.first_name, patient.last_name].filter(Boolean).join(' ')
}

/** The invoice for `GET /api/invoice?id=&program=` (throws the 401 answer without a session). */
export async function invoiceFor(request: Request): Promise<Found<InvoiceDocument>> {
  const found = await ownPaymentFor(request)
  if (!found.ok) return found
  const program = sanitizeProgramName(found.url.searchParams.get('program'))
  return {
    ok: true,
    document: invoiceDocument({ transaction: found.payment.transaction, program, company: await companyDetails(), billedTo: patientName(found.patient) }),
  }
}

/**
 * The HSA/FSA receipt for `GET /api/receipt?id=` (throws the 401 answer without a session). The
 * date of service is the order's; the prescriber is the clinician who wrote the order's live
 * prescription, with their profile's name and NPI number (ADR 097; none yet, or only a voided one:
 * 'pending'; an older prescription without a recorded prescriber: the order's doctor, no NPI).
 */
export async function receiptFor(request: Request): Promise<Found<ReceiptDocument>> {
  const found = await ownPaymentFor(request)
  if (!found.ok) return found
  const { patient, payment } = found
  const cms = await cmsAs(patient)
  let serviceDate = payment.transaction.paidAt
  let prescriber: { name: string; npi: string | null } | null = null
  if (payment.orderId) {
    const [order, prescriptions] = await Promise.all([
      cms.find({
        collection: 'orders',
        where: { id: { equals: payment.orderId } },
        limit: 1,
        pagination: false,
        depth: 0,
        select: { createdAt: true, doctor: true },
      }),
      cms.find({
        collection: 'prescriptions',
        where: { and: [{ patient: { equals: patient.id } }, { order: { equals: payment.orderId } }, { status: { not_equals: 'void' } }] },
        limit: 1,
        pagination: false,
        depth: 0,
        sort: '-createdAt',
        select: { status: true, prescriber: true },
      }),
    ])
    const row = order.docs[0]
    if (row) serviceDate = row.createdAt
    const prescription = prescriptions.docs[0]
    // The prescribing clinician's profile: their name and NPI as they keep them (ADR 097). A
    // prescription written before prescribers were recorded prints the order's doctor, no NPI.
    const profile = prescription?.prescriber ? await publicProfileOf(patient, relationId(prescription.prescriber)) : null
    if (profile) prescriber = { name: shownName(profile), npi: profile.npi || null }
    else if (row?.doctor && prescription) prescriber = { name: row.doctor, npi: null }
  }
  return {
    ok: true,
    document: receiptDocument({
      transaction: payment.transaction,
      company: await companyDetails(),
      patientName: patientName(patient),
      serviceDate,
      planName: payment.planName,
      prescriber,
    }),
  }
}
