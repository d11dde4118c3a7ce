import { DRUGS, type Drug } from '../../pricing/plans.ts'
import { answerOf, chosenValues, type Answers, type Question, type QuestionnaireDocument } from '../../questionnaire/document.ts'
import { doseStepForReportedDose, drugOfGlpMedication, NO_GLP_MEDICATION, PRE_CHECKOUT_GLP_MEDICATIONS } from '../precheckout/glp-medication.ts'
import { DEFAULT_MEDICATION_CATALOGUE, doseStepsMg, type MedicationCatalogue } from './catalogue.ts'
import { isOfferedDoseSchedule, planMonthLabels, type DosePlanInput } from './plan.ts'
import { FALLBACK_STARTING_DOSE_MG, type LastDoseTiming } from './transition.ts'

/**
 * The medical form's dose question (spec 001 section 5 "Dose choices", section 9 "Doses"; ADR 048,
 * 088): what the runner offers and what the submit accepts, from one planner. Month 1 offers the
 * drug's doses narrowed by the prior-medication answers, or the current dose with its neighbours
 * (a switch of drug: the switch table's starting dose with its neighbours); later months the
 * previous month's dose and one step either side.
 */

/**
 * What the form plans doses from, as the page loads it (plain data: the loader hands it to the
 * browser, the submit builds the same from the order).
 */
export interface FormDosePlan {
  /** The order's drug. */
  drug: Drug
  /** A form that counts as a refill plans the longer schedule (Month 1 to 5 and Month 6-12). */
  kind?: 'plan' | 'refill'
  catalogue?: MedicationCatalogue
  /** The pre-checkout's answers kept on the order's cart (ADR 064, 066). */
  preCheckout?: { currentGLPMed?: string | null; currentDose?: string | null } | null
}

/** The slugs of the form's prior-medication questions (`question` of the document). */
export const PRIOR_MEDICATION_SLUGS = {
  /** Yes / No: "Are you currently taking a GLP-1 medication?" */
  takesGlp: 'takes_glp',
  /** The current weekly dose in mg, as the patient writes it ("0.5", "2.5 mg"). */
  currentDose: 'current_glp_dose',
  /** When the last dose was taken: 'Within last 2 weeks', 'More than a month ago', or another answer (in between). */
  lastDose: 'last_glp_dose',
} as const

/** The answers of the last-dose question the switch table reads (spec section 9). */
export const LAST_DOSE_ANSWERS = { withinTwoWeeks: 'Within last 2 weeks', moreThanAMonth: 'More than a month ago' } as const

/** What the patient told us about the GLP medication they take now. */
export type PriorMedication =
  /** Nothing said (no pre-checkout on the cart, no question on the form). */
  | { takesGlp: null }
  | { takesGlp: false }
  /** `drug` null: not said (taken as the order's drug); `doseMg` null: not said or unreadable. */
  | { takesGlp: true; drug: Drug | null; doseMg: number | null; timing: LastDoseTiming }

/**
 * The spec's defaults (section 9): a plan not set (a form without the dose question) is stored as
 * the drug's default schedule with its maintenance dose; with no drug known, maintenance is 10.
 */
export const DEFAULT_DOSE_SCHEDULES: Readonly<Record<Drug, { schedule: readonly number[]; maintenanceMg: number }>> = {
  tirzepatide: { schedule: [2.5, 5, 7.5], maintenanceMg: 10 },
  semaglutide: { schedule: [0.25, 0.5, 1], maintenanceMg: 2.4 },
}
export const DEFAULT_MAINTENANCE_DOSE_MG = 10

/**
 * A current dose the patient did not give: the spec's default current dose is 2.5, tirzepatide's
 * starting dose; on semaglutide 2.5 mg would be the top step, so there it is the starting 0.25
 * (ADR 088). Both are the drug's starting dose.
 */
export function defaultCurrentDoseMg(drug: Drug, catalogue: MedicationCatalogue = DEFAULT_MEDICATION_CATALOGUE): number {
  return doseStepsMg(drug, catalogue)[0] ?? FALLBACK_STARTING_DOSE_MG[drug]
}

/** A question of the document (or a follow-up) by its slug. */
function questionBySlug(document: QuestionnaireDocument, slug: string): Question | null {
  for (const question of document.questions) {
    if (question.question === slug) return question
    for (const list of Object.values(question.followup_questions ?? {})) {
      const followUp = list.find((candidate) => candidate.question === slug)
      if (followUp) return followUp
    }
  }
  return null
}

function answerBySlug(document: QuestionnaireDocument, answers: Answers, slug: string): string | null {
  const question = questionBySlug(document, slug)
  if (!question) return null
  const answer = answerOf(answers, question.id)
  if (typeof answer === 'number') return String(answer)
  const [first] = chosenValues(answer)
  const text = first?.trim() ?? ''
  return text === '' ? null : text
}

/** A dose in mg as written ("0.5", "2.5 mg", ".25"), or null when there is none to read. */
export function readDoseMg(text: string | null | undefined): number | null {
  const match = /(\d+(?:\.\d+)?|\.\d+)/.exec(text ?? '')
  if (!match?.[1]) return null
  const dose = Number(match[1])
  return Number.isFinite(dose) && dose > 0 && dose <= 1000 ? dose : null
}

function timingOf(answer: string | null): LastDoseTiming {
  // Asked "currently taking": the last dose is recent unless the form's own question says otherwise.
  if (answer === null) return 'withinTwoWeeks'
  const said = answer.toLowerCase()
  if (said === LAST_DOSE_ANSWERS.withinTwoWeeks.toLowerCase()) return 'withinTwoWeeks'
  if (said === LAST_DOSE_ANSWERS.moreThanAMonth.toLowerCase()) return 'moreThanAMonth'
  return 'between'
}

function preCheckoutDrug(medication: string | null | undefined): Drug | null {
  const known = PRE_CHECKOUT_GLP_MEDICATIONS.find((name) => name === medication)
  return known ? drugOfGlpMedication(known) : null
}

/** Yes or No on the form first, then the pre-checkout's medication; a form asking only the dose: a dose given means one is taken. */
function takesGlpNow(said: string | null, preCheckoutMedication: string | null | undefined, answeredDose: number | null): boolean | null {
  const answer = said?.toLowerCase()
  if (answer === 'yes') return true
  if (answer === 'no') return false
  if (preCheckoutDrug(preCheckoutMedication) !== null) return true
  if (preCheckoutMedication === NO_GLP_MEDICATION) return false
  return answeredDose !== null ? true : null
}

/**
 * The prior-medication answers: the form's own (takes_glp, current_glp_dose, last_glp_dose) where
 * it asks them, else the pre-checkout's kept on the cart; the drug taken comes from the
 * pre-checkout (the form does not ask it). A current dose counts only after a Yes.
 */
export function priorMedicationOf(plan: Pick<FormDosePlan, 'preCheckout'>, document: QuestionnaireDocument, answers: Answers): PriorMedication {
  const cart = plan.preCheckout ?? null
  const cartDrug = preCheckoutDrug(cart?.currentGLPMed)
  const answeredDose = readDoseMg(answerBySlug(document, answers, PRIOR_MEDICATION_SLUGS.currentDose))
  const takesGlp = takesGlpNow(answerBySlug(document, answers, PRIOR_MEDICATION_SLUGS.takesGlp), cart?.currentGLPMed, answeredDose)
  if (takesGlp === null) return { takesGlp: null }
  if (!takesGlp) return { takesGlp: false }
  const doseMg = answeredDose ?? (cartDrug !== null ? readDoseMg(cart?.currentDose) : null)
  return { takesGlp: true, drug: cartDrug, doseMg, timing: timingOf(answerBySlug(document, answers, PRIOR_MEDICATION_SLUGS.lastDose)) }
}

/**
 * The planner's input for the form: month 1 by the prior medication. No GLP medication now: the
 * drug's starting dose only (a new patient starts at the bottom). The same drug: the reported
 * dose's step with its neighbours. The other drug: the switch table's starting dose with its
 * neighbours. Nothing known: the drug's doses.
 */
export function formDosePlanInput(plan: FormDosePlan, prior: PriorMedication, schedule: readonly (number | null | undefined)[]): DosePlanInput {
  const catalogue = plan.catalogue ?? DEFAULT_MEDICATION_CATALOGUE
  const input: DosePlanInput = { drug: plan.drug, kind: plan.kind ?? 'plan', screen: 'questionnaire', schedule, catalogue }
  if (prior.takesGlp === null) return input
  if (!prior.takesGlp) return { ...input, monthOne: { allowedDoses: [defaultCurrentDoseMg(plan.drug, catalogue)] } }
  const from = prior.drug ?? plan.drug
  if (from === plan.drug) {
    const reported = prior.doseMg ?? defaultCurrentDoseMg(plan.drug, catalogue)
    return { ...input, monthOne: { currentDoseMg: doseStepForReportedDose(plan.drug, reported, catalogue) } }
  }
  // A switch whose current dose is not known starts at the fallback, as a dose with no table row does.
  if (prior.doseMg === null) return { ...input, monthOne: { currentDoseMg: FALLBACK_STARTING_DOSE_MG[plan.drug] } }
  return { ...input, switchingFrom: { drug: from, currentDoseMg: prior.doseMg, timing: prior.timing } }
}

/** The planner's input for the form as answered so far. */
export function formDosePlanFor(
  plan: FormDosePlan,
  document: QuestionnaireDocument,
  answers: Answers,
  schedule: readonly (number | null | undefined)[],
): DosePlanInput {
  return formDosePlanInput(plan, priorMedicationOf(plan, document, answers), schedule)
}

/** How many months the form's plan has: 3, or 6 on a form that counts as a refill. */
export function formDosePlanMonthCount(plan: Pick<FormDosePlan, 'kind'> | null | undefined): number {
  return planMonthLabels(plan?.kind ?? 'plan').length
}

/** Whether the schedule is one the runner would have offered for these answers (what the submit checks). */
export function isOfferedFormDoseSchedule(
  plan: FormDosePlan,
  document: QuestionnaireDocument,
  answers: Answers,
  schedule: readonly (number | null | undefined)[],
): boolean {
  return isOfferedDoseSchedule(formDosePlanFor(plan, document, answers, []), schedule)
}

/**
 * The preference stored with a submission: the planned months and the last as the maintenance
 * dose; a plan not set takes the drug's default schedule (spec section 9), or only the default
 * maintenance dose when no drug is known.
 */
export function dosePreferenceOf(drug: Drug | null, schedule: readonly (number | null)[]): { schedule: number[]; maintenanceMg: number } {
  const planned = schedule.filter((dose): dose is number => typeof dose === 'number')
  if (planned.length > 0) return { schedule: planned, maintenanceMg: planned[planned.length - 1] ?? DEFAULT_MAINTENANCE_DOSE_MG }
  if (drug === null || !(DRUGS as readonly string[]).includes(drug)) return { schedule: [], maintenanceMg: DEFAULT_MAINTENANCE_DOSE_MG }
  const fallback = DEFAULT_DOSE_SCHEDULES[drug]
  return { schedule: [...fallback.schedule], maintenanceMg: fallback.maintenanceMg }
}
