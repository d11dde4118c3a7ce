import fs from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { localApi } from '../support/local-api.ts'
import { createPatient } from '../support/patients.ts'
import { createStaff, logIntoAdmin, openInAdmin } from '../support/staff.ts'

/** The seeded medical questionnaire's id. */
function medicalQuestionnaireId(): number {
  const found = localApi<{ docs: { id: number }[] }>('find', { collection: 'questionnaires', where: { kind: { equals: 'medical' } }, limit: 1, depth: 0 })
  const id = found.docs[0]?.id
  if (!id) throw new Error('no seeded medical questionnaire')
  return id
}

async function clinicianPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  await logIntoAdmin(page, createStaff('clinical'))
  return page
}

test.describe('live preview of a questionnaire draft', () => {
  test("a clinician's unsaved edit shows in the site's runner, and nothing is saved", async ({ browser }, testInfo) => {
    // Three admin pages (sign-in, the edit view, its live preview) and the site's runner in a frame: 20 s on a
    // quiet machine, over 60 s while the two cores also run the other worker's test (npm test, 2026-11-27).
    test.setTimeout(150_000)
    const id = medicalQuestionnaireId()
    const page = await clinicianPage(browser, 1280)
    await openInAdmin(page, 'questionnaires', id)
    await expect(page.getByText('Download FHIR JSON')).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('admin-fhir-button-1280.png') })

    await page.getByRole('button', { name: 'Live Preview' }).click()
    const preview = page.frameLocator('iframe')
    // The runner over the draft: a woman in Florida (the preview's default) starts at the pregnancy question.
    await expect(preview.getByRole('heading', { level: 1, name: /pregnant/ })).toBeVisible({ timeout: 20_000 })
    await expect(preview.getByText('Preview as a patient with')).toBeVisible()

    // Edit the first question's text without saving.
    const label = page.locator('#field-questions__0__label')
    // The rows start collapsed: open the first question's.
    await page.getByRole('button', { name: 'Toggle block' }).first().click()
    await label.fill('Are you pregnant right now? (draft edit)')
    await expect(preview.getByRole('heading', { level: 1, name: 'Are you pregnant right now? (draft edit)' })).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('admin-live-preview-1280.png') })
    // The phone size the preview offers (390 px).
    await page.getByRole('button', { name: 'Responsive' }).click()
    await page.getByRole('button', { name: 'Phone' }).click()
    await expect(preview.getByRole('heading', { level: 1, name: 'Are you pregnant right now? (draft edit)' })).toBeVisible()
    await page.locator('iframe').screenshot({ path: testInfo.outputPath('preview-draft-390.png') })

    // Still unsaved: the stored questionnaire and the patients' published version keep the old text.
    const stored = localApi<{ docs: { questions: { label: string }[] }[] }>('find', {
      collection: 'questionnaires',
      where: { id: { equals: id } },
      depth: 0,
      draft: true,
    })
    expect(stored.docs[0]?.questions[0]?.label).not.toContain('draft edit')
  })

  test('the preview page alone waits for the admin and may be framed only by it', async ({ page }, testInfo) => {
    const response = await page.goto('/questionnaire-preview')
    expect(response?.headers()['content-security-policy']).toContain(`frame-ancestors ${new URL(process.env.E2E_CMS_URL ?? '').origin}`)
    expect(response?.headers()['x-frame-options']).toBeUndefined()
    await expect(page.getByRole('status')).toHaveText('Waiting for the admin…')
    await page.screenshot({ path: testInfo.outputPath('preview-waiting-390.png') })
    // A message from anywhere but the CMS is ignored.
    await page.evaluate(() => window.postMessage({ type: 'payload-live-preview', collectionSlug: 'questionnaires', data: { questions: [] } }, '*'))
    await expect(page.getByRole('status')).toHaveText('Waiting for the admin…')
    // Every other page still refuses to be framed.
    const home = await page.request.get('/')
    expect(home.headers()['x-frame-options']).toBe('DENY')
  })

  test("clinical staff download a patient's answers as a FHIR QuestionnaireResponse from the admin", async ({ browser }, testInfo) => {
    const id = medicalQuestionnaireId()
    const versions = localApi<{ docs: { id: number }[] }>('findVersions', {
      collection: 'questionnaires',
      where: { parent: { equals: id } },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
    })
    const patient = createPatient()
    const response = localApi<{ id: number }>('create', {
      collection: 'questionnaire-responses',
      data: {
        patient: patient.id,
        questionnaire: id,
        questionnaireVersion: String(versions.docs[0]?.id),
        formType: 'medical',
        answers: [
          {
            question: 'Do you have any allergies? List them, or write "none".',
            label: 'Do you have any allergies? List them, or write "none".',
            answer: 'Penicillin',
            type: 'string',
          },
        ],
      },
    })
    const page = await clinicianPage(browser, 390)
    await page.goto(`${process.env.E2E_CMS_URL}/admin/collections/questionnaire-responses/${response.id}`)
    const button = page.getByRole('link', { name: 'Download FHIR JSON' })
    await expect(button).toBeVisible({ timeout: 20_000 })
    await button.scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath('admin-response-fhir-button-390.png') })
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
    expect(download.suggestedFilename()).toBe(`questionnaire-response-${response.id}.json`)
    const body = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
      resourceType: string
      status: string
      item: { linkId: string; answer: unknown[] }[]
    }
    expect(body).toMatchObject({ resourceType: 'QuestionnaireResponse', status: 'completed' })
    expect(body.item.find((item) => item.linkId === '6')?.answer).toEqual([{ valueString: 'Penicillin' }])
  })
})
