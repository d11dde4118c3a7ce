import type { LoaderFunctionArgs } from '@remix-run/node'
import { invoiceFor } from '~/portal/billing-documents.server.ts'
import { invoicePdf, pdfResponse } from '~/portal/billing-pdf.server.ts'

/** The spec's `GET /api/invoice?id={payment_intent_id}&program={name}`: the signed-in patient's own invoice as an A4 PDF (ADR 093). */
export async function loader({ request }: LoaderFunctionArgs) {
  const found = await invoiceFor(request)
  if (!found.ok) return found.response
  return pdfResponse(found.document.filename, await invoicePdf(found.document))
}
