import { adjustDosesMessages, DEFAULT_MEDICATION_CATALOGUE } from '@telehealth/domain'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ADJUST_DOSES_SEND_FAILED, adjustDosesMachine, adjustDosesStepOf, type AdjustDosesAnswer, type AdjustDosesSubmission } from './adjust-doses.machine.ts'

const order = { orderId: 41, productId: 7, drug: 'tirzepatide' as const, catalogue: DEFAULT_MEDICATION_CATALOGUE }

function start(submit: (input: AdjustDosesSubmission) => Promise<AdjustDosesAnswer> = () => Promise.resolve({ success: true, message: 'Thank you.' })) {
  const sent: AdjustDosesSubmission[] = []
  let wentHome = 0
  const actor = createActor(
    adjustDosesMachine.provide({
      actors: {
        submitAdjustment: fromPromise<AdjustDosesAnswer, AdjustDosesSubmission>(({ input }) => {
          sent.push(input)
          return submit(input)
        }),
      },
      actions: { goHome: () => void (wentHome += 1) },
    }),
    { input: order },
  ).start()
  return { actor, sent, wentHome: () => wentHome, step: () => adjustDosesStepOf(actor.getSnapshot().value) }
}

function planFiveSevenTwelve(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'dose.select', month: 0, doseMg: 5 })
  actor.send({ type: 'dose.select', month: 1, doseMg: 7.5 })
  actor.send({ type: 'dose.select', month: 2, doseMg: 12.5 })
}

function toPhotoWithImage(actor: ReturnType<typeof start>['actor']) {
  planFiveSevenTwelve(actor)
  actor.send({ type: 'step.next' })
  actor.send({ type: 'image.uploaded', url: '/api/files/9' })
}

describe('adjust doses', () => {
  it('needs a dose for every month before step 2, and a choice clears the message', () => {
    const { actor, step } = start()
    actor.send({ type: 'step.next' })
    expect(step()).toBe('doses')
    expect(actor.getSnapshot().context.stepError).toBe(adjustDosesMessages.chooseEveryMonth)
    actor.send({ type: 'dose.select', month: 0, doseMg: 5 })
    expect(actor.getSnapshot().context.stepError).toBeNull()
    actor.send({ type: 'step.next' })
    expect(actor.getSnapshot().context.stepError).toBe(adjustDosesMessages.chooseEveryMonth)
    actor.send({ type: 'dose.select', month: 1, doseMg: 7.5 })
    actor.send({ type: 'dose.select', month: 2, doseMg: 12.5 })
    actor.send({ type: 'step.next' })
    expect(step()).toBe('photo')
    expect(actor.getSnapshot().context.stepError).toBeNull()
  })

  it('keeps later months only while the adjust-doses rule still offers them (the domain rule)', () => {
    const { actor } = start()
    planFiveSevenTwelve(actor)
    expect(actor.getSnapshot().context.schedule).toEqual([5, 7.5, 12.5])
    // Month 2 may not go down from month 1: nothing changes.
    actor.send({ type: 'dose.select', month: 1, doseMg: 2.5 })
    expect(actor.getSnapshot().context.schedule).toEqual([5, 7.5, 12.5])
    // Month 1 up to 10 mg: month 2 (7.5 mg) is no longer offered, so months 2 and 3 are cleared.
    actor.send({ type: 'dose.select', month: 0, doseMg: 10 })
    expect(actor.getSnapshot().context.schedule).toEqual([10, null, null])
  })

  it('Go Back on step 1 leaves for /home; on step 2 returns to step 1 with the plan kept and the messages cleared', () => {
    const { actor, step, wentHome } = start()
    planFiveSevenTwelve(actor)
    actor.send({ type: 'step.next' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.stepError).toBe(adjustDosesMessages.photoRequired)
    actor.send({ type: 'step.back' })
    expect(step()).toBe('doses')
    expect(actor.getSnapshot().context).toMatchObject({ schedule: [5, 7.5, 12.5], stepError: null, submitError: null })
    expect(wentHome()).toBe(0)
    actor.send({ type: 'step.back' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(wentHome()).toBe(1)
  })

  it('needs the uploaded photo to send; a new choice of file takes the photo away until it is uploaded', () => {
    const { actor, sent } = start()
    planFiveSevenTwelve(actor)
    actor.send({ type: 'step.next' })
    actor.send({ type: 'image.uploaded', url: '/api/files/9' })
    actor.send({ type: 'image.cleared' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.stepError).toBe(adjustDosesMessages.photoRequired)
    expect(sent).toHaveLength(0)
    actor.send({ type: 'image.uploaded', url: '/api/files/10' })
    expect(actor.getSnapshot().context.stepError).toBeNull()
  })

  it('sends the spec payload and goes home when the request is accepted', async () => {
    const { actor, sent, wentHome } = start()
    toPhotoWithImage(actor)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().matches({ photo: 'submitting' })).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(sent).toEqual([{ selectedDoses: [5, 7.5, 12.5], product_id: 7, formType: 'adjustDose', order_id: 41, image: '/api/files/9' }])
    expect(actor.getSnapshot().value).toBe('sent')
    expect(wentHome()).toBe(1)
  })

  it("shows a refusal's message and stays on step 2, where a second submit clears it", async () => {
    let answer: AdjustDosesAnswer = { success: false, message: adjustDosesMessages.alreadyOpen }
    const { actor, sent, step, wentHome } = start(() => Promise.resolve(answer))
    toPhotoWithImage(actor)
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches({ photo: 'editing' }))
    expect(actor.getSnapshot().context.submitError).toBe(adjustDosesMessages.alreadyOpen)
    expect(step()).toBe('photo')
    answer = { success: true }
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.submitError).toBeNull()
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(sent).toHaveLength(2)
    expect(wentHome()).toBe(1)
  })

  it('a refusal without a message, or no answer at all, shows the generic failure', async () => {
    const silent = start(() => Promise.resolve({ success: false }))
    toPhotoWithImage(silent.actor)
    silent.actor.send({ type: 'form.submit' })
    await waitFor(silent.actor, (snapshot) => snapshot.matches({ photo: 'editing' }))
    expect(silent.actor.getSnapshot().context.submitError).toBe(ADJUST_DOSES_SEND_FAILED)

    const offline = start(() => Promise.reject(new TypeError('Failed to fetch')))
    toPhotoWithImage(offline.actor)
    offline.actor.send({ type: 'form.submit' })
    await waitFor(offline.actor, (snapshot) => snapshot.matches({ photo: 'editing' }))
    expect(offline.actor.getSnapshot().context.submitError).toBe(ADJUST_DOSES_SEND_FAILED)
    expect(offline.wentHome()).toBe(0)
  })

  it('ignores a second submit and Go Back while the request is on its way', async () => {
    let release: (answer: AdjustDosesAnswer) => void = () => undefined
    const { actor, sent } = start(() => new Promise((resolve) => (release = resolve)))
    toPhotoWithImage(actor)
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'step.back' })
    expect(actor.getSnapshot().matches({ photo: 'submitting' })).toBe(true)
    release({ success: true })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(sent).toHaveLength(1)
  })
})
