import { expect, test } from '../../support/fixtures.ts'
import { localApi } from '../../support/local-api.ts'
import { heldOrder } from '../../support/orders.ts'
import { createPatient, signIn } from '../../support/patients.ts'
import { createStaff, editAndSubmit, logIntoAdmin, openInAdmin } from '../../support/staff.ts'

test.use({ viewport: { width: 1280, height: 900 } })
test.describe.configure({ timeout: 240_000 })

type Found<T> = { docs: T[] }
const WEIGHT = 'What is your weight today (lb)?'

/** A patient with a health id (which makes a tirzepatide order a refill) and a waiting refill order. A man: the refill form asks him everything. */
function refillPatient() {
  const patient = createPatient('Hana')
  localApi('update', { collection: 'patients', id: patient.id, data: { gender: 'Male', health_id: `H-${patient.id}` } })
  return patient
}
const refillOrder = (patientId: number) => heldOrder(patientId, 'pending_approval', { medication: 'tirzepatide' }).orderId

test('a clinician publishes an edit: a new form shows it, a started one keeps its version; an invalid edit is refused, naming the fault', async ({
  page,
  browser,
}) => {
  const refill = localApi<Found<{ id: number; questions: { label: string }[] }>>('find', {
    collection: 'questionnaires',
    where: { kind: { equals: 'refill' } },
  }).docs[0]!
  const before = refill.questions[0]!.label
  const patient = refillPatient()
  const started = refillOrder(patient.id)

  // The patient starts the form on the current version.
  const patientPage = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await signIn(patientPage, patient, `/medical-form/${started}`)
  await expect(patientPage.getByRole('heading', { level: 1, name: before })).toBeVisible({ timeout: 30_000 })
  await patientPage.getByRole('radio', { name: 'No' }).check()
  await patientPage.getByRole('button', { name: 'Next' }).click()
  await expect(patientPage.getByRole('heading', { level: 1, name: WEIGHT })).toBeVisible()
  await expect
    .poll(() => localApi<Found<{ id: number }>>('find', { collection: 'questionnaire-drafts', where: { order: { equals: started } } }).docs.length, {
      timeout: 20_000,
    })
    .toBe(1)

  // The clinician rewords the first question and publishes it.
  const label = `Any side effects since your last refill? (${Date.now() % 10_000})`
  await logIntoAdmin(page, createStaff('clinical'))
  await openInAdmin(page, 'questionnaires', refill.id)
  await page.getByRole('button', { name: 'Toggle block' }).first().click()
  await editAndSubmit(page, page.getByLabel('Question as the patient reads it').first(), label, 'Publish changes')
  await expect(page.getByText(/updated successfully/i)).toBeVisible()

  // An invalid edit (a dependency on a question that does not exist) is refused, naming it.
  await editAndSubmit(page, page.getByLabel(/depends on/).first(), '404', 'Publish changes')
  await expect(page.getByText(/404/).first()).toBeVisible()
  const stored = localApi<Found<{ dependency: { dependent_on: string }[] }>>('find', { collection: 'questionnaires', where: { kind: { equals: 'refill' } } })
  expect(stored.docs[0]?.dependency[0]?.dependent_on).not.toBe('404')

  // The started form keeps its version...
  await patientPage.reload()
  await expect(patientPage.getByRole('heading', { level: 1, name: WEIGHT })).toBeVisible()
  await patientPage.getByRole('button', { name: 'Go Back' }).click()
  await expect(patientPage.getByRole('heading', { level: 1, name: before })).toBeVisible()
  // ...and a new form shows the edit.
  const fresh = refillOrder(patient.id)
  await patientPage.goto(`/medical-form/${fresh}`)
  await expect(patientPage.getByRole('heading', { level: 1, name: label })).toBeVisible({ timeout: 30_000 })
  await patientPage.close()
})
