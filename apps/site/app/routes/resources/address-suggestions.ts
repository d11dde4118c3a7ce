import { data, type LoaderFunctionArgs } from '@remix-run/node'
import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { requireCheckoutPatient } from '~/auth/patient-session.server.ts'
import { answerOrUnanswered } from '~/http/fetcher-actor.ts'
import { ADDRESS_QUERY_MAX_LENGTH } from '~/services/address/address-suggester.ts'
import { addressSuggester } from '~/services/address/index.server.ts'

/**
 * GET /address-suggestions?q=...: whole addresses for the street field of checkout and verify.
 * Signed-in patients only (nobody else types an address here); the query is not logged.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireCheckoutPatient(request)
  const query = new URL(request.url).searchParams.get('q') ?? ''
  if (query.length > ADDRESS_QUERY_MAX_LENGTH) {
    return data({ suggestions: [], message: `Please type at most ${ADDRESS_QUERY_MAX_LENGTH} characters.` }, { status: 400 })
  }
  if (query.trim().length < 3) return data({ suggestions: [] }, { headers: { 'Cache-Control': 'no-store' } })
  try {
    return data({ suggestions: await addressSuggester.suggest(query) }, { headers: { 'Cache-Control': 'no-store' } })
  } catch {
    // A suggestion service that is down only means no suggestions: the patient types the address.
    return data({ suggestions: [] }, { headers: { 'Cache-Control': 'no-store' } })
  }
}

/** In the browser (useAddressSuggestions): a lookup that got no answer is no suggestions, not the error page. */
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) => answerOrUnanswered(() => serverLoader<typeof loader>())
