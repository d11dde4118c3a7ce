export interface PostalAddress {
  address_line_1: string
  address_line_2?: string | undefined
  city: string
  state: string
  zip: string
}

export type AddressVerdict = { valid: true; address: PostalAddress } | { valid: false; suggestion: PostalAddress | null; message: string }

/** Checking that an address can receive a cold-chain parcel, with a corrected form when there is one. */
export interface AddressValidator {
  readonly name: string
  validate(address: PostalAddress): Promise<AddressVerdict>
}
