import { parseWithZod } from '@conform-to/zod/v4'
import { data, type AppLoadContext } from '@remix-run/node'
import {
  nextDose,
  nextShipmentDay,
  progressMessages,
  utcDay,
  WEIGHT_ENTRY_INTENT,
  weightEntrySchema,
  type NextDose,
  type ProgressBaseline,
  type RowId,
  type UtcDay,
  type WeightEntry,
  type WeightEntryInput,
} from '@telehealth/domain'
import type { SubmissionResult } from '@conform-to/react'
import { cmsAs, type LocalApi, type SignedInPatient } from '~/cms.server.ts'
import { getMedicationCatalogue } from '~/content.server.ts'
import { logServerError } from '@telehealth/cms/site'

/** What the progress tab shows; plain JSON for the loader. */
export interface ProgressTabData {
  /** The server's UTC day: the form's default and its "not in the future" line (ADR 037). */
  today: UtcDay
  entries: WeightEntry[]
  baseline: ProgressBaseline
  nextDose: NextDose | null
  nextShipmentOn: UtcDay | null
}

/** The action's answer for `progress.*` intents: Conform's reply, and what was saved. */
export interface ProgressActionData {
  intent: string
  result: SubmissionResult<string[]>
  saved: { measuredOn: UtcDay; weightLb: number; replaced: boolean } | null
}

export interface ProgressActionArgs {
  request: Request
  context: AppLoadContext
  patient: SignedInPatient
  form: FormData
  intent: string
}

/** How many days of the log the tab reads: more than a year of daily entries. */
const LOG_LIMIT = 400

interface IntakePersonNumbers {
  weight?: unknown
  desired_weight?: unknown
  heightInInches?: unknown
}

const positive = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null)

/**
 * Where the patient started and where they aim: the first qualified intake linked to the account
 * (the one that opened it; a later returning-email intake may be anyone's typing, ADR 038), its
 * weight, goal and height; today's height from the profile. Without an intake, the profile's
 * weight stands in for the start and no goal is shown.
 */
async function readBaseline(cms: LocalApi, patient: SignedInPatient): Promise<ProgressBaseline> {
  const leads = await cms.find({
    collection: 'leads',
    where: { and: [{ patient: { equals: patient.id } }, { outcome: { equals: 'qualified' } }] },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    select: { person: true, createdAt: true },
  })
  const lead = leads.docs[0]
  const person = (lead?.person ?? {}) as IntakePersonNumbers
  const currentHeightIn = positive(patient.height_inch)
  return {
    startWeightLb: positive(person.weight) ?? positive(patient.weight),
    goalWeightLb: positive(person.desired_weight),
    startHeightIn: positive(person.heightInInches) ?? currentHeightIn,
    currentHeightIn,
    startedOn: lead ? utcDay(new Date(lead.createdAt)) : utcDay(new Date(patient.createdAt)),
  }
}

async function readEntries(cms: LocalApi, patient: SignedInPatient): Promise<WeightEntry[]> {
  const found = await cms.find({
    collection: 'weight-entries',
    where: { patient: { equals: patient.id } },
    sort: '-measuredOn',
    limit: LOG_LIMIT,
    depth: 0,
    select: { measuredOn: true, weightLb: true },
  })
  return found.docs.map((entry) => ({ measuredOn: entry.measuredOn, weightLb: entry.weightLb }))
}

/** The progress tab's data, read as the patient (their own records only). */
export async function loadProgressTab(patient: SignedInPatient, now: Date = new Date()): Promise<ProgressTabData> {
  const cms = await cmsAs(patient)
  const own = { patient: { equals: patient.id } }
  const [entries, baseline, orders, subscriptions, prescriptions, catalogue] = await Promise.all([
    readEntries(cms, patient),
    readBaseline(cms, patient),
    cms.find({ collection: 'orders', where: own, limit: 50, depth: 0, sort: '-createdAt', select: { status: true, next_billing_date: true } }),
    cms.find({ collection: 'subscriptions', where: own, limit: 50, depth: 0, select: { status: true, next_billing_date: true } }),
    cms.find({ collection: 'prescriptions', where: own, limit: 20, depth: 0, sort: '-createdAt', select: { status: true, createdAt: true, items: true } }),
    getMedicationCatalogue(),
  ])
  const today = utcDay(now)
  return {
    today,
    entries,
    baseline,
    nextDose: nextDose(
      prescriptions.docs.map((rx) => ({
        status: rx.status,
        createdAt: rx.createdAt,
        items: (rx.items ?? []).map((item) => ({ name: item.name, strength: item.strength, directions: item.directions, medId: item.medId })),
      })),
      now,
      catalogue.hiddenMedIds,
    ),
    nextShipmentOn: nextShipmentDay([...orders.docs, ...subscriptions.docs], today),
  }
}

/**
 * The day's weight, written as the patient: a second entry the same day replaces the first
 * (ADR 037). The database holds one row per patient and day; when another process wrote the day's
 * row between the look and the write, the write becomes a replacement of that row.
 */
export async function logWeight(patient: SignedInPatient, entry: Pick<WeightEntryInput, 'weight' | 'measuredOn'>): Promise<{ replaced: boolean }> {
  const cms = await cmsAs(patient)
  const findDay = async () =>
    (
      await cms.find({
        collection: 'weight-entries',
        where: { and: [{ patient: { equals: patient.id } }, { measuredOn: { equals: entry.measuredOn } }] },
        limit: 1,
        depth: 0,
        select: { measuredOn: true },
      })
    ).docs[0]
  const replace = async (id: RowId) => {
    await cms.update({ collection: 'weight-entries', id, data: { weightLb: entry.weight }, depth: 0 })
    return { replaced: true }
  }
  const existing = await findDay()
  if (existing) return replace(existing.id)
  try {
    await cms.create({ collection: 'weight-entries', data: { patient: patient.id, measuredOn: entry.measuredOn, weightLb: entry.weight }, depth: 0 })
    return { replaced: false }
  } catch (error) {
    const written = await findDay()
    if (written) return replace(written.id)
    throw error
  }
}

/** `progress.*` posts to /home/progress (the tab's route): re-validated here whatever the browser checked. */
export async function progressAction({ patient, form, intent }: ProgressActionArgs) {
  const today = utcDay(new Date())
  const submission = parseWithZod(form, { schema: weightEntrySchema(today) })
  if (intent !== WEIGHT_ENTRY_INTENT || submission.status !== 'success') {
    const result = submission.status === 'success' ? submission.reply({ formErrors: [progressMessages.unexpectedField] }) : submission.reply()
    return data<ProgressActionData>({ intent, result, saved: null }, { status: 400 })
  }
  try {
    const { replaced } = await logWeight(patient, submission.value)
    return data<ProgressActionData>({
      intent,
      result: submission.reply({ resetForm: true }),
      saved: { measuredOn: submission.value.measuredOn, weightLb: submission.value.weight, replaced },
    })
  } catch (error) {
    // The error's name only: its message may quote the weight (PHI).
    logServerError('Weight log write failed', error)
    return data<ProgressActionData>({ intent, result: submission.reply({ formErrors: [progressMessages.saveFailed] }), saved: null }, { status: 503 })
  }
}
