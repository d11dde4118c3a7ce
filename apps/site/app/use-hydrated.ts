import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/**
 * False on the server and while the page hydrates, true after: what lives in this browser only
 * (saved progress, a flow that talks to the server) is drawn once it is true, so the first paint
 * matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
