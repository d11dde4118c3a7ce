import {
  intakeMachine,
  intakeViewOf,
  type IntakeEvent,
  type IntakeMachineInput,
  type IntakeOutput,
  type SubmitIntakeInput,
  type SubmitIntakeOutput,
} from '@telehealth/machines'
import type { IntakeView } from '@telehealth/machines/intake/intake-view'
import { createActor, fromPromise, type SnapshotFrom } from 'xstate'

/**
 * The intake machine as the site runs it in the browser. This module (XState, the machine and the
 * domain's zod schemas) is fetched after the first paint; use-intake-funnel.ts draws the first step
 * without it.
 */

/** The page's submit: a fetcher posting to /intake/submit (use-intake-funnel.ts, ADR 074). */
type SubmitIntake = (submit: SubmitIntakeInput) => Promise<SubmitIntakeOutput>

export interface IntakeActorHandle {
  send: (event: IntakeEvent) => void
  stop: () => void
}

/**
 * Starts the machine with the page's submit; `onChange` hears every snapshot as a view, with the
 * output once it is done. The machine is provided once per start (building one walks all its
 * states: bench profile, ADR 013), which is once per funnel on the page.
 */
export function startIntakeActor(
  input: IntakeMachineInput,
  submitIntake: SubmitIntake,
  onChange: (view: IntakeView, output: IntakeOutput | null) => void,
): IntakeActorHandle {
  const siteIntakeMachine = intakeMachine.provide({ actors: { submitIntake: fromPromise(({ input: submit }) => submitIntake(submit)) } })
  const actor = createActor(siteIntakeMachine, { input })
  const report = (snapshot: SnapshotFrom<typeof intakeMachine>) =>
    onChange(intakeViewOf(snapshot), snapshot.status === 'done' ? (snapshot.output ?? null) : null)
  // start() hands the first snapshot to subscribers itself (also when the machine starts done).
  actor.subscribe(report)
  actor.start()
  return { send: (event) => actor.send(event), stop: () => actor.stop() }
}
