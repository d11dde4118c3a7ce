import { invoiceDocument, receiptDocument } from '@telehealth/domain'
import { describe, expect, it } from 'vitest'
import { invoicePdf, receiptPdf } from './billing-pdf.server.ts'
import { readPdf } from '../../test/pdf-text.ts'

const company = { name: 'Evergreen Health LLC', addressLines: ['1 Main Street', 'Austin, TX 78701'], email: 'care@example.com', phone: null }
const transaction = { id: '1042', paidAt: '2026-11-27T15:00:00.000Z', amountCents: 74700 }

describe('the invoice and receipt PDFs', () => {
  it('are the same file for the same document (no clock inside)', async () => {
    const document = invoiceDocument({ transaction, program: null, company, billedTo: 'Ada Lovelace' })
    expect(Buffer.from(await invoicePdf(document)).equals(Buffer.from(await invoicePdf(document)))).toBe(true)
  })

  it('wrap a long plan line and a long company name instead of running off the page, on one page', async () => {
    const longName = 'The Evergreen Health and Wellness Telemedicine Company of Central Texas LLC'
    const program = 'Tirzepatide Quarterly with twelve months of refills and a doctor check-in every ninety days'
    const { pages } = await readPdf(
      await invoicePdf(invoiceDocument({ transaction, program, company: { ...company, name: longName }, billedTo: 'Ada Lovelace' })),
    )
    expect(pages).toHaveLength(1)
    const text = pages[0]!.text
    expect(text).not.toContain(longName)
    expect(text).not.toContain(program)
    // Every word is still there, in order, across the wrapped lines.
    expect(text.join(' ')).toContain(longName)
    expect(text.join(' ')).toContain(program)
  })

  it("print the receipt's note whole and name no NPI when none is kept", async () => {
    const { pages } = await readPdf(
      await receiptPdf(
        receiptDocument({ transaction, company, patientName: 'Grace Hopper', serviceDate: '2026-11-20T00:00:00.000Z', planName: null, prescriber: null }),
      ),
    )
    const text = pages[0]!.text.join(' ')
    expect(text).toContain('Subscription Service: medical consultation and prescribed medication')
    expect(text).toContain('it is not billed in separate parts.')
    expect(text).not.toContain('NPI')
  })
})
