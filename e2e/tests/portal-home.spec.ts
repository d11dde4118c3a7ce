import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { localApi } from '../support/local-api.ts'
import { createPatient, signIn } from '../support/patients.ts'

type Created = { id: number }

/** Orders for a patient in the given statuses, oldest first (so the last is shown first), in one process. */
function createOrders(patientId: number, orders: Record<string, unknown>[]): Created[] {
  return localApi<Created[]>('createMany', {
    collection: 'orders',
    docs: orders.map((order) => ({
      patient: patientId,
      medication: 'semaglutide',
      paymentTerms: '1',
      amountCents: 19900,
      shippingAddress: { address_line_1: '12 Elm St', city: 'Austin', state: 'TX', zip: '78701' },
      ...order,
    })),
  })
}

function orderCard(page: Page, orderId: number) {
  return page.getByRole('listitem', { name: new RegExp(`order ${orderId}$`) })
}

test.describe('portal home', () => {
  test('a new patient sees the greeting, the orders tab and its empty state, and no dosage or doctor tab', async ({ page }) => {
    const patient = createPatient('Nadia')
    await signIn(page, patient)
    await page.goto('/home')
    await expect(page.getByRole('heading', { name: 'Hi, Nadia' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Orders', selected: true })).toBeVisible()
    await expect(page.getByText("You don't have any orders yet")).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Dosage' })).toHaveCount(0)
    await expect(page.getByRole('tab', { name: 'Doctor' })).toHaveCount(0)
    // The seeded portal offer runs, so its tab shows last (ADR 096).
    await expect(page.getByRole('tab')).toHaveText(['Progress', 'Orders', 'Profile', 'Billing', 'Offer'])
  })

  // The tracker at a phone's width and a desktop's.
  for (const width of [390, 1280]) {
    test(`every status shows its label, current step, links and carrier at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      const patient = createPatient('Olga')
      const statuses = [
        { status: 'payment' },
        { status: 'pending_approval' },
        { status: 'needs_review' },
        { status: 'waiting_prescription' },
        { status: 'prescription_received', submitted: 4 },
        { status: 'prescription_received', submitted: 1 },
        { status: 'order_placed' },
        { status: 'shipping_paused' },
        { status: 'order_shipped', logistics_provider: 'fedex', tracking_number: '7712 3456' },
        { status: 'order_delivered', logistics_provider: 'ups', tracking_number: '1Z999AA1' },
        { status: 'complete' },
      ]
      const created = createOrders(patient.id, statuses)
      const [payment, pending, review, waiting, rxAdjust, rxPlain, placed, paused, shipped, delivered, complete] = created.map((order) => order.id)
      await signIn(page, patient)
      await page.goto('/home?tab=orders')

      const expectLabel = async (id: number | undefined, label: string) => expect(orderCard(page, id!).getByText(label, { exact: true })).toBeVisible()
      await expectLabel(payment, 'Processing')
      await expectLabel(pending, 'Needs Review')
      await expectLabel(review, 'Needs Review')
      await expectLabel(waiting, 'Processing')
      await expectLabel(shipped, 'Processing')
      await expectLabel(delivered, 'Complete')
      await expectLabel(complete, 'Complete')

      // The newest order (complete) is shown in full: every step checked, none current.
      const newest = orderCard(page, complete!)
      await expect(newest.getByText('Done:')).toHaveCount(7)
      // Older orders show the compact view; the full list opens under "All steps".
      const waitingCard = orderCard(page, waiting!)
      await expect(waitingCard.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]')).toHaveText(/Accepted by your doctor/)
      await waitingCard.getByText('All steps').click()
      await expect(waitingCard.locator('ol:not([aria-label]) [aria-current="step"]')).toContainText('Doctor review')
      await expect(waitingCard.getByText('Doctor review takes 24 to 48 hours')).toBeVisible()

      const pausedCard = orderCard(page, paused!)
      await pausedCard.getByText('All steps').click()
      await expect(pausedCard.locator('ol:not([aria-label]) [aria-current="step"]')).toContainText('Shipping paused')
      await expect(pausedCard.getByText('Sent to the pharmacy')).toHaveCount(0)

      const placedCard = orderCard(page, placed!)
      await placedCard.getByText('All steps').click()
      await expect(placedCard.getByText('The pharmacy takes 2 to 3 days')).toBeVisible()

      // Action links: the medical form while it waits; Adjust Doses only with submitted = 4.
      const pendingCard = orderCard(page, pending!)
      await pendingCard.getByText('All steps').click()
      await expect(pendingCard.getByRole('link', { name: 'Complete Medical Form' })).toHaveAttribute('href', `/medical-form/${pending}`)
      const adjustCard = orderCard(page, rxAdjust!)
      await adjustCard.getByText('All steps').click()
      await expect(adjustCard.getByRole('link', { name: 'Adjust Doses' })).toHaveAttribute('href', `/adjust-doses/${rxAdjust}`)
      const plainCard = orderCard(page, rxPlain!)
      await plainCard.getByText('All steps').click()
      await expect(plainCard.getByRole('link', { name: 'Adjust Doses' })).toHaveCount(0)

      // Tracking: FedEx when the carrier says so, else UPS.
      await expect(orderCard(page, shipped!).getByRole('link', { name: /Track with FedEx/ })).toHaveAttribute(
        'href',
        'https://www.fedex.com/fedextrack/?trknbr=7712%203456',
      )
      await expect(orderCard(page, delivered!).getByRole('link', { name: /Track with UPS/ })).toHaveAttribute(
        'href',
        'https://www.ups.com/track?tracknum=1Z999AA1',
      )
      await expect(orderCard(page, payment!).getByRole('link', { name: /Track with/ })).toHaveCount(0)
    })
  }

  test('the dosage tab comes with a prescription and goes with it; the doctor tab needs a health id', async ({ page }) => {
    const patient = createPatient('Pia')
    const [order] = createOrders(patient.id, [{ status: 'prescription_received' }])
    const [prescription] = localApi<Created[]>('createMany', {
      collection: 'prescriptions',
      docs: [{ patient: patient.id, order: order!.id, items: [{ rxId: 'rx-1', name: 'Semaglutide 2.5 mg/mL', directions: 'Inject 0.25 mg weekly' }] }],
    })
    await signIn(page, patient)
    await page.goto('/home?tab=dosage')
    await expect(page.getByRole('tab', { name: 'Dosage', selected: true })).toBeVisible()
    await expect(page.getByRole('tabpanel').getByText('Inject 0.25 mg weekly')).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Doctor' })).toHaveCount(0)

    // The medication instructions modal: a Name/Directions table; Escape closes it and focus returns.
    await page.getByRole('tab', { name: 'Orders' }).click()
    const open = page.getByRole('button', { name: 'Medication instructions' })
    await open.click()
    const dialog = page.getByRole('dialog', { name: 'Medication instructions' })
    await expect(dialog.getByRole('columnheader')).toHaveText(['Name', 'Directions'])
    await expect(dialog.getByRole('cell', { name: 'Semaglutide 2.5 mg/mL' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(open).toBeFocused()

    localApi('delete', { collection: 'prescriptions', id: prescription!.id })
    localApi('update', { collection: 'patients', id: patient.id, data: { health_id: 'H-10293' } })
    await page.goto('/home?tab=dosage')
    await expect(page.getByRole('tab', { name: 'Orders', selected: true })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Dosage' })).toHaveCount(0)
    await expect(page.getByRole('tab', { name: 'Doctor' })).toBeVisible()
  })

  test('the chosen tab is in the address and kept for the next visit', async ({ page }) => {
    const patient = createPatient('Quinn')
    await signIn(page, patient)
    await page.goto('/home')
    await page.getByRole('tab', { name: 'Billing' }).click()
    await expect(page).toHaveURL(/\/home\/billing$/)
    await expect(page.getByRole('heading', { name: 'Current Therapies' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('tab', { name: 'Billing', selected: true })).toBeVisible()
    await page.goto('/home')
    await expect(page.getByRole('tab', { name: 'Billing', selected: true })).toBeVisible()
    // Arrow keys move between tabs (once the page is interactive); Enter opens one.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.getByRole('tab', { name: 'Billing' }).focus()
    await page.keyboard.press('ArrowLeft')
    // Radix moves the focus on its next task, so Enter waits for it (pressed at once, it can reach Billing).
    await expect(page.getByRole('tab', { name: 'Profile' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible()
    await expect(page).toHaveURL(/\/home\/profile$/)
  })

  test('after Log Out the patient is on the sign-in page and Back shows no patient data', async ({ page }) => {
    const patient = createPatient('Rosa')
    createOrders(patient.id, [{ status: 'order_shipped', tracking_number: 'Z1' }])
    await signIn(page, patient)
    await page.goto('/home')
    await expect(page.getByRole('heading', { name: 'Hi, Rosa' })).toBeVisible()
    await page.getByRole('button', { name: 'Log Out' }).click()
    await expect(page).toHaveURL(/\/login\?page_ref=%2Fhome/)
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
    await expect(page.getByText('Hi, Rosa')).toHaveCount(0)
    await expect(page.getByText('Z1')).toHaveCount(0)
    // The session is over on the server, not only in this browser.
    const reply = await page.request.get('/api/order-items')
    expect(reply.status()).toBe(401)
  })

  test('GET /api/logout answers success for the page itself and refuses another site', async ({ page }) => {
    const patient = createPatient('Sara')
    await signIn(page, patient)
    const crossSite = await page.request.get('/api/logout', { headers: { 'Sec-Fetch-Site': 'cross-site' } })
    expect(crossSite.status()).toBe(403)
    expect((await page.request.get('/api/order-items')).status()).toBe(200)
    const own = await page.request.get('/api/logout', { headers: { 'Sec-Fetch-Site': 'same-origin' } })
    expect(await own.json()).toEqual({ status: 'success' })
    expect((await page.request.get('/api/order-items')).status()).toBe(401)
  })

  test("GET /api/order-items lists only the caller's orders", async ({ page }) => {
    const alice = createPatient('Alice')
    const bob = createPatient('Bob')
    const [aliceOrder] = createOrders(alice.id, [{ status: 'order_placed' }])
    createOrders(bob.id, [{ status: 'order_shipped' }])
    await signIn(page, alice)
    const reply = (await (await page.request.get('/api/order-items')).json()) as { status: string; orders: { id: number }[]; health_id: string | null }
    expect(reply.status).toBe('success')
    expect(reply.orders.map((order) => order.id)).toEqual([aliceOrder!.id])
    expect(reply.health_id).toBeNull()
  })
})

test.describe('portal home without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('tabs are links and Log Out is a form', async ({ page }) => {
    const patient = createPatient('Tara')
    await signIn(page, patient)
    await page.goto('/home')
    await page.getByRole('tab', { name: 'Billing' }).click()
    await expect(page).toHaveURL(/\/home\/billing$/)
    await expect(page.getByRole('heading', { name: 'Past Payments' })).toBeVisible()
    await page.getByRole('button', { name: 'Log Out' }).click()
    await expect(page).toHaveURL(/\/login/)
    await page.goto('/home')
    await expect(page).toHaveURL(/\/login\?page_ref=%2Fhome/)
  })
})

test.describe('portal home on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the tab list sits above the panel', async ({ page }) => {
    const patient = createPatient('Uma')
    createOrders(patient.id, [{ status: 'waiting_prescription' }])
    await signIn(page, patient)
    await page.goto('/home')
    const list = page.getByRole('tablist')
    const heading = page.getByRole('heading', { name: 'Hi, Uma' })
    const [listBox, headingBox] = [await list.boundingBox(), await heading.boundingBox()]
    expect(listBox!.y).toBeGreaterThan(headingBox!.y)
    expect(listBox!.y).toBeLessThan(300)
  })
})
