import { Suspense, useEffect, useRef, type ReactNode } from 'react'

/**
 * The frame both funnels draw their current step in: when the step changes the page scrolls to the
 * top and focus moves to the new heading (so a screen reader announces it), and the step's form is
 * mounted afresh from its saved values. A page may fetch the later steps' screens after the first
 * paint (IntakeStepSwitch's `screens`): while one is on its way the step waits inside this Suspense
 * boundary, and in hydration the server's HTML of it stays until it arrives.
 */
export function FunnelStepFrame({ stepKey, children }: { stepKey: string; children: ReactNode }) {
  const container = useRef<HTMLDivElement>(null)
  const shownStep = useRef(stepKey)

  useEffect(() => {
    if (shownStep.current === stepKey) return
    shownStep.current = stepKey
    window.scrollTo({ top: 0 })
    container.current?.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true })
  }, [stepKey])

  return (
    <div ref={container} key={stepKey}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  )
}
