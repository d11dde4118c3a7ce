import { describe, expect, it } from 'vitest'
import { cardOnFileConsent } from './card-on-file.ts'

describe('the card-on-file consent beside BUY NOW', () => {
  it("names the plan's price and interval and that it lasts until the patient cancels", () => {
    expect(cardOnFileConsent(80999, 6)).toBe(
      'By pressing BUY NOW, you agree that we keep this card on file and charge it $809.99 every 6 months to renew your plan, until you cancel. ' +
        'To change the card or cancel, use the Billing tab of your account at any time.',
    )
  })

  it.each([
    [1, 24999, '$249.99 every month'],
    [3, 44999, '$449.99 every 3 months'],
    [12, 234900, '$2,349.00 every 12 months'],
  ] as const)('term %i: %s', (terms, cents, words) => {
    expect(cardOnFileConsent(cents, terms)).toContain(words)
  })
})
