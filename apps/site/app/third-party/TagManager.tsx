import { useBlocker, useMatches } from '@remix-run/react'
import { useEffect, useLayoutEffect, useState } from 'react'
import { thirdPartyScriptsAllowed } from './scripts.ts'

/** The tag manager's own start snippet; its script runs with this response's CSP nonce. */
const TAG_MANAGER_START = "window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});"

/** Runs before paint in the browser, not at all on the server (where it would warn). */
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

/**
 * The tag manager, on the pages of the allowlist only (scripts.ts). Its script cannot be unloaded
 * once it ran, so while it runs in this document every navigation to another address loads a new
 * document, which the server serves with or without it (and with its matching CSP); a client
 * redirect that slipped past (an action's or a fetcher's) reloads at once, before paint.
 */
export function TagManager({ scriptSrc, nonce, failed }: { scriptSrc: string | null; nonce: string; failed: boolean }) {
  const routeId = useMatches().at(-1)?.id
  // The route this document was served for (the layout stays mounted across client navigations, so
  // this is the first render's): a document keeps the scripts it loaded, navigations cannot take them out.
  const [documentRouteId] = useState(routeId)
  const servedWithIt = Boolean(scriptSrc) && thirdPartyScriptsAllowed(documentRouteId)
  const show = servedWithIt && !failed && thirdPartyScriptsAllowed(routeId)

  const blocker = useBlocker(({ currentLocation, nextLocation }) => servedWithIt && currentLocation.pathname !== nextLocation.pathname)
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    const { pathname, search, hash } = blocker.location
    blocker.reset()
    window.location.assign(`${pathname}${search}${hash}`)
  }, [blocker])
  useBrowserLayoutEffect(() => {
    if (servedWithIt && !thirdPartyScriptsAllowed(routeId)) window.location.reload()
  }, [servedWithIt, routeId])

  if (!show || !scriptSrc) return null
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: TAG_MANAGER_START }} />
      <script nonce={nonce} async src={scriptSrc} />
    </>
  )
}
