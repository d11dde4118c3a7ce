import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sorryMessages } from '../messages.ts'
import { answerRecords } from './answer-records.ts'
import { disqualificationFor } from './disqualification.ts'
import type { Answers, Question, QuestionnaireDocument } from './document.ts'
import { goBack, nextVisibleQuestionIndex, previousVisibleQuestionIndex, unansweredFollowUps } from './navigation.ts'
import { canGoNext } from './next-button.ts'
import { followUpsFor, isNoneOption, toggleOption } from './options.ts'
import { cannotProceed, conditions, florida, glp, glpDose, notes, photo, pregnancy, sampleQuestionnaire as doc, texasOnly, thyroid } from './sample.fixture.ts'
import { isQuestionVisible, visibleQuestions, type QuestionnaireContext } from './visibility.ts'

const female: QuestionnaireContext = { answers: {}, gender: 'Female', userState: 'CA', formType: 'medical' }
const male: QuestionnaireContext = { ...female, gender: 'Male' }
const ids = (context: QuestionnaireContext) => visibleQuestions(doc, context).map((question) => question.id)

describe('visibility', () => {
  it('shows the pregnancy question to women only', () => {
    expect(isQuestionVisible(doc, pregnancy, female)).toBe(true)
    expect(isQuestionVisible(doc, pregnancy, male)).toBe(false)
  })

  it('follows answer dependencies', () => {
    expect(isQuestionVisible(doc, glpDose, female)).toBe(false)
    expect(isQuestionVisible(doc, glpDose, { ...female, answers: { 2: 'Yes' } })).toBe(true)
    expect(isQuestionVisible(doc, glpDose, { ...female, answers: { 2: 'No' } })).toBe(false)
  })

  it('follows user_state dependencies and the Florida rule', () => {
    expect(isQuestionVisible(doc, texasOnly, { ...female, userState: 'tx' })).toBe(true)
    expect(isQuestionVisible(doc, texasOnly, female)).toBe(false)
    expect(isQuestionVisible(doc, florida, { ...female, userState: 'FL' })).toBe(true)
    expect(isQuestionVisible(doc, florida, female)).toBe(false)
  })

  it('reads gender dependencies', () => {
    const gendered: QuestionnaireDocument = { ...doc, dependency: [{ question_id: 14, dependent_on: 'gender', ask_if_val_in: ['Male'] }] }
    expect(isQuestionVisible(gendered, notes, male)).toBe(true)
    expect(isQuestionVisible(gendered, notes, female)).toBe(false)
  })

  it('hides questions 14 and 15 for bareMeds', () => {
    expect(isQuestionVisible(doc, notes, female)).toBe(true)
    expect(isQuestionVisible(doc, notes, { ...female, formType: 'bareMeds' })).toBe(false)
  })

  it('hides the state-restriction question outside MS and LA', () => {
    const restricted: Question = { id: 30, question: 'restricted_states_notice', label: 'r', question_type: 'informational' }
    const withRestriction = { ...doc, questions: [...doc.questions, restricted] }
    expect(isQuestionVisible(withRestriction, restricted, { ...female, userState: 'MS' })).toBe(true)
    expect(isQuestionVisible(withRestriction, restricted, { ...female, userState: 'LA' })).toBe(true)
    expect(isQuestionVisible(withRestriction, restricted, female)).toBe(false)
  })

  it('does not let a hidden parent open its dependants', () => {
    const chained: QuestionnaireDocument = {
      questions: [glp, glpDose, notes],
      dependency: [
        { question_id: 3, dependent_on: 2, ask_if_val_in: ['Yes'] },
        { question_id: 14, dependent_on: 3, ask_if_val_in: ['5'] },
      ],
    }
    expect(isQuestionVisible(chained, notes, { ...female, answers: { 2: 'Yes', 3: 5 } })).toBe(true)
    expect(isQuestionVisible(chained, notes, { ...female, answers: { 2: 'No', 3: 5 } })).toBe(false)
  })

  it('hides a cycle instead of looping', () => {
    const cyclic: QuestionnaireDocument = {
      questions: [glp, glpDose],
      dependency: [
        { question_id: 2, dependent_on: 3, ask_if_val_in: ['1'] },
        { question_id: 3, dependent_on: 2, ask_if_val_in: ['Yes'] },
      ],
    }
    expect(visibleQuestions(cyclic, { answers: { 2: 'Yes', 3: 1 } })).toEqual([])
  })
})

describe('navigation', () => {
  it('skips hidden questions both ways', () => {
    expect(nextVisibleQuestionIndex(doc, -1, male)).toBe(1)
    expect(nextVisibleQuestionIndex(doc, 2, male)).toBe(5)
    expect(nextVisibleQuestionIndex(doc, 2, { ...male, answers: { 2: 'Yes' } })).toBe(3)
    expect(previousVisibleQuestionIndex(doc, 5, male)).toBe(2)
    expect(previousVisibleQuestionIndex(doc, 1, male)).toBeNull()
    expect(nextVisibleQuestionIndex(doc, 9, male)).toBeNull()
    expect(ids(male)).toEqual([1, 2, 6, 7, 14])
  })

  it('going back clears the current answer and its follow-ups', () => {
    const answers = { 1: ['Diabetes'], f1: 'Type 2', 2: 'No' }
    const back = goBack(doc, 1, { ...female, answers })
    expect(back).toEqual({ index: 0, answers: { 2: 'No' } })
  })

  it('waits for opened follow-ups before submitting', () => {
    expect(unansweredFollowUps(doc, { ...female, answers: { 1: ['Diabetes'] } })).toEqual(['f1'])
    expect(unansweredFollowUps(doc, { ...female, answers: { 1: ['Diabetes'], f1: 'Type 2' } })).toEqual([])
    expect(unansweredFollowUps(doc, { ...female, answers: { 1: ['None of the above'] } })).toEqual([])
  })

  it('never lands on a hidden question', () => {
    const arbitraryDoc = fc.integer({ min: 1, max: 12 }).chain((size) =>
      fc.record({
        size: fc.constant(size),
        deps: fc.array(
          fc.record({ target: fc.nat(size - 1), source: fc.oneof(fc.nat(size - 1), fc.constant(-1)), values: fc.subarray(['Yes', 'No', 'TX', 'CA']) }),
          { maxLength: size * 2 },
        ),
        answers: fc.array(fc.constantFrom('Yes', 'No', undefined), { minLength: size, maxLength: size }),
        from: fc.integer({ min: -1, max: size }),
        state: fc.constantFrom('TX', 'CA', 'FL'),
      }),
    )
    fc.assert(
      fc.property(arbitraryDoc, ({ size, deps, answers, from, state }) => {
        const questions: Question[] = Array.from({ length: size }, (_, index) => ({
          id: index + 100,
          question: `q${index}`,
          label: `Q${index}`,
          question_type: 'single_option',
          options: [{ title: 'Yes' }, { title: 'No' }],
        }))
        const document: QuestionnaireDocument = {
          questions,
          dependency: deps.map((dep) => ({
            question_id: dep.target + 100,
            dependent_on: dep.source < 0 ? 'user_state' : dep.source + 100,
            ask_if_val_in: dep.values,
          })),
        }
        const context: QuestionnaireContext = {
          userState: state,
          answers: Object.fromEntries(answers.map((answer, index) => [String(index + 100), answer])),
        }
        const visibleAt = (index: number | null, answersNow: Answers) => {
          if (index === null) return true
          const question = document.questions[index]
          return question !== undefined && isQuestionVisible(document, question, { ...context, answers: answersNow })
        }
        const back = goBack(document, Math.max(0, Math.min(from, size - 1)), context)
        return (
          visibleAt(nextVisibleQuestionIndex(document, from, context), context.answers) &&
          visibleAt(previousVisibleQuestionIndex(document, from, context), context.answers) &&
          visibleAt(back.index, back.answers)
        )
      }),
    )
  })
})

describe('options', () => {
  it('treats none as exclusive', () => {
    expect(isNoneOption('None of the above')).toBe(true)
    expect(isNoneOption('Nonexistent')).toBe(false)
    expect(toggleOption(['Diabetes', 'Gallbladder disease'], 'None of the above')).toEqual(['None of the above'])
    expect(toggleOption(['None of the above'], 'Diabetes')).toEqual(['Diabetes'])
    expect(toggleOption(['Diabetes'], 'Diabetes')).toEqual([])
  })

  it('keeps none alone whatever is ticked', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('None', 'A', 'B', 'C')), (ticks) => {
        const selected = ticks.reduce<string[]>((current, title) => toggleOption(current, title), [])
        return !selected.includes('None') || selected.length === 1
      }),
    )
  })

  it('opens follow-ups per chosen option, not for a lone none', () => {
    expect(followUpsFor(conditions, ['Diabetes']).map(({ question }) => question.id)).toEqual(['f1'])
    expect(followUpsFor(conditions, ['None of the above'])).toEqual([])
    expect(followUpsFor(conditions, 'Gallbladder disease')).toEqual([])
    expect(followUpsFor(glp, 'Yes')).toEqual([])
    // An answer named like an Object property opens nothing (found by the FHIR export's property test).
    expect(followUpsFor(conditions, ['constructor', 'toString'])).toEqual([])
  })
})

describe('next button', () => {
  it.each([
    [glp, 'Yes', true],
    [glp, '', false],
    [conditions, ['Diabetes'], true],
    [conditions, [], false],
    // Only the question's own options, and 'none' only on its own.
    [glp, 'Maybe', false],
    [glp, ' Yes ', true],
    [conditions, ['Diabetes', 'Insomnia'], false],
    [conditions, ['Diabetes', 'Diabetes'], false],
    [conditions, ['Diabetes', 'None of the above'], false],
    [conditions, ['None of the above'], true],
    [{ ...notes, is_optional: false }, '  ', false],
    [{ ...notes, is_optional: false }, 'ok', true],
    [notes, '', true],
    [glpDose, '2.5', true],
    [glpDose, 'abc', false],
    [glpDose, undefined, false],
    [photo, undefined, true],
    [{ ...photo, is_optional: 0 }, undefined, false],
    [{ ...photo, is_optional: 0 }, 'body.jpg', true],
    [florida, undefined, true],
    [cannotProceed, undefined, false],
  ] as const)('%#: %j', (question, answer, expected) => {
    expect(canGoNext(question, answer)).toBe(expected)
  })

  it('needs every month of the dose schedule', () => {
    const dose: Question = { id: 20, question: 'dose', label: 'Plan', question_type: 'dose_optimization' }
    expect(canGoNext(dose, undefined, { schedule: [2.5, 5, 7.5] })).toBe(true)
    expect(canGoNext(dose, undefined, { schedule: [2.5, 5, null] })).toBe(false)
    expect(canGoNext(dose, undefined)).toBe(false)
  })
})

describe('disqualification', () => {
  it('stops at an informational question without Next', () => {
    expect(disqualificationFor(doc, cannotProceed, undefined)).toEqual({ description: cannotProceed.description })
    expect(disqualificationFor(doc, { ...cannotProceed, description: '' }, undefined)).toEqual({ description: sorryMessages.questionnaireDisqualified })
    expect(disqualificationFor(doc, florida, undefined)).toBeNull()
  })

  it('stops when an important answer opens a question with a description', () => {
    expect(disqualificationFor(doc, thyroid, 'Yes')).toEqual({ description: cannotProceed.description })
    expect(disqualificationFor(doc, thyroid, 'No')).toBeNull()
    expect(disqualificationFor(doc, { ...thyroid, important: 0 }, 'Yes')).toBeNull()
    expect(disqualificationFor(doc, glp, 'Yes')).toBeNull()
  })
})

describe('answer records', () => {
  it('sends visible answered questions with their follow-ups', () => {
    const records = answerRecords(doc, {
      ...male,
      answers: { 0: 'No', 1: ['Gallbladder disease', 'Diabetes'], f1: 'Type 2', 2: 'Yes', 3: 5, 14: 'thanks', 7: 'body.jpg' },
    })
    expect(records.map((record) => record.label)).toEqual([
      'Do you have any of these conditions?',
      'Which type?',
      'Do you take a GLP-1 now?',
      'Current dose (mg)',
      'Full body photo',
      'Anything else?',
    ])
    expect(records[0]).toEqual({
      question: 'Do you have any of these conditions?',
      answer: 'Gallbladder disease\nDiabetes',
      type: 'string',
      description: '',
      important: false,
      is_critical: false,
      label: 'Do you have any of these conditions?',
      displayed_options: ['Gallbladder disease', 'Diabetes', 'None of the above'],
    })
    expect(records[1]?.metadata).toEqual({ isFollowUp: true, parentId: 1, parentQuestion: 'Do you have any of these conditions?', option: 'Diabetes' })
    expect(records[3]).toMatchObject({ answer: '5', type: 'number' })
    expect(records[4]).toMatchObject({ answer: 'body.jpg', type: 'image_upload' })
    expect(records[2]).toMatchObject({ important: true })
  })
})
