import type { QuestionnaireItem, QuestionnaireResponseItem } from '@medplum/fhirtypes'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { QUESTION_TYPES, type Answers, type Question, type QuestionnaireDocument } from '../document.ts'
import { sampleQuestionnaire } from '../sample.fixture.ts'
import { EXTENSIONS } from './extensions.ts'
import { toFhirQuestionnaire, type QuestionnaireVersionExport } from './questionnaire.ts'
import { answersFromRecords } from './records.ts'
import { toFhirQuestionnaireResponse } from './response.ts'
import { answerRecords } from '../answer-records.ts'
import { checkFhirResource } from './schema.testing.ts'

// Compiling the R4 schema takes seconds (longer on a busy machine): once, before the tests.
beforeAll(() => {
  checkFhirResource({ resourceType: 'Questionnaire' })
  checkFhirResource({ resourceType: 'QuestionnaireResponse' })
}, 120_000)

const version = (document: QuestionnaireDocument, overrides: Partial<QuestionnaireVersionExport> = {}): QuestionnaireVersionExport => ({
  questionnaireId: 7,
  kind: 'medical',
  version: '42',
  title: 'Medical questionnaire',
  status: 'active',
  date: '2026-11-24T10:00:00.000Z',
  document,
  ...overrides,
})

function expectValid(resource: { resourceType: string }) {
  const check = checkFhirResource(resource)
  expect(check.valid ? [] : check.errors).toEqual([])
}

const find = <T extends { linkId: string; item?: T[] }>(items: T[] | undefined, linkId: string): T | undefined => {
  for (const item of items ?? []) {
    if (item.linkId === linkId) return item
    const nested = find(item.item, linkId)
    if (nested) return nested
  }
  return undefined
}

const yesNo = [
  { title: 'Yes', order: 1 },
  { title: 'No', order: 2 },
]
const everyType: QuestionnaireDocument = {
  questions: [
    { id: 0, question: 'pregnancy', label: 'Pregnant?', question_type: 'single_option', options: yesNo, important: true },
    {
      id: 1,
      question: 'conditions',
      label: 'Any of these?',
      question_type: 'multiple_option',
      options: [
        { title: 'Diabetes', order: 1 },
        { title: 'Pancreatitis', order: 2, is_critical: true },
        { title: 'None of the above', order: 3 },
      ],
      followup_questions: {
        Diabetes: [{ id: '1a', question: 'diabetes_meds', label: 'Which medications?', question_type: 'textarea', isFollowUp: true, parentId: 1 }],
        Pancreatitis: [{ id: '1b', question: 'when', label: 'When?', question_type: 'string', isFollowUp: true, parentId: 1 }],
      },
    },
    { id: 2, question: 'name_on_id', label: 'Name on your ID', question_type: 'text', placeholder: 'As printed' },
    { id: 3, question: 'weight', label: 'Weight (lb)', question_type: 'integer' },
    { id: 4, question: 'id_photo', label: 'Photo of your ID', question_type: 'image_upload', sublabel: 'Front side' },
    { id: 5, question: 'lab_report', label: 'Lab report', question_type: 'file', is_optional: true },
    { id: 6, question: 'stop', label: 'We cannot proceed', question_type: 'informational', has_next_button: false, description: 'Not safe in pregnancy.' },
    { id: 7, question: 'dose', label: 'Your dose plan', question_type: 'dose_optimization' },
    { id: 8, question: 'florida_bill_of_rights', label: 'Florida rights', question_type: 'informational' },
    { id: 9, question: 'both', label: 'Shown for Yes and 200 lb', question_type: 'string' },
    { id: 10, question: 'either', label: 'Shown for Yes or No', question_type: 'string' },
    { id: 11, question: 'and_of_ors', label: 'Yes or No, and 200 or 210 lb', question_type: 'string' },
  ],
  dependency: [
    { question_id: 0, dependent_on: 'gender', ask_if_val_in: ['Female'] },
    { question_id: 6, dependent_on: 0, ask_if_val_in: ['Yes'] },
    { question_id: 8, dependent_on: 'user_state', ask_if_val_in: ['FL'] },
    { question_id: 9, dependent_on: 0, ask_if_val_in: ['Yes'] },
    { question_id: 9, dependent_on: 3, ask_if_val_in: ['200'] },
    { question_id: 10, dependent_on: 0, ask_if_val_in: ['Yes', 'No'] },
    { question_id: 11, dependent_on: 0, ask_if_val_in: ['Yes', 'No'] },
    { question_id: 11, dependent_on: 3, ask_if_val_in: [200, 210] },
  ],
}

describe('toFhirQuestionnaire', () => {
  const questionnaire = toFhirQuestionnaire(version(everyType))

  it('is a valid R4 Questionnaire with url, version, status and title', () => {
    expectValid(questionnaire)
    expect(questionnaire).toMatchObject({
      resourceType: 'Questionnaire',
      url: 'https://evergreen.health/fhir/Questionnaire/medical',
      version: '42',
      status: 'active',
      title: 'Medical questionnaire',
    })
  })

  it('maps every question type', () => {
    const types = Object.fromEntries((questionnaire.item ?? []).map((item) => [item.linkId, item.type]))
    expect(types).toEqual({
      0: 'choice',
      1: 'choice',
      2: 'string',
      3: 'integer',
      4: 'attachment',
      5: 'attachment',
      6: 'display',
      7: 'group',
      8: 'display',
      9: 'string',
      10: 'string',
      11: 'string',
    })
    expect(find(questionnaire.item, '1')?.repeats).toBe(true)
    expect(find(questionnaire.item, '0')?.repeats).toBeUndefined()
    expect(find(questionnaire.item, '1')?.answerOption?.map((option) => option.valueCoding)).toEqual([
      { code: 'Diabetes', display: 'Diabetes' },
      { code: 'Pancreatitis', display: 'Pancreatitis' },
      { code: 'None of the above', display: 'None of the above' },
    ])
    expect(find(questionnaire.item, '1')?.answerOption?.[1]?.extension).toEqual([{ url: EXTENSIONS.critical, valueBoolean: true }])
  })

  it('takes required from is_optional, and never marks a display item', () => {
    expect(find(questionnaire.item, '4')?.required).toBe(true)
    expect(find(questionnaire.item, '5')?.required).toBe(false)
    expect(find(questionnaire.item, '6')?.required).toBeUndefined()
  })

  it('nests follow-ups under their parent, enabled by the option that opens them', () => {
    const followUp = find(questionnaire.item, '1')?.item?.find((item) => item.linkId === '1a')
    expect(followUp).toMatchObject({ type: 'text', enableWhen: [{ question: '1', operator: '=', answerCoding: { code: 'Diabetes' } }] })
  })

  it('turns dependencies into enableWhen: one value, several values (any), several dependencies (all)', () => {
    expect(find(questionnaire.item, '6')?.enableWhen).toEqual([{ question: '0', operator: '=', answerCoding: { code: 'Yes' } }])
    expect(find(questionnaire.item, '10')).toMatchObject({
      enableBehavior: 'any',
      enableWhen: [{ answerCoding: { code: 'Yes' } }, { answerCoding: { code: 'No' } }],
    })
    expect(find(questionnaire.item, '9')).toMatchObject({
      enableBehavior: 'all',
      enableWhen: [
        { question: '0', answerCoding: { code: 'Yes' } },
        { question: '3', answerInteger: 200 },
      ],
    })
  })

  it('says an AND of ORs with an SDC expression, which FHIRPath can read', () => {
    const item = find(questionnaire.item, '11') as QuestionnaireItem
    expect(item.enableWhen).toBeUndefined()
    const expression = item.extension?.find((extension) => extension.url === EXTENSIONS.enableWhenExpression)?.valueExpression
    expect(expression?.language).toBe('text/fhirpath')
    expect(expression?.expression).toContain("linkId = '0'")
    expect(expression?.expression).toContain(' and ')
  })

  it('keeps conditions on the patient (state, gender) in an extension, not enableWhen', () => {
    const pregnancy = find(questionnaire.item, '0') as QuestionnaireItem
    expect(pregnancy.enableWhen).toBeUndefined()
    expect(pregnancy.extension).toContainEqual({
      url: EXTENSIONS.enableWhenContext,
      extension: [
        { url: 'source', valueCode: 'gender' },
        { url: 'value', valueString: 'Female' },
      ],
    })
    expect(find(questionnaire.item, '8')?.extension).toContainEqual({
      url: EXTENSIONS.enableWhenContext,
      extension: [
        { url: 'source', valueCode: 'user_state' },
        { url: 'value', valueString: 'FL' },
      ],
    })
  })

  it('makes the dose plan a group of required month amounts in mg', () => {
    const dose = find(questionnaire.item, '7') as QuestionnaireItem
    expect(dose.item?.map((item) => [item.linkId, item.type, item.required])).toEqual([
      ['7.month-1', 'decimal', true],
      ['7.month-2', 'decimal', true],
      ['7.month-3', 'decimal', true],
    ])
  })

  it('keeps the popup text, the placeholder and the missing Next button', () => {
    expect(find(questionnaire.item, '6')?.extension).toEqual(
      expect.arrayContaining([
        { url: EXTENSIONS.description, valueString: 'Not safe in pregnancy.' },
        { url: EXTENSIONS.nextButton, valueBoolean: false },
      ]),
    )
    expect(find(questionnaire.item, '2')?.extension).toContainEqual({ url: EXTENSIONS.entryFormat, valueString: 'As printed' })
  })

  it('is a draft while unpublished, and valid for the engine sample too', () => {
    const draft = toFhirQuestionnaire(version(sampleQuestionnaire, { status: 'draft', kind: null, questionnaireId: 3 }))
    expect(draft.status).toBe('draft')
    expect(draft.url).toBe('https://evergreen.health/fhir/Questionnaire/3')
    expectValid(draft)
  })

  it('the schema check can fail', () => {
    const broken = { ...questionnaire, item: [{ linkId: '1', type: 'single_option' }] }
    expect(checkFhirResource(broken).valid).toBe(false)
    const blankTitle: { resourceType: string; title: string } = { ...questionnaire, title: '' }
    const unknownElement: { resourceType: string; surprise: boolean } = { ...questionnaire, surprise: true }
    expect(checkFhirResource(blankTitle).valid).toBe(false)
    expect(checkFhirResource(unknownElement).valid).toBe(false)
  })
})

describe('toFhirQuestionnaireResponse', () => {
  const answers: Answers = {
    0: 'Yes',
    1: ['Diabetes', 'Pancreatitis'],
    '1a': 'Metformin',
    '1b': '2019',
    2: 'Jane Doe',
    3: 200,
    4: 'id-123.jpg',
    9: 'both shown',
    // Stale: question 10 is shown for Yes or No, but its answer is blank.
    10: '  ',
  }
  const response = toFhirQuestionnaireResponse({
    id: 55,
    questionnaire: version(everyType),
    answers,
    doseSchedule: [0.25, 0.5, null],
    authored: '2026-11-24T11:00:00.000Z',
  })

  it('is a valid R4 QuestionnaireResponse of the exact version, completed and authored', () => {
    expectValid(response)
    expect(response).toMatchObject({
      resourceType: 'QuestionnaireResponse',
      id: '55',
      questionnaire: 'https://evergreen.health/fhir/Questionnaire/medical|42',
      status: 'completed',
      authored: '2026-11-24T11:00:00.000Z',
    })
  })

  it('types each answer as the Questionnaire says and nests follow-ups under the option that opened them', () => {
    const items = response.item as QuestionnaireResponseItem[]
    expect(find(items, '0')?.answer).toEqual([{ valueCoding: { code: 'Yes', display: 'Yes' } }])
    expect(find(items, '1')?.answer).toEqual([
      { valueCoding: { code: 'Diabetes', display: 'Diabetes' }, item: [{ linkId: '1a', text: 'Which medications?', answer: [{ valueString: 'Metformin' }] }] },
      { valueCoding: { code: 'Pancreatitis', display: 'Pancreatitis' }, item: [{ linkId: '1b', text: 'When?', answer: [{ valueString: '2019' }] }] },
    ])
    expect(find(items, '3')?.answer).toEqual([{ valueInteger: 200 }])
    expect(find(items, '4')?.answer).toEqual([{ valueAttachment: { title: 'id-123.jpg' } }])
    expect(find(items, '7')?.item).toEqual([
      { linkId: '7.month-1', answer: [{ valueDecimal: 0.25 }] },
      { linkId: '7.month-2', answer: [{ valueDecimal: 0.5 }] },
    ])
  })

  it('leaves out informational items, blank answers and answers the other answers hide', () => {
    const linkIds = (response.item ?? []).map((item) => item.linkId)
    expect(linkIds).toEqual(['0', '1', '2', '3', '4', '7', '9'])
    const hidden = toFhirQuestionnaireResponse({
      id: 56,
      questionnaire: version(everyType),
      answers: { ...answers, 0: 'No' },
      authored: '2026-11-24T11:00:00.000Z',
    })
    expect((hidden.item ?? []).map((item) => item.linkId)).not.toContain('9')
  })

  it('checks state and gender conditions when the patient is known', () => {
    const male = toFhirQuestionnaireResponse({
      id: 57,
      questionnaire: version(everyType),
      answers,
      authored: '2026-11-24T11:00:00.000Z',
      context: { gender: 'Male', userState: 'TX' },
    })
    expect((male.item ?? []).map((item) => item.linkId)).not.toContain('0')
  })
})

describe('answers read back from submitted answer records', () => {
  it('gives the same answers per question id as were submitted, follow-ups and numbers included', () => {
    const answers: Answers = { 0: 'Yes', 1: ['Diabetes', 'Pancreatitis'], '1a': 'Metformin', '1b': '2019', 2: 'Jane Doe', 3: 200, 4: 'id-123.jpg' }
    const records = answerRecords(everyType, { answers, gender: 'Female', userState: 'TX' })
    expect(answersFromRecords(everyType, records)).toEqual(answers)
  })

  it('leaves out what matches no question of the version', () => {
    expect(answersFromRecords(everyType, [{ question: 'Not in this version', answer: 'x' }, null, 'junk', { label: 'Weight (lb)', answer: 181 }])).toEqual({})
  })
})

describe('generated questionnaires', () => {
  const text = fc.oneof(fc.string(), fc.constantFrom('', ' ', 'Yes', 'No', "it's", 'a  b', 'None of the above'))
  const ids = fc.uniqueArray(fc.oneof(fc.integer({ min: 0, max: 60 }), fc.stringMatching(/^[a-z0-9]{1,4}$/)), { minLength: 1, maxLength: 10, selector: String })
  const arbitraryQuestion = (id: number | string, followUpIds: (number | string)[]) =>
    fc
      .record({
        type: fc.constantFrom(...QUESTION_TYPES),
        label: text,
        optional: fc.boolean(),
        options: fc.uniqueArray(text, { maxLength: 4 }),
        placeholder: fc.option(text),
        description: fc.option(text),
        followUps: fc.subarray(followUpIds),
      })
      .map(({ type, label, optional, options, placeholder, description, followUps }): Question => ({
        id,
        question: `q_${id}`,
        label,
        question_type: type,
        is_optional: optional,
        placeholder,
        description,
        options: options.filter((title) => title !== '').map((title, order) => ({ title, order })),
        followup_questions:
          followUps.length && options[0]
            ? {
                [options[0]]: followUps.map((followUpId) => ({
                  id: followUpId,
                  question: `f_${followUpId}`,
                  label: `Follow-up ${followUpId}`,
                  question_type: 'text' as const,
                })),
              }
            : null,
      }))

  const arbitraryCase = ids.chain((questionIds) =>
    fc.record({
      questions: fc.tuple(...questionIds.map((id) => arbitraryQuestion(id, ['f1', 'f2', questionIds[0] as number | string]))),
      dependency: fc.array(
        fc.record({
          question_id: fc.constantFrom(...questionIds),
          dependent_on: fc.oneof(fc.constantFrom(...questionIds), fc.constantFrom('user_state', 'gender', 'form_type', 'missing')),
          ask_if_val_in: fc.array(fc.oneof(text, fc.integer()), { maxLength: 3 }),
        }),
        { maxLength: 6 },
      ),
      answers: fc.dictionary(
        fc.constantFrom(...questionIds.map(String), 'f1', 'f2'),
        fc.oneof(text, fc.integer(), fc.double({ noNaN: true }), fc.array(text, { maxLength: 3 }), fc.constant(null)),
      ),
      doseSchedule: fc.array(fc.oneof(fc.double({ min: 0, max: 20, noNaN: true }), fc.constant(null)), { maxLength: 4 }),
      title: text,
      status: fc.constantFrom('draft' as const, 'active' as const),
    }),
  )

  it('always export a schema-valid Questionnaire and QuestionnaireResponse', () => {
    fc.assert(
      fc.property(arbitraryCase, ({ questions, dependency, answers, doseSchedule, title, status }) => {
        const exported = version({ questions, dependency }, { title, status })
        const questionnaire = toFhirQuestionnaire(exported)
        const questionnaireCheck = checkFhirResource(questionnaire)
        expect(questionnaireCheck.valid ? [] : questionnaireCheck.errors).toEqual([])
        const linkIds = new Set<string>()
        const walk = (items: QuestionnaireItem[] | undefined) =>
          (items ?? []).forEach((item) => {
            expect(linkIds.has(item.linkId)).toBe(false)
            linkIds.add(item.linkId)
            walk(item.item)
          })
        walk(questionnaire.item)
        const response = toFhirQuestionnaireResponse({ id: 'r1', questionnaire: exported, answers: answers, doseSchedule, authored: '2026-11-24T11:00:00Z' })
        const responseCheck = checkFhirResource(response)
        expect(responseCheck.valid ? [] : responseCheck.errors).toEqual([])
        // Every answered linkId is one the Questionnaire declares.
        const walkResponse = (items: QuestionnaireResponseItem[] | undefined): void =>
          (items ?? []).forEach((item) => {
            expect(linkIds.has(item.linkId)).toBe(true)
            walkResponse(item.item)
            item.answer?.forEach((answer) => walkResponse(answer.item))
          })
        walkResponse(response.item)
      }),
      { numRuns: 150 },
    )
  })
})
