import type { CollectionConfig } from 'payload'
import { billingReads } from '../access/billingReads.ts'
import { isAdmin } from '../access/isAdmin.ts'
import { moneyField } from '../fields/money.ts'
import { patientField } from '../fields/patient.ts'
import { auditHooks } from '../hooks/auditRecords.ts'

const PROMOTION_ADD_ON_STATUSES = ['selected', 'ordered', 'withdrawn'] as const

/**
 * An add-on a patient chose from the portal at the promotion's percentage off (spec 001:
 * POST /api/bundle-selected; ADR 096): it waits for the patient's next order, priced when chosen by
 * the server from the CMS (the add-on's monthly price less the promotion's percentage). One row per
 * patient, promotion and add-on (`key`), so choosing it again changes nothing. Written by the site's
 * server only; staff read it with the patient's billing.
 */
export const PromotionAddOns: CollectionConfig = {
  slug: 'promotion-add-ons',
  admin: {
    group: 'Orders',
    useAsTitle: 'name',
    defaultColumns: ['patient', 'name', 'priceCents', 'status', 'createdAt'],
    description: 'Add-ons chosen from the portal at the promotion’s price, for the patient’s next order.',
  },
  access: { read: billingReads, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: auditHooks('promotion-add-ons'),
  fields: [
    patientField(),
    { name: 'promotion', type: 'relationship', relationTo: 'promotions', required: true },
    { name: 'product', type: 'relationship', relationTo: 'products', required: true },
    { name: 'name', type: 'text', required: true },
    moneyField({ name: 'listPriceCents', label: 'Monthly price before the offer (cents)' }),
    { name: 'percentOff', type: 'number', required: true, min: 0, max: 100 },
    moneyField({ name: 'priceCents', label: 'Monthly price at the offer (cents)' }),
    { name: 'status', type: 'select', required: true, defaultValue: 'selected', options: [...PROMOTION_ADD_ON_STATUSES], index: true },
    // Set when a renewal charges it and opens the order it ships with (ADR 096 addendum).
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true, admin: { readOnly: true } },
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true, description: 'patient:promotion:product' } },
  ],
}
