import type { AddressSuggestion } from '@telehealth/ui/screens/checkout/AddressFields'

/**
 * Asks the site's server for whole-address suggestions for a street field (checkout, the profile's
 * shipping address). In the browser; a failed answer is just no suggestions.
 */
export async function suggestAddress(query: string): Promise<AddressSuggestion[]> {
  const response = await fetch(`/address-suggestions?q=${encodeURIComponent(query)}`, { headers: { Accept: 'application/json' } })
  if (!response.ok) return []
  const body = (await response.json()) as { suggestions?: AddressSuggestion[] }
  return body.suggestions ?? []
}
