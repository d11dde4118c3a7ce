import type { ReactNode } from 'react'

export interface StickyActionBarProps {
  children: ReactNode
  /** A short line above the button ("Takes 2 minutes"). */
  note?: string | undefined
}

/**
 * Keeps the main call to action under the thumb on phones: it sticks to the bottom of the
 * viewport (clear of the home indicator) and sits in the flow from the sm breakpoint up.
 */
export function StickyActionBar({ children, note }: StickyActionBarProps) {
  return (
    <div className="sticky bottom-0 z-10 -mx-5 mt-6 border-t border-line bg-white/95 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-bar backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0 sm:shadow-none">
      {note ? <p className="mb-2 text-center text-sm text-muted">{note}</p> : null}
      {children}
    </div>
  )
}
