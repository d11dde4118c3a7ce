import { invoiceDocument } from '@telehealth/domain'
import { invoicePdf } from '../apps/site/app/portal/billing-pdf.server.ts'

/**
 * The invoice PDF (ADR 093): time and bytes of drawing one invoice, as `GET /api/invoice` draws it
 * once the payment is found. Machine only (no database, no network); the first drawing warms up.
 */
export async function invoicePdfTimes(drawings = 50): Promise<{ drawings: number; p50: number; p95: number; max: number; bytes: number }> {
  const document = invoiceDocument({
    transaction: { id: '1042', paidAt: '2026-11-27T15:00:00.000Z', amountCents: 74700 },
    program: 'Tirzepatide Quarterly',
    company: { name: 'Evergreen Health LLC', addressLines: ['1 Main Street', 'Austin, TX 78701'], email: 'care@example.com', phone: '512-555-0100' },
    billedTo: 'Ada Lovelace',
  })
  let bytes = (await invoicePdf(document)).byteLength
  const times: number[] = []
  for (let drawing = 0; drawing < drawings; drawing += 1) {
    const started = performance.now()
    bytes = (await invoicePdf(document)).byteLength
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1))
  return { drawings, p50: at(0.5), p95: at(0.95), max: Number(times[times.length - 1]!.toFixed(1)), bytes }
}
