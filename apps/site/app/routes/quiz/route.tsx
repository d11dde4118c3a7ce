import { redirect, type LoaderFunctionArgs } from '@remix-run/node'

/** 'Take the quiz' is the intake funnel; query parameters (offers) come along. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/${new URL(request.url).search}`)
}
