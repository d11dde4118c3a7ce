import { reshipMessages } from '@telehealth/domain'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { reshipMachine, reshipStepOf, type ReshipSubmission, type ReshipSubmitAnswer } from './reship.machine.ts'

const vial = { id: '11', name: 'Compounded Semaglutide' }
const pen = { id: '12', name: 'Compounded Tirzepatide' }

function start(submit: (input: ReshipSubmission) => Promise<ReshipSubmitAnswer> = async () => ({ success: true, message: 'ok' })) {
  const sent: ReshipSubmission[] = []
  const actor = createActor(
    reshipMachine.provide({
      actors: {
        submitRequest: fromPromise<ReshipSubmitAnswer, ReshipSubmission>(({ input }) => {
          sent.push(input)
          return submit(input)
        }),
      },
    }),
  ).start()
  return { actor, sent, step: () => reshipStepOf(actor.getSnapshot().value) }
}

function toEvidence(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'item.toggle', item: vial })
  actor.send({ type: 'step.next' })
  actor.send({ type: 'reason.change', reason: '  The vial arrived cracked ' })
  actor.send({ type: 'step.next' })
}

describe('the replacement request flow', () => {
  it('needs an item on step 1, and a toggle takes one off again', () => {
    const { actor, step } = start()
    actor.send({ type: 'step.next' })
    expect(step()).toBe(1)
    expect(actor.getSnapshot().context.stepError).toBe(reshipMessages.noItemSelected)
    actor.send({ type: 'item.toggle', item: vial })
    expect(actor.getSnapshot().context.stepError).toBeNull()
    actor.send({ type: 'item.toggle', item: pen })
    actor.send({ type: 'item.toggle', item: { ...vial } })
    expect(actor.getSnapshot().context.selected).toEqual([pen])
    actor.send({ type: 'step.next' })
    expect(step()).toBe(2)
  })

  it('needs a reason that is not blank on step 2, and goes back keeping the choice', () => {
    const { actor, step } = start()
    actor.send({ type: 'item.toggle', item: vial })
    actor.send({ type: 'step.next' })
    actor.send({ type: 'reason.change', reason: '    ' })
    actor.send({ type: 'step.next' })
    expect(step()).toBe(2)
    expect(actor.getSnapshot().context.stepError).toBe(reshipMessages.reasonRequired)
    actor.send({ type: 'reason.change', reason: 'a'.repeat(1001) })
    actor.send({ type: 'step.next' })
    expect(step()).toBe(2)
    actor.send({ type: 'step.back' })
    expect(step()).toBe(1)
    expect(actor.getSnapshot().context.selected).toEqual([vial])
  })

  it('needs the uploaded image on step 3, then submits the trimmed request and thanks', async () => {
    const { actor, sent, step } = start()
    toEvidence(actor)
    expect(step()).toBe(3)
    actor.send({ type: 'request.submit' })
    expect(actor.getSnapshot().context.stepError).toBe(reshipMessages.imageRequired)
    expect(sent).toHaveLength(0)
    actor.send({ type: 'image.uploaded', url: '/api/files/7' })
    actor.send({ type: 'request.submit' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(step()).toBe(4)
    expect(sent).toEqual([{ items: [vial], reason: 'The vial arrived cracked', image: '/api/files/7' }])
  })

  it("stays on step 3 with 'Error submitting request: ...' when the server refuses", async () => {
    const { actor, step } = start(async () => ({ success: false, message: 'A replacement for one of these items has already been requested.' }))
    toEvidence(actor)
    actor.send({ type: 'image.uploaded', url: '/api/files/7' })
    actor.send({ type: 'request.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches({ evidence: 'editing' }))
    expect(step()).toBe(3)
    expect(actor.getSnapshot().context.submitError).toBe('Error submitting request: A replacement for one of these items has already been requested.')
  })

  it("stays on step 3 with 'An error occurred while submitting your request: ...' when the call fails", async () => {
    const { actor, step, sent } = start(async () => {
      throw new Error('Failed to fetch')
    })
    toEvidence(actor)
    actor.send({ type: 'image.uploaded', url: '/api/files/7' })
    actor.send({ type: 'request.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches({ evidence: 'editing' }))
    expect(step()).toBe(3)
    expect(actor.getSnapshot().context.submitError).toBe('An error occurred while submitting your request: Failed to fetch')
    // A second try is possible and clears the alert while it runs.
    actor.send({ type: 'request.submit' })
    expect(actor.getSnapshot().context.submitError).toBeNull()
    expect(sent).toHaveLength(2)
  })
})
