import {
  createProgressStore,
  isQuestionVisible,
  questionnaireRunMessages,
  type Answer,
  type Question,
  type QuestionnaireContext,
  type QuestionnaireDocument,
  type QuestionnaireProgress,
} from '@telehealth/domain'
import { sampleQuestionnaire } from '@telehealth/domain/questionnaire/sample.fixture'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { everyTypeDocument, femaleInFlorida, maleInTexas } from '@telehealth/domain/questionnaire/every-type.fixture'
import {
  AUTOSAVE_DEBOUNCE_MS,
  questionnaireMachine,
  questionnaireViewOf,
  type QuestionnaireMachineEvent,
  type QuestionnaireMachineInput,
  type QuestionnaireResult,
  type RefundReason,
} from './questionnaire.machine.ts'

const male: QuestionnaireContext = { answers: {}, gender: 'Male', userState: 'CA', formType: 'medical' }
const HOUR = 60 * 60 * 1000

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    get length() {
      return items.size
    },
    key: (index: number) => [...items.keys()][index] ?? null,
  }
}

/** The answers kept (the owner's mark is not progress). */
const progressKeysIn = (storage: ReturnType<typeof memoryStorage>) => [...storage.items.keys()].filter((key) => key.startsWith('questionnaire-progress:'))

function start(
  options: {
    document?: QuestionnaireDocument
    context?: QuestionnaireContext
    clock?: SimulatedClock
    storage?: ReturnType<typeof memoryStorage>
    submit?: (input: unknown) => Promise<QuestionnaireResult>
    refund?: (input: RefundReason) => Promise<QuestionnaireResult>
    saveDraft?: (input: QuestionnaireProgress) => Promise<QuestionnaireResult | undefined>
    input?: Partial<QuestionnaireMachineInput>
  } = {},
) {
  const clock = options.clock ?? new SimulatedClock()
  const storage = options.storage ?? memoryStorage()
  const now = () => new Date(Date.parse('2026-03-01T12:00:00.000Z') + clock.now())
  const store = createProgressStore({ storage, userId: 'p1', formId: 'order-1', now })
  const submitted: unknown[] = []
  const refunds: RefundReason[] = []
  const drafts: QuestionnaireProgress[] = []
  const leaving: QuestionnaireProgress[] = []
  const machine = questionnaireMachine.provide({
    actions: { saveDraftOnLeave: (_, params) => void leaving.push(params.progress) },
    actors: {
      submitAnswers: fromPromise(async ({ input }) => {
        submitted.push(input)
        return options.submit ? options.submit(input) : { ok: true as const }
      }),
      processRefund: fromPromise(async ({ input }) => {
        refunds.push(input)
        return options.refund ? options.refund(input) : { ok: true as const }
      }),
      saveDraft: fromPromise(async ({ input }) => {
        drafts.push(input)
        return options.saveDraft ? options.saveDraft(input) : undefined
      }),
    },
  })
  const actor = createActor(machine, {
    input: {
      document: options.document ?? sampleQuestionnaire,
      context: options.context ?? male,
      progress: { store, questionnaireId: 'q1', version: 'v1' },
      now,
      ...options.input,
    },
    clock,
  }).start()
  const send = (...events: QuestionnaireMachineEvent[]) => events.forEach((event) => actor.send(event))
  const current = () => actor.getSnapshot().context.run.currentQuestionId
  const progressed: QuestionnaireProgress[] = []
  actor.on('progress', (event) => void progressed.push(event.progress))
  return { actor, send, current, clock, storage, store, submitted, refunds, drafts, leaving, progressed }
}

describe('questionnaire machine', () => {
  it('moves through visible questions, Back clearing the answer it leaves', () => {
    const { actor, send, current } = start()
    expect(actor.getSnapshot().matches({ answering: 'question' })).toBe(true)
    expect(current()).toBe('1')
    send({ type: 'NEXT' })
    expect(current()).toBe('1')
    send(
      { type: 'TOGGLE_OPTION', questionId: '1', title: 'Gallbladder disease' },
      { type: 'NEXT' },
      { type: 'ANSWER', questionId: '2', answer: 'Yes' },
      { type: 'NEXT' },
    )
    expect(current()).toBe('3')
    send({ type: 'BACK' })
    expect(current()).toBe('2')
    expect(actor.getSnapshot().context.run.answers).toEqual({ 1: ['Gallbladder disease'], 2: 'Yes' })
    send({ type: 'BACK' }, { type: 'BACK' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({ outcome: 'exited' })
  })

  it('opens the popup on a disqualifying answer; Resubmit closes it, Process Refund ends the form', async () => {
    const { actor, send, refunds } = start({ refund: async () => ({ ok: false, message: 'The refund could not be made.' }) })
    send(
      { type: 'TOGGLE_OPTION', questionId: '1', title: 'None of the above' },
      { type: 'NEXT' },
      { type: 'ANSWER', questionId: '2', answer: 'No' },
      { type: 'NEXT' },
    )
    send({ type: 'ANSWER', questionId: '6', answer: 'Yes' }, { type: 'NEXT' })
    expect(actor.getSnapshot().matches({ answering: 'disqualified' })).toBe(true)
    send({ type: 'RESUBMIT' })
    expect(actor.getSnapshot().matches({ answering: 'question' })).toBe(true)
    send({ type: 'NEXT' })
    send({ type: 'PROCESS_REFUND' })
    await waitFor(actor, (snapshot) => snapshot.context.refundError !== null)
    expect(actor.getSnapshot().matches({ answering: { disqualified: 'open' } })).toBe(true)
    // The answers that led to the popup go along: the server checks again that they end the form.
    expect(refunds).toEqual([
      {
        questionId: '6',
        description: 'A history of medullary thyroid cancer rules out GLP-1 treatment.',
        answers: { '1': ['None of the above'], '2': 'No', '6': 'Yes' },
      },
    ])

    const second = start()
    second.send(
      { type: 'TOGGLE_OPTION', questionId: '1', title: 'None of the above' },
      { type: 'NEXT' },
      { type: 'ANSWER', questionId: '2', answer: 'No' },
      { type: 'NEXT' },
    )
    second.send({ type: 'ANSWER', questionId: '6', answer: 'Yes' }, { type: 'NEXT' }, { type: 'PROCESS_REFUND' })
    await waitFor(second.actor, (snapshot) => snapshot.status === 'done')
    expect(second.actor.getSnapshot().output).toEqual({ outcome: 'refunded' })
  })

  it('moves on half a second after an upload, unless the patient moved first', () => {
    const document: QuestionnaireDocument = {
      questions: [
        { id: 1, question: 'photo', label: 'Photo', question_type: 'image_upload' },
        { id: 2, question: 'notes', label: 'Notes', question_type: 'text' },
      ],
      dependency: [],
    }
    const { send, current, clock } = start({ document })
    send({ type: 'UPLOADED', questionId: '1', filename: 'uploads/a.jpg' })
    clock.increment(499)
    expect(current()).toBe('1')
    clock.increment(1)
    expect(current()).toBe('2')
    send({ type: 'BACK' })
    expect(current()).toBe('1')
    send({ type: 'UPLOADED', questionId: '1', filename: 'uploads/b.jpg' }, { type: 'ANSWER', questionId: '1', answer: 'uploads/b.jpg' })
    clock.increment(1000)
    expect(current()).toBe('1')
  })

  it('submits from the confirmation step once every follow-up is answered; a failure keeps every answer and retries', async () => {
    let attempts = 0
    const { actor, send, current, storage } = start({ submit: async () => (++attempts === 1 ? { ok: false, message: 'Server busy' } : { ok: true }) })
    send({ type: 'TOGGLE_OPTION', questionId: '1', title: 'Diabetes' }, { type: 'NEXT' }, { type: 'ANSWER', questionId: '2', answer: 'No' }, { type: 'NEXT' })
    send({ type: 'ANSWER', questionId: '6', answer: 'No' }, { type: 'NEXT' }, { type: 'NEXT' }, { type: 'NEXT' })
    expect(actor.getSnapshot().matches({ answering: 'confirmation' })).toBe(true)
    // Question 8 (the confirmation's Back target) is for Texas: Back opens the visible one before it.
    send({ type: 'BACK' })
    expect(current()).toBe('7')
    send({ type: 'NEXT' }, { type: 'NEXT' })
    send({ type: 'SUBMIT' })
    expect(current()).toBe('1')
    expect(actor.getSnapshot().context.run.notice).toBe('Please answer the follow-up questions before submitting.')
    send(
      { type: 'ANSWER', questionId: 'f1', answer: 'Type 2' },
      { type: 'NEXT' },
      { type: 'NEXT' },
      { type: 'NEXT' },
      { type: 'NEXT' },
      { type: 'NEXT' },
      { type: 'SUBMIT' },
    )
    await waitFor(actor, (snapshot) => snapshot.matches('submitFailed'))
    expect(actor.getSnapshot().context).toMatchObject({ submitError: 'Server busy', run: { answers: { 1: ['Diabetes'], f1: 'Type 2', 2: 'No', 6: 'No' } } })
    send({ type: 'SUBMIT' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(actor.getSnapshot().output).toEqual({ outcome: 'submitted' })
    expect(progressKeysIn(storage)).toEqual([])
  })

  it('resumes after a closed tab, offers to continue after 5 minutes, and discards progress after 168 hours (simulated clock)', () => {
    const clock = new SimulatedClock()
    const storage = memoryStorage()
    const first = start({ clock, storage })
    first.send(
      { type: 'TOGGLE_OPTION', questionId: '1', title: 'Diabetes' },
      { type: 'ANSWER', questionId: 'f1', answer: 'Type 1' },
      { type: 'NEXT' },
      { type: 'ANSWER', questionId: '2', answer: 'Yes' },
    )
    first.actor.stop()

    clock.increment(5 * 60 * 1000)
    const reopened = start({ clock, storage })
    expect(reopened.actor.getSnapshot().matches({ answering: 'question' })).toBe(true)
    expect(reopened.actor.getSnapshot().context.run).toMatchObject({ currentQuestionId: '2', answers: { 1: ['Diabetes'], f1: 'Type 1', 2: 'Yes' } })
    reopened.actor.stop()

    clock.increment(5 * 60 * 1000 + 1)
    const crashed = start({ clock, storage })
    expect(crashed.actor.getSnapshot().matches('resumeOffered')).toBe(true)
    crashed.send({ type: 'RESUME' })
    expect(crashed.current()).toBe('2')
    crashed.actor.stop()

    clock.increment(168 * HOUR + 1)
    const expired = start({ clock, storage })
    expect(expired.actor.getSnapshot().context.run).toMatchObject({ currentQuestionId: '1', answers: {} })
    expect(progressKeysIn(storage)).toEqual([])
  })

  it('starts over from the resume offer, clearing the saved progress', () => {
    const clock = new SimulatedClock()
    const storage = memoryStorage()
    start({ clock, storage }).send({ type: 'TOGGLE_OPTION', questionId: '1', title: 'Diabetes' })
    clock.increment(10 * 60 * 1000)
    const crashed = start({ clock, storage })
    crashed.send({ type: 'START_OVER' })
    expect(crashed.actor.getSnapshot().context.run.answers).toEqual({})
    expect(progressKeysIn(storage)).toEqual([])
  })
})

/** Progress standing on one question of the every-type set (as the runner's stories start). */
function at(
  currentQuestionId: string | null,
  answers: QuestionnaireProgress['answers'] = {},
  doseSchedule: (number | null)[] = [],
): Partial<QuestionnaireMachineInput> {
  return {
    initialProgress: { questionnaireId: 'q1', version: 'v1', answers, currentQuestionId, doseSchedule, savedAt: '2026-03-01T11:59:00.000Z', completed: false },
  }
}

const everyType = (input: Partial<QuestionnaireMachineInput> = {}, more: Parameters<typeof start>[0] = {}) =>
  start({ document: everyTypeDocument, context: femaleInFlorida, input, ...more })
const answeredAll = { 0: 'No', 3: ['Type 2 diabetes'], '3a': 'Metformin', 4: 210, 5: '0.5', 6: 'None', 8: 'uploads/id.jpg' }

// The moves the runner's reducer made (its stories' cases), now the machine's.
describe('questionnaire machine: the runner screen moves', () => {
  it('single_option: Next waits for an answer; a Florida patient who is not pregnant goes on to the bill of rights', () => {
    const { send, current, progressed } = everyType()
    expect(current()).toBe('0')
    send({ type: 'NEXT' })
    expect(current()).toBe('0')
    send({ type: 'ANSWER', questionId: '0', answer: 'No' }, { type: 'NEXT' })
    expect(current()).toBe('2')
    expect(progressed.at(-1)).toEqual(expect.objectContaining({ answers: { 0: 'No' }, currentQuestionId: '2' }))
  })

  it("multiple_option: each chosen option opens its follow-ups; 'None of the above' clears the others and their answers", () => {
    const { actor, send } = everyType(at('3'))
    send(
      { type: 'TOGGLE_OPTION', questionId: '3', title: 'Type 2 diabetes' },
      { type: 'TOGGLE_OPTION', questionId: '3', title: 'Gallbladder disease' },
      { type: 'ANSWER', questionId: '3a', answer: 'Metformin' },
    )
    expect(actor.getSnapshot().context.run.answers).toEqual({ 3: ['Type 2 diabetes', 'Gallbladder disease'], '3a': 'Metformin' })
    send({ type: 'TOGGLE_OPTION', questionId: '3', title: 'None of the above' })
    expect(actor.getSnapshot().context.run.answers).toEqual({ 3: ['None of the above'] })
    send({ type: 'TOGGLE_OPTION', questionId: '3', title: 'Gallbladder disease' })
    expect(actor.getSnapshot().context.run.answers).toEqual({ 3: ['Gallbladder disease'] })
  })

  it('string: blank text keeps Next closed; an answer moves on', () => {
    const { send, current } = everyType(at('5'))
    send({ type: 'ANSWER', questionId: '5', answer: '   ' }, { type: 'NEXT' })
    expect(current()).toBe('5')
    send({ type: 'ANSWER', questionId: '5', answer: '   0.5' }, { type: 'NEXT' })
    expect(current()).toBe('6')
  })

  it('informational with a Next button, an optional file and the dose plan (Next waits until every month has a dose)', () => {
    const info = everyType(at('2', { 0: 'No' }))
    info.send({ type: 'NEXT' })
    expect(info.current()).toBe('3')
    const file = everyType(at('9'))
    file.send({ type: 'NEXT' })
    expect(file.current()).toBe('10')
    file.send({ type: 'SET_DOSE', schedule: [0.25, 0.5, null] }, { type: 'NEXT' })
    expect(file.current()).toBe('10')
    file.send({ type: 'SET_DOSE', schedule: [0.25, 0.5, 1] }, { type: 'NEXT' })
    expect(file.actor.getSnapshot().matches({ answering: 'confirmation' })).toBe(true)
  })

  it('with the form’s planner the dose question moves on only with a plan it offers for the answers given (ADR 088)', () => {
    // A current dose of 2.4 mg semaglutide: month 1 offers 1.7 or 2.4, each later month one step either side.
    const planned = everyType({ ...at('10', { 5: '2.4' }), dosePlan: { drug: 'semaglutide' } })
    planned.send({ type: 'SET_DOSE', schedule: [0.25, 0.5, 1] }, { type: 'NEXT' })
    expect(planned.current()).toBe('10')
    planned.send({ type: 'SET_DOSE', schedule: [2.4, 1, 1] }, { type: 'NEXT' })
    expect(planned.current()).toBe('10')
    planned.send({ type: 'SET_DOSE', schedule: [2.4, 2.4, 1.7] }, { type: 'NEXT' })
    expect(planned.actor.getSnapshot().matches({ answering: 'confirmation' })).toBe(true)
  })

  it('Submit of a plan the planner no longer offers (a kept plan, a changed answer): back to the dose question, with the reason, and nothing sent', () => {
    const { actor, send, current, submitted } = everyType({ ...at(null, { ...answeredAll, 5: '2.4' }, [0.25, 0.5, 1]), dosePlan: { drug: 'semaglutide' } })
    send({ type: 'SUBMIT' })
    expect(current()).toBe('10')
    expect(actor.getSnapshot().context.run.notice).toBe(questionnaireRunMessages.doseNotOffered)
    expect(submitted).toEqual([])
  })

  it('image_upload: Uploaded! and half a second later the next question; a move before then cancels it', () => {
    const { send, current, clock, progressed } = everyType(at('8'))
    send({ type: 'UPLOADED', questionId: '8', filename: 'uploads/id-photo.jpg' })
    clock.increment(499)
    expect(current()).toBe('8')
    clock.increment(1)
    expect(current()).toBe('9')
    expect(progressed.at(-1)).toEqual(expect.objectContaining({ answers: { 8: 'uploads/id-photo.jpg' }, currentQuestionId: '9' }))
    send({ type: 'BACK' })
    expect(current()).toBe('8')
    send({ type: 'UPLOADED', questionId: '8', filename: 'uploads/id-photo.jpg' }, { type: 'BACK' })
    clock.increment(1000)
    expect(current()).toBe('7')
  })

  it("informational without a Next button: landing on it opens 'We Cannot Proceed'; Process Refund ends the form", async () => {
    const { actor, send, refunds } = everyType()
    send({ type: 'ANSWER', questionId: '0', answer: 'Yes' }, { type: 'NEXT' })
    expect(actor.getSnapshot().matches({ answering: 'disqualified' })).toBe(true)
    expect(actor.getSnapshot().context.run.popup?.description).toContain('not safe during pregnancy')
    send({ type: 'PROCESS_REFUND' })
    expect(questionnaireViewOf(actor.getSnapshot()).refund.pending).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(refunds.map(({ questionId }) => questionId)).toEqual(['1'])
    expect(refunds[0]?.description).toContain('not safe during pregnancy')
    expect(questionnaireViewOf(actor.getSnapshot()).refund).toEqual({ pending: false, error: null, done: true })
    expect(actor.getSnapshot().output).toEqual({ outcome: 'refunded' })
  })

  it('Resubmit Form closes the popup on the question without Next; Go Back returns to the pregnancy question', () => {
    const { actor, send, current } = everyType()
    send({ type: 'ANSWER', questionId: '0', answer: 'Yes' }, { type: 'NEXT' }, { type: 'RESUBMIT' })
    expect(actor.getSnapshot().matches({ answering: 'question' })).toBe(true)
    expect(current()).toBe('1')
    send({ type: 'BACK' })
    expect(current()).toBe('0')
  })

  it('an answer of an important question that opens a question with a description: that description; another answer goes on', () => {
    const { actor, send, current } = everyType(at('3', { 0: 'No' }))
    send({ type: 'TOGGLE_OPTION', questionId: '3', title: 'Medullary thyroid cancer or MEN2' }, { type: 'NEXT' })
    expect(actor.getSnapshot().context.run.popup?.description).toContain('rules out GLP-1 treatment')
    send({ type: 'RESUBMIT' }, { type: 'TOGGLE_OPTION', questionId: '3', title: 'None of the above' }, { type: 'NEXT' })
    expect(current()).toBe('4')
  })

  it('a refund that could not be made: the popup stays with the reason', async () => {
    const { actor, send } = everyType(at('1', { 0: 'Yes' }), {
      refund: async () => ({ ok: false, message: 'The refund could not be made. Please contact support.' }),
    })
    expect(actor.getSnapshot().matches({ answering: { disqualified: 'open' } })).toBe(true)
    send({ type: 'PROCESS_REFUND' })
    await waitFor(actor, (snapshot) => snapshot.context.refundError !== null)
    expect(questionnaireViewOf(actor.getSnapshot()).refund).toEqual({
      pending: false,
      error: 'The refund could not be made. Please contact support.',
      done: false,
    })
  })

  it('the confirmation step: Submit sends every answer and the dose plan; Back opens the question the document names (8)', async () => {
    const { actor, send, submitted } = everyType(at(null, answeredAll, [0.25, 0.5, 1]))
    expect(actor.getSnapshot().matches({ answering: 'confirmation' })).toBe(true)
    send({ type: 'SUBMIT' })
    expect(questionnaireViewOf(actor.getSnapshot()).phase).toBe('submitting')
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(submitted).toEqual([expect.objectContaining({ answers: answeredAll, doseSchedule: [0.25, 0.5, 1] })])
    expect(questionnaireViewOf(actor.getSnapshot()).phase).toBe('submitted')
    const back = everyType(at(null, answeredAll, [0.25, 0.5, 1]))
    back.send({ type: 'BACK' })
    expect(back.current()).toBe('8')
  })

  it('Submit with a follow-up left open: back to its question, with the reason, and nothing sent', () => {
    const { actor, send, current, submitted } = everyType(at(null, { ...answeredAll, '3a': '' }, [0.25, 0.5, 1]))
    send({ type: 'SUBMIT' })
    expect(current()).toBe('3')
    expect(actor.getSnapshot().context.run.notice).toBe('Please answer the follow-up questions before submitting.')
    expect(submitted).toEqual([])
  })

  it('a failed submit: the message and Try again; every answer is kept', async () => {
    const { actor, send } = everyType(at(null, answeredAll, [0.25, 0.5, 1]), {
      submit: async () => ({ ok: false, message: 'We could not send your answers. Please try again.' }),
    })
    send({ type: 'SUBMIT' })
    await waitFor(actor, (snapshot) => snapshot.matches('submitFailed'))
    expect(questionnaireViewOf(actor.getSnapshot())).toMatchObject({
      phase: 'submitFailed',
      submitError: 'We could not send your answers. Please try again.',
      run: { answers: answeredAll },
    })
  })

  it('Back clears the answer of the question it leaves', () => {
    const { actor, send, current } = start({
      document: everyTypeDocument,
      context: maleInTexas,
      input: at('5', { 0: 'No', 3: ['None of the above'], 4: 210, 5: '0.5' }),
    })
    send({ type: 'BACK' })
    expect(current()).toBe('4')
    expect(actor.getSnapshot().context.run.answers).toEqual({ 0: 'No', 3: ['None of the above'], 4: 210 })
    send({ type: 'NEXT' })
    expect(current()).toBe('5')
  })

  it('after a possible crash: Start over begins again and replaces the server draft; an answer instead means continue', () => {
    const offered = everyType({ ...at('6', { 0: 'No', 3: ['None of the above'], 4: 210, 5: '0.5' }), resumeOffer: { savedAt: '2026-11-24T10:00:00.000Z' } })
    expect(questionnaireViewOf(offered.actor.getSnapshot()).resumeOffer).toEqual({ savedAt: '2026-11-24T10:00:00.000Z' })
    offered.send({ type: 'START_OVER' })
    expect(questionnaireViewOf(offered.actor.getSnapshot()).resumeOffer).toBeNull()
    expect(offered.current()).toBe('0')
    offered.clock.increment(AUTOSAVE_DEBOUNCE_MS)
    expect(offered.drafts).toEqual([expect.objectContaining({ answers: {}, currentQuestionId: '0' })])

    const answered = everyType({ ...at('6', { 0: 'No', 3: ['None of the above'], 4: 210, 5: '0.5' }), resumeOffer: { savedAt: '2026-11-24T10:00:00.000Z' } })
    answered.send({ type: 'ANSWER', questionId: '6', answer: 'None' }, { type: 'NEXT' })
    expect(questionnaireViewOf(answered.actor.getSnapshot()).resumeOffer).toBeNull()
    expect(answered.current()).toBe('7')
  })

  it("the admin's live preview: nothing saved or sent; an edit that removes the question on screen shows the next visible one", () => {
    const preview = everyType({ ...at(null, answeredAll, [0.25, 0.5, 1]), preview: true })
    preview.send({ type: 'SUBMIT' })
    expect(preview.submitted).toEqual([])
    expect(preview.actor.getSnapshot().matches({ answering: 'confirmation' })).toBe(true)
    preview.send({ type: 'BACK' })
    preview.clock.increment(10_000)
    expect(preview.current()).toBe('8')
    expect(preview.progressed).toEqual([])
    expect(preview.drafts).toEqual([])
    expect(progressKeysIn(preview.storage)).toEqual([])

    const removed = everyType({ ...at('4', { 0: 'No', 3: ['None of the above'] }), preview: true })
    removed.send({
      type: 'DOCUMENT_CHANGED',
      document: { ...everyTypeDocument, questions: everyTypeDocument.questions.filter((question) => question.id !== 4) },
    })
    expect(removed.current()).toBe('5')
  })
})

describe('questionnaire machine: the autosave', () => {
  it('sends the server draft once the patient pauses (the autosaveDebounce delay), the last change only', () => {
    const { send, clock, drafts, store } = everyType()
    send({ type: 'ANSWER', questionId: '0', answer: 'Yes' })
    clock.increment(AUTOSAVE_DEBOUNCE_MS - 1)
    send({ type: 'ANSWER', questionId: '0', answer: 'No' })
    clock.increment(AUTOSAVE_DEBOUNCE_MS - 1)
    expect(drafts).toEqual([])
    // This device keeps every change at once.
    expect(store.load()?.progress.answers).toEqual({ 0: 'No' })
    clock.increment(1)
    expect(drafts).toEqual([expect.objectContaining({ questionnaireId: 'q1', version: 'v1', answers: { 0: 'No' }, currentQuestionId: '0' })])
    clock.increment(10 * AUTOSAVE_DEBOUNCE_MS)
    expect(drafts).toHaveLength(1)
  })

  it('leaving the page sends a pending draft at once, through the action that outlives the page', () => {
    const { send, clock, drafts, leaving } = everyType()
    send({ type: 'LEAVE' })
    expect(leaving).toEqual([])
    send({ type: 'ANSWER', questionId: '0', answer: 'No' }, { type: 'LEAVE' })
    expect(leaving).toEqual([expect.objectContaining({ answers: { 0: 'No' } })])
    clock.increment(AUTOSAVE_DEBOUNCE_MS)
    expect(drafts).toEqual([])
  })

  it('answers restored from this device reach the server draft once the patient lands, even with no change', () => {
    const storage = memoryStorage()
    const first = everyType({}, { storage })
    first.send({ type: 'ANSWER', questionId: '0', answer: 'No' })
    // The page went away before the debounce ran out, and the send on leaving was lost.
    expect(first.drafts).toEqual([])
    first.actor.stop()

    const again = everyType({}, { storage })
    expect(again.actor.getSnapshot().context.run.answers).toEqual({ 0: 'No' })
    again.clock.increment(AUTOSAVE_DEBOUNCE_MS)
    expect(again.drafts).toEqual([expect.objectContaining({ answers: { 0: 'No' } })])
    again.clock.increment(10 * AUTOSAVE_DEBOUNCE_MS)
    expect(again.drafts).toHaveLength(1)

    // Nothing on this device: nothing to send.
    const fresh = everyType()
    fresh.clock.increment(10 * AUTOSAVE_DEBOUNCE_MS)
    expect(fresh.drafts).toEqual([])
  })

  it('sends nothing after the answers were submitted', async () => {
    const { actor, send, clock, drafts } = everyType(at(null, answeredAll, [0.25, 0.5, 1]))
    send(
      { type: 'BACK' },
      { type: 'NEXT' },
      { type: 'NEXT' },
      { type: 'NEXT' },
      { type: 'SET_DOSE', schedule: [0.25, 0.5, 1] },
      { type: 'NEXT' },
      { type: 'SUBMIT' },
    )
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    clock.increment(AUTOSAVE_DEBOUNCE_MS)
    expect(drafts).toEqual([])
  })
})

describe('questionnaire machine: a version the server no longer takes (ADR 086)', () => {
  const replaced = { ok: false as const, message: 'This form has been updated since you opened it.', versionReplaced: true }

  it('a submit refused for its version: the message and the current form offered, not Try again; the page is then loaded again', async () => {
    const { actor, send } = everyType(at(null, answeredAll, [0.25, 0.5, 1]), { submit: async () => replaced })
    send({ type: 'SUBMIT' })
    await waitFor(actor, (snapshot) => snapshot.matches('versionReplaced'))
    expect(questionnaireViewOf(actor.getSnapshot())).toMatchObject({ versionReplaced: replaced.message, submitError: null })
    // Submit again is not offered: the same version would be refused again.
    send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().matches('versionReplaced')).toBe(true)
    send({ type: 'LOAD_CURRENT' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({ outcome: 'reload' })
  })

  it('an autosave refused for its version: the form stops and offers the current one; nothing more is sent on the old version', async () => {
    const { actor, send, clock, drafts } = everyType({}, { saveDraft: async () => replaced })
    send({ type: 'ANSWER', questionId: '0', answer: 'No' })
    clock.increment(AUTOSAVE_DEBOUNCE_MS)
    await waitFor(actor, (snapshot) => snapshot.matches('versionReplaced'))
    expect(questionnaireViewOf(actor.getSnapshot()).versionReplaced).toBe(replaced.message)
    send({ type: 'ANSWER', questionId: '0', answer: 'Yes' })
    clock.increment(10 * AUTOSAVE_DEBOUNCE_MS)
    expect(drafts).toHaveLength(1)
    expect(actor.getSnapshot().context.run.answers).toEqual({ 0: 'No' })
  })

  it('any other autosave answer changes nothing: the form goes on', async () => {
    const { actor, send, clock } = everyType({}, { saveDraft: async () => ({ ok: false, message: 'Server busy' }) })
    send({ type: 'ANSWER', questionId: '0', answer: 'No' })
    clock.increment(AUTOSAVE_DEBOUNCE_MS)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().matches('answering')).toBe(true)
    expect(questionnaireViewOf(actor.getSnapshot()).versionReplaced).toBeNull()
  })
})

describe('questionnaire machine properties', () => {
  const contexts = fc.record({
    gender: fc.constantFrom('Male' as const, 'Female' as const),
    userState: fc.constantFrom('CA', 'TX', 'FL'),
    formType: fc.constantFrom('medical' as const, 'bareMeds' as const),
  })
  // Steps pick among answers that fit the question on screen, so sequences get deep into the form.
  const steps = fc.array(
    fc.oneof(
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('answer' as const), pick: fc.nat(), followUp: fc.boolean() }) },
      { weight: 3, arbitrary: fc.constant({ kind: 'next' as const }) },
      {
        weight: 1,
        arbitrary: fc.constantFrom({ kind: 'back' as const }, { kind: 'resubmit' as const }, { kind: 'submit' as const }, { kind: 'blank' as const }),
      },
    ),
    { maxLength: 60 },
  )
  const fitting = (question: Question | undefined): Answer[] => {
    switch (question?.question_type) {
      case 'single_option':
      case 'multiple_option':
        return (question.options ?? []).map((option) => option.title)
      case 'integer':
        return [5, 'x']
      case undefined:
        return []
      default:
        return ['some text', 'photo.jpg']
    }
  }

  it('never lands on a hidden question, and a reload loses no answer', () => {
    fc.assert(
      fc.property(contexts, steps, (patient, sequence) => {
        const context: QuestionnaireContext = { answers: {}, ...patient }
        const clock = new SimulatedClock()
        const storage = memoryStorage()
        const { actor, send } = start({ context, clock, storage })
        for (const step of sequence) {
          const snapshot = actor.getSnapshot()
          if (snapshot.status !== 'active') break
          const id = snapshot.context.run.currentQuestionId
          const question = sampleQuestionnaire.questions.find((candidate) => String(candidate.id) === id)
          if (step.kind === 'answer' && id !== null) {
            const answers = fitting(question)
            const answer = answers[step.pick % Math.max(1, answers.length)]
            if (step.followUp && id === '1') send({ type: 'ANSWER', questionId: 'f1', answer: 'Type 2' })
            else if (question?.question_type === 'multiple_option' && typeof answer === 'string') send({ type: 'TOGGLE_OPTION', questionId: id, title: answer })
            else send({ type: 'ANSWER', questionId: id, answer })
          }
          if (step.kind === 'blank' && id !== null) send({ type: 'ANSWER', questionId: id, answer: '' })
          if (step.kind === 'next') send({ type: 'NEXT' })
          if (step.kind === 'back') send({ type: 'BACK' })
          if (step.kind === 'resubmit') send({ type: 'RESUBMIT' })
          if (step.kind === 'submit') send({ type: 'SUBMIT' })
          const after = actor.getSnapshot()
          const current = after.context.run.currentQuestionId
          if (after.status === 'active' && current !== null) {
            const landed = sampleQuestionnaire.questions.find((candidate) => String(candidate.id) === current)
            expect(landed && isQuestionVisible(sampleQuestionnaire, landed, { ...context, answers: after.context.run.answers })).toBe(true)
          }
        }
        const last = actor.getSnapshot()
        actor.stop()
        if (last.status !== 'active') return
        const reloaded = start({ context, clock, storage }).actor.getSnapshot().context.run
        expect(reloaded.answers).toEqual(last.context.run.answers)
        expect(reloaded.doseSchedule).toEqual(last.context.run.doseSchedule)
      }),
      { numRuns: 200 },
    )
    // 200 runs of up to 60 events, every change scheduling the autosave on the simulated clock: about 5 s on two shared cores.
  }, 30_000)
})
