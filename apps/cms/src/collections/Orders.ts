import type { CollectionConfig } from 'payload'
import { DRUGS, ORDER_STATUSES, selectOptions } from '@telehealth/domain'
import { isAdmin } from '../access/isAdmin.ts'
import { patientOwnsOrOrderStaffReads } from '../access/orderStaff.ts'
import { serverWrittenField } from '../access/serverWrittenField.ts'
import { addressGroup } from '../fields/address.ts'
import { moneyField } from '../fields/money.ts'
import { patientField } from '../fields/patient.ts'
import { auditHooks } from '../hooks/auditRecords.ts'
import { orderEndpoints } from '../orders/endpoints.ts'
import { deleteOrderHistory, guardOrderStatus, recordOrderCreated } from '../orders/hooks.ts'
import { prescribeEndpoints } from '../orders/prescribe.ts'
import { orderReferenceField } from '../orders/reference.ts'
import { paymentTermsOptions } from './Carts/index.ts'

const audit = auditHooks('orders')

/** A field the order's own steps write (checkout, prescribing, the lifecycle, the affiliate call): no person changes it through the API (ADR 089). */
const serverWritten = (name: string, label: string) => ({ update: serverWrittenField(name, label) })

/**
 * A paid (pre-authorized) order and where it is on its way: payment -> ... -> order_delivered.
 * Its status changes only through its transitions (apps/cms/src/orders, ADR 046): the status is
 * read-only in the form, the actions panel and `POST /api/orders/:id/transition` move it.
 *
 * Who writes what through the API (ADR 089): clinical and fulfilment staff change an order only
 * through its actions and prescribing (the transition and prescribe endpoints), never by update;
 * an admin may correct the add-on, the carrier and tracking number, the submission marker and the
 * next billing date. The patient, the addresses, the payment, the amounts, the prescriber and
 * everything the server's steps record are written by those steps only: a change through the API
 * is refused (403) for everyone.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: {
    group: 'Orders',
    defaultColumns: ['id', 'patient', 'medication', 'status', 'paymentTerms', 'createdAt'],
    listSearchableFields: ['trackingNumber'],
  },
  access: { read: patientOwnsOrOrderStaffReads, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { ...audit, beforeChange: [guardOrderStatus], afterChange: [...audit.afterChange, recordOrderCreated], beforeDelete: [deleteOrderHistory] },
  endpoints: [...orderEndpoints, ...prescribeEndpoints],
  fields: [
    // Where the order is, its history and the moves this staff member may make (ADR 045).
    { name: 'statusPanel', type: 'ui', admin: { components: { Field: '/components/order-status/OrderStatusField.tsx#OrderStatusField' } } },
    patientField({ access: serverWritten('patient', 'The patient') }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'payment',
      index: true,
      options: selectOptions(ORDER_STATUSES),
      admin: { readOnly: true, description: 'Changed with the order’s actions, so payment, pharmacy and notices follow.' },
    },
    { name: 'product', type: 'relationship', relationTo: 'products', access: serverWritten('product', 'The product') },
    { name: 'medication', type: 'select', options: [...DRUGS], access: serverWritten('medication', 'The medication') },
    { name: 'paymentTerms', type: 'select', options: paymentTermsOptions, access: serverWritten('paymentTerms', 'The payment terms') },
    moneyField({ name: 'amountCents', label: 'Amount (cents)', access: serverWritten('amountCents', 'The amount') }),
    moneyField({ name: 'discountCents', label: 'Discount (cents)', required: false, defaultValue: 0, access: serverWritten('discountCents', 'The discount') }),
    { name: 'couponCode', type: 'text', access: serverWritten('couponCode', 'The coupon') },
    { name: 'cart', type: 'relationship', relationTo: 'carts', access: serverWritten('cart', 'The cart') },
    {
      name: 'bundleSelection',
      label: 'Add-on chosen after purchase',
      type: 'select',
      options: [
        { label: 'GLP Anti-Nausea (B12)', value: 'B12' },
        { label: 'GLP Energy', value: 'Energy' },
        { label: 'None', value: 'None' },
      ],
    },
    { name: 'logistics_provider', label: 'Carrier', type: 'select', options: ['fedex', 'ups'], defaultValue: 'ups' },
    { name: 'tracking_number', type: 'text' },
    { name: 'submitted', type: 'number', admin: { description: 'Questionnaire submission marker (4 = dose adjustment allowed).' } },
    // Written by the medical-form submit only (ADR 087): the rule of the day, kept with the order.
    {
      name: 'videoRequired',
      label: 'Video required',
      type: 'checkbox',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, description: 'Recorded when the patient submitted the form: the state asks for a video, so prescribing waits for it.' },
    },
    {
      name: 'videoState',
      label: 'State that asks for the video',
      type: 'text',
      maxLength: 2,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, condition: (data) => Boolean(data?.videoRequired) },
    },
    {
      name: 'files',
      label: 'Files for this order',
      type: 'join',
      collection: 'uploads',
      on: 'order',
      admin: {
        allowCreate: false,
        defaultColumns: ['filename', 'imageType', 'submittedAt', 'createdAt'],
        description: 'The patient’s video, questionnaire photos and replacement evidence for this order. A video counts once it was sent for review.',
      },
    },
    {
      name: 'prescribe',
      type: 'ui',
      admin: {
        condition: (_data, _sibling, { user }) => user?.collection === 'staff' && (user.role === 'clinical' || user.role === 'admin'),
        components: { Field: '/components/prescribe/PrescribeField.tsx#PrescribeField' },
      },
    },
    {
      name: 'doctor',
      label: 'Prescribing doctor',
      type: 'text',
      access: serverWritten('doctor', 'The prescribing doctor'),
      admin: { description: 'Recorded with the prescription (POST /api/orders/:id/prescribe).' },
    },
    { name: 'provider', type: 'number', access: serverWritten('provider', 'The provider') },
    { name: 'external_visit_id', type: 'text', access: serverWritten('external_visit_id', 'The external visit id') },
    { name: 'payment_intent_id', type: 'text', index: true, access: serverWritten('payment_intent_id', 'The payment intent') },
    {
      type: 'collapsible',
      label: 'Affiliate conversion',
      admin: { initCollapsed: true, description: 'The affiliate who sent this patient (c_id on the checkout link) is told of the sale.' },
      fields: [
        {
          name: 'conversionId',
          label: 'Affiliate conversion id (c_id)',
          type: 'text',
          access: serverWritten('conversionId', 'The affiliate conversion id'),
          admin: { readOnly: true },
        },
        {
          name: 'planId',
          label: 'Offer plan id',
          type: 'text',
          access: serverWritten('planId', 'The offer plan id'),
          admin: { readOnly: true, description: 'The plan offer of the entry link (?sema= / ?tir=), e.g. sema_plan_134562.' },
        },
        {
          name: 'conversionStatus',
          label: 'Conversion call',
          type: 'select',
          access: serverWritten('conversionStatus', 'The conversion call'),
          options: [
            { label: 'Not needed (no c_id)', value: 'none' },
            { label: 'Waiting', value: 'pending' },
            { label: 'Sent', value: 'sent' },
            { label: 'Failed after 3 attempts', value: 'failed' },
          ],
          admin: { readOnly: true },
        },
        {
          name: 'conversionAttempts',
          label: 'Attempts',
          type: 'number',
          access: serverWritten('conversionAttempts', 'The conversion attempts'),
          admin: { readOnly: true },
        },
      ],
    },
    orderReferenceField,
    {
      name: 'pharmacyReference',
      label: 'Pharmacy reference',
      type: 'text',
      access: serverWritten('pharmacyReference', 'The pharmacy reference'),
      admin: { readOnly: true },
    },
    {
      name: 'replacementOf',
      label: 'Replacement for request',
      type: 'relationship',
      relationTo: 'reship-requests',
      access: serverWritten('replacementOf', 'The replacement request'),
      admin: { readOnly: true, description: 'A no-charge replacement, approved from a replacement request.' },
    },
    {
      name: 'doseAdjustmentRequests',
      label: 'Dose adjustment requests',
      type: 'join',
      collection: 'dose-adjustment-requests',
      on: 'order',
      admin: {
        allowCreate: false,
        defaultColumns: ['id', 'status', 'createdAt'],
        description: 'The patient’s requests from /adjust-doses: open one for the chosen doses and the photo of the current prescription.',
      },
    },
    { name: 'next_billing_date', type: 'date' },
    {
      // What fulfilment ships with this order besides the plan: add-ons chosen from the portal offer and paid with its renewal (ADR 096).
      name: 'addOns',
      label: 'Add-ons paid with this order',
      type: 'join',
      collection: 'promotion-add-ons',
      on: 'order',
      admin: { defaultColumns: ['name', 'priceCents', 'status'] },
    },
    { name: 'receivedAt', label: 'Delivered at', type: 'date', access: serverWritten('receivedAt', 'The delivered date') },
    addressGroup('shippingAddress', { access: serverWritten('shippingAddress', 'The shipping address') }),
    addressGroup(
      'billingAddress',
      { access: serverWritten('billingAddress', 'The billing address'), admin: { description: 'Empty when it is the same as shipping.' } },
      false,
    ),
  ],
}
