import { useNavigate } from '@remix-run/react'
import { intakeMessages } from '@telehealth/domain'
import { intakeMachine, intakeValuesAsFields, parseIntakeProgress, serializeIntakeProgress, type IntakeFunnel, type IntakeProgress } from '@telehealth/machines'
import { useMachine } from '@xstate/react'
import { useEffect, useState } from 'react'
import { fromPromise } from 'xstate'

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

async function post(path: string, fields: Record<string, string>): Promise<{ redirectTo: string }> {
  const response = await fetch(path, { method: 'POST', body: new URLSearchParams(fields), credentials: 'same-origin' })
  const body = (await response.json().catch(() => ({}))) as { redirectTo?: unknown }
  if (!response.ok || typeof body.redirectTo !== 'string') throw new Error(intakeMessages.submitFailed)
  return { redirectTo: body.redirectTo }
}


/**
 * The machine with the site's submit, built once per process: building a machine walks all its
 * states, which per server render cost a tenth of `/`'s time (bench profile, ADR 013).
 */
const siteIntakeMachine = intakeMachine.provide({
  actors: {
    submitIntake: fromPromise(({ input: submit }) => post('/intake/submit', { ...intakeValuesAsFields(submit.values), funnel: submit.funnel })),
  },
})

/** The intake machine as a page uses it: submit to the server, save progress, go where it ends. */
export function useIntakeFunnel(
  input: { funnel: IntakeFunnel; blockedStates: string[]; now: string; progress: IntakeProgress | null },
  /** False until saved progress has been read, so a fresh first paint never overwrites it. */
  persist: boolean,
) {
  const navigate = useNavigate()
  const { funnel, blockedStates, now, progress } = input
  const [snapshot, send] = useMachine(siteIntakeMachine, { input: { funnel, blockedStates, now, progress } })
  const [leaving, setLeaving] = useState(false)

  useEffect(() => {
    if (!persist) return
    if (snapshot.status === 'done') {
      window.localStorage.removeItem(storageKey(input.funnel))
      return
    }
    window.localStorage.setItem(storageKey(input.funnel), JSON.stringify({ savedAt: Date.now(), progress: serializeIntakeProgress(snapshot.context) }))
  }, [snapshot, input.funnel, persist])

  useEffect(() => {
    const output = snapshot.output
    if (snapshot.status !== 'done' || !output || leaving) return
    setLeaving(true)
    if (output.status === 'disqualified') {
      // The dead end is recorded as a lead before the visitor sees /sorry (never blocks the page).
      void post('/intake/disqualify', { funnel: input.funnel, reason: output.reason, ...intakeValuesAsFields(output.answers) })
        .catch(() => undefined)
        .finally(() => navigate(output.redirectTo))
      return
    }
    navigate(output.redirectTo)
  }, [snapshot.status, snapshot.output, leaving, navigate, input.funnel])

  return { snapshot, send }
}
