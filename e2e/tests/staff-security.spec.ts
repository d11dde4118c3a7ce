import { expect, test } from '../support/fixtures.ts'
import { createStaff, freshCode, logIntoAdmin, type StaffCredentials } from '../support/staff.ts'

// Issue 16, the staff part (ADR 020): the patients' password policy for staff, a second factor for
// admins and clinical staff, the admin's security headers, Secure-when-https cookies and a CSRF
// allowlist of the admin's own origin. Each test fails on the code before them.

test.use({ viewport: { width: 1280, height: 900 } })

const cmsUrl = () => process.env.E2E_CMS_URL ?? ''

interface LoginAnswer {
  token?: string
  exp?: number
  secondFactor?: 'verify' | 'enrol'
  user?: { id: number; role: string }
}

test("an admin's staff password 'abc' is refused; a long one is accepted", async ({ request }) => {
  const admin = createStaff('admin')
  const login = await request.post(`${cmsUrl()}/api/staff/login`, { data: admin })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as LoginAnswer
  const headers = { Authorization: `JWT ${token}` }
  const email = `new-staff-${Date.now()}@example.com`

  const refused = await request.post(`${cmsUrl()}/api/staff`, { headers, data: { email, password: 'abc', name: 'New', role: 'marketing' } })
  expect(refused.status()).toBe(400)
  expect(JSON.stringify(await refused.json())).toContain('Please use at least 12 characters.')
  const common = await request.post(`${cmsUrl()}/api/staff`, { headers, data: { email, password: 'Qwerty123456', name: 'New', role: 'marketing' } })
  expect(common.status()).toBe(400)

  const accepted = await request.post(`${cmsUrl()}/api/staff`, {
    headers,
    data: { email, password: 'a much longer passphrase', name: 'New', role: 'marketing' },
  })
  expect(accepted.status()).toBe(201)
})

test('an admin without the second factor cannot reach collections; after setting it up, they can', async ({ page, request }) => {
  const admin = createStaff('admin', { secondFactor: false })

  // Through the API: the password alone gives a token that opens nothing.
  const login = await request.post(`${cmsUrl()}/api/staff/login`, { data: { email: admin.email, password: admin.password } })
  expect(login.status()).toBe(200)
  const answer = (await login.json()) as LoginAnswer
  expect(answer.secondFactor).toBe('enrol')
  const patients = await request.get(`${cmsUrl()}/api/patients`, { headers: { Authorization: `JWT ${answer.token}` } })
  expect(patients.status()).toBe(403)
  const me = await request.get(`${cmsUrl()}/api/staff/me`, { headers: { Authorization: `JWT ${answer.token}` } })
  expect(((await me.json()) as { user: unknown }).user).toBeNull()

  // In the admin: the password leads to the set-up page, and every other page back to it.
  await page.goto(`${cmsUrl()}/admin/login`)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/second-factor/)
  await page.goto(`${cmsUrl()}/admin/collections/patients`)
  await expect(page.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible()
  const cookieApi = await page.request.get(`${cmsUrl()}/api/patients`, { headers: { Origin: cmsUrl() } })
  expect(cookieApi.status()).toBe(403)

  // The QR code and the key, a first code, the recovery codes once: then the admin opens.
  await expect(page.getByRole('img', { name: 'QR code for an authenticator app' })).toBeVisible()
  const secret = ((await page.getByLabel('Setup key').textContent()) ?? '').trim()
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await page.getByLabel('Code from the app').fill('000000')
  await page.getByRole('button', { name: 'Turn on the second factor' }).click()
  await expect(page.getByText('the code did not work')).toBeVisible()
  await page.getByLabel('Code from the app').fill(await freshCode(admin.email, secret))
  await page.getByRole('button', { name: 'Turn on the second factor' }).click()
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10)
  // On to the page they had asked for.
  await page.getByRole('button', { name: 'Continue to the admin' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/patients/)
  await expect(page.getByRole('heading', { name: 'Patients', exact: true })).toBeVisible()
  const opened = await page.request.get(`${cmsUrl()}/api/patients`, { headers: { Origin: cmsUrl() } })
  expect(opened.status()).toBe(200)
})

test('clinical staff enter the code from their app at each sign-in; a wrong code is refused', async ({ page, request }) => {
  const clinical: StaffCredentials = createStaff('clinical')
  await page.goto(`${cmsUrl()}/admin/login`)
  await page.getByLabel('Email').fill(clinical.email)
  await page.getByLabel('Password').fill(clinical.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Enter your sign-in code' })).toBeVisible()
  await page.getByLabel('Code from the app').fill('123456')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByText('That code did not work')).toBeVisible()
  await page.getByLabel('Code from the app').fill(await freshCode(clinical.email, clinical.totpSecret!))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  // The session lasts 30 minutes unless refreshed.
  const me = (await (await page.request.get(`${cmsUrl()}/api/staff/me`, { headers: { Origin: cmsUrl() } })).json()) as {
    user: { id: number } | null
    exp: number
  }
  expect(me.user).not.toBeNull()
  expect(me.exp - Date.now() / 1000).toBeLessThanOrEqual(30 * 60)
  expect(me.exp - Date.now() / 1000).toBeGreaterThan(25 * 60)

  // An API client may send the code with the password; a wrong one fails the sign-in.
  const wrong = await request.post(`${cmsUrl()}/api/staff/login`, { data: { email: clinical.email, password: clinical.password, code: '000000' } })
  expect(wrong.status()).toBe(401)
})

test('admin responses carry the security headers', async ({ request }) => {
  for (const path of ['/admin/login', '/api/staff/me']) {
    const response = await request.get(`${cmsUrl()}${path}`)
    const headers = response.headers()
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
    expect(headers['x-frame-options'], path).toBe('DENY')
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    // The e2e run serves a production build, as `npm start` does.
    expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains')
  }
})

test('the staff cookie counts only from the admin’s own origin, is HttpOnly and SameSite=Lax', async ({ page }) => {
  const marketing = createStaff('marketing')
  await logIntoAdmin(page, marketing)
  const cookie = (await page.context().cookies(cmsUrl())).find((candidate) => candidate.name === 'payload-token')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false })

  const fromAdmin = await page.request.get(`${cmsUrl()}/api/staff/me`, { headers: { Origin: cmsUrl() } })
  expect(((await fromAdmin.json()) as { user: unknown }).user).not.toBeNull()
  const fromElsewhere = await page.request.get(`${cmsUrl()}/api/staff/me`, { headers: { Origin: 'http://evil.example' } })
  expect(((await fromElsewhere.json()) as { user: unknown }).user).toBeNull()
})

test('an admin resets a member’s second factor from the staff record; the member sets it up again', async ({ page, request }) => {
  const admin = createStaff('admin')
  const clinical = createStaff('clinical')
  await logIntoAdmin(page, admin)
  await page.goto(`${cmsUrl()}/admin/collections/staff/${clinical.id}`)
  await expect(page.getByText(/^On since /)).toBeVisible()
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Reset second factor' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'The second factor was removed' })).toBeVisible()

  const login = await request.post(`${cmsUrl()}/api/staff/login`, { data: { email: clinical.email, password: clinical.password } })
  expect(((await login.json()) as LoginAnswer).secondFactor).toBe('enrol')
})
