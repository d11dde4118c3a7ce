import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { requirePatient } from '~/auth/patient-session.server.ts'
import { chooseHomeTab } from '~/portal/home.server.ts'
import { homeTabHref } from '~/portal/home-tab.ts'

/**
 * /home and the spec's `/home?tab=<id>` (ADR 073): the tab asked for, else the one last chosen on
 * this device, else orders, at its own address. The redirect replaces /home in the history, so
 * Back goes to the tab seen before. A visitor without a session signs in first and comes back to
 * this address: the index checks the session itself, since its redirect and the layout's race.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requirePatient(request)
  // `?chat=support` (the reply-waiting email and text, the Doctor tab's Chat with Customer Service) opens the support chat on the tab (ADR 100).
  const chat = new URL(request.url).searchParams.get('chat') === 'support' ? '?chat=support' : ''
  return redirect(`${homeTabHref(chooseHomeTab(request))}${chat}`)
}
