import type { NumberField } from 'payload'

/** An amount in integer US cents (24999 is $249.99). Money is never a float anywhere. */
export function moneyField(overrides: Partial<NumberField> & Pick<NumberField, 'name'>): NumberField {
  return {
    type: 'number',
    min: 0,
    required: true,
    validate: (value: number | null | undefined) =>
      value === null || value === undefined || Number.isInteger(value) ? true : 'Enter whole cents (24999 for $249.99).',
    admin: { description: 'In cents: 24999 means $249.99.', ...overrides.admin },
    ...overrides,
  } as NumberField
}
