import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { clickMove, expectTracker, openOrder, statusPanel } from '../support/fulfilment.ts'
import { localApi } from '../support/local-api.ts'
import { heldOrder, sandboxHoldStatus } from '../support/orders.ts'
import { createPatient, signIn } from '../support/patients.ts'
import { adminPage, closeDesk, createStaff, freshCode, type StaffCredentials } from '../support/staff.ts'

// Fulfilment in the admin (ADR 045): staff move an order along its lifecycle with the Order status
// panel's buttons, the patient's tracker on /home follows, the server refuses the moves a member
// may not make, and the fulfilment queue lists the orders to work on.

const cmsUrl = () => process.env.E2E_CMS_URL ?? ''

type Order = { id: number; status: string; logistics_provider?: string | null; tracking_number?: string | null }

function readOrder(id: number): Order {
  const found = localApi<{ docs: Order[] }>('find', { collection: 'orders', where: { id: { equals: id } }, limit: 1, depth: 0 })
  const order = found.docs[0]
  if (!order) throw new Error(`Order ${id} not found`)
  return order
}

/** Follows a link in the admin's nav, opening the nav first where it is a drawer (below 1440 px). */
async function followNavLink(page: Page, name: string) {
  // A closed drawer is inert but still "visible"; its toggle says whether it is open, once the
  // page has settled the nav for the window's width.
  await expect(async () => {
    const opener = page.getByRole('button', { name: 'Open Menu' }).first()
    if (await opener.isVisible()) await opener.click()
    await page.getByRole('link', { name }).click({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

/**
 * A staff member's API token. Their second factor's code comes from a time step not used yet (the
 * admin takes each code once, and the same member may sign in to the admin in the same test).
 */
async function staffToken(request: APIRequestContext, staff: StaffCredentials): Promise<string> {
  const code = staff.totpSecret ? await freshCode(staff.email, staff.totpSecret) : undefined
  const login = await request.post(`${cmsUrl()}/api/staff/login`, { data: { email: staff.email, password: staff.password, code } })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token?: string }
  if (!token) throw new Error('No token in the staff login answer')
  return token
}

async function transition(request: APIRequestContext, token: string, orderId: number, body: Record<string, unknown>) {
  const response = await request.post(`${cmsUrl()}/api/orders/${orderId}/transition`, { headers: { Authorization: `JWT ${token}` }, data: body })
  return { status: response.status(), body: (await response.json().catch(() => ({}))) as { message?: string } }
}

test.describe('fulfilment in the admin', () => {
  test('an admin and a fulfilment member move an order from the medical form to delivered; the patient tracker follows', async ({ page, browser }) => {
    test.setTimeout(180_000)
    const patient = createPatient('Rosa')
    const { orderId, reference } = heldOrder(patient.id, 'pending_approval')
    const order = { id: orderId }
    await signIn(page, patient)
    await expectTracker(page, order.id, 'Needs Review', 'Medical form')

    // The clinical part, by an admin.
    const admin = await adminPage(browser, createStaff('admin'))
    await openOrder(admin, order.id)
    // The status itself cannot be edited in the form: only the panel moves it.
    await expect(admin.locator('#field-status')).toHaveClass(/read-only/)
    await expect(statusPanel(admin).getByTestId('order-status-current')).toHaveText('Pending approval')
    await clickMove(admin, 'Waiting prescription', 'Waiting for prescription')
    await expectTracker(page, order.id, 'Processing', 'Doctor review')
    await clickMove(admin, 'Prescription received', 'Prescription received')
    await expectTracker(page, order.id, 'Processing', 'Prescription written')
    // The history names each move and who made it.
    const history = statusPanel(admin).getByRole('list', { name: 'Status history' })
    await expect(history.getByRole('listitem').first()).toContainText(/Waiting for prescription\W+to\W+Prescription received/)
    await expect(history.getByRole('listitem').first()).toContainText('E2E admin')

    // The shipping part, by a fulfilment member, from the queue.
    const fulfilment = await adminPage(browser, createStaff('fulfilment'))
    await followNavLink(fulfilment, 'Fulfilment queue')
    await expect(fulfilment.getByRole('heading', { name: 'Fulfilment queue', level: 1 })).toBeVisible()
    const ready = fulfilment.getByRole('region', { name: /Ready to place with the pharmacy/ })
    await expect(ready.getByRole('heading')).toHaveText(/\(\d+\)$/)
    await ready.getByRole('link', { name: `Order #${order.id}`, exact: true }).click()
    await expect(statusPanel(fulfilment).getByTestId('order-status-current')).toHaveText('Prescription received', { timeout: 20_000 })
    // No clinical moves for fulfilment.
    const moves = statusPanel(fulfilment).getByRole('group', { name: 'Move the order' })
    await expect(moves.getByRole('button', { name: 'Deny' })).toHaveCount(0)
    await clickMove(fulfilment, 'Place with pharmacy', 'Placed with pharmacy')
    // Placement takes the payment held at checkout.
    expect(sandboxHoldStatus(reference)).toBe('captured')
    let card = await expectTracker(page, order.id, 'Processing', 'Sent to the pharmacy')
    await expect(card.getByText('The pharmacy takes 2 to 3 days')).toBeVisible()
    await expect(card.getByRole('link', { name: /Track with/ })).toHaveCount(0)

    // Pausing asks why (kept in the history); resuming is one click.
    await moves.getByRole('button', { name: 'Pause shipping', exact: true }).click()
    const pause = statusPanel(fulfilment).getByRole('group', { name: 'Pause shipping' })
    await pause.getByLabel(/Reason/).fill('Patient travelling until Friday')
    await pause.getByRole('button', { name: 'Pause shipping' }).click()
    await expect(statusPanel(fulfilment).getByTestId('order-status-current')).toHaveText('Shipping paused', { timeout: 20_000 })
    await expect(statusPanel(fulfilment).getByRole('list', { name: 'Status history' }).getByRole('listitem').first()).toContainText(
      'Patient travelling until Friday',
    )
    card = await expectTracker(page, order.id, 'Processing', 'Shipping paused')
    await clickMove(fulfilment, 'Resume shipping', 'Placed with pharmacy')

    // Shipped: the carrier and the tracking number are both required.
    await moves.getByRole('button', { name: 'Mark shipped', exact: true }).click()
    const shipment = statusPanel(fulfilment).getByRole('group', { name: 'Mark shipped' })
    await shipment.getByRole('button', { name: 'Mark shipped' }).click()
    await expect(shipment.getByRole('alert')).toHaveText('Choose the carrier.')
    await shipment.getByLabel('Carrier').selectOption('fedex')
    await shipment.getByRole('button', { name: 'Mark shipped' }).click()
    await expect(shipment.getByRole('alert')).toHaveText('Enter the tracking number.')
    await shipment.getByLabel('Tracking number').fill('7712 3456 7890')
    await shipment.getByRole('button', { name: 'Mark shipped' }).click()
    await expect(statusPanel(fulfilment).getByTestId('order-status-current')).toHaveText('Shipped', { timeout: 20_000 })
    card = await expectTracker(page, order.id, 'Processing', 'Shipped')
    // The number is stored as the carrier knows it, without spaces.
    await expect(card.getByRole('link', { name: /Track with FedEx/ })).toHaveAttribute('href', 'https://www.fedex.com/fedextrack/?trknbr=771234567890')

    // Delivered: the date defaults to today.
    await moves.getByRole('button', { name: 'Mark delivered', exact: true }).click()
    const delivery = statusPanel(fulfilment).getByRole('group', { name: 'Mark delivered' })
    await expect(delivery.getByLabel('Delivered on')).not.toHaveValue('')
    await delivery.getByRole('button', { name: 'Mark delivered' }).click()
    await expect(statusPanel(fulfilment).getByTestId('order-status-current')).toHaveText('Delivered', { timeout: 20_000 })
    card = await expectTracker(page, order.id, 'Complete', null)
    await expect(card.getByRole('link', { name: /Track with FedEx/ })).toBeVisible()

    const stored = readOrder(order.id)
    expect(stored).toMatchObject({ status: 'order_delivered', logistics_provider: 'fedex', tracking_number: '771234567890' })
    await closeDesk(admin)
    await closeDesk(fulfilment)
  })

  test('a destructive move asks for a reason and a confirmation; a refused move shows the server’s message', async ({ browser, request }) => {
    const patient = createPatient('Sara')
    const order = { id: heldOrder(patient.id, 'pending_approval').orderId }
    const admin = await adminPage(browser, createStaff('admin'))
    await openOrder(admin, order.id)
    const panel = statusPanel(admin)
    await panel.getByRole('group', { name: 'Move the order' }).getByRole('button', { name: 'Deny', exact: true }).click()
    const confirm = panel.getByRole('group', { name: 'Deny' })
    await expect(confirm).toContainText(`Deny the order #${order.id}?`)
    await confirm.getByRole('button', { name: 'Deny the order' }).click()
    await expect(confirm.getByRole('alert')).toHaveText('Give a reason.')
    // Changing one's mind leaves the order as it was.
    await confirm.getByRole('button', { name: 'Keep the order' }).click()
    await expect(confirm).toHaveCount(0)
    expect(readOrder(order.id).status).toBe('pending_approval')

    // The order moves on elsewhere while the page is open: the server's refusal is shown as it is.
    const token = await staffToken(request, createStaff('admin'))
    expect((await transition(request, token, order.id, { from: 'pending_approval', to: 'waiting_prescription' })).status).toBe(200)
    await panel.getByRole('group', { name: 'Move the order' }).getByRole('button', { name: 'Waiting prescription', exact: true }).click()
    // The panel sent the status it showed: the move is refused, nothing changes (ADR 085).
    await expect(panel.getByRole('alert')).toHaveText(
      'This order has moved on: it is waiting_prescription now, not pending_approval. Nothing was changed; reload to see where it is now.',
    )
    await expect(panel.getByTestId('order-status-current')).toHaveText('Pending approval')
    await closeDesk(admin)
  })

  test('an illegal move through the endpoint is refused, naming both statuses, and changes nothing', async ({ request }) => {
    const patient = createPatient('Tia')
    const order = { id: heldOrder(patient.id, 'pending_approval').orderId }
    const token = await staffToken(request, createStaff('admin'))
    const refused = await transition(request, token, order.id, {
      from: 'pending_approval',
      to: 'order_shipped',
      logistics_provider: 'fedex',
      tracking_number: '7712',
    })
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.status).toBeLessThan(500)
    expect(refused.body.message).toBe('An order cannot go from pending_approval to order_shipped.')
    const unchanged = readOrder(order.id)
    expect(unchanged.status).toBe('pending_approval')
    expect(unchanged.tracking_number ?? null).toBeNull()
  })

  test('a fulfilment member cannot make the clinical moves (403) and sees none in the panel', async ({ request, browser }) => {
    const patient = createPatient('Uma')
    const order = { id: heldOrder(patient.id, 'pending_approval').orderId }
    const member = createStaff('fulfilment')
    const token = await staffToken(request, member)
    for (const to of ['waiting_prescription', 'disqualified']) {
      const refused = await transition(request, token, order.id, { from: 'pending_approval', to, reason: 'Not for fulfilment' })
      expect(refused.status).toBe(403)
    }
    expect(readOrder(order.id).status).toBe('pending_approval')

    const page = await adminPage(browser, member)
    await openOrder(page, order.id)
    await expect(statusPanel(page).getByText('There is nothing you can do with this order in this status.')).toBeVisible()
    await expect(statusPanel(page).getByRole('group', { name: 'Move the order' })).toHaveCount(0)
    await closeDesk(page)
  })

  test('the fulfilment queue is for admins, clinical and fulfilment staff only', async ({ browser }) => {
    const marketing = await adminPage(browser, createStaff('marketing'))
    // Not even in the closed nav.
    await expect(marketing.locator('#nav-fulfilment')).toHaveCount(0)
    await marketing.goto(`${cmsUrl()}/admin/fulfilment`)
    await expect(marketing.getByText('The fulfilment queue is for admins, clinical and fulfilment staff.')).toBeVisible()
    await expect(marketing.getByRole('region', { name: /Ready to place/ })).toHaveCount(0)
    await closeDesk(marketing)

    const clinical = await adminPage(browser, createStaff('clinical'))
    await expect(clinical.locator('#nav-fulfilment')).toHaveCount(1)
    await followNavLink(clinical, 'Fulfilment queue')
    await expect(clinical).toHaveURL(/\/admin\/fulfilment$/)
    for (const group of [
      'Ready to place with the pharmacy',
      'Placed with the pharmacy, to ship',
      'Shipping paused',
      'Shipped, to deliver',
      'Delivered, to complete',
    ]) {
      await expect(clinical.getByRole('heading', { name: new RegExp(`^${group} \\(\\d+\\)$`), level: 2 })).toBeVisible()
    }
    await closeDesk(clinical)
  })
})
