import { questionnaireMessages } from '@telehealth/domain'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { preCheckoutAfterPost, preCheckoutMachine, preCheckoutViewOf, type PreCheckoutInput } from './precheckout.machine.ts'

const noRule: PreCheckoutInput['bmiDeadEnds'] = { takesGlp: null, noGlp: null }

function start(input: Partial<PreCheckoutInput> = {}) {
  const actor = createActor(preCheckoutMachine, { input: { cartMedication: 'semaglutide', bmiDeadEnds: noRule, ...input } }).start()
  return { actor, view: () => preCheckoutViewOf(actor.getSnapshot().value), context: () => actor.getSnapshot().context }
}

describe('pre-checkout machine', () => {
  it('Yes goes 1 -> 2 -> 3 -> 4 and Back retraces it', () => {
    const { actor, view, context } = start()
    expect(view()).toEqual({ step: 1, popup: null })
    actor.send({ type: 'step.next' })
    expect(context().stepError).toBe('Please choose Yes or No.')
    actor.send({ type: 'takesGlp.answer', takesGlp: true })
    actor.send({ type: 'step.next' })
    expect(view().step).toBe(2)
    actor.send({ type: 'glpMedication.choose', glpMedication: 'Mounjaro/Zepbound' })
    actor.send({ type: 'step.next' })
    expect(view().step).toBe(3)
    actor.send({ type: 'step.next' })
    expect(context().stepError).toBe('Please choose your current dose.')
    actor.send({ type: 'dose.choose', dose: 12.5 })
    actor.send({ type: 'step.next' })
    expect(view().step).toBe(4)
    actor.send({ type: 'step.back' })
    expect(view().step).toBe(3)
    actor.send({ type: 'step.back' })
    expect(view().step).toBe(2)
    actor.send({ type: 'step.back' })
    expect(view().step).toBe(1)
    expect(context()).toMatchObject({ takesGlp: true, glpMedication: 'Mounjaro/Zepbound', currentDose: 12.5 })
  })

  it('No skips step 2 both ways and keeps no dose', () => {
    const { actor, view, context } = start({ cartMedication: 'tirzepatide' })
    actor.send({ type: 'takesGlp.answer', takesGlp: false })
    actor.send({ type: 'step.next' })
    expect(view().step).toBe(3)
    actor.send({ type: 'step.next' })
    expect(view().step).toBe(4)
    expect(context()).toMatchObject({ takesGlp: false, glpMedication: null, currentDose: null, medication: 'tirzepatide' })
    actor.send({ type: 'step.back' })
    actor.send({ type: 'step.back' })
    expect(view().step).toBe(1)
  })

  it('a tirzepatide dose off the list opens the not-offered popup: Yes takes 10 mg tirzepatide, No chooses again', () => {
    const { actor, view, context } = start()
    actor.send({ type: 'takesGlp.answer', takesGlp: true })
    actor.send({ type: 'step.next' })
    actor.send({ type: 'glpMedication.choose', glpMedication: 'Tirzepatide compound' })
    actor.send({ type: 'step.next' })
    actor.send({ type: 'dose.choose', dose: 'other' })
    actor.send({ type: 'step.next' })
    expect(view()).toEqual({ step: 3, popup: 'notOffered' })
    actor.send({ type: 'proposal.decline' })
    expect(view()).toEqual({ step: 3, popup: null })
    expect(context().currentDose).toBeNull()
    actor.send({ type: 'dose.choose', dose: 17.5 })
    actor.send({ type: 'step.next' })
    expect(view().popup).toBe('notOffered')
    actor.send({ type: 'proposal.accept' })
    expect(view()).toEqual({ step: 4, popup: null })
    expect(context()).toMatchObject({ currentDose: 10, medication: 'tirzepatide' })
  })

  it.each([
    [false, questionnaireMessages.bmiBelow25],
    [true, questionnaireMessages.bmiBelow20],
  ])('the BMI rule for takesGlp=%s stops at step 1 with its message', (takesGlp, message) => {
    const bmiDeadEnds = takesGlp ? { takesGlp: message, noGlp: questionnaireMessages.bmiBelow25 } : { takesGlp: null, noGlp: message }
    const { actor, view, context } = start({ bmiDeadEnds })
    actor.send({ type: 'takesGlp.answer', takesGlp })
    actor.send({ type: 'step.next' })
    expect(view()).toEqual({ step: 1, popup: 'cannotProceed' })
    expect(context().popupMessage).toBe(message)
    actor.send({ type: 'popup.close' })
    expect(view()).toEqual({ step: 1, popup: null })
  })

  it('a failed save shows the error popup and returns to step 4', () => {
    const { actor, view, context } = start()
    actor.send({ type: 'takesGlp.answer', takesGlp: false })
    actor.send({ type: 'step.next' })
    actor.send({ type: 'step.next' })
    actor.send({ type: 'medication.choose', medication: 'tirzepatide' })
    actor.send({ type: 'answers.submit' })
    expect(actor.getSnapshot().value).toBe('submitting')
    actor.send({ type: 'submit.failed', message: 'That plan is not available.' })
    expect(view()).toEqual({ step: 4, popup: 'error' })
    expect(context().popupMessage).toBe('That plan is not available.')
    actor.send({ type: 'popup.close' })
    expect(view()).toEqual({ step: 4, popup: null })
    expect(context().medication).toBe('tirzepatide')
  })

  it('changing the step-2 drug forgets the dose of the other list', () => {
    const { actor, context } = start()
    actor.send({ type: 'takesGlp.answer', takesGlp: true })
    actor.send({ type: 'step.next' })
    actor.send({ type: 'glpMedication.choose', glpMedication: 'Ozempic/Wegovy' })
    actor.send({ type: 'step.next' })
    actor.send({ type: 'dose.choose', dose: 0.5 })
    actor.send({ type: 'step.back' })
    actor.send({ type: 'glpMedication.choose', glpMedication: 'Semaglutide compound' })
    expect(context().currentDose).toBe(0.5)
    actor.send({ type: 'glpMedication.choose', glpMedication: 'Mounjaro/Zepbound' })
    expect(context().currentDose).toBeNull()
  })
})

describe('pre-checkout posts without JavaScript', () => {
  const input: PreCheckoutInput = { cartMedication: 'semaglutide', bmiDeadEnds: { takesGlp: null, noGlp: questionnaireMessages.bmiBelow25 } }

  it('moves one step per post with the same rules as the browser', () => {
    const base = { medication: 'semaglutide' as const }
    expect(preCheckoutAfterPost(input, { ...base, intent: 'next', place: 'takesGlp' })).toMatchObject({
      place: 'takesGlp',
      stepError: 'Please choose Yes or No.',
    })
    expect(preCheckoutAfterPost(input, { ...base, intent: 'next', place: 'takesGlp', takesGlpChoice: 'No' })).toMatchObject({
      place: 'cannotProceed',
      popupMessage: questionnaireMessages.bmiBelow25,
    })
    expect(preCheckoutAfterPost(input, { ...base, intent: 'next', place: 'takesGlp', takesGlpChoice: 'Yes' })).toMatchObject({
      place: 'glpMedication',
      takesGlp: true,
    })
    const atDose = { ...base, takesGlp: 'Yes' as const, glpMedication: 'Tirzepatide compound' as const }
    expect(preCheckoutAfterPost(input, { ...atDose, intent: 'next', place: 'currentDose', currentDoseChoice: 'other' })).toMatchObject({ place: 'notOffered' })
    expect(preCheckoutAfterPost(input, { ...atDose, currentDose: 'other', intent: 'accept', place: 'notOffered' })).toMatchObject({
      place: 'medication',
      currentDose: 10,
      medication: 'tirzepatide',
    })
    expect(preCheckoutAfterPost(input, { ...atDose, currentDose: 5, intent: 'back', place: 'medication' })).toMatchObject({
      place: 'currentDose',
      currentDose: 5,
    })
    expect(preCheckoutAfterPost(input, { ...base, takesGlp: 'No', intent: 'back', place: 'currentDose' })).toMatchObject({ place: 'takesGlp', takesGlp: false })
  })
})
