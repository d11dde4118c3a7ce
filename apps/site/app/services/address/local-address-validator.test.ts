import { addressMessages } from '@telehealth/domain'
import { describe, expect, it } from 'vitest'
import { localAddressValidator } from './local-address-validator.server.ts'

const base = { address_line_1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' }

describe('local address validator', () => {
  it('accepts a complete street address', async () => {
    expect(await localAddressValidator.validate(base)).toMatchObject({ valid: true })
  })

  it('suggests moving a trailing unit to line 2', async () => {
    expect(await localAddressValidator.validate({ ...base, address_line_1: '100 Congress Ave Apt 4' })).toEqual({
      valid: false,
      suggestion: { ...base, address_line_1: '100 Congress Ave', address_line_2: 'Apt 4' },
      message: addressMessages.suggestedCorrection,
    })
  })

  it('refuses a P.O. box with the carriers message', async () => {
    expect(await localAddressValidator.validate({ ...base, address_line_1: 'PO Box 12' })).toMatchObject({
      valid: false,
      message: addressMessages.poBoxRejected,
    })
  })

  it('refuses an incomplete address', async () => {
    expect(await localAddressValidator.validate({ ...base, city: '' })).toMatchObject({ valid: false, suggestion: null })
  })
})
