import { redirect } from '@remix-run/node'

/** Unknown paths go to the start of the funnel, as the specification routes them. */
export function loader() {
  return redirect('/')
}

export function action() {
  return redirect('/')
}
