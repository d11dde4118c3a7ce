import fs from 'node:fs'
import type { Browser, Locator, Page } from '@playwright/test'
import { answerPreCheckout, buyNow, CARDS, fillPayment } from '../support/checkout.ts'
import { pickDose } from '../support/doses.ts'
import { expect, test } from '../support/fixtures.ts'
import { png } from '../support/files.ts'
import { openOrder, patientCard, statusPanel } from '../support/fulfilment.ts'
import { completeNewFunnel, intakeAnswers } from '../support/intake.ts'
import { localApi } from '../support/local-api.ts'
import { orderStatus } from '../support/orders.ts'
import { lastMessageTo } from '../support/patients.ts'
import { adminPage, closeDesk, createStaff } from '../support/staff.ts'
import { sentCodeTo, typeCode, uniquePhone } from '../support/verify.ts'
import { makeTestVideo } from '../support/videos.ts'
// The site's own reader of its PDFs (its tests read the same documents back).
import { readPdf } from '../../apps/site/test/pdf-text.ts'

// Issue #33: the whole clinical journey, in two browsers: the patient on a 390 px phone, staff in
// the admin at a desktop's width. Buy through the funnel and checkout; the medical form from a
// video-required state (TX) with the video; the clinician prescribes; the patient declines it from
// /prescription/{id} and adjusts the doses; the clinician prescribes again and the patient adjusts
// the doses from the tracker; the third prescription is approved, which sends the order to the
// pharmacy; fulfilment ships and delivers it; a replacement is asked within 7 days and approved.
// At every step the patient's Orders tab shows the spec's status label, the tracker's step and
// exactly the links of that step (spec 001 section 4; ADR 091).

test.use({ viewport: { width: 390, height: 844 } })

type Found<T> = { docs: T[] }

const MEDICAL_FORM = {
  pregnancy: 'Are you pregnant, breastfeeding, or planning to become pregnant?',
  conditions: 'Do you have, or have you ever had, any of these conditions?',
  takesGlp: 'Are you currently taking a GLP-1 medication?',
  allergies: 'Do you have any allergies? List them, or write "none".',
  currentMeds: 'Which medications and supplements do you take now? Write "none" if none.',
  anythingElse: 'Is there anything else you would like your doctor to know?',
  idPhoto: "Upload a photo of your driver's license or state ID",
  weight: 'What is your weight today (lb)?',
  primaryCare: 'What is the name of your primary care provider?',
  treatment: 'How your treatment works',
  labResults: 'Upload recent lab results, if you have them (optional)',
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const next = (page: Page) => page.getByRole('button', { name: 'Next' })

let shot = 0
/** A full-page picture of the patient's screen at a key step, to look at after the run. */
async function screenshot(page: Page, name: string) {
  shot += 1
  await page.screenshot({ path: `/tmp/journey-${String(shot).padStart(2, '0')}-${name}.png`, fullPage: true })
}

/** `step` null: every step is done (a delivered order), none is current. */
type Expected = { label: string; step: string | null; links: { name: string; href: string }[] }

/**
 * The patient's Orders tab: the order's status label, its tracker's current step, and exactly the
 * links of that step (none where the spec gives none).
 */
async function expectOrdersTab(page: Page, orderId: number, expected: Expected): Promise<Locator> {
  const card = await patientCard(page, orderId)
  await expect(card.getByText(expected.label, { exact: true })).toBeVisible()
  const current = card.locator('[aria-current="step"]')
  if (expected.step === null) {
    await expect(current).toHaveCount(0)
    await expect(card.locator('ol:not([aria-label]) > li').getByText('Done:')).toHaveCount(7)
    return card
  }
  await expect(current).toHaveCount(1)
  await expect(current.locator('p').first()).toHaveText(expected.step)
  const links = current.getByRole('link')
  await expect(links).toHaveText(expected.links.map((link) => link.name))
  for (const [index, link] of expected.links.entries()) await expect(links.nth(index)).toHaveAttribute('href', link.href)
  return card
}

/** The admin's Prescribe panel on the order, as a clinician fills it in. */
async function prescribeInAdmin(clinician: Page, orderId: number, medication: string, directions: string) {
  await openOrder(clinician, orderId)
  const section = clinician.getByRole('group', { name: 'Encounter and prescription' })
  await section.getByLabel('Doctor').fill('Dr. Jane Rivera')
  await section.getByLabel('Provider (number)').fill('4417')
  await section.getByLabel('External visit id').fill(`visit-${orderId}`)
  await section.getByLabel('Item 1: name').fill(medication)
  await section.getByLabel('Directions').fill(directions)
  await section.getByRole('button', { name: 'Save prescription and send to the patient' }).click()
  // The panel reloads the order as stored: the prescription is written.
  await expect(statusPanel(clinician).getByTestId('order-status-current')).toHaveText('Prescription received', { timeout: 20_000 })
  await expect(clinician.getByText('A prescription is written while the order waits for one or needs review.')).toBeVisible()
}

/** /adjust-doses: a plan for months 1 to 3 and a photo of the current prescription, sent to the doctor. */
async function adjustDoses(page: Page, orderId: number, plan: [string | RegExp, string | RegExp, string | RegExp]) {
  await expect(page).toHaveURL(`/adjust-doses/${orderId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a dosage schedule' })).toBeVisible()
  await pickDose(page, 'Month 1', plan[0])
  await pickDose(page, 'Month 2', plan[1])
  await pickDose(page, 'Month 3', plan[2])
  await screenshot(page, `adjust-doses-${orderId}`)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Upload a photo of your current prescription' })).toBeVisible()
  await page.locator('input[type=file]').setInputFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: await png(800, 600) })
  await page.getByRole('button', { name: 'Confirm Upload' }).click()
  await expect(page.getByRole('button', { name: 'Uploaded!' })).toBeDisabled()
  await page.getByRole('button', { name: 'Send to my doctor' }).click()
  await expect(page).toHaveURL('/home/orders')
}

type DoseRequest = { id: number; status: string; selectedDoses: { month: number; doseMg: number }[] }
const doseRequestsOf = (orderId: number) =>
  localApi<Found<DoseRequest>>('find', { collection: 'dose-adjustment-requests', where: { order: { equals: orderId } }, sort: 'createdAt', depth: 0 }).docs
const prescriptionsOf = (orderId: number) =>
  localApi<Found<{ id: number; status: string }>>('find', { collection: 'prescriptions', where: { order: { equals: orderId } }, sort: 'createdAt', depth: 0 })
    .docs

async function staffDesk(browser: Browser, role: 'clinical' | 'fulfilment'): Promise<Page> {
  return adminPage(browser, createStaff(role))
}

test('the clinical journey: buy, form and video, prescribe, decline, adjust, prescribe again, approve, ship, deliver, replace', async ({ page, browser }) => {
  // One test walks the whole journey through both browsers (about 40 screens, two admin sign-ins,
  // a video encoded in the browser and each database read a Local API process): on a busy
  // two-core machine that takes minutes, not the default minute.
  test.setTimeout(600_000)
  shot = 0

  // ---- Buy: the funnel from / in Texas, a plan, the pre-checkout, the checkout.
  const answers = intakeAnswers({ state: 'TX', firstName: 'Journey', phone: uniquePhone() })
  await completeNewFunnel(page, answers)
  await expect(page.getByRole('heading', { name: 'You Qualify, Journey!' })).toBeVisible()
  await page.getByRole('link', { name: 'Choose my medication' }).click()
  await expect(page).toHaveURL(/\/select-med$/)
  await page.getByRole('radio', { name: /Compounded Tirzepatide, Quarterly Plan/ }).check({ force: true })
  await page.getByRole('button', { name: 'Continue to checkout' }).click()
  await answerPreCheckout(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('link', { name: 'Continue to payment' }).click()
  await fillPayment(page, CARDS.good)
  await screenshot(page, 'checkout')
  await buyNow(page)
  await expect(page).toHaveURL(/\/payment\/thanks\?/)
  await page.getByRole('button', { name: 'No thanks, continue without it' }).click()
  await page.getByRole('button', { name: 'Next Step' }).click()
  await expect(page).toHaveURL(/\/status-progress$/)

  const patient = localApi<Found<{ id: number }>>('find', { collection: 'patients', where: { email: { equals: answers.email } }, depth: 0 }).docs[0]!
  const order = localApi<Found<{ id: number; status: string }>>('find', { collection: 'orders', where: { patient: { equals: patient.id } }, depth: 0 }).docs[0]!
  const orderId = order.id
  expect(order.status).toBe('pending_approval')

  // The Orders tab: the medical form is next.
  await expectOrdersTab(page, orderId, {
    label: 'Needs Review',
    step: 'Medical form',
    links: [{ name: 'Complete Medical Form', href: `/medical-form/${orderId}` }],
  })
  await screenshot(page, 'paid')

  // ---- The status page's link: the contact checks, then the medical form.
  await page.goto('/status-progress')
  await expect(page.getByRole('link', { name: 'Complete Medical Form' })).toHaveAttribute('href', '/verify')
  await page.getByRole('link', { name: 'Complete Medical Form' }).click()
  await expect(page.getByRole('heading', { name: 'Enter the 4-digit code' })).toBeVisible({ timeout: 30_000 })
  await typeCode(page, await sentCodeTo(answers.phone))
  await expect(page.getByText(/We sent it by email/)).toBeVisible()
  // The checkout's own emails go to this address too: wait for the one with the code.
  await typeCode(page, await sentCodeTo(answers.email))
  await expect(page).toHaveURL(`/medical-form/${orderId}?type=bare`, { timeout: 30_000 })

  // ---- The bare medical form, as a Texan woman answers it (the pregnancy question is asked of women).
  expect(answers.gender).toBe('Female')
  await expect(heading(page, MEDICAL_FORM.pregnancy)).toBeVisible()
  await page.getByRole('radio', { name: 'No' }).check()
  await next(page).click()
  await expect(heading(page, MEDICAL_FORM.conditions)).toBeVisible()
  await page.getByRole('checkbox', { name: 'None of the above' }).check()
  await next(page).click()
  await expect(heading(page, MEDICAL_FORM.takesGlp)).toBeVisible()
  await page.getByRole('radio', { name: 'No' }).check()
  await next(page).click()
  for (const question of [MEDICAL_FORM.allergies, MEDICAL_FORM.currentMeds]) {
    await expect(heading(page, question)).toBeVisible()
    await page.getByRole('textbox', { name: question }).fill('none')
    await next(page).click()
  }
  await expect(heading(page, MEDICAL_FORM.anythingElse)).toBeVisible()
  await next(page).click()
  await expect(heading(page, MEDICAL_FORM.idPhoto)).toBeVisible()
  await page.locator('input[type=file]').setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: await png(800, 600) })
  await page.getByRole('button', { name: 'Confirm Upload' }).click()
  await expect(heading(page, MEDICAL_FORM.weight)).toBeVisible({ timeout: 30_000 })
  await page.getByRole('textbox', { name: MEDICAL_FORM.weight }).fill('208')
  await next(page).click()
  await expect(heading(page, MEDICAL_FORM.primaryCare)).toBeVisible()
  await page.getByRole('textbox', { name: MEDICAL_FORM.primaryCare }).fill('none')
  await next(page).click()
  await expect(heading(page, MEDICAL_FORM.treatment)).toBeVisible()
  await next(page).click()
  await expect(heading(page, MEDICAL_FORM.labResults)).toBeVisible()
  await next(page).click()
  await expect(heading(page, 'Review your answers')).toBeVisible()
  await screenshot(page, 'form-review')
  await page.getByRole('button', { name: 'Submit' }).click()

  // ---- Texas asks for a video: /upload-video/{id}, a real video file, then home.
  await expect(page).toHaveURL(`/upload-video/${orderId}`, { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'A Quick Video is Required' })).toBeVisible()
  await expect(page.getByText('Doctors in Texas need to see you on video')).toBeVisible()
  await screenshot(page, 'video-required')
  const maker = await page.context().newPage()
  const video = test.info().outputPath('journey.mp4')
  fs.writeFileSync(video, await makeTestVideo(maker, { seconds: 8 }))
  await maker.close()
  await page.getByLabel(/Choose a video/).setInputFiles(video)
  await page.getByRole('button', { name: 'Upload video' }).click()
  await page.waitForURL('**/home/orders', { timeout: 90_000 })
  const videos = localApi<Found<{ formId?: string | null; submittedAt?: string | null }>>('find', {
    collection: 'uploads',
    where: { and: [{ patient: { equals: patient.id } }, { imageType: { equals: 'video' } }] },
    depth: 0,
  }).docs
  expect(videos).toHaveLength(1)
  expect(videos[0]).toMatchObject({ formId: String(orderId), submittedAt: expect.any(String) })
  expect(orderStatus(orderId)).toBe('waiting_prescription')
  await expectOrdersTab(page, orderId, { label: 'Processing', step: 'Doctor review', links: [] })
  await screenshot(page, 'doctor-review')

  // ---- The clinician prescribes (#1).
  const clinician = await staffDesk(browser, 'clinical')
  await prescribeInAdmin(clinician, orderId, 'Tirzepatide 10 mg/mL', 'Inject 0.25 mL under the skin once a week.')
  await clinician.goto(`${process.env.E2E_CMS_URL}/admin`)
  const prescriptionLinks = [
    { name: 'Review Prescription', href: `/prescription/${orderId}` },
    { name: 'Adjust Doses', href: `/adjust-doses/${orderId}` },
  ]
  let card = await expectOrdersTab(page, orderId, { label: 'Processing', step: 'Prescription written', links: prescriptionLinks })
  await screenshot(page, 'prescription-1-written')

  // ---- The patient reviews it from the tracker and declines: the doses are adjusted.
  await card.getByRole('link', { name: 'Review Prescription' }).click()
  await expect(page).toHaveURL(`/prescription/${orderId}`)
  await expect(page.getByRole('heading', { name: 'Your prescription' })).toBeVisible()
  await expect(page.getByText('Tirzepatide 10 mg/mL')).toBeVisible()
  await screenshot(page, 'prescription-1-page')
  await page.getByRole('button', { name: 'Decline & Update with Doctor' }).click()
  await adjustDoses(page, orderId, ['5 mg', /^7\.5 mg/, /^10 mg/])
  expect(orderStatus(orderId)).toBe('needs_review')
  expect(prescriptionsOf(orderId).map((p) => p.status)).toEqual(['declined'])
  await expectOrdersTab(page, orderId, { label: 'Needs Review', step: 'Doctor review', links: [] })
  await screenshot(page, 'declined-needs-review')

  // ---- The clinician acts on the request: prescribes again (#2), which marks the request reviewed.
  const [firstRequest] = doseRequestsOf(orderId)
  expect(firstRequest).toMatchObject({ status: 'received', selectedDoses: [{ doseMg: 5 }, { doseMg: 7.5 }, { doseMg: 10 }] })
  await prescribeInAdmin(clinician, orderId, 'Tirzepatide 10 mg/mL (5, 7.5, 10 mg)', 'Inject 0.5 mL weekly in month 1, 0.75 mL in month 2, 1 mL in month 3.')
  await clinician.goto(`${process.env.E2E_CMS_URL}/admin`)
  expect(doseRequestsOf(orderId).map((request) => request.status)).toEqual(['reviewed'])
  card = await expectOrdersTab(page, orderId, { label: 'Processing', step: 'Prescription written', links: prescriptionLinks })

  // ---- This time the patient goes straight to Adjust Doses from the tracker (it declines #2).
  await card.getByRole('link', { name: 'Adjust Doses' }).click()
  await adjustDoses(page, orderId, ['5 mg', /^5 mg/, /^7\.5 mg/])
  expect(orderStatus(orderId)).toBe('needs_review')
  expect(prescriptionsOf(orderId).map((p) => p.status)).toEqual(['declined', 'declined'])
  await expectOrdersTab(page, orderId, { label: 'Needs Review', step: 'Doctor review', links: [] })

  // ---- The clinician prescribes the new plan (#3); the patient approves it from the tracker.
  expect(doseRequestsOf(orderId).map((request) => request.status)).toEqual(['reviewed', 'received'])
  await prescribeInAdmin(clinician, orderId, 'Tirzepatide 10 mg/mL (5, 5, 7.5 mg)', 'Inject 0.5 mL weekly in months 1 and 2, 0.75 mL in month 3.')
  await clinician.goto(`${process.env.E2E_CMS_URL}/admin`)
  expect(doseRequestsOf(orderId).map((request) => request.status)).toEqual(['reviewed', 'reviewed'])
  card = await expectOrdersTab(page, orderId, { label: 'Processing', step: 'Prescription written', links: prescriptionLinks })
  await card.getByRole('link', { name: 'Review Prescription' }).click()
  await expect(page.getByText('Tirzepatide 10 mg/mL (5, 5, 7.5 mg)')).toBeVisible()
  await screenshot(page, 'prescription-3-page')
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page).toHaveURL('/home/orders')

  // The approval sends the order to the pharmacy (it takes the payment held at checkout).
  expect(orderStatus(orderId)).toBe('order_placed')
  expect(prescriptionsOf(orderId).map((p) => p.status)).toEqual(['declined', 'declined', 'approved'])
  card = await expectOrdersTab(page, orderId, { label: 'Processing', step: 'Sent to the pharmacy', links: [] })
  await expect(card.getByRole('link', { name: /Track with/ })).toHaveCount(0)
  await screenshot(page, 'sent-to-pharmacy')

  // ---- The payment taken, Billing offers its invoice and receipt (ADR 093); both download as PDFs.
  await page.goto('/home?tab=billing')
  const payments = page.getByRole('list', { name: 'Past Payments' })
  await expect(payments.getByRole('link', { name: /^Invoice for the payment of / })).toHaveCount(1)
  await screenshot(page, 'billing-documents')
  for (const kind of ['Invoice', 'Receipt'] as const) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      payments.getByRole('link', { name: new RegExp(`^${kind} for the payment of `) }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${kind.toLowerCase()}-[\\w-]+\\.pdf$`))
    const bytes = fs.readFileSync(await download.path())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    // Read back as a reader would: one A4 page and the words it prints.
    const { pages } = await readPdf(new Uint8Array(bytes))
    expect(pages).toHaveLength(1)
    const text = pages[0]!.text
    if (kind === 'Invoice') expect(text).toEqual(expect.arrayContaining(['Invoice', 'Amount due', '$0.00']))
    else {
      expect(text).toEqual(expect.arrayContaining(['Itemized receipt', 'Amount paid']))
      // The clinician who prescribed, from their profile (the prescription is written by now).
      expect(text.find((line) => line.startsWith('Prescriber: '))).not.toBe('Prescriber: pending')
    }
  }

  // ---- Fulfilment ships and delivers it.
  const fulfilment = await staffDesk(browser, 'fulfilment')
  await openOrder(fulfilment, orderId)
  await expect(statusPanel(fulfilment).getByTestId('order-status-current')).toHaveText('Placed with pharmacy')
  const moves = statusPanel(fulfilment).getByRole('group', { name: 'Move the order' })
  await moves.getByRole('button', { name: 'Mark shipped', exact: true }).click()
  const shipment = statusPanel(fulfilment).getByRole('group', { name: 'Mark shipped' })
  await shipment.getByLabel('Carrier').selectOption('ups')
  await shipment.getByLabel('Tracking number').fill('1Z999AA10123456784')
  await shipment.getByRole('button', { name: 'Mark shipped' }).click()
  await expect(statusPanel(fulfilment).getByTestId('order-status-current')).toHaveText('Shipped', { timeout: 20_000 })
  card = await expectOrdersTab(page, orderId, { label: 'Processing', step: 'Shipped', links: [] })
  await expect(card.getByRole('link', { name: /Track with UPS/ })).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784')
  await screenshot(page, 'shipped')

  await moves.getByRole('button', { name: 'Mark delivered', exact: true }).click()
  const delivery = statusPanel(fulfilment).getByRole('group', { name: 'Mark delivered' })
  await delivery.getByRole('button', { name: 'Mark delivered' }).click()
  await expect(statusPanel(fulfilment).getByTestId('order-status-current')).toHaveText('Delivered', { timeout: 20_000 })
  await closeDesk(fulfilment)
  card = await expectOrdersTab(page, orderId, { label: 'Complete', step: null, links: [] })
  await expect(card.getByRole('link', { name: /Track with UPS/ })).toBeVisible()
  await expect(card.getByRole('link', { name: 'Request a replacement' })).toHaveAttribute('href', '/replacement-request')
  await screenshot(page, 'delivered')

  // ---- Within 7 days the patient asks for a replacement.
  await card.getByRole('link', { name: 'Request a replacement' }).click()
  await expect(page).toHaveURL(/\/replacement-request$/)
  await expect(page.getByText('Step 1 of 3')).toBeVisible()
  await page.getByRole('checkbox', { name: /Compounded Tirzepatide/ }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('textbox', { name: 'Tell us what was missing or damaged' }).fill('One vial arrived cracked.')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Step 3 of 3')).toBeVisible()
  await page.locator('input[type=file]').setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: await png(640, 480) })
  await page.getByRole('button', { name: 'Confirm Upload' }).click()
  await expect(page.getByRole('button', { name: 'Uploaded!' })).toBeDisabled()
  await page.getByRole('button', { name: 'Submit Request' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
  await screenshot(page, 'replacement-thanks')
  await page.getByRole('link', { name: 'Go To Dashboard' }).click()
  await expect(page).toHaveURL(/\/home\/orders$/)
  // Under review: the link is gone.
  card = await expectOrdersTab(page, orderId, { label: 'Complete', step: null, links: [] })
  await expect(card.getByRole('link', { name: 'Request a replacement' })).toHaveCount(0)

  // ---- The clinician approves it in the admin: a no-charge replacement order.
  const [reship] = localApi<Found<{ id: number; status: string }>>('find', {
    collection: 'reship-requests',
    where: { patient: { equals: patient.id } },
    depth: 0,
  }).docs
  expect(reship?.status).toBe('received')
  await clinician.goto(`${process.env.E2E_CMS_URL}/admin/collections/reship-requests/${reship!.id}`)
  await clinician.getByRole('button', { name: 'Approve' }).click()
  await expect
    .poll(() => localApi<Found<{ status: string }>>('find', { collection: 'reship-requests', where: { id: { equals: reship!.id } } }).docs[0]?.status)
    .not.toBe('received')
  await closeDesk(clinician)
  expect(lastMessageTo(answers.email)?.subject).toBe('Your replacement request was approved')

  // The patient sees the replacement on its way, the original order delivered.
  await page.goto('/home?tab=orders')
  const cards = page.getByRole('listitem', { name: /^Compounded Tirzepatide, order \d+$/ })
  await expect(cards).toHaveCount(2)
  const replacement = cards.first()
  await expect(replacement).not.toHaveAccessibleName(`Compounded Tirzepatide, order ${orderId}`)
  await expect(replacement.getByText('Processing', { exact: true })).toBeVisible()
  // It says what it is: a no-charge replacement of the delivered order, not a second purchase.
  await expect(replacement.getByText(`Replacement for order #${orderId} · no charge`)).toBeVisible()
  await expect(replacement.locator('[aria-current="step"]')).toContainText('Sent to the pharmacy')
  await expect(replacement.locator('[aria-current="step"]').getByRole('link')).toHaveCount(0)
  await expect(cards.nth(1).getByText('Complete', { exact: true })).toBeVisible()
  await screenshot(page, 'replacement-approved')
})
