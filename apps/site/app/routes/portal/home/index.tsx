import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { chooseHomeTab } from '~/portal/home.server.ts'
import { homeTabHref } from '~/portal/home-tab.ts'

/**
 * /home and the spec's `/home?tab=<id>` (ADR 073): the tab asked for, else the one last chosen on
 * this device, else orders, at its own address. The redirect replaces /home in the history, so
 * Back goes to the tab seen before. The layout's loader sends a visitor without a session to sign in.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(homeTabHref(chooseHomeTab(request)))
}
