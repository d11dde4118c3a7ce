import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { INTAKE_PROGRESS_VERSION, type IntakeProgress } from './intake-progress.ts'
import type { IntakeFunnel } from './intake-funnels.ts'
import { intakeViewBeforeStart, type IntakeView } from './intake-view.ts'
import { intakeMachine, intakeViewOf, type IntakeMachineInput } from './intake.machine.ts'

const NOW = '2025-06-01T12:00:00.000Z'

/** The machine's first snapshot, drawn the way a page draws it. */
function firstSnapshotView(input: IntakeMachineInput & { funnel: IntakeFunnel }): IntakeView {
  const actor = createActor(intakeMachine, { input: { now: NOW, ...input } }).start()
  const view = intakeViewOf(actor.getSnapshot())
  actor.stop()
  return view
}

function progress(funnel: IntakeFunnel, step: IntakeProgress['step'], values: IntakeProgress['values']): IntakeProgress {
  return { version: INTAKE_PROGRESS_VERSION, funnel, step, values }
}

const throughEmail = {
  agreed_to_terms: true,
  state: 'TX',
  first_name: 'Ann',
  last_name: 'Lee',
  gender: 'Female',
  email: 'ann@example.com',
  agreed_to_email: true,
}

// The page paints the first step before the machine has loaded; when it starts, nothing may move.
describe('the view before the machine starts is its first snapshot', () => {
  it.each(['new', 'old'] as const)('%s funnel, fresh', (funnel) => {
    expect(intakeViewBeforeStart({ funnel, progress: null })).toEqual(firstSnapshotView({ funnel }))
  })

  it('resumed at a step every earlier answer still passes', () => {
    const saved = progress('new', 'phone', throughEmail)
    expect(intakeViewBeforeStart({ funnel: 'new', progress: saved })).toEqual(firstSnapshotView({ funnel: 'new', progress: saved }))
    expect(intakeViewBeforeStart({ funnel: 'new', progress: saved }).stepIndex).toBe(5)
  })

  it("ignores the other funnel's progress, as the machine does", () => {
    const saved = progress('old', 'contact', throughEmail)
    expect(intakeViewBeforeStart({ funnel: 'new', progress: saved })).toEqual(firstSnapshotView({ funnel: 'new', progress: saved }))
  })

  it('takes progress at its word; the machine moves back to the first step that fails', () => {
    const saved = progress('new', 'phone', { ...throughEmail, email: 'not an email' })
    expect(intakeViewBeforeStart({ funnel: 'new', progress: saved }).stepIndex).toBe(5)
    expect(firstSnapshotView({ funnel: 'new', progress: saved }).stepIndex).toBe(4)
  })
})
