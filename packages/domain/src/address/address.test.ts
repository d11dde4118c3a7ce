import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addressMessages } from '../messages.ts'
import { billingAddressSchema, shippingAddressSchema } from './address-schema.ts'
import { parseFreeTypedAddress } from './parse-address.ts'
import { isPoBox } from './po-box.ts'
import { splitTrailingUnit } from './unit.ts'

describe('P.O. box detection', () => {
  it.each(['PO Box 12', 'P.O. Box 12', 'p o box 12', 'P. O. Box 5', 'POBox 9', 'Post Office Box 3', 'po box', '12 Main, P.O.Box 4'])('catches %j', (street) =>
    expect(isPoBox(street)).toBe(true),
  )

  it.each(['123 Main St', 'Shipo Box Rd', '5 Apollo Box Ln', '9 Boxwood Dr', 'Post Office Rd', '1 Po Boxer St'])('lets %j through', (street) =>
    expect(isPoBox(street)).toBe(false),
  )
})

describe('trailing unit', () => {
  it.each([
    ['123 Main St Apt 4B', '123 Main St', 'Apt 4B'],
    ['123 Main St, Suite 200', '123 Main St', 'Suite 200'],
    ['9 Elm Rd #12', '9 Elm Rd', '#12'],
    ['9 Elm Rd Unit 3-A', '9 Elm Rd', 'Unit 3-A'],
    ['9 Elm Rd Ste. 5', '9 Elm Rd', 'Ste. 5'],
    ['9 Elm Rd', '9 Elm Rd', ''],
    ['Apt 5', 'Apt 5', ''],
  ])('%j', (input, street, unit) => {
    expect(splitTrailingUnit(input)).toEqual({ street, unit })
  })
})

describe('free-typed address parser', () => {
  it.each([
    ['123 Main St, Austin, TX 78701', { address_line_1: '123 Main St', address_line_2: '', city: 'Austin', state: 'TX', zip: '78701' }],
    ['123 Main St Apt 4, Austin, TX 78701-1234', { address_line_1: '123 Main St', address_line_2: 'Apt 4', city: 'Austin', state: 'TX', zip: '78701-1234' }],
    ['123 Main St, Suite 5, Austin, Texas 78701, USA', { address_line_1: '123 Main St', address_line_2: 'Suite 5', city: 'Austin', state: 'TX', zip: '78701' }],
    ['1 Park Ave, New York, New York, 10001', { address_line_1: '1 Park Ave', address_line_2: '', city: 'New York', state: 'NY', zip: '10001' }],
    ['1 Park Ave, New York NY', { address_line_1: '1 Park Ave', address_line_2: '', city: 'New York', state: 'NY', zip: '' }],
    ['1 Park Ave', { address_line_1: '1 Park Ave', address_line_2: '', city: '', state: '', zip: '' }],
    ['', { address_line_1: '', address_line_2: '', city: '', state: '', zip: '' }],
  ])('%j', (input, expected) => {
    expect(parseFreeTypedAddress(input)).toEqual(expected)
  })

  it('never throws and always returns strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (input) => {
        const parsed = parseFreeTypedAddress(input)
        return Object.values(parsed).every((value) => typeof value === 'string')
      }),
    )
  })

  it('reads back what it is given when the parts are well formed', () => {
    const street = fc.stringMatching(/^[1-9]\d{0,4} [A-Z][a-z]{2,10} (St|Ave|Rd)$/)
    const city = fc.stringMatching(/^[A-Z][a-z]{2,12}$/)
    const zip = fc.stringMatching(/^\d{5}$/)
    fc.assert(
      fc.property(street, city, fc.constantFrom('TX', 'CA', 'NY', 'FL'), zip, (s, c, st, z) => {
        const parsed = parseFreeTypedAddress(`${s}, ${c}, ${st} ${z}`)
        return parsed.address_line_1 === s && parsed.city === c && parsed.state === st && parsed.zip === z
      }),
    )
  })
})

describe('address form', () => {
  const valid = { address_line_1: '123 Main St', address_line_2: '', city: 'Austin', state: 'TX', zip: '78701' }
  const messages = (input: unknown) => shippingAddressSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []

  it('accepts a complete address with an optional line 2', () => {
    expect(shippingAddressSchema.parse(valid)).toEqual({ ...valid, address_line_2: undefined })
    expect(shippingAddressSchema.parse({ ...valid, zip: '78701-1234' }).zip).toBe('78701-1234')
  })

  it.each(['address_line_1', 'city', 'state', 'zip'])('requires %s', (field) => {
    expect(messages({ ...valid, [field]: '' })).toEqual([addressMessages.shippingIncomplete])
  })

  it('takes the 50 states only', () => {
    expect(messages({ ...valid, state: 'DC' })).toEqual([addressMessages.shippingIncomplete])
    expect(shippingAddressSchema.parse({ ...valid, state: 'wy' }).state).toBe('WY')
  })

  it('limits lines to 256 and zip to 10', () => {
    expect(messages({ ...valid, address_line_1: 'a'.repeat(257) })).toEqual([addressMessages.shippingIncomplete])
    expect(messages({ ...valid, address_line_2: 'a'.repeat(257) })).toEqual([addressMessages.shippingIncomplete])
    expect(shippingAddressSchema.safeParse({ ...valid, address_line_1: 'a'.repeat(256) }).success).toBe(true)
    expect(messages({ ...valid, zip: '78701-12345' })).toEqual([addressMessages.shippingIncomplete])
    expect(messages({ ...valid, zip: '7870' })).toEqual([addressMessages.shippingIncomplete])
  })

  it('rejects a P.O. box with the carrier text', () => {
    expect(messages({ ...valid, address_line_1: 'P.O. Box 12' })).toEqual([addressMessages.poBoxRejected])
  })

  it('speaks of the billing address on the billing form', () => {
    expect(billingAddressSchema.safeParse({ ...valid, city: '' }).error?.issues[0]?.message).toBe(addressMessages.billingIncomplete)
  })
})
