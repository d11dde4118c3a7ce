import { createLocalReq, type Payload, type TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Questionnaire } from '../../payload-types.ts'
import { createPatient, createStaff } from '../../testing/actors.ts'
import { getTestPayload } from '../../testing/test-payload.ts'
import { documentToRows } from './document.ts'
import { answeredQuestionnaireCopy } from './fhir.ts'
import { questionnaireResponseFhirEndpoint } from './fhirEndpoints.ts'

// ADR 086: when earlier versions of a questionnaire are withdrawn, and a response's copy of the version it answered.

let payload: Payload
let clinician: TypedUser
let questionnaire: Questionnaire

const document = (label: string) => ({
  questions: [{ id: 1, question: 'tired', label, question_type: 'single_option' as const, options: [{ title: 'Yes' }, { title: 'No' }] }],
  dependency: [],
})

beforeAll(async () => {
  payload = await getTestPayload()
  clinician = await createStaff(payload, 'clinical')
  questionnaire = await payload.create({
    collection: 'questionnaires',
    data: { title: 'Bare meds form', kind: 'bare', ...documentToRows(document('Tired?')), _status: 'published' },
  })
})

const stored = () => payload.findByID({ collection: 'questionnaires', id: questionnaire.id, depth: 0, draft: false })
const publish = (label: string, extra: Partial<Questionnaire> = {}) =>
  payload.update({ collection: 'questionnaires', id: questionnaire.id, data: { ...documentToRows(document(label)), ...extra, _status: 'published' } })

describe('withdrawing earlier versions', () => {
  it('only a publish with "Started forms move to this version", or publishing again after an unpublish, withdraws; nobody writes the moment by hand', async () => {
    expect((await stored()).startedFormsFrom ?? null).toBeNull()
    // An ordinary edit, a draft, and a hand-written moment: nothing is withdrawn.
    await publish('Tired often?', { startedFormsFrom: '2030-01-01T00:00:00.000Z' })
    await payload.update({ collection: 'questionnaires', id: questionnaire.id, data: { title: 'Draft title', moveStartedForms: true }, draft: true })
    expect((await stored()).startedFormsFrom ?? null).toBeNull()

    const before = Date.now()
    await publish('Tired most days?', { moveStartedForms: true })
    const ticked = (await stored()).startedFormsFrom
    expect(Date.parse(ticked ?? '')).toBeGreaterThanOrEqual(before - 1000)
    // The tick is never kept: the next edit leaves the moment where it was.
    expect((await stored()).moveStartedForms ?? false).toBe(false)
    await publish('Tired at all?')
    expect((await stored()).startedFormsFrom).toBe(ticked)

    // The admin's Unpublish, then Publish again.
    await payload.update({ collection: 'questionnaires', id: questionnaire.id, data: { _status: 'draft' } })
    expect((await stored()).startedFormsFrom).toBe(ticked)
    await publish('Tired now?')
    const republished = (await stored()).startedFormsFrom
    expect(Date.parse(republished ?? '')).toBeGreaterThan(Date.parse(ticked ?? ''))
    // Versions saved before the moment are the withdrawn ones; the new version is not among them.
    const newest = await payload.findVersions({ collection: 'questionnaires', where: { parent: { equals: questionnaire.id } }, sort: '-updatedAt', limit: 2 })
    expect(Date.parse(newest.docs[0]?.updatedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(republished ?? ''))
    expect(Date.parse(newest.docs[1]?.updatedAt ?? '')).toBeLessThan(Date.parse(republished ?? ''))
  })
})

describe("a response's copy of the version it answered", () => {
  it('exports as FHIR from the copy when the version history no longer has that version', async () => {
    const patient = await createPatient(payload)
    const response = await payload.create({
      collection: 'questionnaire-responses',
      data: {
        patient: patient.id,
        questionnaire: questionnaire.id,
        questionnaireVersion: '999999',
        answeredQuestionnaire: answeredQuestionnaireCopy({
          questionnaireId: String(questionnaire.id),
          kind: 'bare',
          version: '999999',
          title: 'Bare meds form',
          document: document('Tired?'),
        }),
        formType: 'bare',
        answers: { 1: 'No' },
      },
    })
    const req = await createLocalReq({ user: clinician, urlSuffix: `/api/questionnaire-responses/${response.id}/fhir` }, payload)
    req.routeParams = { id: String(response.id) }
    const download = await questionnaireResponseFhirEndpoint.handler(req)
    expect(download.status).toBe(200)
    const body = (await download.json()) as { questionnaire: string; item: { linkId: string; text: string; answer: { valueCoding: { code: string } }[] }[] }
    expect(body.questionnaire).toBe('https://evergreen.health/fhir/Questionnaire/bare|999999')
    expect(body.item[0]).toMatchObject({ linkId: '1', text: 'Tired?', answer: [{ valueCoding: { code: 'No' } }] })
  })
})
