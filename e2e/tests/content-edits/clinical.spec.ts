import { expect, test } from '../../support/fixtures.ts'
import { localApi } from '../../support/local-api.ts'
import { createStaff, editAndSubmit, logIntoAdmin, openInAdmin } from '../../support/staff.ts'

test.use({ viewport: { width: 1280, height: 900 } })

interface Questionnaire {
  id: number
  questions: { qid: string; label: string }[]
}

test('clinical staff edit a question and publish it; marketing cannot open questionnaires', async ({ page, browser }) => {
  const found = localApi<{ docs: Questionnaire[] }>('find', { collection: 'questionnaires', where: { kind: { equals: 'refill' } } })
  const questionnaire = found.docs[0]
  expect(questionnaire).toBeDefined()
  const label = `How has your appetite been since the last refill? (${Date.now() % 10_000})`

  await logIntoAdmin(page, createStaff('clinical'))
  await openInAdmin(page, 'questionnaires', questionnaire!.id)
  // Question rows start folded; open the first.
  await page.getByRole('button', { name: 'Toggle block' }).first().click()
  await editAndSubmit(page, page.getByLabel('Question as the patient reads it').first(), label, 'Publish changes')
  await expect(page.getByText(/updated successfully/i)).toBeVisible()

  const after = localApi<{ docs: Questionnaire[] }>('find', { collection: 'questionnaires', where: { kind: { equals: 'refill' } } })
  expect(after.docs[0]?.questions[0]?.label).toBe(label)

  const marketingPage = await browser.newPage()
  await logIntoAdmin(marketingPage, createStaff('marketing'))
  await marketingPage.goto(`${process.env.E2E_CMS_URL}/admin/collections/questionnaires`)
  await expect(marketingPage.getByText(/not allowed|unauthorized|not found/i).first()).toBeVisible()
  await marketingPage.close()
})

// A different questionnaire from the test above: the admin locks a document its editor still has
// open, and that editor's page may not have let go of it yet.
test('a clinician who breaks a dependency is told which one, and nothing is published', async ({ page }) => {
  const found = localApi<{ docs: (Questionnaire & { dependency: { question_id: string; dependent_on: string }[] })[] }>('find', {
    collection: 'questionnaires',
    where: { kind: { equals: 'medical' } },
  })
  const questionnaire = found.docs[0]!
  await logIntoAdmin(page, createStaff('clinical'))
  await openInAdmin(page, 'questionnaires', questionnaire.id)
  await editAndSubmit(page, page.getByLabel(/depends on/).first(), '404', 'Publish changes')
  await expect(page.getByText(/404/).first()).toBeVisible()
  const after = localApi<{ docs: { dependency: { dependent_on: string }[] }[] }>('find', {
    collection: 'questionnaires',
    where: { kind: { equals: 'medical' } },
  })
  expect(after.docs[0]?.dependency[0]?.dependent_on).not.toBe('404')
})
