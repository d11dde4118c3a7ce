/**
 * The server's own collections (ADR 071): the only ones `cmsAsServer()` takes. Rows the server keeps
 * for itself, that no patient reads or writes as their own record through the site: outgoing mail
 * and texts, verification codes, claims, rate-limit hits, card declines, the ledger of payment
 * attempts and of the sandbox gateway, session and upload-ticket rows (found by a token's hash,
 * before anyone is known), a visitor's lead (written before there is an account), and content a
 * visitor may not list (coupons, found by their code; questionnaire versions). A patient's records
 * (patients, orders, carts, prescriptions, questionnaire responses and drafts, subscriptions,
 * transactions, uploads, addresses, weight entries, requests...) are not here: they go through
 * `cmsAs(patient)`, or `cmsFor(patient)` with a comment saying why access is off. Plain data, so the
 * data-path test reads it without starting Payload.
 */
export const SERVER_COLLECTIONS = [
  'outbox',
  'verification-codes',
  'claims',
  'rate-limit-hits',
  'payment-declines',
  'payment-attempts',
  'sandbox-payments',
  'patient-sessions',
  'upload-tickets',
  'leads',
  'coupons',
  'questionnaires',
] as const

export type ServerCollection = (typeof SERVER_COLLECTIONS)[number]
