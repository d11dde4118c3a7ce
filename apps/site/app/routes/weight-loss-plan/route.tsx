import { redirect, type LoaderFunctionArgs } from '@remix-run/node'

/** The older address of the plan chooser. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/select-med${new URL(request.url).search}`)
}
