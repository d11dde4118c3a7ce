import { useEffect, useRef, type ReactNode } from 'react'

/**
 * The frame both funnels draw their current step in: when the step changes the page scrolls to the
 * top and focus moves to the new heading (so a screen reader announces it), and the step's form is
 * mounted afresh from its saved values.
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
      {children}
    </div>
  )
}
