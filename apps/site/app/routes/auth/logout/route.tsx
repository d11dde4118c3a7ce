import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { logPatientOut } from '~/auth/patient-session.server.ts'

/** Log Out posts here (a form, so another site cannot sign a patient out with a link). */
export function action({ request }: ActionFunctionArgs) {
  return logPatientOut(request, '/login')
}

export function loader() {
  return redirect('/home')
}
