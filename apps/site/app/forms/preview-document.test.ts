import { documentToRows } from '@telehealth/cms/questionnaires'
import { initialQuestionnaires } from '@telehealth/cms/seed'
import { describe, expect, it } from 'vitest'
import { previewDocument } from './preview-document.ts'

const medical = initialQuestionnaires.find((questionnaire) => questionnaire.kind === 'medical')?.document
if (!medical) throw new Error('no seeded medical questionnaire')

describe('the live preview reads the admin’s draft', () => {
  it('rows become the document the runner reads, unsaved edits included', () => {
    const rows = documentToRows(medical)
    const edited = { ...rows, questions: rows.questions.map((row, index) => (index === 0 ? { ...row, label: 'Edited, not saved' } : row)) }
    const preview = previewDocument(edited)
    expect(preview.ok && preview.document.questions[0]?.label).toBe('Edited, not saved')
    expect(preview.ok && preview.document.questions.length).toBe(medical.questions.length)
  })

  it('a pasted JSON import is what it previews, as saving would replace the rows', () => {
    const pasted = { questions: [{ id: 1, question: 'only', label: 'Only question', question_type: 'text' }], dependency: [] }
    const preview = previewDocument({ ...documentToRows(medical), importJson: JSON.stringify(pasted) })
    expect(preview.ok && preview.document.questions.map((question) => question.label)).toEqual(['Only question'])
  })

  it('an unfinished question says which, and nothing else is thrown', () => {
    const rows = documentToRows(medical)
    const unfinished = { ...rows, questions: [...rows.questions, { qid: '99', question: 'new', label: 'New' }] }
    expect(previewDocument(unfinished)).toEqual({ ok: false, problem: `Question ${rows.questions.length + 1} (question_type) is not finished.` })
    expect(previewDocument(null)).toEqual({ ok: false, problem: 'The draft is not finished.' })
    expect(previewDocument({ questions: 'nonsense' }).ok).toBe(false)
  })
})
