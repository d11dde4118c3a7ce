import { addressMessages, shippingAddressSchema, splitTrailingUnit } from '@telehealth/domain'
import type { AddressValidator, AddressVerdict, PostalAddress } from './address-validator.ts'

/**
 * The embedded default: the domain's address rules (complete, one of the 50 states, a real ZIP
 * shape, no P.O. box) and the free-typed parser's correction of a unit typed on the street line.
 * A maps provider's validator implements the same interface when configured.
 */
export const localAddressValidator: AddressValidator = {
  name: 'local',
  async validate(address: PostalAddress): Promise<AddressVerdict> {
    const parsed = shippingAddressSchema.safeParse(address)
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? addressMessages.checkAndRetry
      return { valid: false, suggestion: null, message }
    }
    const { street, unit } = splitTrailingUnit(parsed.data.address_line_1)
    if (unit && !parsed.data.address_line_2) {
      return { valid: false, suggestion: { ...parsed.data, address_line_1: street, address_line_2: unit }, message: addressMessages.suggestedCorrection }
    }
    return { valid: true, address: { ...parsed.data, address_line_2: parsed.data.address_line_2 ?? '' } }
  },
}
