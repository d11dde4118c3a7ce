import type { ParsedAddress } from '@telehealth/domain'

/**
 * Whole-address suggestions for what a patient has typed into the street field (the spec's
 * places autocomplete, US only). The embedded default reads the free-typed text itself; a real
 * service (Smarty) fills the interface when configured.
 */
export interface AddressSuggester {
  readonly name: string
  suggest(query: string): Promise<ParsedAddress[]>
}

/** Longest query passed on; longer input is a mistake or abuse, answered with 400. */
export const ADDRESS_QUERY_MAX_LENGTH = 200
