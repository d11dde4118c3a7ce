/**
 * For tests, e2e and the bench only (ADR 071): Payload on the test database, actors, a staff second
 * factor, a checkout link as staff issue it, the periodic jobs' work run at a chosen time. The data-path test keeps it out of the running site.
 */
export { storeSecondFactor } from '../auth/staff/second-factor.ts'
export { CHECKOUT_LINK_TTL_MS, issueCheckoutLink } from '../collections/Carts/checkoutLink.ts'
export { settleStaleAttempts, STALE_ATTEMPT_MS } from '../jobs/settle-attempts.ts'
export { shipUnansweredPrescriptions } from '../jobs/ship-unanswered-prescriptions.ts'
export { prescribe } from '../orders/prescribe.ts'
export { sweepRateLimitHits } from '../jobs/sweeps.ts'
export { createOrderAwaitingVideo, createPatient, createStaff } from '../testing/actors.ts'
export { unknownRowId } from '../testing/row-ids.ts'
export { databaseFingerprint, getTestPayload, MAY_RECORD_REFUSALS, onlyScheduledWork, trimVersion, type TableFingerprint } from '../testing/test-payload.ts'
export { testDatabaseEngine } from '../testing/temp-database.ts'
export { AUDITS_CHANGES_OF, AUDITS_DELETES_OF, AUDITS_READS_OF } from '../hooks/auditRecords.ts'
export { verifyAuditChain } from '../hooks/auditChain.ts'
export { PHI_COLLECTIONS } from '../phi.ts'
