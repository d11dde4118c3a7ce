/**
 * The wait before the next sign-in attempt after `failures` consecutive failures: none for the
 * first three (typos happen), then 2, 4, 8... seconds, at most 15 minutes.
 */
export const FREE_FAILURES = 3
export const MAX_LOGIN_DELAY_MS = 15 * 60 * 1000

export function loginDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0
  return Math.min(MAX_LOGIN_DELAY_MS, 2 ** (failures - FREE_FAILURES + 1) * 1000)
}
