import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { QUESTION_TYPES, visibleQuestions, type QuestionnaireContext } from '@telehealth/domain'
import { rowsToDocument } from '../collections/Questionnaires/document.ts'
import { getTestPayload } from '../testing/test-payload.ts'
import { initialFunnelCopy } from './content.ts'
import { seed } from './seed.ts'

let payload: Payload
const options = { adminEmail: 'seed-admin@example.com', adminPassword: 'a-long-local-password' }

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('seed', () => {
  // A first seed writes every questionnaire with its versions: past the 30 s default on a busy
  // 2-core machine running both engines' suites, and a test that times out leaves its seed running
  // into the next test, which then collides with it on the unique keys.
  it('creates the admin and the copy on an empty database', async () => {
    const result = await seed(payload, options)
    expect(result.createdAdmin).toBe(true)
    expect(result.seededCopy).toBe(true)
    expect(result.created).toMatchObject({ products: 4, offers: 6, 'legal-pages': 6, questionnaires: 4 })
    const copy = await payload.findGlobal({ slug: 'funnel-copy' })
    expect(copy.intake.welcome.startButton).toBe('Start my FREE visit')
    const catalogue = await payload.findGlobal({ slug: 'medication-catalogue' })
    expect(catalogue.doseSteps?.filter((row) => row.drug === 'tirzepatide').map((row) => row.doseMg)).toEqual([2.5, 5, 7.5, 10, 12.5, 15])
    expect(catalogue.medications?.filter((row) => row.hideOnDosageTab).map((row) => row.medId)).toEqual([
      'b12',
      'cyanocobalamin',
      'ondansetron',
      'excluded-med-4',
    ])
    expect(catalogue.semaToTirz?.length).toBeGreaterThan(0)
  }, 120_000)

  it('publishes medical and bare-meds questionnaires with every question type and their conditions in the document', async () => {
    for (const kind of ['medical', 'bare'] as const) {
      const found = await payload.find({ collection: 'questionnaires', where: { kind: { equals: kind } }, limit: 1 })
      const document = rowsToDocument(found.docs[0] ?? {})
      const types = new Set(
        document.questions.flatMap((question) => [
          question.question_type,
          ...Object.values(question.followup_questions ?? {})
            .flat()
            .map((followUp) => followUp.question_type),
        ]),
      )
      expect([...types].sort()).toEqual([...QUESTION_TYPES].sort())
      expect(document.confirmation_back_question_id).toBe(8)
      const visibleIds = (context: QuestionnaireContext) => visibleQuestions(document, context, []).map((question) => question.id)
      // The built-in rules are switched off here ([]): the document alone says who sees what.
      expect(visibleIds({ answers: {}, gender: 'Male', userState: 'TX', formType: 'bareMeds' }).some((id) => [0, 2, 10, 14, 15].includes(Number(id)))).toBe(
        false,
      )
      expect(visibleIds({ answers: {}, gender: 'Female', userState: 'FL', formType: 'medical' })).toEqual(expect.arrayContaining([0, 2, 14, 15]))
      expect(visibleIds({ answers: {}, gender: 'Female', userState: 'MS', formType: 'medical' })).toEqual(expect.arrayContaining([10]))
    }
  })

  it('keeps the medication catalogue clinicians changed', async () => {
    await payload.updateGlobal({ slug: 'medication-catalogue', data: { doseSteps: [{ drug: 'semaglutide', doseMg: 0.25, label: 'Starting 0.25 mg' }] } })
    await seed(payload, options)
    const catalogue = await payload.findGlobal({ slug: 'medication-catalogue' })
    expect(catalogue.doseSteps?.map((row) => row.label)).toEqual(['Starting 0.25 mg'])
    await payload.updateGlobal({ slug: 'medication-catalogue', data: { doseSteps: [] } })
  })

  it('keeps what staff changed when it runs again', async () => {
    await payload.updateGlobal({
      slug: 'funnel-copy',
      data: { intake: { ...initialFunnelCopy.intake, welcome: { ...initialFunnelCopy.intake.welcome, heading: 'Edited by marketing' } } },
    })
    const result = await seed(payload, options)
    expect(result).toEqual({ createdAdmin: false, seededCopy: false, created: {} })
    const copy = await payload.findGlobal({ slug: 'funnel-copy' })
    expect(copy.intake.welcome.heading).toBe('Edited by marketing')
    const admins = await payload.find({ collection: 'staff', where: { email: { equals: options.adminEmail } } })
    expect(admins.totalDocs).toBe(1)
  })

  it('lets the seeded admin log in', async () => {
    const login = await payload.login({
      collection: 'staff',
      data: { email: options.adminEmail, password: options.adminPassword },
    })
    expect(login.user?.role).toBe('admin')
  })
})
