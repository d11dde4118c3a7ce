import { intakeMachine, intakeValuesAsFields, intakeViewOf, type IntakeEvent, type IntakeMachineInput, type IntakeOutput } from '@telehealth/machines'
import type { IntakeView } from '@telehealth/machines/intake/intake-view'
import { createActor, fromPromise, type SnapshotFrom } from 'xstate'
import { postIntakeForm } from './post-intake-form.ts'

/**
 * The intake machine as the site runs it in the browser. This module (XState, the machine and the
 * domain's zod schemas) is fetched after the first paint; use-intake-funnel.ts draws the first step
 * without it.
 */

/**
 * The machine with the site's submit, built once: building a machine walks all its states (bench
 * profile, ADR 013).
 */
const siteIntakeMachine = intakeMachine.provide({
  actors: {
    submitIntake: fromPromise(({ input: submit }) => postIntakeForm('/intake/submit', { ...intakeValuesAsFields(submit.values), funnel: submit.funnel })),
  },
})

export interface IntakeActorHandle {
  send: (event: IntakeEvent) => void
  stop: () => void
}

/** Starts the machine; `onChange` hears every snapshot as a view, with the output once it is done. */
export function startIntakeActor(input: IntakeMachineInput, onChange: (view: IntakeView, output: IntakeOutput | null) => void): IntakeActorHandle {
  const actor = createActor(siteIntakeMachine, { input })
  const report = (snapshot: SnapshotFrom<typeof siteIntakeMachine>) => onChange(intakeViewOf(snapshot), snapshot.status === 'done' ? (snapshot.output ?? null) : null)
  // start() hands the first snapshot to subscribers itself (also when the machine starts done).
  actor.subscribe(report)
  actor.start()
  return { send: (event) => actor.send(event), stop: () => actor.stop() }
}
