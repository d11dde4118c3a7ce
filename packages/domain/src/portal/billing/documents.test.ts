import { describe, expect, it } from 'vitest'
import {
  onePerPayment,
  billingDocumentFilename,
  billingDocumentLinks,
  documentRowOfPayment,
  formatCentsAsDollars,
  formatDocumentDate,
  invoiceDocument,
  isPaidTransactionStatus,
  parsePaymentIntentId,
  PROGRAM_NAME_MAX,
  receiptDocument,
  sanitizeProgramName,
  type CompanyDetails,
} from './documents.ts'

const company: CompanyDetails = { name: 'Evergreen Health', addressLines: ['1 Main St', 'Austin, TX 78701'], email: 'care@example.com', phone: '512-555-0100' }
const transaction = { id: '42', paidAt: '2026-11-27T23:30:00.000Z', amountCents: 74700 }

describe('the payment id', () => {
  it.each([
    ['pi_3Nabc123XYZ', 'pi_3Nabc123XYZ'],
    ['  sandbox-hold-9  ', 'sandbox-hold-9'],
  ])('%j is taken', (raw, id) => {
    expect(parsePaymentIntentId(raw)).toBe(id)
  })

  it.each([null, undefined, '', 'pi', 'pi_1 OR 1=1', 'pi_1;drop', '../etc/passwd', 'x'.repeat(101), 'pi_é'])('%j is refused', (raw) => {
    expect(parsePaymentIntentId(raw)).toBeNull()
  })
})

describe('the program name', () => {
  it('is kept when it is plain text', () => {
    expect(sanitizeProgramName('Tirzepatide 3-Month Plan')).toBe('Tirzepatide 3-Month Plan')
  })

  it('loses control characters, markup brackets and what the standard fonts cannot print, and closes up spaces', () => {
    expect(sanitizeProgramName('<script>alert(1)</script>\u0000\nPlan\u202E  B')).toBe('script alert(1) /script Plan B')
    expect(sanitizeProgramName('Semaglutide\u00A0Monthly')).toBe('Semaglutide Monthly')
  })

  it(`is cut at ${PROGRAM_NAME_MAX} characters`, () => {
    expect(sanitizeProgramName('A'.repeat(500))).toBe('A'.repeat(PROGRAM_NAME_MAX))
  })

  it.each([null, undefined, '', '   ', '\u0000\u0007', '😀'])('%j names nothing, so the line is the default', (raw) => {
    expect(sanitizeProgramName(raw)).toBeNull()
  })
})

describe('money and dates on the documents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [74700, '$747.00'],
    [123456, '$1,234.56'],
    [100000000, '$1,000,000.00'],
    [-2500, '-$25.00'],
  ])('%i cents read %s', (cents, text) => {
    expect(formatCentsAsDollars(cents)).toBe(text)
  })

  it('refuses fractions of a cent', () => {
    expect(() => formatCentsAsDollars(1.5)).toThrow(RangeError)
  })

  it('prints the UTC day, whatever the time of day', () => {
    expect(formatDocumentDate('2026-11-27T23:30:00.000Z')).toBe('November 27, 2026')
    expect(formatDocumentDate('2027-01-01T00:00:00.000Z')).toBe('January 1, 2027')
    expect(() => formatDocumentDate('yesterday')).toThrow(RangeError)
  })

  it('counts captured and success as paid, nothing else', () => {
    expect(['authorized', 'captured', 'success', 'declined', 'voided', 'refunded'].filter(isPaidTransactionStatus)).toEqual(['captured', 'success'])
  })

  it('names files by the transaction only', () => {
    expect(billingDocumentFilename('invoice', '42')).toBe('invoice-42.pdf')
    expect(billingDocumentFilename('receipt', '6566f0c2a1b2"; x=.pdf')).toBe('receipt-6566f0c2a1b2xpdf.pdf')
  })
})

describe('the invoice', () => {
  it("is one 'Subscription Service' line, nothing due, issued on the due date", () => {
    expect(invoiceDocument({ transaction, program: null, company, billedTo: 'Ada Lovelace' })).toEqual({
      filename: 'invoice-42.pdf',
      title: 'Invoice',
      number: '42',
      company,
      billedTo: 'Ada Lovelace',
      issuedDate: 'November 27, 2026',
      dueDate: 'November 27, 2026',
      lines: [{ description: 'Subscription Service', amount: '$747.00' }],
      amountPaid: '$747.00',
      amountDue: '$0.00',
    })
  })

  it('names the line after the program when one is given', () => {
    expect(invoiceDocument({ transaction, program: 'Tirzepatide 3-Month', company, billedTo: 'A' }).lines).toEqual([
      { description: 'Tirzepatide 3-Month', amount: '$747.00' },
    ])
  })
})

describe('the HSA/FSA receipt', () => {
  const base = { transaction, company, patientName: 'Ada Lovelace', serviceDate: '2026-11-20T10:00:00.000Z', planName: 'Tirzepatide Quarterly' }

  it('names the patient, the date of service, the prescriber and one line for the plan', () => {
    const receipt = receiptDocument({ ...base, prescriber: { name: 'Dr. Jane Rivera', npi: '1234567893' } })
    expect(receipt).toMatchObject({
      filename: 'receipt-42.pdf',
      patientName: 'Ada Lovelace',
      dateOfService: 'November 20, 2026',
      datePaid: 'November 27, 2026',
      prescriber: 'Prescriber: Dr. Jane Rivera, NPI 1234567893',
      lines: [{ description: 'Tirzepatide Quarterly: medical consultation and prescribed medication', amount: '$747.00' }],
      amountPaid: '$747.00',
    })
  })

  it("says 'Prescriber: pending' before a prescription, and leaves out an NPI it does not have", () => {
    expect(receiptDocument({ ...base, prescriber: null }).prescriber).toBe('Prescriber: pending')
    expect(receiptDocument({ ...base, prescriber: { name: 'Dr. Jane Rivera', npi: null } }).prescriber).toBe('Prescriber: Dr. Jane Rivera')
  })
})

describe('which payments have documents', () => {
  it('is the newest paid row of a payment; none while held, none once refunded', () => {
    expect(
      documentRowOfPayment([
        { id: 2, status: 'captured' },
        { id: 1, status: 'authorized' },
      ]),
    ).toEqual({ id: 2, status: 'captured' })
    expect(documentRowOfPayment([{ id: 1, status: 'success' }])).toEqual({ id: 1, status: 'success' })
    expect(documentRowOfPayment([{ id: 1, status: 'authorized' }])).toBeNull()
    expect(
      documentRowOfPayment([
        { id: 3, status: 'refunded' },
        { id: 2, status: 'captured' },
        { id: 1, status: 'authorized' },
      ]),
    ).toBeNull()
    expect(documentRowOfPayment([{ id: 1, status: 'declined' }])).toBeNull()
  })

  it("links Past Payments' paid rows only, by payment intent id, the invoice named for the plan", () => {
    const links = billingDocumentLinks([
      { id: 9, status: 'refunded', gatewayReference: 'pi_refunded' },
      { id: 8, status: 'captured', gatewayReference: 'pi_refunded' },
      { id: 7, status: 'captured', gatewayReference: 'pi_paid' },
      { id: 6, status: 'authorized', gatewayReference: 'pi_paid', product_name: 'Tirzepatide <Quarterly>' },
      { id: 5, status: 'authorized', gatewayReference: 'pi_held', product_name: 'Semaglutide Monthly' },
      { id: 4, status: 'success', gatewayReference: 'pi_renewal' },
      { id: 3, status: 'success', gatewayReference: null },
      { id: 2, status: 'success', gatewayReference: 'not a valid id' },
      { id: 1, status: 'declined', gatewayReference: 'pi_declined' },
    ])
    expect(Object.fromEntries(links)).toEqual({
      '7': { invoice: '/api/invoice?id=pi_paid&program=Tirzepatide%20Quarterly', receipt: '/api/receipt?id=pi_paid' },
      '4': { invoice: '/api/invoice?id=pi_renewal', receipt: '/api/receipt?id=pi_renewal' },
    })
  })
})

describe('Past Payments lists one line per payment', () => {
  it('collapses the hold, its capture and its refund into the newest, named by the hold', () => {
    const rows = [
      { id: 3, status: 'refunded', gatewayReference: 'pi_a', product_name: null },
      { id: 2, status: 'captured', gatewayReference: 'pi_a', product_name: null },
      { id: 4, status: 'authorized', gatewayReference: 'pi_b', product_name: 'Semaglutide, Monthly Plan' },
      { id: 1, status: 'authorized', gatewayReference: 'pi_a', product_name: 'Tirzepatide, Quarterly Plan' },
      { id: 5, status: 'declined', gatewayReference: null, product_name: 'Tirzepatide, Quarterly Plan' },
      { id: 6, status: 'declined', gatewayReference: null, product_name: 'Tirzepatide, Quarterly Plan' },
    ]
    expect(onePerPayment(rows).map((row) => [row.id, row.status, row.product_name])).toEqual([
      [3, 'refunded', 'Tirzepatide, Quarterly Plan'],
      [4, 'authorized', 'Semaglutide, Monthly Plan'],
      [5, 'declined', 'Tirzepatide, Quarterly Plan'],
      [6, 'declined', 'Tirzepatide, Quarterly Plan'],
    ])
  })
})
