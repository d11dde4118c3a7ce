import { randomUUID } from 'node:crypto'
import type { Field, FieldHook } from 'payload'
import { isStaff } from '../access/isStaff.ts'
import { serverWrittenField } from '../access/serverWrittenField.ts'
import type { Subscription } from '../payload-types.ts'

/**
 * A subscription's name at the gateway (ADR 090, 094): the renewal charges are keyed on it, never on
 * the row id, which SQLite gives again to the next row after a delete. Set once at creation.
 */
const setOnce: FieldHook<Subscription, string | null | undefined> = ({ operation, originalDoc }) =>
  operation === 'create' ? randomUUID() : (originalDoc?.reference ?? null)

/**
 * The renewal's fields on `subscriptions` (ADR 094), one block: the reference the charges are keyed
 * on, and the `renewal` group the renewal job and Pay Now write (a person's edit through the API is
 * refused, as for the card on file).
 */
export const subscriptionRenewalFields: Field[] = [
  {
    name: 'reference',
    label: 'Reference (payments)',
    type: 'text',
    unique: true,
    index: true,
    access: { create: () => false, update: () => false },
    hooks: { beforeChange: [setOnce] },
    admin: { readOnly: true, position: 'sidebar', description: 'The renewal charges’ key at the payment gateway; never reused.' },
  },
  {
    name: 'renewal',
    label: 'Renewal (past due and retries)',
    type: 'group',
    admin: {
      description:
        'Written by the renewal job and Pay Now only (ADR 094): a failed renewal makes the plan Past Due, retried 3, 5 and 7 days after the due date, then ended.',
    },
    access: { update: serverWrittenField('renewal', 'The renewal record') },
    fields: [
      { name: 'pastDueSince', label: 'Past due since (the unpaid due date)', type: 'date', index: true },
      { name: 'attempts', label: 'Failed charges of the unpaid period', type: 'number', defaultValue: 0 },
      { name: 'nextAttemptAt', label: 'Next retry', type: 'date', index: true },
      { name: 'lastAttemptAt', label: 'Last charge attempt', type: 'date' },
      { name: 'lastFailure', label: 'Why the last charge failed', type: 'text' },
      {
        // The charge sent to the gateway whose answer is not recorded yet: the next try sends it again
        // with the same key (one charge), before anything else (ADR 090).
        name: 'inFlight',
        label: 'Charge awaiting its answer',
        type: 'json',
        access: { read: isStaff },
      },
      { name: 'endedAt', label: 'Ended by failed renewals at', type: 'date' },
    ],
  },
]
