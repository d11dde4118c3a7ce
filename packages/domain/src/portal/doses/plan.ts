import type { Drug } from '../../pricing/plans.ts'
import { catalogueDoseLabel, DEFAULT_MEDICATION_CATALOGUE, type MedicationCatalogue } from './catalogue.ts'
import { laterMonthChoicesOn, monthOneDoseChoices, type DoseScreen, type MonthOneInput } from './choices.ts'
import { PLAN_MONTHS, type DoseDirection } from './tables.ts'
import { transitionStartingDose, type LastDoseTiming } from './transition.ts'

/**
 * The refill form's longer plan: Month 1 to 5 and a last row for Month 6-12 (ADR 048; the spec
 * names only the last label).
 */
export const REFILL_PLAN_MONTHS = 6

/** "Month 1" ... and, on the refill form's last row, "Month 6-12". */
export function planMonthLabels(kind: 'plan' | 'refill'): string[] {
  if (kind === 'plan') return Array.from({ length: PLAN_MONTHS }, (_, index) => `Month ${index + 1}`)
  return Array.from({ length: REFILL_PLAN_MONTHS }, (_, index) => (index === REFILL_PLAN_MONTHS - 1 ? `Month ${index + 1}-12` : `Month ${index + 1}`))
}

export const DOSE_DIRECTION_LABELS: Readonly<Record<DoseDirection, string>> = {
  increase: 'Increase',
  same: 'Same',
  decrease: 'Decrease',
}

/** How a dose moves from the previous month's. */
export function doseDirection(previousDoseMg: number, doseMg: number): DoseDirection {
  if (doseMg > previousDoseMg) return 'increase'
  if (doseMg < previousDoseMg) return 'decrease'
  return 'same'
}

export interface DoseChoice {
  doseMg: number
  label: string
  /** Against the previous month (month 1: against the current dose, when there is one). */
  direction: DoseDirection | null
}

export interface DosePlanMonth {
  label: string
  /** Empty until the previous month has a dose. */
  choices: DoseChoice[]
}

export interface DosePlanInput {
  drug: Drug
  kind?: 'plan' | 'refill'
  screen?: DoseScreen
  /** The chosen dose per month (null: not chosen yet). */
  schedule: readonly (number | null | undefined)[]
  monthOne?: MonthOneInput
  /** A patient switching from the other drug: month 1 starts from the switch's starting dose. */
  switchingFrom?: { drug: Drug; currentDoseMg: number; timing: LastDoseTiming }
  catalogue?: MedicationCatalogue
}

/** Month 1's starting point: a switch's starting dose stands in for the current dose. */
function monthOneInput(input: DosePlanInput, catalogue: MedicationCatalogue): MonthOneInput {
  const switching = input.switchingFrom
  if (switching && switching.drug !== input.drug) {
    return {
      currentDoseMg: transitionStartingDose({
        from: switching.drug,
        to: input.drug,
        currentDoseMg: switching.currentDoseMg,
        timing: switching.timing,
        catalogue,
      }),
    }
  }
  return input.monthOne ?? {}
}

/**
 * Every month of the plan with the doses it offers, from the drug's steps in the catalogue:
 * month 1 from the drug's doses or around the current dose, later months around the previous
 * month's dose (on /adjust-doses: that dose and the next two steps up only).
 */
export function dosePlanMonths(input: DosePlanInput): DosePlanMonth[] {
  const catalogue = input.catalogue ?? DEFAULT_MEDICATION_CATALOGUE
  const monthOne = monthOneInput(input, catalogue)
  const choice = (doseMg: number, previous: number | null | undefined): DoseChoice => ({
    doseMg,
    label: catalogueDoseLabel(input.drug, doseMg, catalogue),
    direction: previous === null || previous === undefined ? null : doseDirection(previous, doseMg),
  })
  return planMonthLabels(input.kind ?? 'plan').map((label, month) => {
    if (month === 0) return { label, choices: monthOneDoseChoices(input.drug, monthOne, catalogue).map((dose) => choice(dose, monthOne.currentDoseMg)) }
    const previous = input.schedule[month - 1]
    if (previous === null || previous === undefined) return { label, choices: [] }
    return { label, choices: laterMonthChoicesOn(input.screen ?? 'questionnaire', input.drug, previous, catalogue).map((dose) => choice(dose, previous)) }
  })
}

/**
 * The schedule after month `month` is set to `doseMg`: later months keep their dose while it is
 * still offered, and are cleared from the first one that is not (so no plan ever holds a dose its
 * previous month does not allow). A dose the month does not offer changes nothing.
 */
export function chooseMonthDose(input: DosePlanInput, month: number, doseMg: number): (number | null)[] {
  const months = dosePlanMonths(input)
  const schedule: (number | null)[] = months.map((_, index) => input.schedule[index] ?? null)
  if (!months[month]?.choices.some((choice) => choice.doseMg === doseMg)) return schedule
  schedule[month] = doseMg
  const next = dosePlanMonths({ ...input, schedule })
  for (let later = month + 1; later < schedule.length; later += 1) {
    const dose = schedule[later]
    if (dose === null || dose === undefined) continue
    if (!next[later]?.choices.some((choice) => choice.doseMg === dose)) {
      for (let cleared = later; cleared < schedule.length; cleared += 1) schedule[cleared] = null
      break
    }
  }
  return schedule
}

/**
 * Whether a schedule is one the planner offers: every month of the plan holds a dose its month
 * offers (month 1 by its rule, each later month around the month before), and nothing lies past
 * the plan's last month. What the server checks a submitted plan with (the medical form, Adjust
 * Doses), so it accepts exactly what the page could have offered.
 */
export function isOfferedDoseSchedule(input: Omit<DosePlanInput, 'schedule'>, schedule: readonly (number | null | undefined)[]): boolean {
  const months = dosePlanMonths({ ...input, schedule })
  if (schedule.length > months.length) return false
  return months.every((month, index) => month.choices.some((choice) => choice.doseMg === schedule[index]))
}
