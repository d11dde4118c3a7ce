import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { answerPreCheckout } from '../support/checkout.ts'
import {
  completeOldFunnel,
  continueButton,
  intakeAnswers,
  newFunnelEmail,
  newFunnelGender,
  newFunnelName,
  newFunnelStart,
  newFunnelState,
  oldFunnelStart,
} from '../support/intake.ts'
import { localApi } from '../support/local-api.ts'
import { createPatient, signIn } from '../support/patients.ts'

test.describe.configure({ timeout: 120_000 })

/**
 * Runs axe on the page as it is now, with its default rules (WCAG 2.x A and AA plus axe's best
 * practices), and expects no violations (listed readably when there are).
 */
async function expectNoAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze()
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
  expect(violations, `axe violations on ${what}`).toEqual([])
}

test('/: the first step, a step with a message, and the phone step', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Start my FREE visit' })).toBeVisible()
  await expectNoAxeViolations(page, '/ step 1')

  await newFunnelStart(page)
  await continueButton(page).click()
  await expect(page.getByRole('alert')).toHaveText('Please select your state')
  await expectNoAxeViolations(page, '/ step 2 with its message')

  const answers = intakeAnswers()
  await newFunnelState(page, answers)
  await newFunnelName(page, answers)
  await newFunnelGender(page, answers)
  await newFunnelEmail(page, answers)
  await expect(page.getByText('Step 6 of 9')).toBeVisible()
  await expectNoAxeViolations(page, '/ step 6 (phone)')
})

test('/sign-up: the first slide and the contact slide with a message', async ({ page }) => {
  await page.goto('/sign-up')
  await expect(page.getByRole('button', { name: 'Get started' })).toBeVisible()
  await expectNoAxeViolations(page, '/sign-up slide 1')

  await oldFunnelStart(page)
  await continueButton(page).click()
  await expect(page.getByRole('alert')).toHaveText('Please select your state')
  await expectNoAxeViolations(page, '/sign-up slide 2 with its message')
})

test('/weight-loss-report after a finished visit', async ({ page }) => {
  await completeOldFunnel(page, intakeAnswers())
  await expect(page).toHaveURL(/\/weight-loss-report/)
  await expect(page.getByRole('heading', { name: 'Congratulations, Maria!' })).toBeVisible()
  await expectNoAxeViolations(page, '/weight-loss-report')
})

test('/status-progress with the add-on', async ({ page }) => {
  const patient = createPatient('Jordan')
  localApi('create', {
    collection: 'orders',
    data: {
      patient: patient.id,
      status: 'pending_approval',
      amountCents: 80999,
      shippingAddress: { address_line_1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
    },
  })
  await signIn(page, patient, '/status-progress')
  await expect(page.getByRole('heading', { name: 'Almost Done Jordan!' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Add support to your plan' })).toBeVisible()
  await expectNoAxeViolations(page, '/status-progress')
})

test('/sorry', async ({ page }) => {
  await page.goto(`/sorry?message=${encodeURIComponent('We cannot proceed since your age is less than 18 years.')}`)
  await expect(page.getByRole('heading', { name: "We're Sorry" })).toBeVisible()
  await expectNoAxeViolations(page, '/sorry')
})

test('/login, empty and with the wrong-password message', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  await expectNoAxeViolations(page, '/login')

  await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert')).toHaveText('Email or password entered is incorrect. Please try again or reset your password.')
  await expectNoAxeViolations(page, '/login with its message')
})

test('/login with the browser-checked messages (Conform)', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Please enter your password')).toBeVisible()
  await expectNoAxeViolations(page, '/login with field messages')
})

test('checkout payment step, with the P.O. box popup open and with the payment-system message', async ({ page }) => {
  await signIn(page, createPatient('Axel'), '/select-med')
  await page.getByRole('button', { name: 'Continue to checkout' }).click()
  await answerPreCheckout(page)
  await expect(page).toHaveURL(/\/weight-loss-payment\//)
  const paymentStep = `${new URL(page.url()).pathname}?step=payment&terms=6`
  await page.goto(paymentStep)
  await expect(page.getByRole('button', { name: 'BUY NOW' })).toBeVisible()
  await expectNoAxeViolations(page, 'the payment step')

  const shipping = page.getByRole('group', { name: 'Shipping address' })
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('MM/YY').fill('12/30')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('group', { name: 'Card', exact: true }).getByLabel('ZIP').fill('78701')
  await shipping.getByLabel('Street address').fill('PO Box 12')
  await shipping.getByLabel('City').fill('Austin')
  await shipping.getByLabel('State').selectOption('TX')
  await shipping.getByLabel('ZIP').fill('78701')
  await page.getByRole('button', { name: 'BUY NOW' }).click()
  await expect(page.getByRole('alertdialog', { name: 'Invalid Address' })).toBeVisible()
  await expectNoAxeViolations(page, 'the P.O. box popup')

  await page.route('**/payments/sandbox-card.js', (route) => route.abort())
  await page.goto(paymentStep)
  await page.getByRole('button', { name: 'BUY NOW' }).click()
  await expect(page.getByRole('alert')).toHaveText('Payment system not initialized. Please refresh the page and try again.')
  await expectNoAxeViolations(page, 'the payment step with the payment-system message')
})

test('/verify, the code step', async ({ page }) => {
  const patient = createPatient('Vera')
  localApi('update', { collection: 'patients', id: patient.id, data: { phone: `5128${String(Date.now()).slice(-6)}` } })
  localApi('create', {
    collection: 'addresses',
    data: { patient: patient.id, kind: 'shipping', address_line_1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
  })
  await signIn(page, patient, '/verify')
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible({ timeout: 20_000 })
  await expectNoAxeViolations(page, '/verify code step')
})

test('/replacement-request: each step with its message', async ({ page }) => {
  const patient = createPatient('Axel')
  localApi('createMany', {
    collection: 'orders',
    docs: [
      {
        patient: patient.id,
        status: 'order_delivered',
        medication: 'tirzepatide',
        paymentTerms: '1',
        amountCents: 19900,
        shippingAddress: { address_line_1: '1 A St', city: 'Austin', state: 'TX', zip: '78701' },
        receivedAt: new Date().toISOString(),
      },
    ],
  })
  await signIn(page, patient, '/replacement-request')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please select at least one item to continue.')
  await expectNoAxeViolations(page, '/replacement-request step 1 with its message')
  await page.getByRole('checkbox').first().check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please enter a reason to continue.')
  await expectNoAxeViolations(page, '/replacement-request step 2 with its message')
  await page.getByRole('textbox', { name: 'Tell us what was missing or damaged' }).fill('Cracked')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Submit Request' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please upload an image to continue.')
  await expectNoAxeViolations(page, '/replacement-request step 3 with its message')
})
