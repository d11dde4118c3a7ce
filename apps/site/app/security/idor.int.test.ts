import { randomBytes, randomUUID } from 'node:crypto'
import config from '@telehealth/cms/config'
import { initialProducts, initialQuestionnaires } from '@telehealth/cms/seed'
import { createStaff, getTestPayload, prescribe, unknownRowId } from '@telehealth/cms/testing'
import { documentToRows } from '@telehealth/cms/questionnaires'
import { relationValue } from '@telehealth/cms/site'
import { parseRowId, rowIdText, type RowId } from '@telehealth/domain'
import { handleEndpoints, type CollectionSlug, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { saveCart } from '~/checkout/cart.server.ts'
import { postProviderMessage } from '~/portal/doctor-thread.server.ts'
import { createChatUser, postSupportMessage } from '~/portal/support-chat.server.ts'
import { issueUploadTicket, receiveUpload } from '~/uploads/tickets.server.ts'
import { saveShippingAddress } from '~/verify/verify.server.ts'
import * as preCheckout from '~/routes/checkout/pre-checkout/route.tsx'
import * as checkout from '~/routes/checkout/weight-loss-payment/route.tsx'
import * as ordersTab from '~/routes/portal/home/orders.tsx'
import * as adjustDoses from '~/routes/portal/adjust-doses/route.tsx'
import * as medicalForm from '~/routes/portal/medical-form/route.tsx'
import * as prescriptionPage from '~/routes/portal/prescription/route.tsx'
import * as uploadVideo from '~/routes/portal/upload-video/route.tsx'
import * as replacementRequest from '~/routes/portal/replacement-request/route.tsx'
import * as formsOrders from '~/routes/resources/forms-orders.ts'
import * as cancelSubs from '~/routes/resources/api/cancle-subs.ts'
import * as doctorPhoto from '~/routes/resources/api/doctor-photo.ts'
import * as files from '~/routes/resources/api/files.ts'
import * as docProfile from '~/routes/resources/api/get-doc-profile.ts'
import * as signedUrl from '~/routes/resources/api/get-signed-url.ts'
import * as invoice from '~/routes/resources/api/invoice.ts'
import * as logUploadAttempt from '~/routes/resources/api/log-upload-attempt.ts'
import * as getOrder from '~/routes/resources/api/prescription-getorder.ts'
import * as pending from '~/routes/resources/api/prescription-pending.ts'
import * as update from '~/routes/resources/api/prescription-update.ts'
import * as refund from '~/routes/resources/api/process-refund.ts'
import * as payNow from '~/routes/resources/api/process-subs-payment.ts'
import * as providerMessages from '~/routes/resources/api/provider-messages.ts'
import * as draft from '~/routes/resources/api/questionnaire-draft.ts'
import * as fhir from '~/routes/resources/api/questionnaire-responses-fhir.ts'
import * as receipt from '~/routes/resources/api/receipt.ts'
import * as sendDocMessage from '~/routes/resources/api/send-doc-message.ts'
import * as adjustDosesForm from '~/routes/resources/api/submit-adjust-doses-form.ts'
import * as bareForm from '~/routes/resources/api/submit-bare-form.ts'
import * as mdForm from '~/routes/resources/api/submit-md-form.ts'
import * as reship from '~/routes/resources/api/submit-reship-request.ts'
import * as supportMessages from '~/routes/resources/api/support-messages.ts'
import * as uploadVideoApi from '~/routes/resources/api/upload-av-video.ts'
import * as uploads from '~/routes/resources/api/uploads.ts'
import { sessionCookie } from '../../test/home-routes.ts'
import { loader as leakyOrderLoader } from '../../test/idor-fixtures/leaky-order-route.ts'
import { pendingFormOrder, tirzepatideProduct } from '../../test/medical-form.ts'
import { paidPlan } from '../../test/paid-plan.ts'
import { callRoute, type RouteAnswer, type RouteHandler } from '../../test/route-answer.ts'
import { writeFigures } from '@telehealth/cms/testing/fuzz'
import { signedInPatient } from '../../test/signed-in-patient.ts'

/**
 * Issue 32, the IDOR suite (ADR 105). Patient A gets one record of every patient-owned kind, made
 * through the product's own server functions where one exists (checkout's cart, the prescribing
 * lifecycle, upload tickets, the chat, the address check) and as the CMS stores them otherwise.
 * Patient B then tries each of A's records by id through every route and parameter that takes one
 * (path, query, form and JSON fields), and through the CMS's REST API. Every try is compared with
 * the same call for an unknown id of the same shape: the answers must be the same (status, body,
 * headers, with the tried id and dates masked), hold none of A's values, and A's rows must be
 * unchanged at the end. The route table (routes.ts) is read whole: a route missing from ROUTES
 * below, or a path parameter without a case, fails the suite. A planted fault (a test fixture
 * with its owner filter removed) must be reported as a leak.
 */

let payload: Payload

/** A's values that must never reach B (unique to this run). */
const stamp = `${Date.now()}${randomBytes(3).toString('hex')}`
const A_MARKERS = {
  first: `Zenobia${stamp}`,
  last: `Quillfeather${stamp}`,
  email: `zenobia.${stamp}@example.com`,
  street: `742 Evergreen Terrace ${stamp.slice(-5)}`,
  support: `Marker support message ${stamp}`,
  doctor: `Marker doctor message ${stamp}`,
  reship: `Marker reship reason ${stamp}`,
  draft: `Marker draft answer ${stamp}`,
}

/** The id of each of A's records, as the routes take it. */
interface Records {
  patient: RowId
  order: RowId
  formOrder: RowId
  encounter: string
  prescription: RowId
  doseRequest: RowId
  subscription: RowId
  transaction: RowId
  paymentReference: string
  weightEntry: RowId
  draft: RowId
  response: RowId
  upload: RowId
  uploadTicket: RowId
  uploadToken: string
  fileUrl: string
  chatProfile: RowId
  supportThread: RowId
  doctorThread: RowId
  message: RowId
  attachment: RowId
  reshipRequest: RowId
  cart: string
  address: RowId
}

let a: SignedInPatient
let b: SignedInPatient
let bCookie: string
let records: Records
/** B's own delivered order and its photo: a replacement naming A's order beside it reaches the item check. */
let bOrder: string
/** B's own tirzepatide order: adjusting its doses with A's photo reaches the photo's owner check. */
let bTirzepatideOrder: string
let bEvidence: string

const items = [{ rxId: 'rx-1', medId: 'm-1', name: 'Tirzepatide 10 mg/mL', strength: '2.5 mg', directions: 'Inject 0.25 mL weekly.' }]

/** A small PNG uploaded through a ticket as the patient's browser does: the ticket, its token and the stored file. */
async function uploadThroughTicket(patient: SignedInPatient, request: Record<string, unknown>) {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  const ticket = await issueUploadTicket(patient, { filename: 'scan.png', content_type: 'image/png', size: bytes.length, ...request })
  if (!ticket.ok) throw new Error(`no ticket: ${ticket.body.message}`)
  const url = String(ticket.body.upload_url ?? ticket.body.url)
  const token = url.split('/').at(-1)!
  const put = new Request('https://care.example.com/api/uploads/x', { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: bytes, duplex: 'half' })
  const stored = await receiveUpload(patient, token, put)
  if (stored.status !== 201) throw new Error(`upload answered ${stored.status}`)
  const ticketRow = (
    await payload.find({
      collection: 'upload-tickets',
      where: { patient: { equals: patient.id } },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]!
  return { token, publicUrl: String(ticket.body.public_url), ticketId: ticketRow.id, uploadId: parseRowId(ticketRow.upload)! }
}

async function seedPatientA(): Promise<Records> {
  const clinician = await createStaff(payload, 'clinical')
  const productId = await tirzepatideProduct(payload, `idor-${stamp}`)
  const address = { address_line_1: A_MARKERS.street, address_line_2: '', city: 'Austin', state: 'TX' as const, zip: '78701' }
  const saved = await saveShippingAddress(a, address)
  if (!saved.ok) throw new Error(saved.message)
  const addressRow = (await payload.find({ collection: 'addresses', where: { patient: { equals: a.id } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!

  // An order the clinician prescribed (its encounter and prescription made by the lifecycle), and one waiting for its form.
  const order = await payload.create({
    collection: 'orders',
    data: {
      patient: a.id,
      status: 'waiting_prescription',
      amountCents: 24999,
      medication: 'tirzepatide',
      product: productId,
      shippingAddress: { ...address, address_line_2: undefined },
    },
    depth: 0,
    overrideAccess: true,
  })
  const prescribed = await prescribe(payload, {
    orderId: String(order.id),
    body: { doctor: 'Dr. J. Rivera', provider: 3, external_visit_id: `visit-${stamp}`, items },
    staff: { id: clinician.id, role: 'clinical' },
  })
  if (!prescribed.ok) throw new Error(prescribed.message)
  const encounter = (await payload.find({ collection: 'encounters', where: { order: { equals: order.id } }, depth: 0, overrideAccess: true })).docs[0]!
  const prescription = (await payload.find({ collection: 'prescriptions', where: { order: { equals: order.id } }, depth: 0, overrideAccess: true })).docs[0]!
  const formOrder = await pendingFormOrder(payload, a.id, productId)

  const { reference, paid } = await paidPlan(payload, a)
  const subscription = await payload.create({
    collection: 'subscriptions',
    data: { patient: a.id, plan_name: 'Tirzepatide Quarterly', amountCents: 74700, paymentTerms: '3', status: 'paused' },
    depth: 0,
    overrideAccess: true,
  })
  const weight = await payload.create({
    collection: 'weight-entries',
    data: { patient: a.id, measuredOn: new Date().toISOString().slice(0, 10), weightLb: 233 },
    depth: 0,
    overrideAccess: true,
  })

  const refill = initialQuestionnaires.find((questionnaire) => questionnaire.kind === 'refill')!
  const questionnaire = await payload.create({
    collection: 'questionnaires',
    data: { title: refill.title, kind: 'refill', ...documentToRows(refill.document), _status: 'published' },
    overrideAccess: true,
  })
  const version = (
    await payload.findVersions({ collection: 'questionnaires', where: { parent: { equals: questionnaire.id } }, sort: '-updatedAt', limit: 1, depth: 0 })
  ).docs[0]!
  const response = await payload.create({
    collection: 'questionnaire-responses',
    data: {
      patient: a.id,
      order: order.id,
      questionnaire: questionnaire.id,
      questionnaireVersion: String(version.id),
      formType: 'refill',
      answers: { note: A_MARKERS.draft },
    },
    overrideAccess: true,
    depth: 0,
  })
  const draftRow = await payload.create({
    collection: 'questionnaire-drafts',
    data: {
      patient: a.id,
      order: formOrder.id,
      questionnaire: questionnaire.id,
      version: String(version.id),
      progress: { answers: { note: A_MARKERS.draft } },
      savedAt: new Date().toISOString(),
    },
    overrideAccess: true,
    depth: 0,
  })

  // A chat attachment through an upload ticket, sent in the support thread; a message in the doctor thread.
  const chatFile = await uploadThroughTicket(a, { purpose: 'chat' })
  const profile = await createChatUser(a, { first_name: A_MARKERS.first, last_name: A_MARKERS.last, email: A_MARKERS.email, source_web: 2, user_type: 'chat' })
  if (profile.status !== 200) throw new Error('no chat profile')
  const support = await postSupportMessage(a, { message: A_MARKERS.support, attachments: [{ url: chatFile.publicUrl, type: 'image/png', name: 'scan.png' }] })
  if (support.status !== 200) throw new Error(`support message: ${JSON.stringify(support.body)}`)
  const doctor = await postProviderMessage(a, { message: A_MARKERS.doctor, latestEncounterId: encounter.publicId })
  if (doctor.status !== 200) throw new Error(`doctor message: ${JSON.stringify(doctor.body)}`)
  const threads = (await payload.find({ collection: 'chat-threads', where: { patient: { equals: a.id } }, depth: 0, overrideAccess: true })).docs
  const message = (await payload.find({ collection: 'chat-messages', where: { attachment: { equals: chatFile.uploadId } }, depth: 0, overrideAccess: true }))
    .docs[0]!
  const chatProfile = (await payload.find({ collection: 'chat-profiles', where: { patient: { equals: a.id } }, depth: 0, overrideAccess: true })).docs[0]!

  const doseRequest = await payload.create({
    collection: 'dose-adjustment-requests',
    data: {
      patient: a.id,
      order: order.id,
      selectedDoses: [{ month: 1, doseMg: 2.5 }],
      prescriptionPhoto: relationValue(chatFile.uploadId),
      status: 'received',
    },
    overrideAccess: true,
    depth: 0,
  })
  const reshipRequest = await payload.create({
    collection: 'reship-requests',
    data: {
      patient: a.id,
      order: order.id,
      items: [{ itemId: rowIdText(order.id), name: 'Tirzepatide', shippedOrder: order.id }],
      reason: A_MARKERS.reship,
      image: relationValue(chatFile.uploadId),
      status: 'received',
    },
    overrideAccess: true,
    depth: 0,
  })
  const cart = await saveCart({ patient: a, drug: 'semaglutide', paymentTerms: 6, offers: null, conversionId: null })

  return {
    patient: a.id,
    order: order.id,
    formOrder: formOrder.id,
    encounter: encounter.publicId!,
    prescription: prescription.id,
    doseRequest: doseRequest.id,
    subscription: subscription.id,
    transaction: paid!.id,
    paymentReference: reference,
    weightEntry: weight.id,
    draft: draftRow.id,
    response: response.id,
    upload: chatFile.uploadId,
    uploadTicket: chatFile.ticketId,
    uploadToken: chatFile.token,
    fileUrl: chatFile.publicUrl,
    chatProfile: chatProfile.id,
    supportThread: threads.find((thread) => thread.kind === 'support')!.id,
    doctorThread: threads.find((thread) => thread.kind === 'doctor')!.id,
    message: message.id,
    attachment: chatFile.uploadId,
    reshipRequest: reshipRequest.id,
    cart,
    address: addressRow.id,
  }
}

/** An id no record has, in the shape of `value` (the engine's row ids, or the same letters and length). */
function unknownLike(value: string): string {
  const rowId = parseRowId(value)
  if (rowId !== null && rowIdText(rowId) === value) return rowIdText(unknownRowId(rowId))
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(value)) return randomUUID()
  // Keep a prefix that names the kind (`pi_`, `ticket-`), and each other character's class.
  const prefix = /^[a-z]+[_-]/i.exec(value)?.[0] ?? ''
  const pick = (chars: string) => chars[randomBytes(1)[0]! % chars.length]!
  const rest = [...value.slice(prefix.length)].map((char) =>
    /[0-9]/.test(char)
      ? pick('0123456789')
      : /[a-z]/.test(char)
        ? pick('abcdefghijklmnopqrstuvwxyz')
        : /[A-Z]/.test(char)
          ? pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ')
          : char,
  )
  return `${prefix}${rest.join('')}`
}

/** One try of one route and parameter: B's call with `id` in the parameter's place. */
interface IdorCase {
  /** The parameter tried: a path parameter's name as routes.ts spells it, `?name` for the query, `body.name` for a field. */
  param: string
  what: string
  /** A's id for this parameter, as the route takes it. */
  id: (records: Records) => string
  call: (id: string, cookie: string) => Promise<RouteAnswer>
}

type RouteEntry = { cases: IdorCase[] } | { noIds: string }

const get = (handler: RouteHandler, path: (id: string) => string, param?: string) => (id: string, cookie: string) =>
  callRoute(handler, path(id), { cookie, ...(param ? { params: { [param]: id } } : {}) })
const postJson =
  (handler: RouteHandler, path: string, body: (id: string) => unknown, params?: (id: string) => Record<string, string>) => (id: string, cookie: string) =>
    callRoute(handler, path, { cookie, json: body(id), ...(params ? { params: params(id) } : {}) })
const postForm =
  (handler: RouteHandler, path: (id: string) => string, form: (id: string) => Record<string, string>, params?: (id: string) => Record<string, string>) =>
  (id: string, cookie: string) =>
    callRoute(handler, path(id), { cookie, form: form(id), ...(params ? { params: params(id) } : {}) })

const answers = { questionnaireId: '1', version: '1', answers: {} }
const card = { card_number: '4242 4242 4242 4242', card_exp: '12/40', card_cvc: '123', card_zip: '78701' }

/**
 * Every route file of routes.ts: the parameters that take a record's id, each with its case, or
 * why it takes none. A route added to routes.ts without an entry here fails the suite.
 */
const ROUTES: Record<string, RouteEntry> = {
  'routes/funnel/intake/route.tsx': { noIds: "the intake's answers are the session's own visit; no record id is read from the request" },
  'routes/funnel/weight-loss-report/route.tsx': { noIds: 'a report of a desired weight typed by the visitor; no record' },
  'routes/funnel/select-med/route.tsx': { noIds: "a plan's name (drug:terms) posted; the cart is made for the session's patient" },
  'routes/funnel/sign-up/route.tsx': { noIds: 'creates the account of the session; no record id' },
  'routes/funnel/verify/route.tsx': { noIds: "the session's own contact details and address" },
  'routes/funnel/sorry/route.tsx': { noIds: 'a message key from a fixed list' },
  'routes/funnel/legal/route.tsx': { noIds: 'a public legal page by its slug: nobody owns it' },
  'routes/auth/login/route.tsx': { noIds: 'credentials and an unlock token (a secret, not a record id; ADR 022)' },
  'routes/auth/forgot-password/route.tsx': { noIds: 'an email; the answer is the same for every address (ADR 008)' },
  'routes/auth/password-reset/route.tsx': { noIds: "a reset token: a secret sent to the account's email, hashed at rest, not a record id" },
  'routes/auth/logout/route.tsx': { noIds: "ends the request's own session" },
  'routes/checkout/pre-checkout/route.tsx': {
    cases: [
      { param: 'cartId', what: 'GET the pre-checkout', id: (r) => r.cart, call: get(preCheckout.loader, (id) => `/pre-checkout/${id}`, 'cartId') },
      {
        param: 'cartId',
        what: 'POST the pre-checkout answers',
        id: (r) => r.cart,
        call: postForm(
          preCheckout.action,
          (id) => `/pre-checkout/${id}`,
          () => ({ takesGlp: 'no', medication: 'tirzepatide' }),
          (id) => ({ cartId: id }),
        ),
      },
    ],
  },
  'routes/checkout/weight-loss-payment/route.tsx': {
    cases: [
      { param: 'cartId', what: 'GET the checkout', id: (r) => r.cart, call: get(checkout.loader, (id) => `/weight-loss-payment/${id}`, 'cartId') },
      {
        param: 'cartId',
        what: 'BUY NOW on the cart',
        id: (r) => r.cart,
        call: postForm(
          checkout.action,
          (id) => `/weight-loss-payment/${id}`,
          () => ({ intent: 'pay', ...card }),
          (id) => ({ cartId: id }),
        ),
      },
      {
        param: 'cartId',
        what: 'GET the call-center checkout (weightlosspayment/{cartId}, the same module)',
        id: (r) => r.cart,
        call: get(checkout.loader, (id) => `/weightlosspayment/${id}`, 'cartId'),
      },
    ],
  },
  'routes/checkout/payment-thanks/route.tsx': { noIds: 'the amount and terms in the address are shown back; no record is read by id' },
  'routes/checkout/status-progress/route.tsx': { noIds: "the session's own latest order" },
  'routes/portal/home/route.tsx': { noIds: "the session's own tabs and chat profile" },
  'routes/portal/home/index.tsx': { noIds: 'a redirect to a tab' },
  'routes/portal/home/progress.tsx': { noIds: "the session's own weight log; an entry is written for the day, never by id" },
  'routes/portal/home/orders.tsx': {
    cases: [
      {
        param: 'body.orderId',
        what: 'cancel an order (orders.cancel)',
        id: (r) => rowIdText(r.order),
        call: postForm(
          ordersTab.action,
          () => '/home/orders',
          (id) => ({ intent: 'orders.cancel', orderId: id }),
        ),
      },
    ],
  },
  'routes/portal/home/dosage.tsx': { noIds: "the session's own prescriptions" },
  'routes/portal/home/profile.tsx': { noIds: "the session's own profile; ids in a post are dropped by the schemas" },
  'routes/portal/home/doctor.tsx': { noIds: "the session's own encounters" },
  'routes/portal/home/billing.tsx': { noIds: "the session's own subscriptions and payments" },
  'routes/portal/home/promotion.tsx': { noIds: "a plan's and an add-on's name" },
  'routes/portal/medical-form/route.tsx': {
    cases: [
      {
        param: 'id',
        what: 'open the medical form of an order',
        id: (r) => rowIdText(r.formOrder),
        call: get(medicalForm.loader, (id) => `/medical-form/${id}?type=refill`, 'id'),
      },
    ],
  },
  'routes/portal/adjust-doses/route.tsx': {
    cases: [
      {
        param: 'id',
        what: 'open adjust-doses for an order',
        id: (r) => rowIdText(r.order),
        call: get(adjustDoses.loader, (id) => `/adjust-doses/${id}`, 'id'),
      },
      {
        param: 'body.order_id',
        what: "post adjust-doses for an order (the page's action)",
        id: (r) => rowIdText(r.order),
        call: postJson(adjustDoses.action, '/adjust-doses/1', (id) => ({
          selectedDoses: [
            { month: 1, doseMg: 2.5 },
            { month: 2, doseMg: 2.5 },
            { month: 3, doseMg: 2.5 },
          ],
          product_id: null,
          formType: 'adjustDose',
          order_id: id,
          image: '/api/files/1',
        })),
      },
    ],
  },
  'routes/portal/prescription/route.tsx': {
    cases: [
      {
        param: 'id',
        what: 'open the prescription of an order',
        id: (r) => rowIdText(r.order),
        call: get(prescriptionPage.loader, (id) => `/prescription/${id}`, 'id'),
      },
      {
        param: 'id',
        what: 'accept the prescription of an order',
        id: (r) => rowIdText(r.order),
        call: postForm(
          prescriptionPage.action,
          (id) => `/prescription/${id}`,
          () => ({ accept: 'true' }),
          (id) => ({ id }),
        ),
      },
    ],
  },
  'routes/portal/upload-video/route.tsx': {
    cases: [
      {
        param: 'id',
        what: 'open the video upload of an order',
        id: (r) => rowIdText(r.formOrder),
        call: get(uploadVideo.loader, (id) => `/upload-video/${id}`, 'id'),
      },
    ],
  },
  'routes/portal/replacement-request/route.tsx': {
    cases: [
      {
        param: 'body.items.id',
        what: "ask a replacement of an order (the page's action)",
        id: (r) => rowIdText(r.order),
        call: postJson(replacementRequest.action, '/replacement-request', (id) => ({
          items: [
            { id, name: 'Tirzepatide' },
            { id: bOrder, name: 'Semaglutide' },
          ],
          reason: 'Broken.',
          image: bEvidence,
        })),
      },
      {
        param: 'body.image',
        what: "a replacement with another patient's photo",
        id: (r) => rowIdText(r.upload),
        call: postJson(replacementRequest.action, '/replacement-request', (id) => ({
          items: [{ id: '1', name: 'Tirzepatide' }],
          reason: 'Broken.',
          image: `/api/files/${id}`,
        })),
      },
    ],
  },
  'routes/staff/questionnaire-preview/route.tsx': { noIds: "a staff page whose draft lives in the admin's browser; the loader reads nothing" },
  'routes/resources/healthz.ts': { noIds: 'a static answer' },
  'routes/resources/intake-submit.ts': { noIds: "the intake's answers; creates the session's own account" },
  'routes/resources/intake-disqualify.ts': { noIds: 'records a lead from what was typed; no record id' },
  'routes/resources/verify-api.ts': { noIds: "the session's own contact details, codes and address" },
  'routes/resources/address-suggestions.ts': { noIds: 'a typed address' },
  'routes/resources/forms-orders.ts': {
    cases: [
      { param: 'id', what: "the form's order reply", id: (r) => rowIdText(r.formOrder), call: get(formsOrders.loader, (id) => `/forms/orders/${id}`, 'id') },
    ],
  },
  'routes/resources/api/block-user-payment.ts': { noIds: "the session's own decline block" },
  'routes/resources/api/bundle-selected.ts': { noIds: "an add-on's name" },
  'routes/resources/api/cancle-subs.ts': {
    cases: [
      {
        param: 'body.subs_id',
        what: 'cancel a subscription',
        id: (r) => rowIdText(r.subscription),
        call: postJson(cancelSubs.action, '/api/cancle-subs', (id) => ({ subs_id: id, reason: 'Too expensive', reccomend: '5' })),
      },
    ],
  },
  'routes/resources/api/chat-events.ts': { noIds: "a thread's kind (doctor or support) of the session's own threads" },
  'routes/resources/api/chat-token.ts': { noIds: "the session's own channels" },
  'routes/resources/api/chat-user.ts': { noIds: "creates the session's own chat profile" },
  'routes/resources/api/doctor-photo.ts': {
    cases: [
      {
        param: 'encounterId',
        what: "an encounter's doctor photo",
        id: (r) => r.encounter,
        call: get(doctorPhoto.loader, (id) => `/api/doctor-photo/${id}`, 'encounterId'),
      },
    ],
  },
  'routes/resources/api/files.ts': {
    cases: [
      { param: 'id', what: 'a stored file by its upload id', id: (r) => rowIdText(r.upload), call: get(files.loader, (id) => `/api/files/${id}`, 'id') },
      {
        param: 'id',
        what: 'a stored file by its ticket (ticket-{id})',
        id: (r) => `ticket-${rowIdText(r.uploadTicket)}`,
        call: get(files.loader, (id) => `/api/files/${id}`, 'id'),
      },
    ],
  },
  'routes/resources/api/get-doc-profile.ts': {
    cases: [
      {
        param: 'encounterId',
        what: "an encounter's doctor",
        id: (r) => r.encounter,
        call: get(docProfile.loader, (id) => `/api/get-doc-profile/${id}`, 'encounterId'),
      },
    ],
  },
  'routes/resources/api/get-shipped-items.ts': { noIds: "the session's own delivered orders" },
  'routes/resources/api/get-signed-url.ts': {
    cases: [
      {
        param: 'body.form_id',
        what: "an upload ticket for another patient's order",
        id: (r) => rowIdText(r.formOrder),
        call: postJson(signedUrl.action, '/api/get-signed-url', (id) => ({
          filename: 'clip.mp4',
          content_type: 'video/mp4',
          size: 2048,
          purpose: 'video',
          form_id: id,
        })),
      },
    ],
  },
  'routes/resources/api/invoice.ts': {
    cases: [{ param: '?id', what: 'an invoice by its payment id', id: (r) => r.paymentReference, call: get(invoice.loader, (id) => `/api/invoice?id=${id}`) }],
  },
  'routes/resources/api/log-upload-attempt.ts': {
    cases: [
      {
        param: 'body.idOfForm',
        what: "an upload attempt logged against another patient's form",
        id: (r) => rowIdText(r.formOrder),
        call: postJson(logUploadAttempt.action, '/api/log-upload-attempt', (id) => ({
          idOfForm: id,
          success: false,
          error: 'network',
          fileSize: 10,
          filename: 'clip.mp4',
          timestamp: new Date().toISOString(),
        })),
      },
    ],
  },
  'routes/resources/api/logout.ts': { noIds: "ends the request's own session" },
  'routes/resources/api/order-items.ts': { noIds: "the session's own orders" },
  'routes/resources/api/prescription-getorder.ts': {
    cases: [
      { param: 'id', what: "an order's product", id: (r) => rowIdText(r.order), call: get(getOrder.loader, (id) => `/api/prescription-getorder/${id}`, 'id') },
    ],
  },
  'routes/resources/api/prescription-pending.ts': {
    cases: [
      {
        param: 'id',
        what: "an order's prescription",
        id: (r) => rowIdText(r.order),
        call: get(pending.loader, (id) => `/api/prescription-pending/${id}`, 'id'),
      },
    ],
  },
  'routes/resources/api/prescription-update.ts': {
    cases: [
      {
        param: 'id',
        what: "answer an order's prescription (id and body.order_id)",
        id: (r) => rowIdText(r.order),
        call: postJson(
          update.action,
          '/api/prescription-update/x',
          (id) => ({ order_id: id, accept: true }),
          (id) => ({ id }),
        ),
      },
    ],
  },
  'routes/resources/api/process-refund.ts': {
    cases: [
      {
        param: 'body.order_id',
        what: "refund (disqualify) another patient's order",
        id: (r) => rowIdText(r.formOrder),
        call: postJson(refund.action, '/api/process-refund', (id) => ({ order_id: id, questionId: 'q1', ...answers })),
      },
    ],
  },
  'routes/resources/api/process-subs-payment.ts': {
    cases: [
      {
        param: 'body.subscription_id',
        what: "Pay Now on another patient's subscription",
        id: (r) => rowIdText(r.subscription),
        call: postJson(payNow.action, '/api/process-subs-payment', (id) => ({ subscription_id: id })),
      },
    ],
  },
  'routes/resources/api/provider-messages.ts': {
    cases: [
      {
        param: 'body.attachments.url',
        what: "a doctor message with another patient's file",
        id: (r) => rowIdText(r.attachment),
        call: postJson(providerMessages.action, '/api/provider-messages', (id) => ({
          message: 'Hi',
          attachments: [{ url: `/api/files/${id}`, type: 'image/png', name: 'scan.png' }],
        })),
      },
      {
        param: 'body.latestEncounterId',
        what: "a doctor message naming another patient's encounter",
        id: (r) => r.encounter,
        call: postJson(providerMessages.action, '/api/provider-messages', (id) => ({ message: 'Hi', latestEncounterId: id })),
      },
    ],
  },
  'routes/resources/api/questionnaire-draft.ts': {
    cases: [
      {
        param: 'orderId',
        what: "read an order's draft",
        id: (r) => rowIdText(r.formOrder),
        call: get(draft.loader, (id) => `/api/questionnaire-draft/${id}`, 'orderId'),
      },
      {
        param: 'orderId',
        what: "overwrite an order's draft",
        id: (r) => rowIdText(r.formOrder),
        call: (id, cookie) =>
          callRoute(draft.action, `/api/questionnaire-draft/${id}`, {
            cookie,
            method: 'PUT',
            params: { orderId: id },
            text: JSON.stringify({ questionnaireId: '1', version: '1', progress: { answers: {} } }),
          }),
      },
    ],
  },
  'routes/resources/api/questionnaire-responses-fhir.ts': {
    cases: [
      {
        param: 'id',
        what: 'a submitted response as FHIR',
        id: (r) => rowIdText(r.response),
        call: get(fhir.loader, (id) => `/api/questionnaire-responses/${id}/fhir`, 'id'),
      },
    ],
  },
  'routes/resources/api/receipt.ts': {
    cases: [{ param: '?id', what: 'a receipt by its payment id', id: (r) => r.paymentReference, call: get(receipt.loader, (id) => `/api/receipt?id=${id}`) }],
  },
  'routes/resources/api/send-doc-message.ts': {
    cases: [
      {
        param: 'body.visitId',
        what: "a message to the doctor of another patient's visit",
        id: (r) => r.encounter,
        call: postJson(sendDocMessage.action, '/api/send-doc-message', (id) => ({ message: 'Hello', visitId: id })),
      },
    ],
  },
  'routes/resources/api/ship-address.ts': { noIds: "the session's own current address" },
  'routes/resources/api/submit-adjust-doses-form.ts': {
    cases: [
      {
        param: 'body.order_id',
        what: "adjust another patient's doses",
        id: (r) => rowIdText(r.order),
        call: postJson(adjustDosesForm.action, '/api/submit-adjust-doses-form', (id) => ({
          selectedDoses: [
            { month: 1, doseMg: 2.5 },
            { month: 2, doseMg: 2.5 },
            { month: 3, doseMg: 2.5 },
          ],
          product_id: null,
          formType: 'adjustDose',
          order_id: id,
          image: '/api/files/1',
        })),
      },
      {
        param: 'body.image',
        what: "adjust doses with another patient's photo",
        id: (r) => rowIdText(r.upload),
        call: postJson(adjustDosesForm.action, '/api/submit-adjust-doses-form', (id) => ({
          selectedDoses: [
            { month: 1, doseMg: 2.5 },
            { month: 2, doseMg: 2.5 },
            { month: 3, doseMg: 2.5 },
          ],
          product_id: null,
          formType: 'adjustDose',
          order_id: bTirzepatideOrder,
          image: `/api/files/${id}`,
        })),
      },
    ],
  },
  'routes/resources/api/submit-bare-form.ts': {
    cases: [
      {
        param: 'body.order_id',
        what: "submit another patient's bare form",
        id: (r) => rowIdText(r.formOrder),
        call: postJson(bareForm.action, '/api/submit-bare-form', (id) => ({ order_id: id, ...answers })),
      },
    ],
  },
  'routes/resources/api/submit-md-form.ts': {
    cases: [
      {
        param: 'body.order_id',
        what: "submit another patient's medical form",
        id: (r) => rowIdText(r.formOrder),
        call: postJson(mdForm.action, '/api/submit-md-form', (id) => ({ order_id: id, ...answers })),
      },
    ],
  },
  'routes/resources/api/submit-reship-request.ts': {
    cases: [
      {
        param: 'body.items.id',
        what: "ask a replacement of another patient's order",
        id: (r) => rowIdText(r.order),
        call: postJson(reship.action, '/api/submit-reship-request', (id) => ({
          items: [
            { id, name: 'Tirzepatide' },
            { id: bOrder, name: 'Semaglutide' },
          ],
          reason: 'Broken.',
          image: bEvidence,
        })),
      },
      {
        param: 'body.image',
        what: "a replacement with another patient's photo",
        id: (r) => rowIdText(r.upload),
        call: postJson(reship.action, '/api/submit-reship-request', (id) => ({
          items: [{ id: '1', name: 'Tirzepatide' }],
          reason: 'Broken.',
          image: `/api/files/${id}`,
        })),
      },
    ],
  },
  'routes/resources/api/support-messages.ts': {
    cases: [
      {
        param: 'body.attachments.url',
        what: "a support message with another patient's file",
        id: (r) => rowIdText(r.attachment),
        call: postJson(supportMessages.action, '/api/support-messages', (id) => ({
          message: 'Hi',
          attachments: [{ url: `/api/files/${id}`, type: 'image/png', name: 'scan.png' }],
        })),
      },
    ],
  },
  'routes/resources/api/update-card.ts': { noIds: "the session's own renewing subscriptions" },
  'routes/resources/api/update-password.ts': { noIds: "the session's own account" },
  'routes/resources/api/update-physical-info.ts': { noIds: "the session's own account" },
  'routes/resources/api/update-profile.ts': { noIds: "the session's own account" },
  'routes/resources/api/upload-av-video.ts': {
    cases: [
      {
        param: 'body.uniqueId',
        what: "send a video for another patient's order",
        id: (r) => rowIdText(r.formOrder),
        call: postJson(uploadVideoApi.action, '/api/upload-av-video', (id) => ({ uniqueId: id, s3FileName: 'public/user_med_images/clip-0123456789.mp4' })),
      },
    ],
  },
  'routes/resources/api/uploads.ts': {
    cases: [
      {
        param: 'ticket',
        what: "PUT a file on another patient's ticket",
        id: (r) => r.uploadToken,
        call: (id, cookie) =>
          callRoute(uploads.action, `/api/uploads/${id}`, {
            cookie,
            method: 'PUT',
            params: { ticket: id },
            text: 'not a picture',
            headers: { 'Content-Type': 'image/png' },
          }),
      },
    ],
  },
  'routes/redirects.ts': { noIds: 'aliases and unknown paths: redirects that read nothing' },
}

/** `text` with every whole occurrence of `id` (not a digit inside `%20` or a longer number) replaced. */
function maskId(text: string, id: string): string {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return text.replace(new RegExp(`(?<![\\w%])${escaped}(?!\\w)`, 'g'), '<id>')
}

/**
 * The answer with what legitimately differs between two tries masked: the tried id, dates, the
 * Date header, and the ids of rows the call made for B itself (B's own message in B's own thread).
 */
function comparable(answer: RouteAnswer, triedId: string) {
  const mask = (text: string) =>
    maskId(text, triedId)
      .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<date>')
      .replace(/((?:"id"|"\w*(?:_id|Id|ID)")\s*:\s*)("[^"]*"|\d+)/g, '$1"<new id>"')
  const headers = [...answer.headers.entries()].filter(([name]) => name !== 'date').map(([name, value]) => `${name}: ${mask(value)}`)
  return { status: answer.status, headers: headers.sort(), body: mask(JSON.stringify(answer.body) ?? 'undefined') }
}

/** A's values found in an answer (the tried id aside, which B sent). */
function leakedMarkers(answer: RouteAnswer, triedId: string, markers: string[]): string[] {
  const text = maskId(`${JSON.stringify(answer.body)} ${[...answer.headers.entries()].map(([name, value]) => `${name}: ${value}`).join(' ')}`, triedId)
  return markers.filter((marker) => text.includes(marker))
}

interface Finding {
  route: string
  param: string
  what: string
  problem: string
}

/** One IDOR check: B's call with A's id against B's call with an unknown id of the same shape. */
async function idorCheck(route: string, idorCase: IdorCase, aId: string, cookie: string, markers: string[]): Promise<Finding | null> {
  const unknown = unknownLike(aId)
  const theirs = await idorCase.call(aId, cookie)
  const nobodys = await idorCase.call(unknown, cookie)
  const finding = (problem: string) => ({ route, param: idorCase.param, what: idorCase.what, problem })
  if (theirs.status >= 500 || nobodys.status >= 500) return finding(`answered ${theirs.status} / ${nobodys.status}`)
  const leaked = leakedMarkers(theirs, aId, markers)
  if (leaked.length > 0) return finding(`A's values in the answer: ${leaked.join(', ')}`)
  const [x, y] = [comparable(theirs, aId), comparable(nobodys, unknown)]
  if (JSON.stringify(x) !== JSON.stringify(y))
    return finding(`another patient's id answers unlike an unknown one: ${JSON.stringify(x)} vs ${JSON.stringify(y)}`)
  return null
}

/** Every row A owns (each collection with a patient field, A's own row, the messages of A's threads), to compare before and after. */
async function rowsOfA(): Promise<Record<string, unknown>> {
  const rows: Record<string, unknown> = {}
  for (const [slug, collection] of Object.entries(payload.collections)) {
    const fields = collection.config.flattenedFields.map((field) => field.name)
    if (!fields.includes('patient')) continue
    rows[slug] = (
      await payload.find({
        collection: slug as CollectionSlug,
        where: { patient: { equals: a.id } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
        sort: 'id',
      })
    ).docs
  }
  rows.patient = await payload.findByID({ collection: 'patients', id: a.id, depth: 0, overrideAccess: true })
  rows.messages = (
    await payload.find({
      collection: 'chat-messages',
      where: { thread: { in: [records.supportThread, records.doctorThread] } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      sort: 'id',
    })
  ).docs
  return rows
}

interface ManifestEntry {
  id?: string
  path?: string
  file: string
  index?: boolean
  children?: ManifestEntry[]
}

async function manifest(): Promise<ManifestEntry[]> {
  // The route-config helpers' type (RouteConfigEntry) is this shape; the file is read as data here.
  const routes = (await import('~/routes.ts')).default as ManifestEntry[]
  const flat = (entries: ManifestEntry[]): ManifestEntry[] => entries.flatMap((entry) => [entry, ...flat(entry.children ?? [])])
  return flat(routes)
}

const markers = Object.values(A_MARKERS)
const findings: Finding[] = []
let idorChecks = 0
let before: Record<string, unknown>

beforeAll(async () => {
  payload = await getTestPayload()
  for (const product of initialProducts) await payload.create({ collection: 'products', data: product })
  a = await signedInPatient(payload, { first_name: A_MARKERS.first, last_name: A_MARKERS.last, email: A_MARKERS.email, phone: '5125550111' })
  b = await signedInPatient(payload)
  bCookie = await sessionCookie(b)
  // B has started the support chat, so B's messages reach the attachment's owner check.
  const bChat = await createChatUser(b, { first_name: 'Bea', last_name: 'Other', email: b.email, source_web: 2, user_type: 'chat' })
  if (bChat.status !== 200) throw new Error('no chat profile for B')
  records = await seedPatientA()
  const delivered = await payload.create({
    collection: 'orders',
    data: {
      patient: b.id,
      status: 'order_delivered',
      receivedAt: new Date().toISOString(),
      amountCents: 24999,
      medication: 'semaglutide',
      shippingAddress: { address_line_1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
    },
    depth: 0,
    overrideAccess: true,
  })
  bOrder = rowIdText(delivered.id)
  const prescribed = await payload.create({
    collection: 'orders',
    data: {
      patient: b.id,
      status: 'prescription_received',
      amountCents: 24999,
      medication: 'tirzepatide',
      shippingAddress: { address_line_1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
    },
    depth: 0,
    overrideAccess: true,
  })
  bTirzepatideOrder = rowIdText(prescribed.id)
  bEvidence = (await uploadThroughTicket(b, { purpose: 'reship', form_id: bOrder })).publicUrl
  before = await rowsOfA()
}, 180_000)

afterAll(() => {
  writeFigures('idor', { leaks: findings.length, idorChecks })
})

describe('the IDOR table covers the route manifest', { timeout: 60_000 }, () => {
  it('has an entry for every route file of routes.ts, and a case for every path parameter of every path', async () => {
    const entries = await manifest()
    const files = new Set(entries.map((entry) => entry.file))
    expect(
      [...files].filter((file) => !(file in ROUTES) && !file.startsWith('routes/bench/')),
      'routes without an IDOR entry',
    ).toEqual([])
    expect(
      Object.keys(ROUTES).filter((file) => !files.has(file)),
      'entries for routes that no longer exist',
    ).toEqual([])
    const uncovered: string[] = []
    for (const entry of entries) {
      const params = [...(entry.path ?? '').matchAll(/:(\w+)/g)].map((match) => match[1]!)
      const table = ROUTES[entry.file]
      if (!table || 'noIds' in table) continue
      for (const param of params) if (!table.cases.some((idorCase) => idorCase.param === param)) uncovered.push(`${entry.path} :${param}`)
    }
    expect(uncovered).toEqual([])
  })
})

describe("patient B tries each of A's records by id through every route and parameter that takes one", { timeout: 300_000 }, () => {
  it("answers every try exactly as an unknown id, with none of A's values", async () => {
    for (const [route, entry] of Object.entries(ROUTES)) {
      if ('noIds' in entry) continue
      for (const idorCase of entry.cases) {
        idorChecks += 1
        const finding = await idorCheck(route, idorCase, idorCase.id(records), bCookie, markers)
        if (finding) findings.push(finding)
      }
    }
    expect(findings.filter((finding) => finding.route.startsWith('routes/'))).toEqual([])
  })

  it("tries A's records through the CMS's REST API: patients cannot sign in there, and a patient's site session reads nothing", async () => {
    const rest = (path: string, init: RequestInit = {}) => handleEndpoints({ config, request: new Request(`http://localhost:3001/api${path}`, init) })
    const signIn = await rest('/patients/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: b.email, password: 'a-long-test-password' }),
    })
    idorChecks += 1
    expect(signIn.status).toBe(403)
    expect(JSON.stringify(await signIn.json())).not.toMatch(/token/i)
    const byCollection: [CollectionSlug, RowId][] = [
      ['patients', records.patient],
      ['addresses', records.address],
      ['orders', records.order],
      ['prescriptions', records.prescription],
      ['dose-adjustment-requests', records.doseRequest],
      ['subscriptions', records.subscription],
      ['transactions', records.transaction],
      ['weight-entries', records.weightEntry],
      ['questionnaire-drafts', records.draft],
      ['questionnaire-responses', records.response],
      ['uploads', records.upload],
      ['upload-tickets', records.uploadTicket],
      ['chat-profiles', records.chatProfile],
      ['chat-threads', records.supportThread],
      ['chat-messages', records.message],
      ['reship-requests', records.reshipRequest],
    ]
    for (const [slug, id] of byCollection) {
      const restCase: IdorCase = {
        param: 'id',
        what: `GET /api/${slug}/{id} with B's site cookie`,
        id: () => rowIdText(id),
        call: async (tried, cookie) => {
          const response = await rest(`/${slug}/${tried}`, { headers: { Cookie: cookie } })
          return { status: response.status, headers: response.headers, body: await response.json().catch(() => null) }
        },
      }
      idorChecks += 1
      const finding = await idorCheck(`cms REST ${slug}`, restCase, rowIdText(id), bCookie, markers)
      if (finding) findings.push(finding)
    }
    expect(findings.filter((finding) => finding.route.startsWith('cms REST'))).toEqual([])
  })

  it("left every one of A's rows as it was", async () => {
    expect(await rowsOfA()).toEqual(before)
  })
})

describe('the planted fault (a fixture route with its owner filter removed)', () => {
  it('is reported as a leak by the same check', async () => {
    const planted: IdorCase = {
      param: 'id',
      what: "an order's product, owner filter removed",
      id: (r) => rowIdText(r.order),
      call: get(leakyOrderLoader, (id) => `/api/prescription-getorder/${id}`, 'id'),
    }
    const finding = await idorCheck('test/idor-fixtures/leaky-order-route.ts', planted, planted.id(records), bCookie, markers)
    expect(finding?.problem).toMatch(/A's values in the answer|unlike an unknown one/)
    // The real route, with its filter, passes the same check.
    const entry = ROUTES['routes/resources/api/prescription-getorder.ts']!
    if ('noIds' in entry) throw new Error('prescription-getorder takes an id')
    const real = entry.cases[0]!
    expect(await idorCheck('routes/resources/api/prescription-getorder.ts', real, real.id(records), bCookie, markers)).toBeNull()
  })
})
