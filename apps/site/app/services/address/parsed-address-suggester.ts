import { parseFreeTypedAddress } from '@telehealth/domain'
import type { AddressSuggester } from './address-suggester.ts'

/**
 * The embedded default: one suggestion, the typed text read as street, unit, city, state and ZIP by
 * the domain's parser, offered once it holds more than a street (so choosing it splits a pasted
 * address into the fields). No network, no key.
 */
export const parsedAddressSuggester: AddressSuggester = {
  name: 'parser',
  async suggest(query) {
    const parsed = parseFreeTypedAddress(query)
    const beyondStreet = parsed.city !== '' || parsed.state !== '' || parsed.zip !== '' || parsed.address_line_2 !== ''
    return parsed.address_line_1 !== '' && beyondStreet ? [parsed] : []
  },
}
