import { createContext, useContext } from 'react'

/** The per-request CSP nonce, so every inline script React renders carries it. */
const NonceContext = createContext<string>('')

export const NonceProvider = NonceContext.Provider

export function useNonce(): string {
  return useContext(NonceContext)
}
