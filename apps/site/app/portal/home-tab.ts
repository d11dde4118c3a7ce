import type { HomeTab } from '@telehealth/domain'

/**
 * The last tab a patient chose on this device (ADR 030). Not a secret and not a rule: a cookie
 * scoped to /home, set by the server when `?tab=` picks a tab and by the page when a tab is
 * picked with JavaScript on.
 */
export const HOME_TAB_COOKIE = 'home_tab'

export function homeTabCookie(tab: HomeTab): string {
  return `${HOME_TAB_COOKIE}=${tab}; Path=/home; Max-Age=31536000; SameSite=Lax`
}
