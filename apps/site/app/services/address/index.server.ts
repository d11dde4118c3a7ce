import { env } from '~/env.server.ts'
import type { AddressSuggester } from './address-suggester.ts'
import { parsedAddressSuggester } from './parsed-address-suggester.ts'
import { smartyAddressSuggester } from './smarty-address-suggester.server.ts'

/** Smarty when its credentials are set, else the domain's free-typed parser. */
export const addressSuggester: AddressSuggester =
  env.SMARTY_AUTH_ID && env.SMARTY_AUTH_TOKEN
    ? smartyAddressSuggester({ authId: env.SMARTY_AUTH_ID, authToken: env.SMARTY_AUTH_TOKEN })
    : parsedAddressSuggester
