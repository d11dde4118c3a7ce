import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { publicIdOf } from '../support/checkout.ts'
import { localApi } from '../support/local-api.ts'
import { createPatient, signIn } from '../support/patients.ts'

/** 64 in tall: these weights give a BMI of exactly 25 and exactly 20 (703 x w / 64²). */
const HEIGHT_IN = 64
const weightForBmi = (bmi: number) => (bmi * HEIGHT_IN * HEIGHT_IN) / 703

type CartRecord = {
  id: number
  status: string
  medication: string
  paymentTerms: string
  currentGLPMed?: string | null
  currentDose?: string | null
  items?: { product: number | { id: number }; name: string; priceCents: number }[]
}

/** A signed-in patient whose intake record gives this BMI. */
async function signInWithBmi(page: Page, bmi: number, firstName = 'Priya') {
  const patient = createPatient(firstName)
  localApi('update', { collection: 'patients', id: patient.id, data: { weight: weightForBmi(bmi), height_inch: HEIGHT_IN } })
  await signIn(page, patient, '/select-med')
  return patient
}

/** Chooses a plan on /select-med and lands on the new cart's pre-checkout; returns the cart's public id. */
async function choosePlan(page: Page, plan: RegExp = /Compounded Semaglutide, Half Yearly Plan/): Promise<string> {
  await page.goto('/select-med')
  await page.getByRole('radio', { name: plan }).check({ force: true })
  await page.getByRole('button', { name: 'Continue to checkout' }).click()
  await expect(page).toHaveURL(/\/pre-checkout\/[A-Za-z0-9_-]{16,}$/)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(page.getByText('Step 1 of 4')).toBeVisible()
  return publicIdOf(new URL(page.url()).pathname)
}

function cartOf(publicId: string): CartRecord {
  const found = localApi<{ docs: CartRecord[] }>('find', { collection: 'carts', where: { publicId: { equals: publicId } }, depth: 0, limit: 1 })
  const cart = found.docs[0]
  if (!cart) throw new Error(`No cart ${publicId}`)
  return cart
}

/** The CMS price of the cart's product for its term: what checkout charges. */
function cmsPlanPriceOf(cart: CartRecord): { medication: string; priceCents: number | undefined } {
  const item = cart.items?.[0]
  const productId = typeof item?.product === 'object' ? item.product.id : item?.product
  const found = localApi<{ docs: { medication: string; plans?: { paymentTerms: string; priceCents: number }[] }[] }>('find', {
    collection: 'products',
    where: { id: { equals: productId } },
    depth: 0,
    limit: 1,
  })
  const product = found.docs[0]
  return { medication: product?.medication ?? '', priceCents: product?.plans?.find((plan) => plan.paymentTerms === cart.paymentTerms)?.priceCents }
}

const next = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true }).click()
const back = (page: Page) => page.getByRole('button', { name: 'Go Back' }).click()
const stepShown = (page: Page, step: number) => expect(page.getByText(`Step ${step} of 4`)).toBeVisible()
const doseField = (page: Page) => page.getByRole('combobox', { name: 'What is your current dose?' })

test('Yes: 1 -> 2 -> 3 -> 4 with Go Back on each step; a BMI of exactly 20 passes; step 4 switches the cart to tirzepatide at its CMS price', async ({
  page,
}) => {
  await signInWithBmi(page, 20)
  const publicId = await choosePlan(page)
  await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/select-med')

  await page.getByRole('radio', { name: 'Yes' }).check({ force: true })
  await next(page)
  await stepShown(page, 2)
  await expect(page.getByRole('heading', { name: 'Which one?' })).toBeVisible()
  for (const medication of ['Ozempic/Wegovy', 'Mounjaro/Zepbound', 'Semaglutide compound', 'Tirzepatide compound']) {
    await expect(page.getByRole('radio', { name: medication })).toBeVisible()
  }
  await page.getByRole('radio', { name: 'Mounjaro/Zepbound' }).check({ force: true })
  await next(page)

  await stepShown(page, 3)
  await expect(page.getByText('For higher doses we need a photo of your current medication or past prescription.')).toBeVisible()
  await expect(doseField(page).getByRole('option')).toHaveText(['Choose your dose', '2.5 mg', '5 mg', '7.5 mg', '10 mg', '12.5 mg', '15 mg', 'Another dose'])
  await next(page)
  await expect(page.getByText('Please choose your current dose.')).toBeVisible()
  await doseField(page).selectOption('12.5')
  await next(page)

  await stepShown(page, 4)
  await expect(page.getByRole('radio', { name: 'Semaglutide' })).toBeChecked()
  // Back retraces 4 -> 3 -> 2 -> 1, keeping the answers.
  await back(page)
  await stepShown(page, 3)
  await expect(doseField(page)).toHaveValue('12.5')
  await back(page)
  await stepShown(page, 2)
  await expect(page.getByRole('radio', { name: 'Mounjaro/Zepbound' })).toBeChecked()
  await back(page)
  await stepShown(page, 1)
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked()
  await next(page)
  await next(page)
  await next(page)

  await page.getByRole('radio', { name: 'Tirzepatide' }).check({ force: true })
  await page.getByRole('button', { name: 'Continue to checkout' }).click()
  await expect(page).toHaveURL(new RegExp(`/weight-loss-payment/${publicId}$`))
  // The checkout is the tirzepatide plan's: it offers the switch back to semaglutide.
  await expect(page.getByRole('button', { name: 'Switch to Compounded Semaglutide' })).toBeVisible()

  const cart = cartOf(publicId)
  expect(cart).toMatchObject({ currentGLPMed: 'Mounjaro/Zepbound', currentDose: '12.5', medication: 'tirzepatide', paymentTerms: '6', status: 'open' })
  const cms = cmsPlanPriceOf(cart)
  expect(cms.medication).toBe('tirzepatide')
  expect(cart.items?.[0]?.priceCents).toBe(cms.priceCents)
})

test('No: 1 -> 3 -> 4 skipping step 2 both ways; a BMI of exactly 25 passes; the cart keeps no dose', async ({ page }) => {
  await signInWithBmi(page, 25)
  const publicId = await choosePlan(page, /Compounded Tirzepatide, Quarterly Plan/)
  await page.getByRole('radio', { name: 'No' }).check({ force: true })
  await next(page)
  await stepShown(page, 3)
  await expect(page.getByText('there is no current dose to tell us')).toBeVisible()
  await expect(doseField(page)).toHaveCount(0)
  await next(page)
  await stepShown(page, 4)
  await expect(page.getByRole('radio', { name: 'Tirzepatide' })).toBeChecked()
  await back(page)
  await stepShown(page, 3)
  await back(page)
  await stepShown(page, 1)
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked()
  await next(page)
  await next(page)
  await page.getByRole('button', { name: 'Continue to checkout' }).click()
  await expect(page).toHaveURL(new RegExp(`/weight-loss-payment/${publicId}$`))
  expect(cartOf(publicId)).toMatchObject({ currentGLPMed: 'none', currentDose: null, medication: 'tirzepatide', paymentTerms: '3' })
})

test('a tirzepatide dose off the list opens the not-offered popup: No chooses again, Yes takes 10mg Tirzepatide', async ({ page }) => {
  await signInWithBmi(page, 30)
  const publicId = await choosePlan(page)
  await page.getByRole('radio', { name: 'Yes' }).check({ force: true })
  await next(page)
  await page.getByRole('radio', { name: 'Tirzepatide compound' }).check({ force: true })
  await next(page)
  await doseField(page).selectOption('other')
  await next(page)
  const popup = page.getByRole('alertdialog', { name: 'This dose is not offered' })
  await expect(popup).toContainText('Would you like 10mg Tirzepatide instead?')
  await popup.getByRole('button', { name: 'No' }).click()
  await expect(popup).toBeHidden()
  await stepShown(page, 3)
  await expect(doseField(page)).toHaveValue('')

  await doseField(page).selectOption('other')
  await next(page)
  await popup.getByRole('button', { name: 'Yes' }).click()
  await stepShown(page, 4)
  await expect(page.getByRole('radio', { name: 'Tirzepatide' })).toBeChecked()
  await page.getByRole('button', { name: 'Continue to checkout' }).click()
  await expect(page).toHaveURL(new RegExp(`/weight-loss-payment/${publicId}$`))
  expect(cartOf(publicId)).toMatchObject({ currentGLPMed: 'Tirzepatide compound', currentDose: '10', medication: 'tirzepatide' })
})

test('a BMI under 25 stops a patient who takes no GLP medication; a current user passes from 20', async ({ page }) => {
  await signInWithBmi(page, 24.9)
  const publicId = await choosePlan(page)
  await page.getByRole('radio', { name: 'No' }).check({ force: true })
  await next(page)
  const popup = page.getByRole('alertdialog', { name: 'We Cannot Proceed' })
  await expect(popup).toContainText('We cannot proceed since your BMI is less than 25.')
  await popup.getByRole('button', { name: 'OK' }).click()
  await expect(popup).toBeHidden()
  await stepShown(page, 1)
  // The server holds the same line: a post that skips the page is refused and writes nothing.
  const refused = await page.request.post(`/pre-checkout/${publicId}`, {
    form: { takesGlp: 'No', medication: 'semaglutide' },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  })
  expect(refused.status()).toBe(422)
  expect(await refused.text()).toContain('We cannot proceed since your BMI is less than 25.')
  expect(cartOf(publicId).currentGLPMed ?? null).toBeNull()

  await page.getByRole('radio', { name: 'Yes' }).check({ force: true })
  await next(page)
  await stepShown(page, 2)
})

test('a BMI under 20 stops a current GLP user', async ({ page }) => {
  await signInWithBmi(page, 19.9)
  await choosePlan(page)
  await page.getByRole('radio', { name: 'Yes' }).check({ force: true })
  await next(page)
  const popup = page.getByRole('alertdialog', { name: 'We Cannot Proceed' })
  await expect(popup).toContainText('We cannot proceed since your BMI is less than 20.')
  await popup.getByRole('button', { name: 'OK' }).click()
  await stepShown(page, 1)
})

test('a save that fails shows the error popup and keeps the answers; trying again reaches checkout', async ({ page }) => {
  await signInWithBmi(page, 28)
  const publicId = await choosePlan(page)
  await page.getByRole('radio', { name: 'No' }).check({ force: true })
  await next(page)
  await next(page)
  await page.getByRole('radio', { name: 'Tirzepatide' }).check({ force: true })
  // A BUY NOW of this cart is under way elsewhere: the cart cannot change now.
  const cart = cartOf(publicId)
  localApi('update', { collection: 'carts', id: cart.id, data: { status: 'paying' } })
  await page.getByRole('button', { name: 'Continue to checkout' }).click()
  const popup = page.getByRole('alertdialog', { name: 'Ooops... Something went wrong' })
  await expect(popup).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/pre-checkout/${publicId}$`))
  expect(cartOf(publicId)).toMatchObject({ medication: 'semaglutide', currentGLPMed: null })

  localApi('update', { collection: 'carts', id: cart.id, data: { status: 'open' } })
  await popup.getByRole('button', { name: 'Try again' }).click()
  await expect(popup).toBeHidden()
  await stepShown(page, 4)
  await expect(page.getByRole('radio', { name: 'Tirzepatide' })).toBeChecked()
  await page.getByRole('button', { name: 'Continue to checkout' }).click()
  await expect(page).toHaveURL(new RegExp(`/weight-loss-payment/${publicId}$`))
  expect(cartOf(publicId)).toMatchObject({ medication: 'tirzepatide', currentGLPMed: 'none' })
})

test('checkout sends an unanswered cart to its pre-checkout; bad answers get a 400 with the reason; another patient gets a 404', async ({ page, browser }) => {
  await signInWithBmi(page, 30)
  const publicId = await choosePlan(page)
  await page.goto(`/weight-loss-payment/${publicId}?step=payment&terms=6`)
  await expect(page).toHaveURL(new RegExp(`/pre-checkout/${publicId}\\?step=payment&terms=6$`))
  await expect(page.getByText('Step 1 of 4')).toBeVisible()

  const origin = new URL(page.url()).origin
  // A BUY NOW posted straight at the checkout of an unanswered cart is sent to the questions, unpaid.
  const buyNow = await page.request.post(`/weight-loss-payment/${publicId}?step=payment&terms=6`, {
    form: { intent: 'pay', idempotencyKey: 'e2e-unanswered-cart-0001' },
    headers: { Origin: origin },
    maxRedirects: 0,
  })
  expect(buyNow.status()).toBe(302)
  expect(buyNow.headers()['location']).toBe(`/pre-checkout/${publicId}?step=payment&terms=6`)
  expect(cartOf(publicId).status).toBe('open')

  const badDose = await page.request.post(`/pre-checkout/${publicId}`, {
    form: { takesGlp: 'Yes', glpMedication: 'Ozempic/Wegovy', currentDose: '5', medication: 'semaglutide' },
    headers: { Origin: origin },
    maxRedirects: 0,
  })
  expect(badDose.status()).toBe(400)
  expect(await badDose.text()).toContain('That dose is not offered.')
  const noAnswer = await page.request.post(`/pre-checkout/${publicId}`, { form: { medication: 'semaglutide' }, headers: { Origin: origin }, maxRedirects: 0 })
  expect(noAnswer.status()).toBe(400)
  expect(await noAnswer.text()).toContain('Please answer whether you take a GLP medication now.')
  expect(cartOf(publicId).currentGLPMed ?? null).toBeNull()

  const other = await browser.newContext({ baseURL: origin })
  const otherPage = await other.newPage()
  await signIn(otherPage, createPatient('Quinn'))
  const peek = await otherPage.goto(`/pre-checkout/${publicId}`)
  expect(peek?.status()).toBe(404)
  await expect(otherPage.getByRole('alert')).toContainText('We could not find this cart')
  const write = await otherPage.request.post(`/pre-checkout/${publicId}`, {
    form: { takesGlp: 'No', medication: 'tirzepatide' },
    headers: { Origin: origin },
    maxRedirects: 0,
  })
  expect(write.status()).toBe(404)
  expect(cartOf(publicId)).toMatchObject({ medication: 'semaglutide', currentGLPMed: null })
  await other.close()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('each button posts and the server moves the same steps, popups included, to checkout', async ({ page }) => {
    await signInWithBmi(page, 22)
    await page.goto('/select-med')
    await page.getByRole('button', { name: 'Continue to checkout' }).click()
    await expect(page).toHaveURL(/\/pre-checkout\/[A-Za-z0-9_-]{16,}$/)
    const publicId = publicIdOf(new URL(page.url()).pathname)

    await next(page)
    await expect(page.getByText('Please choose Yes or No.')).toBeVisible()
    await page.getByText('No', { exact: true }).click()
    await next(page)
    await expect(page.getByRole('alert')).toContainText('We cannot proceed since your BMI is less than 25.')
    await page.getByRole('button', { name: 'OK' }).click()
    await stepShown(page, 1)

    await page.getByText('Yes', { exact: true }).click()
    await next(page)
    await stepShown(page, 2)
    await page.getByText('Tirzepatide compound', { exact: true }).click()
    await next(page)
    await stepShown(page, 3)
    await doseField(page).selectOption('other')
    await next(page)
    await expect(page.getByRole('alert')).toContainText('Would you like 10mg Tirzepatide instead?')
    await page.getByRole('button', { name: 'No', exact: true }).click()
    await stepShown(page, 3)
    await doseField(page).selectOption('7.5')
    await next(page)
    await stepShown(page, 4)
    await back(page)
    await stepShown(page, 3)
    await expect(doseField(page)).toHaveValue('7.5')
    await next(page)
    await page.getByText('Tirzepatide', { exact: true }).click()
    await page.getByRole('button', { name: 'Continue to checkout' }).click()
    await expect(page).toHaveURL(new RegExp(`/weight-loss-payment/${publicId}$`))
    expect(cartOf(publicId)).toMatchObject({ currentGLPMed: 'Tirzepatide compound', currentDose: '7.5', medication: 'tirzepatide' })
  })
})
