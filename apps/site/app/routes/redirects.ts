import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { ALIASES } from './aliases.ts'

/** Unknown paths go to the start of the funnel, as the specification routes them. */
function target(url: URL): string {
  const path = url.pathname.replace(/\/+$/, '') || '/'
  const to = ALIASES[path]
  return to ? `${to}${url.search}` : '/'
}

export function loader({ request }: LoaderFunctionArgs) {
  return redirect(target(new URL(request.url)))
}

export function action({ request }: LoaderFunctionArgs) {
  return redirect(target(new URL(request.url)))
}
