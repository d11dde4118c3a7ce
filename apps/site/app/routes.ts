import { index, route, type RouteConfig } from '@remix-run/route-config'
import { HOME_TAB_PATHS } from './portal/home-tab.ts'
import { ALIASES } from './routes/aliases.ts'

/**
 * Every address the site answers, grouped by who it is for. The paths are the specification's; the
 * files live in routes/<audience>/. A page is `route.tsx` (loader + action + component) beside its
 * `*.server.ts`; an endpoint without a page (the spec's JSON calls) is a file in routes/resources.
 */
const funnel = [
  index('routes/funnel/intake/route.tsx'),
  route('weight-loss-report', 'routes/funnel/weight-loss-report/route.tsx'),
  route('select-med', 'routes/funnel/select-med/route.tsx'),
  route('sign-up', 'routes/funnel/sign-up/route.tsx'),
  route('verify', 'routes/funnel/verify/route.tsx'),
  route('sorry', 'routes/funnel/sorry/route.tsx'),
  route('legal/:slug', 'routes/funnel/legal/route.tsx'),
]

const auth = [
  route('login', 'routes/auth/login/route.tsx'),
  route('forgot-password', 'routes/auth/forgot-password/route.tsx'),
  route('password-reset/:token', 'routes/auth/password-reset/route.tsx'),
  route('logout', 'routes/auth/logout/route.tsx'),
]

const checkout = [
  route('pre-checkout/:cartId', 'routes/checkout/pre-checkout/route.tsx'),
  route('weight-loss-payment/:cartId', 'routes/checkout/weight-loss-payment/route.tsx'),
  // The call-center checkout: the same page and rules, opened by an agent's link (ADR 010).
  route('weightlosspayment/:cartId', 'routes/checkout/weight-loss-payment/route.tsx', { id: 'routes/checkout/weight-loss-payment/call-center' }),
  route('payment/thanks', 'routes/checkout/payment-thanks/route.tsx'),
  route('status-progress', 'routes/checkout/status-progress/route.tsx'),
]

/** /home: a layout with one route per tab, each loading and acting for itself (ADR 073); /home itself opens the tab. */
const home = route('home', 'routes/portal/home/route.tsx', [
  index('routes/portal/home/index.tsx'),
  route(HOME_TAB_PATHS.myNewSelf, 'routes/portal/home/progress.tsx'),
  route(HOME_TAB_PATHS.orders, 'routes/portal/home/orders.tsx'),
  route(HOME_TAB_PATHS.dosage, 'routes/portal/home/dosage.tsx'),
  route(HOME_TAB_PATHS.profile, 'routes/portal/home/profile.tsx'),
  route(HOME_TAB_PATHS.doctorOnDemand, 'routes/portal/home/doctor.tsx'),
  route(HOME_TAB_PATHS.billing, 'routes/portal/home/billing.tsx'),
  route(HOME_TAB_PATHS.promotion, 'routes/portal/home/promotion.tsx'),
])

const portal = [
  home,
  route('medical-form/:id', 'routes/portal/medical-form/route.tsx'),
  route('adjust-doses/:id', 'routes/portal/adjust-doses/route.tsx'),
  route('prescription/:id', 'routes/portal/prescription/route.tsx'),
  route('upload-video/:id', 'routes/portal/upload-video/route.tsx'),
  route('replacement-request', 'routes/portal/replacement-request/route.tsx'),
]

/** The admin's live preview of a questionnaire draft (ADR 057). */
const staff = [route('questionnaire-preview', 'routes/staff/questionnaire-preview/route.tsx')]

const api = (path: string, file: string) => route(`api/${path}`, `routes/resources/api/${file}.ts`)

const resources = [
  route('healthz', 'routes/resources/healthz.ts'),
  route('intake/submit', 'routes/resources/intake-submit.ts'),
  route('intake/disqualify', 'routes/resources/intake-disqualify.ts'),
  route('verify/api', 'routes/resources/verify-api.ts'),
  route('address-suggestions', 'routes/resources/address-suggestions.ts'),
  route('forms/orders/:id', 'routes/resources/forms-orders.ts'),
  api('block-user-payment', 'block-user-payment'),
  api('bundle-selected', 'bundle-selected'),
  api('cancle-subs', 'cancle-subs'),
  api('chat-events', 'chat-events'),
  api('chat-token', 'chat-token'),
  api('chat-user', 'chat-user'),
  api('doctor-photo/:encounterId', 'doctor-photo'),
  api('files/:id', 'files'),
  api('get-doc-profile/:encounterId', 'get-doc-profile'),
  api('get-shipped-items', 'get-shipped-items'),
  api('get-signed-url', 'get-signed-url'),
  api('invoice', 'invoice'),
  api('log-upload-attempt', 'log-upload-attempt'),
  api('logout', 'logout'),
  api('order-items', 'order-items'),
  api('prescription-getorder/:id', 'prescription-getorder'),
  api('prescription-pending/:id', 'prescription-pending'),
  api('prescription-update/:id', 'prescription-update'),
  api('process-refund', 'process-refund'),
  api('process-subs-payment', 'process-subs-payment'),
  api('provider-messages', 'provider-messages'),
  api('questionnaire-draft/:orderId', 'questionnaire-draft'),
  api('questionnaire-responses/:id/fhir', 'questionnaire-responses-fhir'),
  api('receipt', 'receipt'),
  api('send-doc-message', 'send-doc-message'),
  api('ship-address', 'ship-address'),
  api('submit-adjust-doses-form', 'submit-adjust-doses-form'),
  api('submit-bare-form', 'submit-bare-form'),
  api('submit-md-form', 'submit-md-form'),
  api('submit-reship-request', 'submit-reship-request'),
  api('support-messages', 'support-messages'),
  api('update-card', 'update-card'),
  api('update-password', 'update-password'),
  api('update-physical-info', 'update-physical-info'),
  api('update-profile', 'update-profile'),
  api('upload-av-video', 'upload-av-video'),
  api('uploads/:ticket', 'uploads'),
]

/** The aliases (routes/aliases.ts) and, last, every unknown path: all redirects. */
const redirects = [
  ...Object.keys(ALIASES).map((path) => route(path.slice(1), 'routes/redirects.ts', { id: `redirect${path}` })),
  route('*', 'routes/redirects.ts', { id: 'redirect/unknown' }),
]

/**
 * The page `npm run bench` measures every page against (a static string in the site's layout):
 * only in the bench's own build (SITE_BENCH_ROUTES=1, set by bench/servers.ts), never in production.
 */
const bench = process.env.SITE_BENCH_ROUTES === '1' ? [route('bench-baseline', 'routes/bench/baseline.tsx')] : []

export default [...funnel, ...auth, ...checkout, ...portal, ...staff, ...resources, ...redirects, ...bench] satisfies RouteConfig
