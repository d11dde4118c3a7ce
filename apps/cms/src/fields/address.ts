import type { Field, GroupField } from 'payload'
import { ADDRESS_STATES, RESIDENCE_STATES } from '@telehealth/domain'

/** Where a patient lives: the 50 states and DC (the intake offers DC). */
export const residenceStateOptions = RESIDENCE_STATES.map((state) => ({ label: state.name, value: state.code }))

/** Where an order ships or is billed: the 50 states (spec 000: no DC on the address form). */
export const addressStateOptions = ADDRESS_STATES.map((state) => ({ label: state.name, value: state.code }))

/** A US postal address, as the specifications' address form holds it. */
export function addressFields({ required = true }: { required?: boolean } = {}): Field[] {
  return [
    { name: 'address_line_1', label: 'Street address', type: 'text', required, maxLength: 256 },
    { name: 'address_line_2', label: 'Apt., suite (optional)', type: 'text', maxLength: 256 },
    { name: 'city', type: 'text', required, maxLength: 256 },
    { name: 'state', type: 'select', required, options: addressStateOptions },
    { name: 'zip', label: 'ZIP', type: 'text', required, maxLength: 10 },
  ]
}

export function addressGroup(name: string, overrides: Partial<GroupField> = {}, required = true): GroupField {
  return { name, type: 'group', fields: addressFields({ required }), ...overrides }
}
