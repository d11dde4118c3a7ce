import type { AddressSuggestion, SuggestAddresses } from '@telehealth/ui/screens/checkout/AddressFields'
import { useFetcherCall } from '~/http/fetcher-actor.ts'

/** routes/resources/address-suggestions.ts */
const ADDRESS_SUGGESTIONS = '/address-suggestions'

/** The answer's suggestions; an answer without them (a query too long) is just none. */
function readSuggestions(answer: unknown): AddressSuggestion[] {
  const suggestions = typeof answer === 'object' && answer !== null ? (answer as { suggestions?: unknown }).suggestions : undefined
  return Array.isArray(suggestions) ? (suggestions as AddressSuggestion[]) : []
}

/**
 * Whole-address suggestions for a street field (checkout, the profile's shipping address), asked
 * of the site's server through a fetcher (ADR 074). The street field asks again as the patient
 * types; a newer question replaces one still waiting, and a failed one (the field catches it) is
 * just no suggestions.
 */
export function useAddressSuggestions(): SuggestAddresses {
  return useFetcherCall({
    key: 'address-suggestions',
    action: ADDRESS_SUGGESTIONS,
    method: 'get',
    body: (query: string) => ({ q: query }),
    read: readSuggestions,
  })
}
