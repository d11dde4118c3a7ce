import type { AddressSuggester } from './address-suggester.ts'

export interface SmartyConfig {
  authId: string
  authToken: string
  /** Overridable so the adapter can be tested against a local stand-in of Smarty's API. */
  baseUrl?: string
}

interface SmartySuggestion {
  street_line?: string
  secondary?: string
  city?: string
  state?: string
  zipcode?: string
}

/** Smarty's US Autocomplete Pro: up to 5 whole US addresses for the typed text. */
export function smartyAddressSuggester(config: SmartyConfig): AddressSuggester {
  const baseUrl = config.baseUrl ?? 'https://us-autocomplete-pro.api.smarty.com'
  return {
    name: 'smarty',
    async suggest(query) {
      const url = new URL('/lookup', baseUrl)
      url.searchParams.set('auth-id', config.authId)
      url.searchParams.set('auth-token', config.authToken)
      url.searchParams.set('search', query)
      url.searchParams.set('max_results', '5')
      const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(5_000) })
      if (!response.ok) throw new Error(`address suggestions answered ${response.status}`)
      const body = (await response.json()) as { suggestions?: SmartySuggestion[] | null }
      return (body.suggestions ?? []).map((item) => ({
        address_line_1: item.street_line ?? '',
        address_line_2: item.secondary ?? '',
        city: item.city ?? '',
        state: item.state ?? '',
        zip: item.zipcode ?? '',
      }))
    },
  }
}
