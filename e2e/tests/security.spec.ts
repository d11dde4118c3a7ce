import { expect, test } from '../support/fixtures.ts'

test('pages carry the security headers with a fresh CSP nonce each time', async ({ request }) => {
  const first = await request.get('/')
  const second = await request.get('/')
  const policy = first.headers()['content-security-policy'] ?? ''
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
  expect(policy).not.toBe(second.headers()['content-security-policy'])
  expect(first.headers()['x-frame-options']).toBe('DENY')
  expect(first.headers()['x-content-type-options']).toBe('nosniff')
})

test('a POST from another site is refused with 403', async ({ request }) => {
  const response = await request.post('/', {
    headers: { Origin: 'https://evil.example' },
    form: { intent: 'welcome', agreed_to_terms: 'on' },
  })
  expect(response.status()).toBe(403)
})

test('an unknown path goes to the start of the funnel', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page).toHaveURL(/\/$/)
})

test('patients cannot sign in through the CMS API (only on the site, behind its limits)', async ({ request }) => {
  const response = await request.post(`${process.env.E2E_CMS_URL}/api/patients/login`, {
    data: { email: 'anyone@example.com', password: 'whatever-password' },
  })
  expect(response.status()).toBe(403)
})
