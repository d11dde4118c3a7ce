import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { getTestPayload } from '../../testing/test-payload.ts'
import { documentToRows, rowsToDocument } from './document.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const validDocument = {
  questions: [
    { id: 1, question: 'takes_glp', label: 'Do you take a GLP-1 now?', question_type: 'single_option' as const, options: [{ title: 'Yes' }, { title: 'No' }] },
    { id: 2, question: 'dose', label: 'Which dose?', question_type: 'string' as const },
    {
      id: 3,
      question: 'what_to_expect',
      label: 'What to expect',
      question_type: 'informational' as const,
      show_array: [{ main_txt: 'Week one', sub_txt: 'Mild nausea is common.', baluga_ques: 'nausea' }, { main_txt: 'Month two' }],
    },
  ],
  dependency: [{ question_id: 2, dependent_on: 1, ask_if_val_in: ['Yes'] }],
}

describe('questionnaires', () => {
  it('refuses to publish a dependency on a question that does not exist, naming it', async () => {
    const broken = { ...validDocument, dependency: [{ question_id: 2, dependent_on: 99, ask_if_val_in: ['Yes'] }] }
    const attempt = payload.create({
      collection: 'questionnaires',
      data: { title: 'Broken', kind: 'medical', ...documentToRows(broken), _status: 'published' },
    })
    await expect(attempt).rejects.toThrow(/99/)
    const stored = await payload.find({ collection: 'questionnaires', where: { kind: { equals: 'medical' } }, draft: true })
    expect(stored.totalDocs).toBe(0)
  })

  it('refuses a dependency cycle', async () => {
    const cyclic = {
      ...validDocument,
      dependency: [
        { question_id: 2, dependent_on: 1, ask_if_val_in: ['Yes'] },
        { question_id: 1, dependent_on: 2, ask_if_val_in: ['x'] },
      ],
    }
    await expect(
      payload.create({ collection: 'questionnaires', data: { title: 'Cycle', kind: 'bare', ...documentToRows(cyclic), _status: 'published' } }),
    ).rejects.toThrow(/cycle/i)
  })

  it('imports a pasted JSON document, its items to show included, and exports it back unchanged', async () => {
    const doc = await payload.create({
      collection: 'questionnaires',
      data: { title: 'Imported', kind: 'refill', importJson: validDocument, _status: 'published' },
    })
    expect(doc.questions?.map((question) => question.qid)).toEqual(['1', '2', '3'])
    expect(doc.questions?.[2]?.show_array?.map((item) => item.main_txt)).toEqual(['Week one', 'Month two'])
    const read = await payload.findByID({ collection: 'questionnaires', id: doc.id })
    expect(JSON.parse(String(read.exportJson))).toEqual(validDocument)
  })

  it('refuses pasted text that is not JSON', async () => {
    await expect(
      payload.create({
        collection: 'questionnaires',
        data: { title: 'Bad paste', kind: 'precheckout', importJson: '{ not json', _status: 'published' },
      }),
    ).rejects.toThrow('The pasted text is not valid JSON.')
  })

  it('imports, stores and exports the question Back opens from the confirmation step; an unknown one is refused', async () => {
    const created = await payload.create({
      collection: 'questionnaires',
      data: { title: 'Back target', kind: 'bare', importJson: { ...validDocument, confirmation_back_question_id: 2 }, _status: 'published' },
    })
    const stored = await payload.findByID({ collection: 'questionnaires', id: created.id })
    expect(rowsToDocument(stored).confirmation_back_question_id).toBe(2)
    expect(JSON.parse(String(stored.exportJson))).toMatchObject({ confirmation_back_question_id: 2 })
    const pointingNowhere = { ...documentToRows({ ...validDocument, confirmation_back_question_id: 42 }), _status: 'published' as const }
    await expect(payload.update({ collection: 'questionnaires', id: created.id, data: pointingNowhere })).rejects.toThrow(
      'The confirmation step goes back to question "42", which does not exist in this questionnaire.',
    )
  })

  it('publishing makes a new version while a response keeps the version it answered', async () => {
    const first = await payload.create({
      collection: 'questionnaires',
      data: { title: 'Versioned', kind: 'medical', ...documentToRows(validDocument), _status: 'published' },
    })
    const versionsBefore = await payload.findVersions({ collection: 'questionnaires', where: { parent: { equals: first.id } } })
    const answeredVersion = String(versionsBefore.docs[0]?.id)

    const patient = await payload.create({
      collection: 'patients',
      data: { email: `versioned-${Date.now()}@example.com`, password: 'a-long-test-password', first_name: 'V', last_name: 'P' },
    })
    const response = await payload.create({
      collection: 'questionnaire-responses',
      data: { patient: patient.id, questionnaire: first.id, questionnaireVersion: answeredVersion, formType: 'medical', answers: { 1: 'No' } },
    })

    await payload.update({
      collection: 'questionnaires',
      id: first.id,
      data: { title: 'Versioned (edited)', _status: 'published' },
    })
    const versionsAfter = await payload.findVersions({ collection: 'questionnaires', where: { parent: { equals: first.id } } })
    expect(versionsAfter.totalDocs).toBeGreaterThan(versionsBefore.totalDocs)

    const kept = await payload.findByID({ collection: 'questionnaire-responses', id: response.id })
    expect(kept.questionnaireVersion).toBe(answeredVersion)
    const answered = await payload.findVersionByID({ collection: 'questionnaires', id: answeredVersion })
    expect(answered.version.title).toBe('Versioned')
  })
})
