import { describe, expect, it } from 'vitest'
import { questionnaireDocumentSchema } from './document.ts'
import { sampleQuestionnaire } from './sample.fixture.ts'
import { validateQuestionnaire } from './validate.ts'

const problemsOf = (input: unknown) => {
  const result = validateQuestionnaire(input)
  return result.ok ? [] : result.problems
}

describe('questionnaire validator', () => {
  it('accepts the sample', () => {
    const result = validateQuestionnaire(sampleQuestionnaire)
    expect(result).toEqual({ ok: true, document: questionnaireDocumentSchema.parse(sampleQuestionnaire), problems: [] })
  })

  it('reports a wrong shape as sentences, never throwing', () => {
    expect(problemsOf(null)[0]).toMatch(/^The questionnaire is not in the expected shape/)
    expect(problemsOf({ questions: [{ id: 1, question: 'x', label: 'X', question_type: 'dropdown' }] })[0]).toMatch(
      /^The questionnaire is not in the expected shape at questions\.0\.question_type: /,
    )
    expect(() => validateQuestionnaire(undefined)).not.toThrow()
  })

  it('names duplicate ids, follow-ups included', () => {
    const duplicate = {
      ...sampleQuestionnaire,
      questions: [...sampleQuestionnaire.questions, { id: 'f1', question: 'dup', label: 'Dup', question_type: 'text' }],
    }
    expect(problemsOf(duplicate)).toEqual(['Question id "f1" is used by 2 questions; each question needs its own id.'])
  })

  it('names a dependency on a missing question, option or target', () => {
    const broken = {
      ...sampleQuestionnaire,
      dependency: [
        { question_id: 3, dependent_on: 42, ask_if_val_in: ['Yes'] },
        { question_id: 99, dependent_on: 2, ask_if_val_in: ['Yes'] },
        { question_id: 3, dependent_on: 2, ask_if_val_in: ['Maybe'] },
        { question_id: 8, dependent_on: 'user_state', ask_if_val_in: ['XX'] },
        { question_id: 8, dependent_on: 'gender', ask_if_val_in: ['Other'] },
        { question_id: 3, dependent_on: 2, ask_if_val_in: [] },
      ],
    }
    expect(problemsOf(broken)).toEqual([
      'Dependency 1 (question "3" on "42") depends on question "42", which does not exist in this questionnaire.',
      'Dependency 2 (question "99" on "2") is for question "99", which does not exist in this questionnaire.',
      'Dependency 3 (question "3" on "2") waits for the answer "Maybe", but question "2" has no option "Maybe".',
      'Dependency 4 (question "8" on "user_state") asks for user_state "XX", which is not a US state code.',
      'Dependency 5 (question "8" on "gender") asks for gender "Other"; the gender is either "Male" or "Female".',
      'Dependency 6 (question "3" on "2") lists no values in ask_if_val_in, so question "3" could never be shown.',
    ])
  })

  it('names cycles and self-dependencies', () => {
    const cyclic = {
      ...sampleQuestionnaire,
      dependency: [
        { question_id: 2, dependent_on: 6, ask_if_val_in: ['Yes'] },
        { question_id: 6, dependent_on: 2, ask_if_val_in: ['Yes'] },
        { question_id: 0, dependent_on: 0, ask_if_val_in: ['Yes'] },
      ],
    }
    expect(problemsOf(cyclic)).toEqual([
      'Questions "2" -> "6" -> "2" depend on each other in a cycle, so none of them could ever be shown.',
      'Question "0" depends on itself, so it could never be shown.',
    ])
  })

  it('names option problems', () => {
    const options = {
      questions: [
        { id: 1, question: 'a', label: 'A', question_type: 'single_option', options: [] },
        {
          id: 2,
          question: 'b',
          label: 'B',
          question_type: 'multiple_option',
          options: [{ title: 'Yes' }, { title: 'Yes' }],
          followup_questions: { Maybe: [{ id: 3, question: 'c', label: 'C', question_type: 'text' }] },
        },
      ],
      dependency: [],
    }
    expect(problemsOf(options)).toEqual([
      'Question "1" is a single_option question but has no options.',
      'Question "2" has more than one option titled "Yes".',
      'Question "2" has follow-up questions for option "Maybe", which is not one of its options.',
    ])
  })

  it('defaults a missing dependency list', () => {
    expect(validateQuestionnaire({ questions: [] }).ok).toBe(true)
  })
})
