/**
 * Where a third party's script (the tag manager marketing sets in Settings) may run (ADR 101): the
 * public pages an advertisement lands on, named by their route ids in routes.ts (a route's id is its
 * file without the extension unless routes.ts names one). Nowhere else: not the patient portal, the
 * forms, prescriptions, uploads, /sorry (its message says why someone was turned away), sign-in,
 * reset and verify pages, the report (weights in its address) or any checkout page (the plan,
 * payment and the patient's name). The one list; the page (root.tsx) and the Content-Security-Policy
 * (entry.server.tsx) both read it.
 */
export const THIRD_PARTY_SCRIPT_ROUTES: ReadonlySet<string> = new Set([
  // `/`: the intake funnel's landing page, where campaigns send visitors.
  'routes/funnel/intake/route',
  // `/sign-up`: the older funnel's landing page, the same kind of page.
  'routes/funnel/sign-up/route',
  // `/select-med`: the public plan chooser with the catalogue's prices (no one's data on it).
  'routes/funnel/select-med/route',
])

/** Whether the page whose innermost route is `routeId` may load third-party scripts. */
export function thirdPartyScriptsAllowed(routeId: string | undefined): boolean {
  return routeId !== undefined && THIRD_PARTY_SCRIPT_ROUTES.has(routeId)
}

/**
 * The response header the document renderer (entry.server.tsx) sets on a page that loads the tag
 * manager, naming its origin: the server (server/remix-handler.ts) then allows that origin in this
 * response's Content-Security-Policy only, and never sends the header on.
 */
export const THIRD_PARTY_ORIGIN_HEADER = 'X-Third-Party-Origin'
