import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { loginPathFor, pathAfterLogin } from '@telehealth/domain'
import { logPatientOut } from '~/auth/patient-session.server.ts'

/**
 * Log Out posts here (a form, so another site cannot sign a patient out with a link). A form that
 * names the page it was on (`page_ref`, a path on this site) lands on the sign-in that comes back
 * to it, as the spec's reload of that page would; otherwise on /login.
 */
export async function action({ request }: ActionFunctionArgs) {
  const pageRef = (await request.formData().catch(() => null))?.get('page_ref')
  return logPatientOut(request, typeof pageRef === 'string' && pageRef !== '' ? loginPathFor(pathAfterLogin(pageRef)) : '/login')
}

export function loader() {
  return redirect('/home')
}
