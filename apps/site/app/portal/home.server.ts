import { data, redirect } from '@remix-run/node'
import { relationId } from '@telehealth/cms/site'
import { DEFAULT_HOME_TAB, rowIdText, visibleHomeTabs, type DosageMonth, type HomeTab, type RowId } from '@telehealth/domain'
import { cmsAs, type SignedInPatient } from '~/cms.server.ts'
import { getSettings } from '~/content.server.ts'
import { ownResponsesByOrder } from '~/forms/response-fhir.server.ts'
import { loadDosageTab } from './dosage.server.ts'
import { HOME_TAB_COOKIE, homeTabCookie, homeTabHref, isHomeTab } from './home-tab.ts'
import { orderItems } from './orders.server.ts'
import { livePromotion } from './promotion.server.ts'
import { replaceableOrderIds } from './reship.server.ts'

/**
 * /home is a layout with one route per tab (ADR 073): the layout reads only what every tab shares
 * (who is signed in, which tabs they see); each tab's loader reads only its own records.
 */

function rememberedTab(request: Request): string | null {
  for (const part of request.headers.get('Cookie')?.split(';') ?? []) {
    const [name, value] = part.trim().split('=')
    if (name === HOME_TAB_COOKIE) return value ?? null
  }
  return null
}

/**
 * The tab /home opens: `?tab=` when it names a tab (the spec's links), else the last one chosen
 * on this device, else orders. Whether the patient may see it is the tab's own route's question.
 */
export function chooseHomeTab(request: Request): HomeTab {
  const asked = new URL(request.url).searchParams.get('tab')
  if (isHomeTab(asked)) return asked
  const remembered = rememberedTab(request)
  return isHomeTab(remembered) ? remembered : DEFAULT_HOME_TAB
}

/** The most orders the check for a prescription looks at (the order list's own limit). */
const ORDER_LIMIT = 50

/**
 * The newest order whose latest prescription has lines, or null: what makes the Dosage tab show
 * (spec 001: Dosage needs a prescription). Two reads as the patient, ids and lines only.
 */
export async function prescribedOrderId(patient: SignedInPatient): Promise<RowId | null> {
  const cms = await cmsAs(patient)
  const orders = await cms.find({
    collection: 'orders',
    where: { patient: { equals: patient.id } },
    sort: '-createdAt',
    limit: ORDER_LIMIT,
    // No page count: the ids are all this needs (one statement, not two).
    pagination: false,
    depth: 0,
    select: { createdAt: true },
  })
  if (orders.docs.length === 0) return null
  const prescriptions = await cms.find({
    collection: 'prescriptions',
    where: { and: [{ patient: { equals: patient.id } }, { order: { in: orders.docs.map((order) => order.id) } }] },
    sort: '-createdAt',
    limit: ORDER_LIMIT * 4,
    pagination: false,
    depth: 0,
    select: { order: true, items: true },
  })
  // Keyed by the order id's text (ADR 077): one order whether read as a number, a string or populated.
  const latestLines = new Map<string, number>()
  for (const prescription of prescriptions.docs) {
    const orderId = rowIdText(relationId(prescription.order))
    if (!latestLines.has(orderId)) latestLines.set(orderId, prescription.items?.length ?? 0)
  }
  return orders.docs.find((order) => (latestLines.get(rowIdText(order.id)) ?? 0) > 0)?.id ?? null
}

const healthIdOf = (patient: SignedInPatient): string | null => patient.health_id?.trim() || null

/** What every tab shares: the greeting and the tabs this patient sees (the promotional one while a promotion runs at `now`). */
export async function loadHomeShell(patient: SignedInPatient, now: Date = new Date()): Promise<{ firstName: string; visible: HomeTab[] }> {
  const [prescribed, promotion] = await Promise.all([prescribedOrderId(patient), livePromotion(now)])
  return {
    firstName: patient.first_name,
    visible: visibleHomeTabs({ hasPrescription: prescribed !== null, healthId: healthIdOf(patient), promotionLive: promotion !== null }),
  }
}

/** A tab's loader answer: its data, and the tab remembered for the next visit to /home (and any header of the tab's own). */
export function tabAnswer<T extends object>(tab: HomeTab, value: T, headers: Record<string, string> = {}) {
  return data(value, { headers: { ...headers, 'Set-Cookie': homeTabCookie(tab) } })
}

/** A tab this patient does not see (spec 001: Dosage needs a prescription, Doctor a health_id) opens orders instead. */
export function notVisible() {
  return redirect(homeTabHref(DEFAULT_HOME_TAB))
}

/** An intent that is not this tab's: a 400, naming what was posted (cut short). */
export function unknownIntent(intent: unknown) {
  return data({ formError: `Unknown action: ${typeof intent === 'string' ? intent.slice(0, 40) : 'none'}` }, { status: 400 })
}

/** The Orders tab: the orders, the tracker's claims, each order's answers (FHIR) and which may be replaced. */
export async function loadOrdersTab(patient: SignedInPatient) {
  const [orders, settings, responsesByOrder, replaceable] = await Promise.all([
    orderItems(patient),
    getSettings(),
    ownResponsesByOrder(patient),
    replaceableOrderIds(patient),
  ])
  return {
    orders: orders.orders,
    claims: { doctorReview: settings.portalClaims.doctorReview, pharmacy: settings.portalClaims.pharmacy },
    /** Each order's submitted answers, downloadable as FHIR (ADR 056): order id -> response id. */
    responsesByOrder,
    replaceable,
  }
}

/** The Dosage tab's months, or null when the patient has no prescription (the tab is not theirs to see). */
export async function loadDosageForHome(patient: SignedInPatient): Promise<DosageMonth[] | null> {
  const orderId = await prescribedOrderId(patient)
  return orderId === null ? null : loadDosageTab(patient, orderId)
}

/** The Doctor on Demand tab shows only with a health_id. */
export function seesDoctorTab(patient: SignedInPatient): boolean {
  return healthIdOf(patient) !== null
}
