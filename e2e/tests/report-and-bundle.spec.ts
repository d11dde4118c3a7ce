import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { completeOldFunnel, intakeAnswers } from '../support/intake.ts'
import { localApi } from '../support/local-api.ts'
import { createPatient, signIn } from '../support/patients.ts'

test.describe.configure({ timeout: 120_000 })

/** The report's numbers, worked out here from the inputs (spec 000: pounds to lose, 16/23/28 % of weight). */
function expectedReport(weight: number, target: number) {
  const share = (percent: number) => Math.round((weight * percent) / 100)
  return {
    poundsToLose: Math.max(0, weight - target),
    projections: [
      { label: 'Average (16%)', pounds: share(16) },
      { label: '1 in 3 (23%)', pounds: share(23) },
      { label: 'Top results (28%)', pounds: share(28) },
    ],
  }
}

async function expectReportNumbers(page: Page, weight: number, target: number) {
  const expected = expectedReport(weight, target)
  const poundsToLose = page.getByText('Pounds to lose to reach your goal', { exact: true }).locator('xpath=..')
  await expect(poundsToLose).toHaveText(new RegExp(`^Pounds to lose to reach your goal\\s*${expected.poundsToLose.toLocaleString('en-US')}\\s*lbs$`))
  const projections = page.getByRole('region', { name: 'What you could lose' })
  for (const projection of expected.projections) {
    // The chart's legend repeats the labels; the projection cards carry the pounds.
    const item = projections.getByRole('listitem').filter({ hasText: /lbs/ }).filter({ hasText: projection.label })
    await expect(item).toHaveText(new RegExp(`^${projection.pounds}\\s*lbs\\s*${projection.label.replace(/[()]/g, '\\$&')}$`))
  }
}

test('the report shows pounds to lose and the 16/23/28 % projections for the weight and desiredWeight', async ({ page }) => {
  const answers = intakeAnswers({ firstName: 'Rosa', weight: 237, desiredWeight: 181, feet: 5, inches: 7 })
  await completeOldFunnel(page, answers)

  // The old funnel ends on the report with the goal in the query.
  await expect(page).toHaveURL(new RegExp(`/weight-loss-report\\?desiredWeight=${answers.desiredWeight}$`))
  await expect(page.getByRole('heading', { name: 'Congratulations, Rosa!' })).toBeVisible()
  await expectReportNumbers(page, answers.weight, answers.desiredWeight)

  // Another desiredWeight changes the pounds to lose, not the projections (shares of today's weight).
  await page.goto('/weight-loss-report?desiredWeight=150')
  await expectReportNumbers(page, answers.weight, 150)

  // An unreadable desiredWeight falls back to the spec's default goal of 120.
  await page.goto('/weight-loss-report?desiredWeight=abc')
  await expectReportNumbers(page, answers.weight, 120)

  await expect(page.getByRole('link', { name: 'Choose my medication' })).toHaveAttribute('href', '/select-med')
})

type OrderRecord = { id: number; bundleSelection?: string | null }

function createOrder(patientId: number): OrderRecord {
  return localApi<OrderRecord>('create', {
    collection: 'orders',
    data: {
      patient: patientId,
      status: 'pending_approval',
      amountCents: 80999,
      shippingAddress: { address_line_1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
    },
  })
}

function readOrder(id: number): OrderRecord {
  const found = localApi<{ docs: OrderRecord[] }>('find', { collection: 'orders', where: { id: { equals: id } }, limit: 1 })
  const order = found.docs[0]
  if (!order) throw new Error(`order ${id} not found`)
  return order
}

test("the add-on chosen on /status-progress is saved on the patient's newest order", async ({ page }) => {
  const patient = createPatient('Jordan')
  const older = createOrder(patient.id)
  const newest = createOrder(patient.id)
  await signIn(page, patient, '/status-progress')

  await expect(page.getByRole('heading', { name: 'Almost Done Jordan!' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Complete Medical Form' })).toHaveAttribute('href', '/verify')
  const bundle = page.getByRole('region', { name: 'Add support to your plan' })
  await expect(bundle.getByRole('radio')).toHaveCount(3)

  // Step 1: choose; step 2: confirm (or change the choice).
  await bundle.getByText('GLP Energy · $19.97/mo', { exact: true }).click()
  await bundle.getByRole('button', { name: 'Continue' }).click()
  const confirm = page.getByRole('region', { name: 'Confirm your choice' })
  await expect(confirm.getByText('You are adding GLP Energy ($19.97/mo) to your order.')).toBeVisible()
  await confirm.getByRole('button', { name: 'Change my choice' }).click()
  await expect(bundle.getByRole('radio', { name: /GLP Energy/ })).toBeChecked()
  await bundle.getByText('GLP Anti-Nausea · $19.97/mo', { exact: true }).click()
  await bundle.getByRole('button', { name: 'Continue' }).click()
  await expect(confirm.getByText('You are adding GLP Anti-Nausea ($19.97/mo) to your order.')).toBeVisible()
  // Nothing is saved before the patient confirms.
  expect(readOrder(newest.id).bundleSelection ?? null).toBeNull()
  await confirm.getByRole('button', { name: 'Confirm' }).click()

  // Step 3: done, and saved as B12 on the newest order only.
  await expect(page.getByRole('status').filter({ hasText: 'All set' })).toContainText('Your choice is saved.')
  expect(readOrder(newest.id).bundleSelection).toBe('B12')
  expect(readOrder(older.id).bundleSelection ?? null).toBeNull()

  // Coming back shows the saved choice as done.
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: 'All set' })).toBeVisible()
})

test('choosing no add-on is saved as None', async ({ page }) => {
  const patient = createPatient('Sam')
  const order = createOrder(patient.id)
  await signIn(page, patient, '/status-progress')
  const bundle = page.getByRole('region', { name: 'Add support to your plan' })
  await bundle.getByText('No thanks', { exact: true }).click()
  await bundle.getByRole('button', { name: 'Continue' }).click()
  const confirm = page.getByRole('region', { name: 'Confirm your choice' })
  await expect(confirm.getByText('You are continuing without an add-on.')).toBeVisible()
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'All set' })).toBeVisible()
  expect(readOrder(order.id).bundleSelection).toBe('None')
})
