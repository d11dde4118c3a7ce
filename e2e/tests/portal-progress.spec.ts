import { localApi } from '../support/local-api.ts'
import { createPatient, signIn } from '../support/patients.ts'
import { expect, test } from '../support/fixtures.ts'

/**
 * The myNewSelf tab ("My progress"): a signed-in patient logs today's weight and sees it in the
 * history and in the chart (its table view and its drawn point), with JavaScript (no reload) and
 * without it (a full-page post back to the tab).
 */

test.use({ viewport: { width: 390, height: 844 } })

/** A patient whose intake said 212 lb, goal 170 lb, 5 ft 6 in. */
function patientWithIntake() {
  const patient = createPatient('Rosa')
  localApi('create', {
    collection: 'leads',
    data: { email: patient.email, funnel: 'new', outcome: 'qualified', patient: patient.id, person: { weight: 212, desired_weight: 170, heightInInches: 66 } },
  })
  return patient
}

const todayLabel = () => new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

test.describe('the weight log with JavaScript', () => {
  test('logs a weight without a reload, charts it, and replaces it the same day', async ({ page }) => {
    const patient = patientWithIntake()
    await signIn(page, patient, '/home?tab=myNewSelf')
    await expect(page.getByRole('heading', { name: 'My progress' })).toBeVisible()
    await expect(page.getByText('Your chart starts with your first weigh-in.')).toBeVisible()
    await expect(page.getByTestId('weight-history-row')).toHaveCount(0)

    // The browser checks with the domain's schema first: nothing is posted.
    await page.getByRole('textbox', { name: 'Weight' }).fill('12')
    await page.getByRole('button', { name: 'Save weight' }).click()
    await expect(page.getByText('Please enter a valid weight')).toBeVisible()

    await page.evaluate(() => Object.assign(window, { stillThisPage: true }))
    await page.getByRole('textbox', { name: 'Weight' }).fill('205.4')
    await page.getByRole('button', { name: 'Save weight' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Weight saved.' })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true)
    // The progress (myNewSelf) tab keeps its own address (ADR 073).
    expect(new URL(page.url()).pathname).toBe('/home/progress')

    const rows = page.getByTestId('weight-history-row')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(todayLabel())
    await expect(rows.first()).toContainText('205.4 lb')
    await expect(rows.first()).toContainText('First entry')
    await expect(page.getByRole('img', { name: new RegExp(`Started at 212 lb, latest 205.4 lb on ${todayLabel()}, goal 170 lb`) })).toBeVisible()
    await expect(page.getByTestId('weight-chart').locator('.recharts-line-dot')).toHaveCount(1)
    await page.getByText('Show as table').click()
    await expect(page.getByRole('row', { name: new RegExp(todayLabel()) })).toContainText('205.4')
    await expect(page.getByRole('row', { name: /Goal/ })).toContainText('170')
    await expect(page.locator('#bmi-now')).toHaveText('33.1')
    await expect(page.locator('#bmi-then')).toHaveText('34.2')

    // The day's second weight replaces the first.
    await page.getByRole('textbox', { name: 'Weight' }).fill('204')
    await page.getByRole('button', { name: 'Save weight' }).click()
    await expect(page.getByRole('status').filter({ hasText: "Today's weight updated." })).toBeVisible()
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('204 lb')
    await expect(page.getByRole('row', { name: new RegExp(todayLabel()) })).toContainText('204')
    await expect(page.getByText('8 lb lost so far')).toBeVisible()
  })
})

test.describe('the weight log without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('posts back to the tab with the message or the new entry', async ({ page }) => {
    const patient = patientWithIntake()
    await signIn(page, patient, '/home?tab=myNewSelf')
    await expect(page.getByRole('heading', { name: 'My progress' })).toBeVisible()

    await page.getByRole('textbox', { name: 'Weight' }).fill('900')
    await page.getByRole('button', { name: 'Save weight' }).click()
    await expect(page).toHaveURL(/\/home\/progress$/)
    await expect(page.getByText('Please enter a valid weight')).toBeVisible()
    await expect(page.getByTestId('weight-history-row')).toHaveCount(0)

    await page.getByRole('textbox', { name: 'Weight' }).fill('209')
    await page.getByRole('button', { name: 'Save weight' }).click()
    await expect(page).toHaveURL(/\/home\/progress$/)
    await expect(page.getByText('Weight saved.')).toBeVisible()
    await expect(page.getByTestId('weight-history-row').first()).toContainText('209 lb')
    await page.getByText('Show as table').click()
    await expect(page.getByRole('row', { name: new RegExp(todayLabel()) })).toContainText('209')
    // Without JavaScript the server's drawing of the line stands in for the chart: one point.
    await expect(page.getByTestId('weight-chart').locator('.weight-point')).toHaveCount(1)
  })
})
