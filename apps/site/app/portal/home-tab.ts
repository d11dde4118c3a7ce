import { DEFAULT_HOME_TAB, HOME_TABS, type HomeTab } from '@telehealth/domain'

/**
 * The last tab a patient chose on this device (ADR 030). Not a secret and not a rule: a cookie
 * scoped to /home, set by each tab's loader when the tab is shown, read by /home (the index) to
 * open it again.
 */
export const HOME_TAB_COOKIE = 'home_tab'

export function homeTabCookie(tab: HomeTab): string {
  return `${HOME_TAB_COOKIE}=${tab}; Path=/home; Max-Age=31536000; SameSite=Lax`
}

/** Each tab's own address under /home (ADR 073); the tab ids stay the spec's (`?tab=myNewSelf`). */
export const HOME_TAB_PATHS = {
  myNewSelf: 'progress',
  orders: 'orders',
  dosage: 'dosage',
  profile: 'profile',
  doctorOnDemand: 'doctor',
  billing: 'billing',
  promotion: 'offer',
} as const satisfies Record<HomeTab, string>

export function homeTabHref(tab: HomeTab): string {
  return `/home/${HOME_TAB_PATHS[tab]}`
}

export function isHomeTab(value: unknown): value is HomeTab {
  return typeof value === 'string' && (HOME_TABS as readonly string[]).includes(value)
}

/** What a tab's route declares (`export const handle`), so the layout knows which tab is open. */
export interface HomeTabHandle {
  homeTab: HomeTab
}

/** The open tab: the one the deepest matched route declares (the orders tab while none does). */
export function activeHomeTab(matches: readonly { handle?: unknown }[]): HomeTab {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<HomeTabHandle> | undefined
    if (isHomeTab(handle?.homeTab)) return handle.homeTab
  }
  return DEFAULT_HOME_TAB
}
