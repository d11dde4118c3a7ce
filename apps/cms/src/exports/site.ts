/**
 * What the running site uses from the CMS (ADR 071): the order's transitions, the passwordless
 * account, claims, token hashing, the rate-limit key, checkout links, sessions, account events,
 * storage and the payment gateways. The site imports these from `@telehealth/cms/site` and nothing
 * else from the CMS's sources but the config (its data door only), the generated types, the
 * environment rules and the questionnaire helpers. Export only what the site uses: knip reports the rest.
 */
export { insertPasswordlessPatient, type PasswordlessPatientData } from '../auth/passwordless-patient.ts'
export { patientHasPassword } from '../auth/has-password.ts'
export { newAccountToken, tokenHash } from '../auth/tokens.ts'
export { amountOwedFor, chargeMessages, chargeSubscriptionPeriod, type ChargeBy, type ChargeDeps, type ChargeOutcome } from '../billing/charge-period.ts'
export { addMonthsUtc, intervalMonths } from '../billing/schedule.ts'
export { isDuplicateKey, tryClaimIn, waitForClaimIn, type Claim } from '../claims.ts'
export { checkoutPath, type CheckoutLink } from '../collections/Carts/checkoutLink.ts'
export { checkoutClaimKey, prescriptionAnswerClaimKey, subscriptionChargeClaimKey } from '../jobs/claim-keys.ts'
export { threadKeyOf } from '../chat/threads.ts'
export { ablyConfigured, ablyTokenRequestFor, type AblyTokenRequest } from '../chat/ably.ts'
export { CHAT_EVENT_HEADERS, chatEventStream } from '../chat/event-stream.ts'
export { chatAttachmentOf, chatWatcherOf, type ChatWatcher } from '../chat/live.ts'
export { KEEP_SESSION_CONTEXT, type SessionEndReason, type SessionScope } from '../collections/PatientSessions.ts'
export { RESET_LINK_LIFETIME_MS } from '../collections/Patients.ts'
export { relationId, relationValue } from '../fields/relation-id.ts'
export { logServerError, newCorrelationId, withCorrelationId } from '../logging/error-log.ts'
export { recordAccountEvent, type AccountEvent } from '../hooks/audit.ts'
export { scopedOne, scopedTwo } from '../local-api-scope.ts'
export { isMovedOn, transitionOrder, type TransitionInput, type TransitionResult } from '../orders/lifecycle.ts'
export {
  HoldNotCapturableError,
  PAYMENT_DESCRIPTION,
  PaymentInputError,
  type AuthorizeRequest,
  type CardInput,
  type PaymentGateway,
  type SavedCard,
} from '../payments/gateway.ts'
export { createSandboxGateway, SANDBOX_CARDS } from '../payments/sandbox-gateway.ts'
export { stripeGateway, type StripeGatewayConfig } from '../payments/stripe-gateway.ts'
export { rateLimitKeyWith } from '../rate-limit-key.ts'
export { type SmsSender } from '../sms/sender.ts'
export { twilioSms } from '../sms/twilio.ts'
export { s3Client, s3KeyOf, s3Settings } from '../storage.ts'
export { uploadParts } from '../upload-parts.ts'
export { unitOfWork, type UnitOfWork } from '../transactions.ts'
