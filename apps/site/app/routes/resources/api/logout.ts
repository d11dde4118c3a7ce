import type { LoaderFunctionArgs } from '@remix-run/node'
import { CLEAR_SITE_STORAGE, endPatientSession } from '~/auth/patient-session.server.ts'

/**
 * The spec's `GET /api/logout` (answers status 'success'; the page reloads either way). A GET
 * that ends a session could be fired by another site (an image, a link), so it acts only on the
 * page's own call: browsers mark it `Sec-Fetch-Site: same-origin` (or `none` for an address typed
 * by the patient), and another site cannot forge that header. The form without JavaScript still
 * posts to /logout (ADR 030).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const site = request.headers.get('Sec-Fetch-Site')
  if (site !== null && site !== 'same-origin' && site !== 'none') {
    return Response.json({ status: 'error', message: 'Log out from the site itself.' }, { status: 403 })
  }
  return Response.json(
    { status: 'success' },
    { headers: { 'Set-Cookie': await endPatientSession(request), 'Cache-Control': 'no-store', ...CLEAR_SITE_STORAGE } },
  )
}
