import { expect, test } from '../support/fixtures.ts'
import { localApi } from '../support/local-api.ts'
import { adminPage, closeDesk, createStaff } from '../support/staff.ts'

/**
 * ADR 103: the clinical and compliance rules are in Clinical settings, which clinical staff and
 * admins edit. Marketing sees them read-only in the admin and is refused by the API; their
 * Settings no longer carry them.
 */
test('marketing cannot change the clinical rules in the admin or through the API; clinical staff can', async ({ browser }) => {
  test.slow()
  const cmsUrl = process.env.E2E_CMS_URL ?? ''
  const before = localApi<{ minimumAge: number }>('findGlobal', { slug: 'clinical-settings' })

  const marketing = await adminPage(browser, createStaff('marketing'))
  await marketing.goto(`${cmsUrl}/admin/globals/settings`)
  await expect(marketing.getByRole('heading', { name: 'Settings' }).first()).toBeVisible({ timeout: 20_000 })
  await expect(marketing.getByRole('button', { name: 'Where we serve' })).toHaveCount(0)
  await expect(marketing.getByText('Minimum age', { exact: false })).toHaveCount(0)

  await marketing.goto(`${cmsUrl}/admin/globals/clinical-settings`)
  await marketing.getByRole('button', { name: 'Where we serve' }).click()
  const age = marketing.getByLabel('Minimum age (years, from the date of birth)')
  await expect(age).toBeVisible()
  await expect(age).toBeDisabled()
  await expect(marketing.getByRole('button', { name: 'Save' })).toHaveCount(0)
  await marketing.screenshot({ path: '/tmp/clinical-rules-admin-marketing.png', fullPage: true })
  const refused = await marketing.request.post(`${cmsUrl}/api/globals/clinical-settings`, { headers: { Origin: cmsUrl }, data: { minimumAge: 30 } })
  expect(refused.status()).toBe(403)
  expect(localApi<{ minimumAge: number }>('findGlobal', { slug: 'clinical-settings' }).minimumAge).toBe(before.minimumAge)
  await closeDesk(marketing)

  const clinician = await adminPage(browser, createStaff('clinical'))
  await clinician.goto(`${cmsUrl}/admin/globals/clinical-settings`)
  await clinician.getByRole('button', { name: 'Where we serve' }).click()
  await expect(clinician.getByLabel('Minimum age (years, from the date of birth)')).toBeEnabled()
  await expect(clinician.getByRole('button', { name: 'Save' })).toBeVisible()
  await clinician.screenshot({ path: '/tmp/clinical-rules-admin-clinician.png', fullPage: true })
  await closeDesk(clinician)
})
