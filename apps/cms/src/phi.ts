/**
 * The one list of the collections that hold protected health information (ADR 106): a patient's
 * identity, contact and address, their answers, files, weight, orders, prescriptions, payments for
 * care, messages with the care team, and the mail and codes sent to them. Every read of these by
 * staff and every change by anyone goes to the audit log (the collection's audit hooks); a route of
 * the site or an endpoint of the CMS that names one of them is a PHI route (phi-routes.int.test.ts).
 *
 * Not here, on purpose: the server's own bookkeeping, which names a patient's id at most and holds
 * nothing about their health or person (claims, rate-limit hits, sessions, upload tickets, card
 * declines, the sandbox gateway's ledger), content, and staff records.
 */
export const PHI_COLLECTIONS = [
  'patients',
  'leads',
  'addresses',
  'carts',
  'orders',
  'order-status-changes',
  'prescriptions',
  'subscriptions',
  'transactions',
  'payment-attempts',
  'promotion-add-ons',
  'questionnaire-responses',
  'questionnaire-drafts',
  'uploads',
  'reship-requests',
  'dose-adjustment-requests',
  'encounters',
  'chat-profiles',
  'chat-threads',
  'chat-messages',
  'weight-entries',
  'outbox',
  'verification-codes',
] as const
