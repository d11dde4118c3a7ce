import type { LoaderFunctionArgs } from '@remix-run/node'
import { receiptFor } from '~/portal/billing-documents.server.ts'
import { pdfResponse, receiptPdf } from '~/portal/billing-pdf.server.ts'

/** `GET /api/receipt?id={payment_intent_id}`: the signed-in patient's itemized HSA/FSA receipt as an A4 PDF (beyond the spec, ADR 093). */
export async function loader({ request }: LoaderFunctionArgs) {
  const found = await receiptFor(request)
  if (!found.ok) return found.response
  return pdfResponse(found.document.filename, await receiptPdf(found.document))
}
