import type { Drug } from '../../pricing/plans.ts'

/** How long ago the last dose of the previous drug was taken. */
export type LastDoseTiming = 'withinTwoWeeks' | 'moreThanAMonth' | 'between'

/** The questionnaire's answer texts; any other answer means between two weeks and a month. */
export function lastDoseTimingFromAnswer(answer: string | null | undefined): LastDoseTiming {
  if (answer === 'Within last 2 weeks') return 'withinTwoWeeks'
  if (answer === 'More than a month ago') return 'moreThanAMonth'
  return 'between'
}

/** Semaglutide dose (mg) -> tirzepatide starting dose (mg), by timing. */
export type SemaToTirzTable = Readonly<Record<LastDoseTiming, Readonly<Record<string, number>>>>

/**
 * The spec only says the mapping lands on 2.5, 5, 7.5 or 10 by dose and timing; this default
 * needs clinical sign-off and lives in the CMS. A recent dose carries over to the comparable
 * step, a gap of two to four weeks steps down once, and after a month off everyone restarts.
 */
export const DEFAULT_SEMA_TO_TIRZ_TABLE: SemaToTirzTable = {
  withinTwoWeeks: { '0.25': 2.5, '0.5': 2.5, '1': 5, '1.7': 7.5, '2': 7.5, '2.4': 10, '2.5': 10 },
  between: { '0.25': 2.5, '0.5': 2.5, '1': 2.5, '1.7': 5, '2': 5, '2.4': 7.5, '2.5': 7.5 },
  moreThanAMonth: {},
}

export const FALLBACK_STARTING_DOSE_MG: Readonly<Record<Drug, number>> = {
  tirzepatide: 2.5,
  semaglutide: 0.25,
}

/**
 * The month-1 dose when a patient changes drug. Tirzepatide to semaglutide always starts at
 * 0.25; semaglutide to tirzepatide follows the table; no entry falls back to the starting dose.
 */
export function transitionStartingDose(input: {
  from: Drug
  to: Drug
  currentDoseMg: number
  timing: LastDoseTiming
  table?: SemaToTirzTable
}): number {
  if (input.from === input.to) return input.currentDoseMg
  if (input.to === 'semaglutide') return FALLBACK_STARTING_DOSE_MG.semaglutide
  const table = input.table ?? DEFAULT_SEMA_TO_TIRZ_TABLE
  return table[input.timing][String(input.currentDoseMg)] ?? FALLBACK_STARTING_DOSE_MG.tirzepatide
}
