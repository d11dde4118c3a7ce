import { useNavigate } from '@remix-run/react'
import {
  intakeValuesAsFields,
  parseIntakeProgress,
  serializeIntakeProgress,
  type IntakeEvent,
  type IntakeFunnel,
  type IntakeOutput,
  type IntakeProgress,
  type SubmitIntakeInput,
} from '@telehealth/machines'
import { intakeViewBeforeStart, type IntakeView } from '@telehealth/machines/intake/intake-view'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useFetcherCall } from '~/http/fetcher-actor.ts'
import type { IntakeActorHandle } from './intake-actor.ts'
import { INTAKE_DISQUALIFY, INTAKE_SUBMIT, readIntakeSubmitted } from './intake-calls.ts'

/**
 * Progress is kept on this device so an interrupted patient picks up where they left off: in
 * localStorage, for 24 hours at most, and removed once the intake is sent (ADR 011).
 */
const PROGRESS_TTL_MS = 24 * 60 * 60 * 1000
const storageKey = (funnel: IntakeFunnel) => `intake-progress:${funnel}`

export function readSavedProgress(funnel: IntakeFunnel): IntakeProgress | null {
  try {
    const raw = window.localStorage.getItem(storageKey(funnel))
    if (!raw) return null
    const saved = JSON.parse(raw) as { savedAt?: number; progress?: unknown }
    if (typeof saved.savedAt !== 'number' || Date.now() - saved.savedAt > PROGRESS_TTL_MS) {
      window.localStorage.removeItem(storageKey(funnel))
      return null
    }
    return parseIntakeProgress(saved.progress)
  } catch {
    return null
  }
}

/** Runs `task` when the browser is idle (soon in any case); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2_000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(task, 200)
  return () => window.clearTimeout(id)
}

/**
 * The intake machine as a page uses it: submit to the server, save progress, go where it ends.
 *
 * The first step is drawn without the machine (intakeViewBeforeStart): XState, the machine and the
 * step schemas are fetched once the browser is idle after the first paint, together with whatever
 * `preload` loads (the later steps' screens), so the first load of the page stays small (issue #9).
 * Anything the patient does before they arrive waits and is handed to the machine in order; the
 * load starts at once then. The server checks every step again in any case.
 */
export function useIntakeFunnel(
  input: { funnel: IntakeFunnel; blockedStates: string[]; minimumAge: number; now: string; progress: IntakeProgress | null },
  /** False until saved progress has been read, so a fresh first paint never overwrites it. */
  persist: boolean,
  preload?: () => Promise<unknown>,
) {
  const navigate = useNavigate()
  // The machine's submit and the dead end's record: fetchers posting the form fields the intake
  // endpoints read (ADR 074). Their calls never load XState: the machine wraps the submit itself.
  const submitIntake = useFetcherCall({
    key: 'intake.submit',
    action: INTAKE_SUBMIT,
    encType: 'application/x-www-form-urlencoded',
    body: (submit: SubmitIntakeInput) => ({ ...intakeValuesAsFields(submit.values), funnel: submit.funnel }),
    read: readIntakeSubmitted,
  })
  const recordDeadEnd = useFetcherCall({
    key: 'intake.disqualify',
    action: INTAKE_DISQUALIFY,
    encType: 'application/x-www-form-urlencoded',
    body: (fields: Record<string, string>) => fields,
    read: () => undefined,
  })
  const [view, setView] = useState<IntakeView>(() => intakeViewBeforeStart(input))
  const [output, setOutput] = useState<IntakeOutput | null>(null)
  const [leaving, setLeaving] = useState(false)
  const actor = useRef<IntakeActorHandle | null>(null)
  const waiting = useRef<IntakeEvent[]>([])
  const startNow = useRef<() => void>(() => undefined)

  // The route mounts this hook afresh (a new key) whenever its input changes, so it starts once.
  const { funnel, blockedStates, minimumAge, now, progress } = input
  useEffect(() => {
    let stopped = false
    let started: IntakeActorHandle | null = null
    let loading = false
    const start = () => {
      if (loading || stopped) return
      loading = true
      Promise.all([import('./intake-actor.ts'), preload?.()])
        .then(([{ startIntakeActor }]) => {
          if (stopped) return
          started = startIntakeActor({ funnel, blockedStates, minimumAge, now, progress }, submitIntake, (next, done) => {
            setView(next)
            setOutput(done)
          })
          for (const event of waiting.current.splice(0)) started.send(event)
          actor.current = started
        })
        .catch(() => {
          // Offline or a new release: the next thing the patient does tries again.
          loading = false
        })
    }
    startNow.current = start
    // Saved progress is checked by the machine, so it loads at once; a fresh funnel waits for idle.
    const cancelIdle = progress ? (start(), () => undefined) : whenIdle(start)
    return () => {
      stopped = true
      cancelIdle()
      started?.stop()
      actor.current = null
    }
  }, [])

  const send = useCallback((event: IntakeEvent) => {
    if (actor.current) {
      actor.current.send(event)
      return
    }
    // Nothing moves on screen while it loads, so a second press is the same press again: only the
    // last step.submit / step.back / submit.retry is kept (typing is kept in order).
    if (event.type !== 'field.change') waiting.current = waiting.current.filter((queued) => queued.type === 'field.change')
    waiting.current.push(event)
    startNow.current()
  }, [])

  useEffect(() => {
    if (!persist) return
    if (output) {
      window.localStorage.removeItem(storageKey(funnel))
      return
    }
    window.localStorage.setItem(storageKey(funnel), JSON.stringify({ savedAt: Date.now(), progress: serializeIntakeProgress(view) }))
  }, [view, output, funnel, persist])

  useEffect(() => {
    if (!output || leaving) return
    setLeaving(true)
    if (output.status === 'disqualified') {
      // The dead end is recorded as a lead before the visitor sees /sorry (never blocks the page).
      void recordDeadEnd({ funnel, reason: output.reason, ...intakeValuesAsFields(output.answers) })
        .catch(() => undefined)
        .finally(() => navigate(output.redirectTo))
      return
    }
    navigate(output.redirectTo)
  }, [output, leaving, navigate, funnel, recordDeadEnd])

  return { view, send }
}
