import { createProgressStore, isQuestionVisible, type Answer, type Question, type QuestionnaireContext, type QuestionnaireDocument } from '@telehealth/domain'
import { sampleQuestionnaire } from '@telehealth/domain/questionnaire/sample.fixture'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { questionnaireMachine, type QuestionnaireMachineEvent, type QuestionnaireResult, type RefundReason } from './questionnaire.machine.ts'

const male: QuestionnaireContext = { answers: {}, gender: 'Male', userState: 'CA', formType: 'medical' }
const HOUR = 60 * 60 * 1000

function memoryStorage() {
  const items = new Map<string, string>()
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) }
}

function start(options: {
  document?: QuestionnaireDocument
  context?: QuestionnaireContext
  clock?: SimulatedClock
  storage?: ReturnType<typeof memoryStorage>
  submit?: (input: unknown) => Promise<QuestionnaireResult>
  refund?: (input: RefundReason) => Promise<QuestionnaireResult>
} = {}) {
  const clock = options.clock ?? new SimulatedClock()
  const storage = options.storage ?? memoryStorage()
  const now = () => new Date(Date.parse('2026-03-01T12:00:00.000Z') + clock.now())
  const store = createProgressStore({ storage, userId: 'p1', formId: 'order-1', now })
  const submitted: unknown[] = []
  const refunds: RefundReason[] = []
  const machine = questionnaireMachine.provide({
    actors: {
      submitAnswers: fromPromise(async ({ input }) => {
        submitted.push(input)
        return options.submit ? options.submit(input) : { ok: true as const }
      }),
      processRefund: fromPromise(async ({ input }) => {
        refunds.push(input)
        return options.refund ? options.refund(input) : { ok: true as const }
      }),
    },
  })
  const actor = createActor(machine, {
    input: { document: options.document ?? sampleQuestionnaire, context: options.context ?? male, progress: { store, questionnaireId: 'q1', version: 'v1' }, now },
    clock,
  }).start()
  const send = (...events: QuestionnaireMachineEvent[]) => events.forEach((event) => actor.send(event))
  const current = () => actor.getSnapshot().context.run.currentQuestionId
  return { actor, send, current, clock, storage, store, submitted, refunds }
}

describe('questionnaire machine', () => {
  it('moves through visible questions, Back clearing the answer it leaves', () => {
    const { actor, send, current } = start()
    expect(actor.getSnapshot().matches({ answering: 'question' })).toBe(true)
    expect(current()).toBe('1')
    send({ type: 'NEXT' })
    expect(current()).toBe('1')
    send({ type: 'TOGGLE_OPTION', questionId: '1', title: 'Gallbladder disease' }, { type: 'NEXT' }, { type: 'ANSWER', questionId: '2', answer: 'Yes' }, { type: 'NEXT' })
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
    send({ type: 'TOGGLE_OPTION', questionId: '1', title: 'None of the above' }, { type: 'NEXT' }, { type: 'ANSWER', questionId: '2', answer: 'No' }, { type: 'NEXT' })
    send({ type: 'ANSWER', questionId: '6', answer: 'Yes' }, { type: 'NEXT' })
    expect(actor.getSnapshot().matches({ answering: 'disqualified' })).toBe(true)
    send({ type: 'RESUBMIT' })
    expect(actor.getSnapshot().matches({ answering: 'question' })).toBe(true)
    send({ type: 'NEXT' })
    send({ type: 'PROCESS_REFUND' })
    await waitFor(actor, (snapshot) => snapshot.context.refundError !== null)
    expect(actor.getSnapshot().matches({ answering: { disqualified: 'open' } })).toBe(true)
    expect(refunds).toEqual([{ questionId: '6', description: 'A history of medullary thyroid cancer rules out GLP-1 treatment.' }])

    const second = start()
    second.send({ type: 'TOGGLE_OPTION', questionId: '1', title: 'None of the above' }, { type: 'NEXT' }, { type: 'ANSWER', questionId: '2', answer: 'No' }, { type: 'NEXT' })
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
    send({ type: 'ANSWER', questionId: 'f1', answer: 'Type 2' }, { type: 'NEXT' }, { type: 'NEXT' }, { type: 'NEXT' }, { type: 'NEXT' }, { type: 'NEXT' }, { type: 'SUBMIT' })
    await waitFor(actor, (snapshot) => snapshot.matches('submitFailed'))
    expect(actor.getSnapshot().context).toMatchObject({ submitError: 'Server busy', run: { answers: { 1: ['Diabetes'], f1: 'Type 2', 2: 'No', 6: 'No' } } })
    send({ type: 'SUBMIT' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(actor.getSnapshot().output).toEqual({ outcome: 'submitted' })
    expect(storage.items.size).toBe(0)
  })

  it('resumes after a closed tab, offers to continue after 5 minutes, and discards progress after 168 hours (simulated clock)', () => {
    const clock = new SimulatedClock()
    const storage = memoryStorage()
    const first = start({ clock, storage })
    first.send({ type: 'TOGGLE_OPTION', questionId: '1', title: 'Diabetes' }, { type: 'ANSWER', questionId: 'f1', answer: 'Type 1' }, { type: 'NEXT' }, { type: 'ANSWER', questionId: '2', answer: 'Yes' })
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
    expect(storage.items.size).toBe(0)
  })

  it('starts over from the resume offer, clearing the saved progress', () => {
    const clock = new SimulatedClock()
    const storage = memoryStorage()
    start({ clock, storage }).send({ type: 'TOGGLE_OPTION', questionId: '1', title: 'Diabetes' })
    clock.increment(10 * 60 * 1000)
    const crashed = start({ clock, storage })
    crashed.send({ type: 'START_OVER' })
    expect(crashed.actor.getSnapshot().context.run.answers).toEqual({})
    expect(storage.items.size).toBe(0)
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
      { weight: 1, arbitrary: fc.constantFrom({ kind: 'back' as const }, { kind: 'resubmit' as const }, { kind: 'submit' as const }, { kind: 'blank' as const }) },
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
  })
})
