import fs from 'node:fs'
import { expect, test } from '../support/fixtures.ts'
import { localApi } from '../support/local-api.ts'
import { createPatient } from '../support/patients.ts'
import { adminPage, closeDesk, createStaff } from '../support/staff.ts'

// Issue 32 (ADR 106): an admin finds a patient's entries in the audit log from the panel above the
// list, checks the hash chain and downloads the same entries as CSV (the download itself logged);
// other staff get 403 from the export.

const cmsUrl = () => process.env.E2E_CMS_URL ?? ''

test('an admin filters the audit log by patient, checks the chain and downloads the entries as CSV', async ({ browser, request }) => {
  const admin = createStaff('admin')
  const patient = createPatient('Audra')
  // A change of the patient's record by the server: one more entry with the patient's id.
  localApi('update', { collection: 'patients', id: patient.id, data: { height_inch: 66 } })

  const page = await adminPage(browser, admin)
  try {
    await page.goto(`${cmsUrl()}/admin/collections/audit-log`)
    const panel = page.getByRole('group', { name: 'Find and export entries' })
    await expect(panel).toBeVisible()
    await panel.getByLabel('Patient id').fill(String(patient.id))
    await panel.getByRole('button', { name: 'Show entries' }).click()
    await expect(page).toHaveURL(
      new RegExp(`where%5Band%5D%5B0%5D%5Bpatient%5D%5Bequals%5D=${patient.id}|where\\[and\\]\\[0\\]\\[patient\\]\\[equals\\]=${patient.id}`),
    )
    const rows = page.locator('table tbody tr')
    await expect(rows.first()).toBeVisible()
    const patientCells = await page.locator('table tbody td.cell-patient').allTextContents()
    expect(patientCells.length).toBeGreaterThanOrEqual(2)
    expect(new Set(patientCells.map((text) => text.trim()))).toEqual(new Set([String(patient.id)]))
    // The panel reads the list's filter back after the reload.
    await expect(page.getByRole('group', { name: 'Find and export entries' }).getByLabel('Patient id')).toHaveValue(String(patient.id))

    const chain = page.getByRole('group', { name: 'Hash chain' })
    await chain.getByRole('button', { name: 'Check the chain' }).click()
    await expect(chain.getByRole('status')).toContainText(/^The chain holds: \d+ entries checked\./)
    await page.screenshot({ path: '/tmp/audit-log-admin-1280.png', fullPage: true })

    const downloading = page.waitForEvent('download')
    await page.getByRole('group', { name: 'Find and export entries' }).getByRole('link', { name: 'Download CSV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = fs
      .readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\r\n')
    expect(csv[0]).toBe('sequence,at,actorCollection,actorId,action,resource,documentId,patient,prevHash,hash')
    expect(csv.length).toBeGreaterThanOrEqual(3)
    for (const line of csv.slice(1)) expect(line.split(',')[7]).toBe(String(patient.id))

    const exports = localApi<{ docs: { actorId: string; patient?: string }[] }>('find', {
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'export' } }, { actorId: { equals: String(admin.id) } }] },
    })
    expect(exports.docs.map((entry) => entry.patient)).toEqual([String(patient.id)])
  } finally {
    await closeDesk(page)
  }

  // Staff who are not admins are refused the export.
  const marketing = createStaff('marketing')
  const login = await request.post(`${cmsUrl()}/api/staff/login`, { data: marketing })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const refused = await request.get(`${cmsUrl()}/api/audit-log/export?patient=${patient.id}`, { headers: { Authorization: `JWT ${token}` } })
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toMatchObject({ message: 'Only admins can read the audit log.' })
})
