/**
 * The message catalogue: every text a patient reads when something is wrong, succeeded or ended,
 * quoted exactly as the specifications word them. Keyed by meaning so the browser, the server and
 * the machines speak with one voice. Texts with a slot ("{name}") are functions.
 */
export * from './messages/intake.ts'
export * from './messages/address.ts'
export * from './messages/verification.ts'
export * from './messages/account.ts'
export * from './messages/checkout.ts'
export * from './messages/payment.ts'
export * from './messages/sorry.ts'
export * from './messages/profile.ts'
export * from './messages/billing.ts'
export * from './messages/chat.ts'
export * from './messages/uploads.ts'
export * from './messages/reship.ts'
export * from './messages/questionnaire.ts'
export * from './messages/precheckout.ts'
export * from './messages/portal.ts'
export * from './messages/error-pages.ts'
export * from './messages/requests.ts'
