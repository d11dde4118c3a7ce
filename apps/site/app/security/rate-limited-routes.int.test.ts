import { OPEN_UPLOAD_TICKETS_MAX } from '@telehealth/domain'
import { databaseFingerprint, getTestPayload, unknownRowId } from '@telehealth/cms/testing'
import { initialProducts } from '@telehealth/cms/seed'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { budgetPoints, type LimitName } from '~/auth/rate-limit.server.ts'
import { answerCartPreCheckout, findOpenCart, saveCart } from '~/checkout/cart.server.ts'
import type { SignedInPatient } from '~/cms.server.ts'
import { createChatUser } from '~/portal/support-chat.server.ts'
import { action as loginAction } from '~/routes/auth/login/route.tsx'
import { action as forgotAction } from '~/routes/auth/forgot-password/route.tsx'
import { action as checkoutAction } from '~/routes/checkout/weight-loss-payment/route.tsx'
import { action as signedUrlAction } from '~/routes/resources/api/get-signed-url.ts'
import { action as payNowAction } from '~/routes/resources/api/process-subs-payment.ts'
import { action as providerMessagesAction } from '~/routes/resources/api/provider-messages.ts'
import { action as sendDocMessageAction } from '~/routes/resources/api/send-doc-message.ts'
import { action as reshipAction } from '~/routes/resources/api/submit-reship-request.ts'
import { action as supportMessagesAction } from '~/routes/resources/api/support-messages.ts'
import { action as updateCardAction } from '~/routes/resources/api/update-card.ts'
import { action as updatePasswordAction } from '~/routes/resources/api/update-password.ts'
import { action as verifyApiAction } from '~/routes/resources/verify-api.ts'
import { sessionCookie } from '../../test/home-routes.ts'
import { callRoute, type RouteAnswer } from '../../test/route-answer.ts'
import { writeFigures } from '@telehealth/cms/testing/fuzz'
import { signedInPatient } from '../../test/signed-in-patient.ts'

/**
 * Issue 32, rate limits (ADR 105): every budgeted route, exhausted through the route itself (one
 * call per place in its budget), then once more. The refused call answers 429 with Retry-After and
 * the budget's message, and writes nothing at all (every collection's rows as before it).
 */

let payload: Payload
let ipCounter = 0
/** An address of its own per route, so one route's calls never spend another's per-address budget. */
const freshIp = () => `198.51.100.${++ipCounter}`

const TOO_MANY = /^Too many attempts\. Please wait \d+ minutes? and try again\.$/
const PASSWORDS = ['Violet-Harbor-Lantern-42', 'Copper-Meadow-Thistle-97'] as const

interface LimitedRoute {
  /** The route as the issue names it. */
  name: string
  /** The budget it spends (the one the test exhausts). */
  budget: LimitName
  /** Anything the calls need first (a patient, a cart), made once. */
  setUp: () => Promise<(attempt: number) => Promise<RouteAnswer>>
  /**
   * A limit the route meets before the budget's end, when it has one (upload tickets: the cap on open
   * tickets, 20, comes before the hourly 60 for a patient who finishes none): its size and its words.
   */
  before?: { points: number; message: RegExp }
}

/** A signed-in patient with a verified phone, and its session cookie. */
async function patientAndCookie(overrides: Record<string, unknown> = {}): Promise<{ patient: SignedInPatient; cookie: string }> {
  const patient = await signedInPatient(payload, { phone: '5125550100', ...overrides })
  return { patient, cookie: await sessionCookie(patient) }
}

const LIMITED_ROUTES: LimitedRoute[] = [
  {
    name: 'sign-in (POST /login)',
    budget: 'loginPerIp',
    setUp: async () => {
      const clientIp = freshIp()
      // One unknown account per call: the per-address budget is the one used up (each account's own growing wait never starts).
      return (attempt) =>
        callRoute(loginAction, '/login', { form: { email: `nobody-${attempt}-${Date.now()}@example.com`, password: 'not-the-password' }, clientIp })
    },
  },
  {
    name: 'forgot-password (POST /forgot-password)',
    budget: 'forgotPerAccount',
    setUp: async () => {
      const { patient } = await patientAndCookie()
      const clientIp = freshIp()
      return () => callRoute(forgotAction, '/forgot-password', { form: { email: patient.email }, clientIp })
    },
  },
  {
    name: 'verification code, send (POST /verify/api intent=send-code)',
    budget: 'sendCodePerPatient',
    setUp: async () => {
      const { cookie } = await patientAndCookie()
      const clientIp = freshIp()
      return () => callRoute(verifyApiAction, '/verify/api', { cookie, form: { intent: 'send-code', channel: 'phone' }, clientIp })
    },
  },
  {
    name: 'verification code, check (POST /verify/api intent=verify-code)',
    budget: 'verifyCodePerPatient',
    setUp: async () => {
      const { cookie } = await patientAndCookie()
      const clientIp = freshIp()
      return () => callRoute(verifyApiAction, '/verify/api', { cookie, form: { intent: 'verify-code', channel: 'phone', code: '000000' }, clientIp })
    },
  },
  {
    name: 'checkout, BUY NOW (POST /weight-loss-payment/{cartId} intent=pay)',
    budget: 'checkoutPerIp',
    setUp: async () => {
      const { patient, cookie } = await patientAndCookie()
      const cartId = await saveCart({ patient, drug: 'semaglutide', paymentTerms: 6, offers: null, conversionId: null })
      const cart = await findOpenCart(cartId, patient)
      await answerCartPreCheckout(patient, cart!, { takesGlp: false, glpMedication: null, currentDoseMg: null, medication: 'semaglutide' })
      const clientIp = freshIp()
      // An unfinished card form: refused 400 after the budget is spent, so nothing is charged while it is used up.
      return () => callRoute(checkoutAction, `/weight-loss-payment/${cartId}`, { cookie, params: { cartId }, form: { intent: 'pay' }, clientIp })
    },
  },
  {
    name: 'chat send (POST /api/support-messages)',
    budget: 'chatSendPerPatient',
    setUp: async () => {
      const { patient, cookie } = await patientAndCookie()
      const made = await createChatUser(patient, { first_name: 'Pat', last_name: 'Example', email: patient.email, source_web: 2, user_type: 'chat' })
      expect(made.status).toBe(200)
      return (attempt) => callRoute(supportMessagesAction, '/api/support-messages', { cookie, json: { message: `Question ${attempt}` } })
    },
  },
  {
    name: 'send-doc-message (POST /api/send-doc-message)',
    budget: 'chatSendPerPatient',
    setUp: async () => {
      const { cookie } = await patientAndCookie()
      return (attempt) => callRoute(sendDocMessageAction, '/api/send-doc-message', { cookie, json: { message: `Note ${attempt}`, visitId: 'visit-1' } })
    },
  },
  {
    name: 'provider-messages (POST /api/provider-messages)',
    budget: 'chatSendPerPatient',
    setUp: async () => {
      const { cookie } = await patientAndCookie()
      return (attempt) => callRoute(providerMessagesAction, '/api/provider-messages', { cookie, json: { message: `Hello ${attempt}` } })
    },
  },
  {
    name: 'password change (POST /api/update-password)',
    budget: 'loginPerAccountAndAddress',
    setUp: async () => {
      const { cookie } = await patientAndCookie({ password: PASSWORDS[0] })
      const clientIp = freshIp()
      // The right current password each time (a wrong one starts the growing wait instead): the budget itself runs out.
      return (attempt) =>
        callRoute(updatePasswordAction, '/api/update-password', {
          cookie,
          clientIp,
          json: { oldPassword: PASSWORDS[attempt % 2], newPassword: PASSWORDS[(attempt + 1) % 2], confirmPassword: PASSWORDS[(attempt + 1) % 2] },
        })
    },
  },
  {
    name: 'card change (POST /api/update-card)',
    budget: 'cardChangePerPatient',
    setUp: async () => {
      const { cookie } = await patientAndCookie()
      const card = { card_number: '4242 4242 4242 4242', card_exp: '12/40', card_cvc: '123', card_zip: '78701' }
      const address = { 'billing.address_line_1': '100 Congress Ave', 'billing.city': 'Austin', 'billing.state': 'TX', 'billing.zip': '78701' }
      return () => callRoute(updateCardAction, '/api/update-card', { cookie, form: { ...card, ...address } })
    },
  },
  {
    name: 'Pay Now (POST /api/process-subs-payment)',
    budget: 'payNowPerPatient',
    setUp: async () => {
      const { patient, cookie } = await patientAndCookie()
      const subscriptionId = String(unknownRowId(patient.id))
      return () => callRoute(payNowAction, '/api/process-subs-payment', { cookie, json: { subscription_id: subscriptionId } })
    },
  },
  {
    name: 'upload tickets (POST /api/get-signed-url)',
    budget: 'uploadTicketPerPatient',
    before: { points: OPEN_UPLOAD_TICKETS_MAX, message: /Too many uploads are under way\. Please finish them, or wait \d+ minutes?, and try again\./ },
    setUp: async () => {
      const { cookie } = await patientAndCookie()
      return (attempt) =>
        callRoute(signedUrlAction, '/api/get-signed-url', {
          cookie,
          json: { filename: `scale-${attempt}.jpg`, content_type: 'image/jpeg', size: 2048, purpose: 'chat' },
        })
    },
  },
  {
    name: 'reship (POST /api/submit-reship-request)',
    budget: 'reshipPerPatient',
    setUp: async () => {
      const { patient, cookie } = await patientAndCookie()
      const orderId = String(unknownRowId(patient.id))
      return () =>
        callRoute(reshipAction, '/api/submit-reship-request', {
          cookie,
          json: { items: [{ id: orderId, name: 'Semaglutide' }], reason: 'The box arrived crushed.', image: `/api/files/${orderId}` },
        })
    },
  },
]

const answered429: string[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  for (const product of initialProducts) await payload.create({ collection: 'products', data: product })
})

afterAll(() => {
  writeFigures('limits', { limitedRoutes: LIMITED_ROUTES.length, limitedRoutes429: answered429.length })
})

describe('every budgeted route answers 429 with Retry-After once its budget is used up, and the refused call writes nothing', { timeout: 180_000 }, () => {
  for (const route of LIMITED_ROUTES) {
    it(route.name, async () => {
      const attempt = await route.setUp()
      const points = route.before?.points ?? budgetPoints(route.budget)
      for (let n = 0; n < points; n += 1) {
        const answer = await attempt(n)
        // Within the budget: the route's own answer (a refusal of the input at most), never a redirect away before the budget is reached.
        expect(answer.status, `call ${n + 1} of ${points} is within the budget`).not.toBe(429)
        expect(answer.status).toBeLessThan(500)
        expect(answer.status < 300 || answer.status >= 400, `call ${n + 1} reached the route (not a ${answer.status} redirect)`).toBe(true)
      }
      const before = await databaseFingerprint(payload)
      const refused = await attempt(points)
      expect(refused.status).toBe(429)
      const retryAfter = Number(refused.headers.get('Retry-After'))
      expect(Number.isInteger(retryAfter) && retryAfter > 0).toBe(true)
      const body = typeof refused.body === 'object' && refused.body !== null ? (refused.body as Record<string, unknown>) : {}
      const message = body.message ?? body.formError
      expect(message).toMatch(route.before?.message ?? TOO_MANY)
      expect(await databaseFingerprint(payload)).toEqual(before)
      answered429.push(route.name)
    })
  }
})
