/**
 * What the route fuzz suite sends each route module (ADR 104), keyed by the module's file in the
 * route table (routes.ts): the fields and query values it reads, the intents it branches on and its
 * file fields. Every route of the table is fuzzed with its module's recipe, on its own path; a
 * module in the table without a recipe fails the suite, so a new route is added here with its fields.
 * The generator mixes in the names of every other field (FIELD_NAMES) and names that are none.
 */
export interface Recipe {
  /** Form fields or JSON keys the route reads. */
  fields: readonly string[]
  /** Query parameters it reads. */
  query?: readonly string[]
  /** Values of `intent` it branches on. */
  intents?: readonly string[]
  /** Multipart file fields. */
  files?: readonly string[]
}

/** Every field name the domain's schemas and the spec's calls use: sent to every route as "another route's field". */
export const FIELD_NAMES = [
  'accept',
  'address_line_1',
  'address_line_2',
  'agreed_to_email',
  'agreed_to_terms',
  'agreed_to_text',
  'amount',
  'attachments',
  'billingAddress',
  'city',
  'code',
  'confirmPassword',
  'content_type',
  'coupon',
  'details',
  'dob',
  'email',
  'filename',
  'first_name',
  'gender',
  'height_feet',
  'height_inch',
  'id',
  'idOfForm',
  'intent',
  'items',
  'last_name',
  'message',
  'newPassword',
  'oldPassword',
  'order_id',
  'password',
  'phone',
  'plan',
  'preferred_categories',
  'reason',
  'selectedMed',
  'state',
  'subs_id',
  'subscription_id',
  'text_updates',
  'token',
  'uniqueId',
  'visitId',
  'weight',
  'zip',
] as const

const profileFields = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'phone_1',
  'phone_2',
  'phone_3',
  'text_updates',
  'gender',
  'weight',
  'height_feet',
  'height_inch',
]
const addressFields = ['address_line_1', 'address_line_2', 'city', 'state', 'zip']
const intakeFields = [
  'step',
  'answers',
  'state',
  'dob',
  'gender',
  'height_feet',
  'height_inch',
  'weight',
  'desired_weight',
  'email',
  'first_name',
  'last_name',
  'phone',
  'agreed_to_terms',
  'agreed_to_text',
  'medications',
  'takesGlp',
  'glpMedication',
  'tracking_session_id',
]
const medicalFormFields = [
  'formId',
  'order_id',
  'questionnaireId',
  'version',
  'questions',
  'answers',
  'question',
  'doseSchedule',
  'currentDose',
  'medication',
  'patientPreference',
  'form_step2_agree',
  'is_completed',
  'savedAt',
]
const cardFields = ['token', 'details', 'billingAddress', 'paymentMethodId', 'different_billing', ...addressFields]

export const RECIPES: Readonly<Record<string, Recipe>> = {
  // funnel
  'routes/funnel/intake/route.tsx': { fields: intakeFields, query: ['step', 'sema', 'tir', 'utm_source'] },
  'routes/funnel/weight-loss-report/route.tsx': { fields: [], query: ['desiredWeight'] },
  'routes/funnel/select-med/route.tsx': { fields: ['plan'], query: ['sema', 'tir'] },
  'routes/funnel/sign-up/route.tsx': {
    fields: ['email', 'password', 'confirmPassword', 'first_name', 'last_name', 'phone', 'agreed_to_terms', 'agreed_to_text'],
    query: ['leadId'],
  },
  'routes/funnel/verify/route.tsx': { fields: [], query: ['leadId', 'c_id'] },
  'routes/funnel/sorry/route.tsx': { fields: [], query: ['message', 'reason', 'redirect'] },
  'routes/funnel/legal/route.tsx': { fields: [] },
  // auth
  'routes/auth/login/route.tsx': { fields: ['email', 'password', 'page_ref'], intents: ['unlock', 'login'], query: ['page_ref', 'unlock'] },
  'routes/auth/forgot-password/route.tsx': { fields: ['email'] },
  'routes/auth/password-reset/route.tsx': { fields: ['password', 'newPassword', 'confirmPassword'] },
  'routes/auth/logout/route.tsx': { fields: ['page_ref'] },
  // checkout
  'routes/checkout/pre-checkout/route.tsx': { fields: ['plan'], query: ['link', 'sid'] },
  'routes/checkout/weight-loss-payment/route.tsx': {
    fields: ['plan', 'coupon', 'selectedMed', 'payment_method', 'paymentMethodId', 'idempotencyKey', 'different_billing', ...addressFields],
    intents: ['plan', 'switch-medication', 'coupon', 'pay'],
    query: ['link', 'plan'],
  },
  'routes/checkout/payment-thanks/route.tsx': { fields: ['choice', 'plan'], query: ['amount', 'step', 'trans_id'] },
  'routes/checkout/status-progress/route.tsx': { fields: ['plan', 'selected', 'program'], intents: ['change', 'choose', 'confirm'] },
  // portal
  'routes/portal/home/route.tsx': { fields: ['message', 'channel'], intents: ['chat.start'], query: ['chat'] },
  'routes/portal/home/index.tsx': { fields: [], query: ['chat'] },
  'routes/portal/home/progress.tsx': { fields: ['weight', 'date', 'note'], intents: ['progress.weight', 'progress.other'] },
  'routes/portal/home/orders.tsx': { fields: ['orderId', 'reason'], intents: ['orders.cancel', 'orders.cancel-ask'] },
  'routes/portal/home/dosage.tsx': { fields: [] },
  'routes/portal/home/profile.tsx': {
    fields: [...profileFields, ...addressFields, 'code', 'oldPassword', 'newPassword', 'confirmPassword', 'preferred_categories'],
    intents: ['profile.contact', 'profile.contact-code', 'profile.physical', 'profile.address', 'profile.password', 'profile.categories'],
  },
  'routes/portal/home/doctor.tsx': { fields: [] },
  'routes/portal/home/billing.tsx': { fields: [] },
  'routes/portal/home/promotion.tsx': { fields: ['plan', 'addOn', 'product'], intents: ['buy', 'add-on'] },
  'routes/portal/medical-form/route.tsx': { fields: medicalFormFields, query: ['type'] },
  'routes/portal/adjust-doses/route.tsx': { fields: medicalFormFields },
  'routes/portal/prescription/route.tsx': { fields: ['accept', 'order_id', 'confirm'] },
  'routes/portal/upload-video/route.tsx': { fields: [], query: ['state'] },
  'routes/portal/replacement-request/route.tsx': { fields: ['reason', 'image', 'items', 'orderId'] },
  'routes/staff/questionnaire-preview/route.tsx': { fields: [], query: ['kind', 'id'] },
  // resources
  'routes/resources/healthz.ts': { fields: [] },
  'routes/resources/intake-submit.ts': { fields: intakeFields },
  'routes/resources/intake-disqualify.ts': { fields: ['reason', 'step', 'email', 'state', 'dob', 'tracking_session_id'] },
  'routes/resources/verify-api.ts': {
    fields: ['code', 'email', 'phone', 'channel', 'leadId', ...addressFields],
    intents: ['check-address', 'save-address', 'send-code', 'verify-code', 'update-contact'],
  },
  'routes/resources/address-suggestions.ts': { fields: [], query: ['q'] },
  'routes/resources/forms-orders.ts': { fields: [] },
  'routes/resources/api/block-user-payment.ts': { fields: [] },
  'routes/resources/api/bundle-selected.ts': { fields: ['selectedMed'] },
  'routes/resources/api/cancle-subs.ts': { fields: ['reason', 'reccomend', 'subs_id'] },
  'routes/resources/api/chat-events.ts': { fields: [], query: ['thread', 'after', 'lastEventId'] },
  'routes/resources/api/chat-token.ts': { fields: [], query: ['thread'] },
  'routes/resources/api/chat-user.ts': { fields: ['first_name', 'last_name', 'email', 'source_web', 'user_type'] },
  'routes/resources/api/doctor-photo.ts': { fields: [] },
  'routes/resources/api/files.ts': { fields: [], query: ['download'] },
  'routes/resources/api/get-doc-profile.ts': { fields: [] },
  'routes/resources/api/get-shipped-items.ts': { fields: [] },
  'routes/resources/api/get-signed-url.ts': { fields: ['filename', 'content_type', 'purpose', 'size', 'orderId', 'formId'] },
  'routes/resources/api/invoice.ts': { fields: [], query: ['id', 'program'] },
  'routes/resources/api/log-upload-attempt.ts': { fields: ['success', 'error', 'userAgent', 'fileSize', 'filename', 'imageType', 'idOfForm', 'timestamp'] },
  'routes/resources/api/logout.ts': { fields: [] },
  'routes/resources/api/order-items.ts': { fields: [] },
  'routes/resources/api/prescription-getorder.ts': { fields: [] },
  'routes/resources/api/prescription-pending.ts': { fields: [] },
  'routes/resources/api/prescription-update.ts': { fields: ['order_id', 'accept'] },
  'routes/resources/api/process-refund.ts': { fields: ['trans_id', 'amount', 'reason'] },
  'routes/resources/api/process-subs-payment.ts': { fields: ['token', 'details', 'billingAddress', 'subscription_id', 'amount'] },
  'routes/resources/api/provider-messages.ts': { fields: ['message', 'latestEncounterId', 'attachments'], query: ['page'] },
  'routes/resources/api/questionnaire-draft.ts': { fields: ['answers', 'currentQuestionId', 'savedAt', 'version', 'formType'] },
  'routes/resources/api/questionnaire-responses-fhir.ts': { fields: [] },
  'routes/resources/api/receipt.ts': { fields: [], query: ['id', 'program'] },
  'routes/resources/api/send-doc-message.ts': { fields: ['message', 'visitId'] },
  'routes/resources/api/ship-address.ts': { fields: addressFields },
  'routes/resources/api/submit-adjust-doses-form.ts': { fields: medicalFormFields },
  'routes/resources/api/submit-bare-form.ts': { fields: medicalFormFields },
  'routes/resources/api/submit-md-form.ts': { fields: medicalFormFields },
  'routes/resources/api/submit-reship-request.ts': { fields: ['reason', 'image', 'items'] },
  'routes/resources/api/support-messages.ts': { fields: ['message', 'attachments'], query: ['page'] },
  'routes/resources/api/update-card.ts': { fields: cardFields },
  'routes/resources/api/update-password.ts': { fields: ['oldPassword', 'newPassword', 'confirmPassword'] },
  'routes/resources/api/update-physical-info.ts': { fields: ['gender', 'weight', 'height_inch', 'height_feet'] },
  'routes/resources/api/update-profile.ts': { fields: [...profileFields, 'preferred_categories'] },
  'routes/resources/api/upload-av-video.ts': { fields: ['s3FileName', 'uniqueId'] },
  'routes/resources/api/uploads.ts': { fields: ['part', 'offset', 'size', 'complete'], query: ['part', 'offset'], files: ['file', 'chunk'] },
  // the aliases and every unknown path
  'routes/redirects.ts': { fields: [], query: ['sema', 'tir', 'x'] },
  // the bench's own page (only in the bench build)
  'routes/bench/baseline.tsx': { fields: [] },
}
