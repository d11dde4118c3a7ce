import type { CollectionBeforeValidateHook, CollectionConfig, NumberFieldSingleValidation, Payload } from 'payload'
import { canEditContent } from '../access/canEditContent.ts'
import { moneyField } from '../fields/money.ts'
import type { Coupon } from '../payload-types.ts'
import { paymentTermsOptions } from './Carts/index.ts'

/** The lowest price of any plan on sale, or null when nothing is priced yet. */
async function cheapestPlanCents(payload: Payload): Promise<number | null> {
  const products = await payload.find({ collection: 'products', pagination: false, depth: 0, select: { plans: true }, overrideAccess: true })
  const prices = products.docs.flatMap((product) => (product.plans ?? []).map((plan) => plan.priceCents))
  return prices.length > 0 ? Math.min(...prices) : null
}

/**
 * A coupon must leave something to pre-authorize: a card hold of $0 is no hold (checkout refuses
 * such an amount too, should a price be lowered below a coupon later).
 */
const leavesSomethingToPay: NumberFieldSingleValidation = async (value, { req, siblingData }) => {
  if ((siblingData as { kind?: string }).kind !== 'fixed') return true
  if (value === null || value === undefined || !Number.isInteger(value) || value <= 0) return 'Enter the amount off in whole cents (5000 for $50.00).'
  const cheapest = await cheapestPlanCents(req.payload)
  if (cheapest !== null && value >= cheapest)
    return `A coupon must leave something to pay: the cheapest plan costs ${cheapest} cents, so take off less than that.`
  return true
}

/** Codes are stored in capitals; a patient may type any case. */
const storeCodeInCapitals: CollectionBeforeValidateHook<Coupon> = ({ data }) => (data?.code ? { ...data, code: data.code.trim().toUpperCase() } : data)

/** Checkout coupons. The server checks them; the browser never decides a discount. */
export const Coupons: CollectionConfig = {
  slug: 'coupons',
  admin: { group: 'Shop', useAsTitle: 'code', defaultColumns: ['code', 'kind', 'amountCents', 'percent', 'active', 'redemptions'] },
  // Codes are marketing's business; clinical staff, patients and visitors have no need to list them.
  access: { read: canEditContent, create: canEditContent, update: canEditContent, delete: canEditContent },
  hooks: {
    beforeValidate: [storeCodeInCapitals],
  },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, maxLength: 256, admin: { description: 'Stored in capitals; patients may type any case.' } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'fixed',
      options: [
        { label: 'Fixed amount off', value: 'fixed' },
        { label: 'Percent off', value: 'percent' },
      ],
    },
    moneyField({
      name: 'amountCents',
      label: 'Amount off (cents)',
      required: false,
      validate: leavesSomethingToPay,
      admin: { condition: (_, s) => s.kind === 'fixed' },
    }),
    {
      name: 'percent',
      label: 'Percent off',
      type: 'number',
      min: 1,
      // 100 % would leave nothing to pre-authorize.
      max: 99,
      admin: { condition: (_, s) => s.kind === 'percent', description: '1 to 99: a coupon always leaves something to pay.' },
    },
    {
      name: 'terms',
      label: 'Valid for payment terms',
      type: 'select',
      hasMany: true,
      options: paymentTermsOptions,
      admin: { description: 'Empty = every term.' },
    },
    { name: 'validFrom', type: 'date' },
    { name: 'validUntil', type: 'date' },
    { name: 'maxRedemptions', type: 'number', min: 1, admin: { description: 'Empty = unlimited.' } },
    { name: 'redemptions', type: 'number', defaultValue: 0, min: 0, admin: { readOnly: true } },
    { name: 'active', type: 'checkbox', defaultValue: true },
  ],
}
