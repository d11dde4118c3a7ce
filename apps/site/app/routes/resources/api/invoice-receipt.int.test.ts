import { getTestPayload } from '@telehealth/cms/testing'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { loader as invoiceLoader } from './invoice.ts'
import { loader as receiptLoader } from './receipt.ts'
import * as billingTab from '~/routes/portal/home/billing.tsx'
import { runLoader, sessionCookie, testContext as context } from '../../../../test/home-routes.ts'
import { readPdf } from '../../../../test/pdf-text.ts'
import { paidPlan as paidPlanOf, refundPlan, billingCompany } from '../../../../test/paid-plan.ts'
import { signedInPatient } from '../../../../test/signed-in-patient.ts'

/** `GET /api/invoice` and `GET /api/receipt` through their loaders: the PDF read back, the headers, the refusals (ADR 093). */

let payload: Payload
const company = billingCompany

beforeAll(async () => {
  payload = await getTestPayload()
  await payload.updateGlobal({ slug: 'settings', data: company })
})

/** A plan paid as checkout and the capture leave it (test/paid-plan.ts); always captured here. */
async function paidPlan(patient: SignedInPatient, amountCents = 74700) {
  const plan = await paidPlanOf(payload, patient, amountCents)
  return { ...plan, paid: plan.paid! }
}

type Loader = typeof invoiceLoader

/** What the route answers, thrown answers (the 401) included. */
async function call(loader: Loader, path: string, cookie = ''): Promise<Response> {
  const request = new Request(`https://care.example.com${path}`, { headers: cookie ? { Cookie: cookie } : {} })
  try {
    return await loader({ request, params: {}, context })
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

function utcDay(iso: string): string {
  const date = new Date(iso)
  return `${date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}

describe('GET /api/invoice', () => {
  it("answers the owner's invoice as a one-page A4 PDF download with the line, $0.00 due, the dates and the company", async () => {
    const ada = await signedInPatient(payload, { first_name: 'Ada', last_name: 'Lovelace' })
    const { reference, paid } = await paidPlan(ada, 123456)
    const response = await call(invoiceLoader, `/api/invoice?id=${reference}&program=${encodeURIComponent('Tirzepatide 3-Month')}`, await sessionCookie(ada))
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="invoice-${paid.id}.pdf"`)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const { pages } = await readPdf(bytes)
    expect(pages).toHaveLength(1)
    expect(pages[0]!.width).toBeCloseTo(595.28, 1)
    expect(pages[0]!.height).toBeCloseTo(841.89, 1)
    const day = utcDay(paid.createdAt)
    expect(pages[0]!.text).toEqual(
      expect.arrayContaining([
        'Invoice',
        company.companyName,
        '1 Main Street',
        'Austin, TX 78701',
        company.supportEmail,
        'Ada Lovelace',
        'Tirzepatide 3-Month',
        '$1,234.56',
        'Amount due',
        '$0.00',
      ]),
    )
    // Issued and due: the same day, printed twice.
    expect(pages[0]!.text.filter((text) => text === day)).toHaveLength(2)
  })

  it("names the line 'Subscription Service' without a program", async () => {
    const patient = await signedInPatient(payload)
    const { reference } = await paidPlan(patient)
    const { pages } = await readPdf(
      new Uint8Array(await (await call(invoiceLoader, `/api/invoice?id=${reference}`, await sessionCookie(patient))).arrayBuffer()),
    )
    expect(pages[0]!.text).toContain('Subscription Service')
  })

  it("answers another patient's id exactly as an unknown one (404, the same body); a bad id 400; no session 401", async () => {
    const [alice, bob] = [await signedInPatient(payload), await signedInPatient(payload)]
    const { reference } = await paidPlan(alice)
    const bobCookie = await sessionCookie(bob)
    const answer = async (response: Response) => ({
      status: response.status,
      type: response.headers.get('Content-Type'),
      cacheControl: response.headers.get('Cache-Control'),
      body: (await response.json()) as unknown,
    })
    for (const loader of [invoiceLoader, receiptLoader]) {
      const others = await answer(await call(loader, `/api/x?id=${reference}`, bobCookie))
      expect(others).toEqual({
        status: 404,
        type: 'application/json',
        cacheControl: 'private, no-store',
        body: { status: 'error', message: 'No payment was found with that id.' },
      })
      expect(await answer(await call(loader, '/api/x?id=pi_doesnotexist', bobCookie))).toEqual(others)
      expect(await answer(await call(loader, '/api/x?id=pi%20bad', bobCookie))).toMatchObject({
        status: 400,
        body: { status: 'error', message: 'The payment id is missing or not valid.' },
      })
      expect(await answer(await call(loader, `/api/x?id=${reference}`))).toMatchObject({ status: 401, body: { status: 'error', message: 'Please sign in.' } })
    }
    // Alice gets hers.
    expect((await call(invoiceLoader, `/api/invoice?id=${reference}`, await sessionCookie(alice))).headers.get('Content-Type')).toBe('application/pdf')
  })

  it('draws a name the standard font cannot print without failing', async () => {
    const patient = await signedInPatient(payload, { first_name: 'Łucja', last_name: 'Nguyễn 王' })
    const { reference } = await paidPlan(patient)
    const response = await call(invoiceLoader, `/api/invoice?id=${reference}`, await sessionCookie(patient))
    expect(response.status).toBe(200)
    const { pages } = await readPdf(new Uint8Array(await response.arrayBuffer()))
    expect(pages[0]!.text).toContain('?ucja Nguyen ?')
  })
})

describe('GET /api/receipt', () => {
  it('answers the itemized HSA/FSA receipt: the patient, the plan line, the dates, the prescriber and the note', async () => {
    const grace = await signedInPatient(payload, { first_name: 'Grace', last_name: 'Hopper' })
    const { reference, order, paid } = await paidPlan(grace)
    const response = await call(receiptLoader, `/api/receipt?id=${reference}`, await sessionCookie(grace))
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="receipt-${paid.id}.pdf"`)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const { pages } = await readPdf(new Uint8Array(await response.arrayBuffer()))
    expect(pages).toHaveLength(1)
    expect(pages[0]!.width).toBeCloseTo(595.28, 1)
    const text = pages[0]!.text
    expect(text).toEqual(
      expect.arrayContaining([
        'Itemized receipt',
        company.companyName,
        'Grace Hopper',
        'Tirzepatide Quarterly: medical consultation and prescribed medication',
        '$747.00',
        'Prescriber: pending',
        utcDay(order.createdAt),
      ]),
    )
    expect(text.join(' ')).toContain('health savings or flexible spending account')
  })
})

describe("the Billing tab's Past Payments", () => {
  it('offers Invoice and Receipt only on a paid row whose payment was not refunded, and its links download the documents', async () => {
    const patient = await signedInPatient(payload, { first_name: 'Mary', last_name: 'Jackson' })
    const cookie = await sessionCookie(patient)
    const kept = await paidPlan(patient)
    const refunded = await paidPlan(patient)
    await refundPlan(payload, patient, refunded)
    const answer = await runLoader(billingTab.loader, '/home/billing', cookie)
    const { transactions } = answer.data as { transactions: { id: string | number; status: string; documents: { invoice: string; receipt: string } | null }[] }
    const withLinks = transactions.filter((row) => row.documents)
    expect(withLinks.map((row) => String(row.id))).toEqual([String(kept.paid.id)])
    // One line per payment: each plan's hold, capture (and refund) rows read as one, the newest.
    expect(transactions.map((row) => row.status)).toEqual(['refunded', 'captured'])
    const links = withLinks[0]!.documents!
    expect(links).toEqual({
      invoice: `/api/invoice?id=${kept.reference}&program=Tirzepatide%20Quarterly`,
      receipt: `/api/receipt?id=${kept.reference}`,
    })
    const invoice = await readPdf(new Uint8Array(await (await call(invoiceLoader, links.invoice, cookie)).arrayBuffer()))
    expect(invoice.pages[0]!.text).toContain('Tirzepatide Quarterly')
    const receipt = await call(receiptLoader, links.receipt, cookie)
    expect(receipt.headers.get('Content-Disposition')).toBe(`attachment; filename="receipt-${kept.paid.id}.pdf"`)
  })
})
