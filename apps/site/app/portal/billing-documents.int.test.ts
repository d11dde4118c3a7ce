import { getTestPayload } from '@telehealth/cms/testing'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { invoiceFor, receiptFor } from './billing-documents.server.ts'
import { sessionCookie } from '../../test/home-routes.ts'
import { paidPlan as paidPlanOf, refundPlan, billingCompany } from '../../test/paid-plan.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'

let payload: Payload

const company = billingCompany

beforeAll(async () => {
  payload = await getTestPayload()
  await payload.updateGlobal({ slug: 'settings', data: company })
})

const paidPlan = (patient: SignedInPatient, amountCents?: number, status?: 'captured' | 'success' | 'authorized') =>
  paidPlanOf(payload, patient, amountCents, status)

function request(path: string, cookie = ''): Request {
  return new Request(`https://care.example.com${path}`, { headers: cookie ? { Cookie: cookie } : {} })
}

/** What the call answers when it does not hand back a document: status and body. */
async function refusal(found: { ok: true } | { ok: false; response: Response }) {
  if (found.ok) throw new Error('a document was made')
  return { status: found.response.status, cacheControl: found.response.headers.get('Cache-Control'), body: (await found.response.json()) as unknown }
}

describe('the invoice', () => {
  it("is the patient's own payment: one 'Subscription Service' line, $0.00 due, issued on the due date, the company from Settings", async () => {
    const ada = await signedInPatient(payload, { first_name: 'Ada', last_name: 'Lovelace' })
    const { reference, paid } = await paidPlan(ada, 123456)
    const found = await invoiceFor(request(`/api/invoice?id=${reference}`, await sessionCookie(ada)))
    if (!found.ok) throw new Error(`refused: ${found.response.status}`)
    const { document } = found
    const paidOn = new Date(paid!.createdAt)
    const day = `${paidOn.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${paidOn.getUTCDate()}, ${paidOn.getUTCFullYear()}`
    expect(document).toEqual({
      filename: `invoice-${paid!.id}.pdf`,
      title: 'Invoice',
      number: String(paid!.id),
      company: { name: company.companyName, addressLines: ['1 Main Street', 'Austin, TX 78701'], email: company.supportEmail, phone: company.supportPhone },
      billedTo: 'Ada Lovelace',
      issuedDate: day,
      dueDate: day,
      lines: [{ description: 'Subscription Service', amount: '$1,234.56' }],
      amountPaid: '$1,234.56',
      amountDue: '$0.00',
    })
  })

  it('names its line after a program, made printable and short', async () => {
    const patient = await signedInPatient(payload)
    const { reference } = await paidPlan(patient)
    const cookie = await sessionCookie(patient)
    const named = await invoiceFor(request(`/api/invoice?id=${reference}&program=${encodeURIComponent('Tirzepatide 3-Month')}`, cookie))
    expect(named.ok && named.document.lines).toEqual([{ description: 'Tirzepatide 3-Month', amount: '$747.00' }])
    const hostile = `<script>x</script>\u0000\u202E${'B'.repeat(300)}`
    const sanitized = await invoiceFor(request(`/api/invoice?id=${reference}&program=${encodeURIComponent(hostile)}`, cookie))
    if (!sanitized.ok) throw new Error('refused')
    const line = sanitized.document.lines[0]!.description
    expect(line).toMatch(/^script x \/script B+$/)
    expect(line).toHaveLength(80)
    expect(sanitized.document.amountPaid).toBe('$747.00')
  })

  it("answers another patient's payment exactly as an unknown one: 404, the same body", async () => {
    const [alice, bob] = [await signedInPatient(payload), await signedInPatient(payload)]
    const { reference } = await paidPlan(alice)
    const bobCookie = await sessionCookie(bob)
    const others = await refusal(await invoiceFor(request(`/api/invoice?id=${reference}`, bobCookie)))
    const unknown = await refusal(await invoiceFor(request('/api/invoice?id=pi_doesnotexist', bobCookie)))
    expect(others).toEqual({ status: 404, cacheControl: 'private, no-store', body: { status: 'error', message: 'No payment was found with that id.' } })
    expect(unknown).toEqual(others)
    expect(await refusal(await receiptFor(request(`/api/receipt?id=${reference}`, bobCookie)))).toEqual(others)
    // Alice herself gets hers.
    expect((await invoiceFor(request(`/api/invoice?id=${reference}`, await sessionCookie(alice)))).ok).toBe(true)
  })

  it('is not made for a hold not yet captured, nor for a refunded payment', async () => {
    const patient = await signedInPatient(payload)
    const cookie = await sessionCookie(patient)
    const held = await paidPlan(patient, 74700, 'authorized')
    expect((await refusal(await invoiceFor(request(`/api/invoice?id=${held.reference}`, cookie)))).status).toBe(404)
    const refunded = await paidPlan(patient)
    await refundPlan(payload, patient, refunded)
    expect((await refusal(await invoiceFor(request(`/api/invoice?id=${refunded.reference}`, cookie)))).status).toBe(404)
  })

  it('asks for a valid payment id: 400 with a clear message', async () => {
    const patient = await signedInPatient(payload)
    const cookie = await sessionCookie(patient)
    for (const query of ['', '?id=', '?id=pi_1%20OR%201%3D1', `?id=${'x'.repeat(101)}`, '?program=Plan']) {
      expect(await refusal(await invoiceFor(request(`/api/invoice${query}`, cookie)))).toEqual({
        status: 400,
        cacheControl: 'private, no-store',
        body: { status: 'error', message: 'The payment id is missing or not valid.' },
      })
    }
  })

  it('needs a session: 401 without one, before the id is looked at', async () => {
    const alice = await signedInPatient(payload)
    const { reference } = await paidPlan(alice)
    for (const call of [invoiceFor, receiptFor]) {
      const thrown = await call(request(`/api/invoice?id=${reference}`)).then(
        () => null,
        (error: unknown) => error,
      )
      expect(thrown).toBeInstanceOf(Response)
      expect((thrown as Response).status).toBe(401)
      expect(await (thrown as Response).json()).toEqual({ status: 'error', message: 'Please sign in.' })
    }
  })
})

describe('the HSA/FSA receipt', () => {
  it("names the patient, the order's date of service and one line for the plan; 'Prescriber: pending' before a prescription", async () => {
    const grace = await signedInPatient(payload, { first_name: 'Grace', last_name: 'Hopper' })
    const { reference, order, paid } = await paidPlan(grace)
    const found = await receiptFor(request(`/api/receipt?id=${reference}`, await sessionCookie(grace)))
    if (!found.ok) throw new Error('refused')
    const ordered = new Date(order.createdAt)
    expect(found.document).toMatchObject({
      filename: `receipt-${paid!.id}.pdf`,
      patientName: 'Grace Hopper',
      dateOfService: `${ordered.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${ordered.getUTCDate()}, ${ordered.getUTCFullYear()}`,
      prescriber: 'Prescriber: pending',
      lines: [{ description: 'Tirzepatide Quarterly: medical consultation and prescribed medication', amount: '$747.00' }],
      amountPaid: '$747.00',
      company: { name: company.companyName },
    })
  })

  it('names the prescribing doctor once the order has a live prescription', async () => {
    const patient = await signedInPatient(payload)
    const { reference, order } = await paidPlan(patient)
    await payload.update({ collection: 'orders', id: order.id, data: { doctor: 'Dr. Jane Rivera' } })
    const cookie = await sessionCookie(patient)
    // A doctor's name with no prescription behind it (or only a voided one) names no prescriber yet.
    await payload.create({ collection: 'prescriptions', data: { status: 'void', patient: patient.id, order: order.id, items: [{ name: 'Written in error' }] } })
    const before = await receiptFor(request(`/api/receipt?id=${reference}`, cookie))
    expect(before.ok && before.document.prescriber).toBe('Prescriber: pending')
    await payload.create({
      collection: 'prescriptions',
      data: { status: 'pending', patient: patient.id, order: order.id, items: [{ rxId: 'r1', name: 'Tirzepatide 10 mg/mL', directions: 'Weekly' }] },
    })
    const found = await receiptFor(request(`/api/receipt?id=${reference}`, cookie))
    expect(found.ok && found.document.prescriber).toBe('Prescriber: Dr. Jane Rivera')
  })
})
