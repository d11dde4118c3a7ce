import { intakeMessages, type IntakeAnswers } from '@telehealth/domain'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { IntakeFormValues } from './intake-form-values.ts'
import { serializeIntakeProgress, type IntakeProgress } from './intake-progress.ts'
import type { IntakeStepName } from './intake-steps.ts'
import { intakeStepOnScreen, newFunnelStepOnScreen, oldFunnelSlideOnScreen } from './intake-view.ts'
import { intakeMachine, type IntakeMachineInput, type SubmitIntakeInput, type SubmitIntakeOutput } from './intake.machine.ts'

const NOW = '2025-06-01T12:00:00.000Z'

/** A visitor who passes every step of the new funnel. */
const good: Record<Exclude<IntakeStepName, 'terms' | 'contact'>, IntakeFormValues> = {
  welcome: { agreed_to_terms: true },
  state: { state: 'TX' },
  name: { first_name: 'Ann', last_name: 'Lee' },
  gender: { gender: 'Female' },
  email: { email: 'ann@example.com', agreed_to_email: true },
  phone: { phone_area: '555', phone_prefix: '234', phone_line: '5678' },
  body: { height_feet: '5', height_inches: '6', weight: '200' },
  dateOfBirth: { dob_month: '4', dob_day: '15', dob_year: '1980' },
  goalWeight: { desired_weight: '160' },
}

const goodContact: IntakeFormValues = {
  ...good.state,
  ...good.name,
  ...good.gender,
  ...good.email,
  ...good.phone,
  agreed_to_text: 'Yes',
  form_step2_agree: true,
}

const expectedAnswers: IntakeAnswers = {
  agreed_to_terms: true,
  state: 'TX',
  first_name: 'Ann',
  last_name: 'Lee',
  gender: 'Female',
  email: 'ann@example.com',
  agreed_to_email: true,
  phone: { areaCode: '555', prefix: '234', line: '5678' },
  height_feet: 5,
  height_inches: 6,
  weight: 200,
  dateOfBirth: { year: 1980, month: 4, day: 15 },
  desired_weight: 160,
}

type Submit = (input: SubmitIntakeInput) => Promise<SubmitIntakeOutput>

function start(input: IntakeMachineInput = {}, submit: Submit = async () => ({ redirectTo: '/result' })) {
  const machine = intakeMachine.provide({
    actors: { submitIntake: fromPromise<SubmitIntakeOutput, SubmitIntakeInput>(({ input: submitted }) => submit(submitted)) },
  })
  return createActor(machine, { input: { now: NOW, ...input } }).start()
}

type Actor = ReturnType<typeof start>

function submit(actor: Actor, values: IntakeFormValues) {
  actor.send({ type: 'step.submit', values })
}

function advanceTo(actor: Actor, step: IntakeStepName) {
  for (const [name, values] of Object.entries(good)) {
    if (name === step) return
    submit(actor, values)
  }
}

describe('new funnel: happy path', () => {
  it('starts on the welcome step with the consent ticked', () => {
    const actor = start()
    expect(actor.getSnapshot().value).toBe('welcome')
    expect(newFunnelStepOnScreen(actor.getSnapshot().context)).toBe('welcome')
    expect(oldFunnelSlideOnScreen(start({ funnel: 'old' }).getSnapshot().context)).toBe('terms')
    expect(actor.getSnapshot().context.values.agreed_to_terms).toBe(true)
    expect(actor.getSnapshot().hasTag('step')).toBe(true)
  })

  it('walks the nine steps in order and submits the collected answers', async () => {
    const received = vi.fn<Submit>(async () => ({ redirectTo: '/?step=result' }))
    const actor = start({}, received)
    const seen: string[] = []
    for (const values of Object.values(good)) {
      seen.push(String(actor.getSnapshot().value))
      submit(actor, values)
    }
    expect(seen).toEqual(['welcome', 'state', 'name', 'gender', 'email', 'phone', 'body', 'dateOfBirth', 'goalWeight'])
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(intakeStepOnScreen(actor.getSnapshot().context)).toBe('goalWeight')
    expect(newFunnelStepOnScreen(actor.getSnapshot().context)).toBe('goalWeight')
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(actor.getSnapshot().value).toBe('submitted')
    expect(actor.getSnapshot().output).toEqual({ status: 'submitted', redirectTo: '/?step=result' })
    expect(received).toHaveBeenCalledOnce()
    const input = received.mock.calls[0]?.[0]
    expect(input?.funnel).toBe('new')
    expect(input?.answers).toEqual(expectedAnswers)
    expect(input?.values).toMatchObject({ ...good.phone, ...good.dateOfBirth, desired_weight: '160' })
  })

  it('normalises what the schemas normalise (state code, trimmed names)', () => {
    const actor = start()
    submit(actor, good.welcome)
    submit(actor, { state: 'tx' })
    submit(actor, { first_name: '  Ann ', last_name: 'Lee' })
    expect(actor.getSnapshot().context.answers).toMatchObject({ state: 'TX', first_name: 'Ann' })
  })

  it('strips non-digits from the phone boxes as the domain does', () => {
    const actor = start()
    advanceTo(actor, 'phone')
    submit(actor, { phone_area: '(555', phone_prefix: '234-', phone_line: '56 78' })
    expect(actor.getSnapshot().value).toBe('body')
    expect(actor.getSnapshot().context.answers.phone).toEqual({ areaCode: '555', prefix: '234', line: '5678' })
  })

  it('ignores fields that belong to another step', () => {
    const actor = start()
    advanceTo(actor, 'name')
    submit(actor, { ...good.name, state: 'CA', weight: '300' })
    expect(actor.getSnapshot().context.values.state).toBe('TX')
    expect(actor.getSnapshot().context.values.weight).toBeUndefined()
  })
})

describe('new funnel: each message of the spec', () => {
  const cases: [IntakeStepName, IntakeFormValues, Record<string, string>][] = [
    ['welcome', { agreed_to_terms: false }, { agreed_to_terms: intakeMessages.termsRequired }],
    ['state', {}, { state: intakeMessages.stateRequired }],
    ['state', { state: 'ZZ' }, { state: intakeMessages.stateRequired }],
    ['name', { first_name: 'Ann', last_name: ' ' }, { last_name: intakeMessages.nameRequired }],
    ['name', {}, { first_name: intakeMessages.nameRequired, last_name: intakeMessages.nameRequired }],
    ['gender', {}, { gender: intakeMessages.genderRequired }],
    ['gender', { gender: 'Other' }, { gender: intakeMessages.genderRequired }],
    ['email', { email: 'ann @example.com', agreed_to_email: true }, { email: intakeMessages.emailInvalid }],
    ['email', { email: 'ann@example.com', agreed_to_email: false }, { agreed_to_email: intakeMessages.emailConsentRequired }],
    ['phone', { phone_area: '555', phone_prefix: '23', phone_line: '5678' }, { phone_prefix: intakeMessages.phoneInvalid }],
    ['body', { height_feet: '3', height_inches: '6', weight: '200' }, { height_feet: intakeMessages.heightInvalid }],
    ['body', { height_feet: '5', height_inches: '12', weight: '200' }, { height_inches: intakeMessages.heightInvalid }],
    ['body', { height_feet: '5', height_inches: '6', weight: '79' }, { weight: intakeMessages.weightInvalid }],
    ['body', { height_feet: '5', height_inches: '6', weight: '701' }, { weight: intakeMessages.weightInvalid }],
    ['dateOfBirth', { dob_month: '4', dob_day: '', dob_year: '1980' }, { dob_day: intakeMessages.dateOfBirthIncomplete }],
    ['dateOfBirth', { dob_month: '2', dob_day: '30', dob_year: '1980' }, { dob_year: intakeMessages.dateOfBirthInvalid }],
    ['dateOfBirth', { dob_month: '1', dob_day: '1', dob_year: '1923' }, { dob_year: intakeMessages.dateOfBirthInvalid }],
    ['dateOfBirth', { dob_month: '12', dob_day: '1', dob_year: '2025' }, { dob_year: intakeMessages.dateOfBirthInvalid }],
    ['goalWeight', { desired_weight: '' }, { desired_weight: intakeMessages.desiredWeightInvalid }],
    ['goalWeight', { desired_weight: '79' }, { desired_weight: intakeMessages.desiredWeightInvalid }],
    ['goalWeight', { desired_weight: '200' }, { desired_weight: intakeMessages.desiredWeightNotBelowCurrent }],
  ]

  it.each(cases)('%s with %j stays and says %j', (step, values, errors) => {
    const actor = start()
    advanceTo(actor, step)
    expect(actor.getSnapshot().value).toBe(step)
    submit(actor, values)
    expect(actor.getSnapshot().value).toBe(step)
    expect(actor.getSnapshot().context.errors).toEqual(errors)
    // The typed values are kept, so the form shows them again.
    expect(actor.getSnapshot().context.values).toMatchObject(values)
  })

  it('clears the messages once the step passes', () => {
    const actor = start()
    advanceTo(actor, 'name')
    submit(actor, {})
    submit(actor, good.name)
    expect(actor.getSnapshot().value).toBe('gender')
    expect(actor.getSnapshot().context.errors).toEqual({})
  })

  it('field.change keeps what is typed and clears that field message only', () => {
    const actor = start()
    advanceTo(actor, 'name')
    submit(actor, {})
    actor.send({ type: 'field.change', values: { first_name: 'An', weight: '1' } })
    const { context } = actor.getSnapshot()
    expect(context.values.first_name).toBe('An')
    expect(context.values.weight).toBeUndefined()
    expect(context.errors).toEqual({ last_name: intakeMessages.nameRequired })
    expect(actor.getSnapshot().value).toBe('name')
  })
})

describe('back navigation', () => {
  it('goes back one step at a time keeping the answers, never before the first', () => {
    const actor = start()
    advanceTo(actor, 'email')
    actor.send({ type: 'step.back' })
    expect(actor.getSnapshot().value).toBe('gender')
    actor.send({ type: 'step.back' })
    expect(actor.getSnapshot().value).toBe('name')
    expect(actor.getSnapshot().context.values).toMatchObject(good.name)
    actor.send({ type: 'step.back' })
    actor.send({ type: 'step.back' })
    expect(actor.getSnapshot().value).toBe('welcome')
    actor.send({ type: 'step.back' })
    expect(actor.getSnapshot().value).toBe('welcome')
  })

  it('clears the messages of the step left behind', () => {
    const actor = start()
    advanceTo(actor, 'email')
    submit(actor, {})
    actor.send({ type: 'step.back' })
    expect(actor.getSnapshot().context.errors).toEqual({})
  })

  it('re-checks the goal weight against a weight changed after going back', () => {
    const actor = start()
    advanceTo(actor, 'goalWeight')
    actor.send({ type: 'step.back' })
    actor.send({ type: 'step.back' })
    expect(actor.getSnapshot().value).toBe('body')
    submit(actor, { ...good.body, weight: '150' })
    submit(actor, good.dateOfBirth)
    submit(actor, good.goalWeight)
    expect(actor.getSnapshot().context.errors).toEqual({ desired_weight: intakeMessages.desiredWeightNotBelowCurrent })
  })
})

describe('dead ends', () => {
  it.each(['LA', 'MS', 'AL', 'la'])('a blocked state (%s) ends the visit with the spec message', (state) => {
    const submitIntake = vi.fn<Submit>()
    const actor = start({}, submitIntake)
    submit(actor, good.welcome)
    submit(actor, { state })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('disqualified')
    expect(snapshot.status).toBe('done')
    expect(snapshot.output).toEqual({
      status: 'disqualified',
      reason: 'blockedState',
      message: intakeMessages.stateBlocked,
      redirectTo: `/sorry?message=${encodeURIComponent(intakeMessages.stateBlocked)}`,
      answers: { agreed_to_terms: true, state: state.toUpperCase() },
    })
    expect(submitIntake).not.toHaveBeenCalled()
  })

  it('uses the blocked list from input (a CMS setting)', () => {
    const actor = start({ blockedStates: ['TX'] })
    submit(actor, good.welcome)
    submit(actor, { state: 'LA' })
    expect(actor.getSnapshot().value).toBe('name')
    const other = start({ blockedStates: ['TX'] })
    submit(other, good.welcome)
    submit(other, { state: 'TX' })
    expect(other.getSnapshot().value).toBe('disqualified')
  })

  it('an applicant under 18 ends the visit at the final submit', () => {
    const submitIntake = vi.fn<Submit>()
    const actor = start({}, submitIntake)
    advanceTo(actor, 'dateOfBirth')
    submit(actor, { dob_month: '1', dob_day: '1', dob_year: '2008' })
    expect(actor.getSnapshot().value).toBe('goalWeight')
    submit(actor, good.goalWeight)
    expect(actor.getSnapshot().output).toMatchObject({ status: 'disqualified', reason: 'underage', message: intakeMessages.underage })
    expect(submitIntake).not.toHaveBeenCalled()
  })

  it('a 17-year-old born in 2007 before the cut-off date is caught by age, and a birthday today passes', () => {
    const late = start({ now: '2025-06-01T12:00:00.000Z', minimumAge: 18 })
    advanceTo(late, 'dateOfBirth')
    submit(late, { dob_month: '6', dob_day: '2', dob_year: '2007' })
    submit(late, good.goalWeight)
    expect(late.getSnapshot().output).toMatchObject({ reason: 'underage' })
    const birthday = start({ now: '2025-06-01T12:00:00.000Z', minimumAge: 18 })
    advanceTo(birthday, 'dateOfBirth')
    submit(birthday, { dob_month: '6', dob_day: '1', dob_year: '2007' })
    submit(birthday, good.goalWeight)
    expect(birthday.getSnapshot().value).toBe('submitting')
  })
})

describe('submitting', () => {
  it('a failed submit stays on the last step with every answer and the spec banner; retry succeeds', async () => {
    let attempts = 0
    const actor = start({}, async () => {
      attempts += 1
      if (attempts === 1) throw new Error('500')
      return { redirectTo: '/?step=result' }
    })
    advanceTo(actor, 'goalWeight')
    submit(actor, good.goalWeight)
    await waitFor(actor, (snapshot) => snapshot.context.formError !== null)
    const failed = actor.getSnapshot()
    expect(failed.value).toBe('goalWeight')
    expect(failed.context.formError).toBe(intakeMessages.submitFailed)
    expect(failed.context.answers).toEqual(expectedAnswers)
    expect(failed.context.values.desired_weight).toBe('160')

    actor.send({ type: 'submit.retry' })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(actor.getSnapshot().context.formError).toBeNull()
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(actor.getSnapshot().output).toEqual({ status: 'submitted', redirectTo: '/?step=result' })
    expect(attempts).toBe(2)
  })

  it('pressing the button again after a failure re-checks and submits', async () => {
    let attempts = 0
    const actor = start({}, async () => {
      attempts += 1
      if (attempts === 1) throw new Error('offline')
      return { redirectTo: '/done' }
    })
    advanceTo(actor, 'goalWeight')
    submit(actor, good.goalWeight)
    await waitFor(actor, (snapshot) => snapshot.context.formError !== null)
    submit(actor, good.goalWeight)
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(attempts).toBe(2)
  })

  it('ignores a second submit, back and retry while the first is under way', async () => {
    let release: (value: SubmitIntakeOutput) => void = () => undefined
    const submitIntake = vi.fn<Submit>(() => new Promise((resolve) => (release = resolve)))
    const actor = start({}, submitIntake)
    advanceTo(actor, 'goalWeight')
    submit(actor, good.goalWeight)
    submit(actor, good.goalWeight)
    actor.send({ type: 'step.back' })
    actor.send({ type: 'submit.retry' })
    expect(actor.getSnapshot().value).toBe('submitting')
    release({ redirectTo: '/r' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(submitIntake).toHaveBeenCalledOnce()
  })

  it('retry does nothing before a failure', () => {
    const actor = start()
    advanceTo(actor, 'goalWeight')
    actor.send({ type: 'submit.retry' })
    expect(actor.getSnapshot().value).toBe('goalWeight')
  })

  it('without a provided submitIntake the stub fails into the banner', async () => {
    const actor = createActor(intakeMachine, { input: { now: NOW } }).start()
    for (const values of Object.values(good)) actor.send({ type: 'step.submit', values })
    await waitFor(actor, (snapshot) => snapshot.context.formError !== null)
    expect(actor.getSnapshot().value).toBe('goalWeight')
  })
})

describe('resume', () => {
  function progress(step: IntakeStepName, values: IntakeFormValues, funnel: 'new' | 'old' = 'new'): IntakeProgress {
    return { version: 1, funnel, step, values }
  }
  const allGood = Object.assign({}, ...Object.values(good)) as IntakeFormValues

  it('resumes at the saved step with the answers rebuilt', () => {
    const actor = start({ progress: progress('phone', allGood) })
    expect(actor.getSnapshot().value).toBe('phone')
    expect(actor.getSnapshot().context.answers).toMatchObject({ state: 'TX', email: 'ann@example.com' })
    expect(actor.getSnapshot().context.values.phone_area).toBe('555')
  })

  it('stops at the first saved step that no longer passes', () => {
    const actor = start({ progress: progress('goalWeight', { ...allGood, email: 'not an email' }) })
    expect(actor.getSnapshot().value).toBe('email')
    expect(actor.getSnapshot().context.values.email).toBe('not an email')
  })

  it('does not skip past a blocked state', () => {
    const actor = start({ progress: progress('name', { ...allGood, state: 'LA' }) })
    expect(actor.getSnapshot().value).toBe('state')
  })

  it('ignores progress saved by the other funnel', () => {
    const actor = start({ progress: progress('body', allGood, 'old') })
    expect(actor.getSnapshot().value).toBe('welcome')
  })

  it('round-trips through serializeIntakeProgress and can then submit', async () => {
    const first = start()
    advanceTo(first, 'dateOfBirth')
    const saved = serializeIntakeProgress(first.getSnapshot().context)
    expect(saved.step).toBe('dateOfBirth')
    const second = start({ progress: JSON.parse(JSON.stringify(saved)) as IntakeProgress })
    expect(second.getSnapshot().value).toBe('dateOfBirth')
    submit(second, good.dateOfBirth)
    submit(second, good.goalWeight)
    await waitFor(second, (snapshot) => snapshot.status === 'done')
    expect(second.getSnapshot().output).toMatchObject({ status: 'submitted' })
  })
})

describe('old funnel (/sign-up)', () => {
  it('runs terms, contact, date of birth, body, goal weight and submits', async () => {
    const received = vi.fn<Submit>(async () => ({ redirectTo: '/weight-loss-report?desiredWeight=160' }))
    const actor = start({ funnel: 'old' }, received)
    const seen: string[] = []
    for (const values of [good.welcome, goodContact, good.dateOfBirth, good.body, good.goalWeight]) {
      seen.push(String(actor.getSnapshot().value))
      submit(actor, values)
    }
    expect(seen).toEqual(['terms', 'contact', 'dateOfBirth', 'body', 'goalWeight'])
    expect(oldFunnelSlideOnScreen(actor.getSnapshot().context)).toBe('goalWeight')
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(received.mock.calls[0]?.[0]).toMatchObject({
      funnel: 'old',
      answers: { ...expectedAnswers, agreed_to_text: 'Yes', form_step2_agree: true },
    })
  })

  it.each<[IntakeFormValues, Record<string, string>]>([
    [{}, { state: intakeMessages.stateRequired }],
    [{ state: 'TX' }, { first_name: intakeMessages.nameRequired }],
    [{ ...good.state, ...good.name }, { gender: intakeMessages.genderRequired }],
    [{ ...good.state, ...good.name, ...good.gender }, { email: intakeMessages.emailInvalid }],
    [{ ...good.state, ...good.name, ...good.gender, email: 'a@b.co' }, { agreed_to_email: intakeMessages.emailConsentRequired }],
    [{ ...goodContact, phone_line: '12' }, { phone_line: intakeMessages.phoneInvalid }],
  ])('slide 2 shows one message at a time in the spec order: %j', (values, errors) => {
    const actor = start({ funnel: 'old' })
    submit(actor, good.welcome)
    submit(actor, values)
    expect(actor.getSnapshot().value).toBe('contact')
    expect(actor.getSnapshot().context.errors).toEqual(errors)
  })

  it('text consent and the call/SMS box are optional', () => {
    const actor = start({ funnel: 'old' })
    submit(actor, good.welcome)
    submit(actor, { ...goodContact, agreed_to_text: null, form_step2_agree: false })
    expect(actor.getSnapshot().value).toBe('dateOfBirth')
    expect(actor.getSnapshot().context.answers).toMatchObject({ agreed_to_text: null, form_step2_agree: false })
  })

  it('blocks LA and MS but not AL by default', () => {
    const alabama = start({ funnel: 'old' })
    submit(alabama, good.welcome)
    submit(alabama, { ...goodContact, state: 'AL' })
    expect(alabama.getSnapshot().value).toBe('dateOfBirth')
    const louisiana = start({ funnel: 'old' })
    submit(louisiana, good.welcome)
    submit(louisiana, { ...goodContact, state: 'LA' })
    expect(louisiana.getSnapshot().output).toMatchObject({ status: 'disqualified', reason: 'blockedState' })
  })

  it('checks the goal weight against the weight of slide 4', () => {
    const actor = start({ funnel: 'old' })
    for (const values of [good.welcome, goodContact, good.dateOfBirth, good.body]) submit(actor, values)
    submit(actor, { desired_weight: '250' })
    expect(actor.getSnapshot().context.errors).toEqual({ desired_weight: intakeMessages.desiredWeightNotBelowCurrent })
  })
})
