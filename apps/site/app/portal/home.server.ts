import { HOME_TABS, resolveHomeTab, visibleHomeTabs, type HomeTab } from '@telehealth/domain'
import type { SignedInPatient } from '~/cms.server.ts'
import { getSettings } from '~/content.server.ts'
import { loadBillingTab } from './billing.server.ts'
import { loadDosageTab } from './dosage.server.ts'
import { HOME_TAB_COOKIE, homeTabCookie } from './home-tab.ts'
import { orderItems } from './orders.server.ts'
import { ownResponsesByOrder } from '~/forms/response-fhir.server.ts'

function rememberedTab(request: Request): string | null {
  for (const part of request.headers.get('Cookie')?.split(';') ?? []) {
    const [name, value] = part.trim().split('=')
    if (name === HOME_TAB_COOKIE) return value ?? null
  }
  return null
}

function isHomeTab(value: unknown): value is HomeTab {
  return typeof value === 'string' && (HOME_TABS as readonly string[]).includes(value)
}

/**
 * The tab to open: `?tab=` when it names a visible tab, else the last one chosen here, else
 * orders. A tab that is not visible (the Dosage tab once the prescription is gone) falls back to
 * orders. Answers the Set-Cookie header when `?tab=` chose a tab (a link or a page without JavaScript).
 */
export function chooseHomeTab(request: Request, visible: readonly HomeTab[]): { tab: HomeTab; setCookie?: string } {
  const asked = new URL(request.url).searchParams.get('tab')
  if (isHomeTab(asked) && visible.includes(asked)) return { tab: asked, setCookie: homeTabCookie(asked) }
  return { tab: resolveHomeTab(rememberedTab(request), visible) }
}

/** Everything the home page's shell and its read-only tabs show. */
export async function loadHome(request: Request, patient: SignedInPatient) {
  const [orders, billing, settings, responsesByOrder] = await Promise.all([orderItems(patient), loadBillingTab(patient), getSettings(), ownResponsesByOrder(patient)])
  const prescribedOrder = orders.orders.find((order) => order.prescription_data.length > 0) ?? null
  // The tab shows with a prescription even when every item is one it hides ('No prescription found').
  const visible = visibleHomeTabs({ hasPrescription: prescribedOrder !== null, healthId: orders.health_id })
  const dosage = visible.includes('dosage') ? await loadDosageTab(patient, prescribedOrder?.id ?? null) : []
  const { tab, setCookie } = chooseHomeTab(request, visible)
  return {
    firstName: patient.first_name,
    tab,
    visible,
    setCookie,
    orders: orders.orders,
    /** Each order's submitted answers, downloadable as FHIR (ADR 056): order id -> response id. */
    responsesByOrder,
    dosage,
    billing,
    claims: { doctorReview: settings.portalClaims.doctorReview, pharmacy: settings.portalClaims.pharmacy },
  }
}
