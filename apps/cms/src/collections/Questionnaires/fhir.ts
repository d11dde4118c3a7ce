import { questionnaireDocumentSchema, type Answer, type Answers, type QuestionnaireDocument } from '@telehealth/domain/questionnaire/document'
import { answersFromRecords, type QuestionnaireResponseExport, type QuestionnaireVersionExport } from '@telehealth/domain/questionnaire/fhir/index'
import type { Questionnaire, QuestionnaireResponse } from '../../payload-types.ts'
import { rowsToDocument } from './document.ts'

/** A version row of the questionnaires collection (Payload's `_questionnaires_v`), as findVersionByID gives it. */
export type QuestionnaireVersionRow = { id: string | number; parent: unknown; updatedAt?: string | null; version: Questionnaire }

const relationId = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : value && typeof value === 'object' && 'id' in value ? String(value.id) : null

/** The version as the FHIR export reads it: published snapshots are active, any other a draft. */
export function versionExport(row: QuestionnaireVersionRow): QuestionnaireVersionExport {
  const snapshot = row.version
  return {
    questionnaireId: relationId(row.parent) ?? String(snapshot.id),
    kind: snapshot.kind,
    version: String(row.id),
    title: snapshot.title,
    status: snapshot._status === 'published' ? 'active' : 'draft',
    date: row.updatedAt ?? snapshot.updatedAt ?? null,
    document: rowsToDocument(snapshot),
  }
}

/**
 * The copy of the version a response answered, as the submit stores it on the response
 * (`answeredQuestionnaire`, ADR 086): the export reads it rather than the version history, which
 * keeps only the newest versions of a questionnaire.
 */
export type AnsweredQuestionnaire = {
  questionnaireId: string
  kind: string | null
  version: string
  title: string
  /** When the version was saved (ISO, UTC). */
  date: string | null
  document: QuestionnaireDocument
}

/** The copy for a version as the site serves it. */
export function answeredQuestionnaireCopy(version: Omit<AnsweredQuestionnaire, 'date'> & { date?: string | null }): AnsweredQuestionnaire {
  return {
    questionnaireId: version.questionnaireId,
    kind: version.kind,
    version: version.version,
    title: version.title,
    date: version.date ?? null,
    document: version.document,
  }
}

/** A response's stored copy as the FHIR export reads it (an answered version is a published one), or null when it has none. */
export function answeredVersionExport(value: unknown): QuestionnaireVersionExport | null {
  if (!isPlainObject(value)) return null
  const { questionnaireId, kind, version, title, date } = value
  const document = questionnaireDocumentSchema.safeParse(value.document)
  if (typeof questionnaireId !== 'string' || typeof version !== 'string' || typeof title !== 'string' || !document.success) return null
  return {
    questionnaireId,
    kind: typeof kind === 'string' ? kind : null,
    version,
    title,
    status: 'active',
    date: typeof date === 'string' ? date : null,
    document: document.data,
  }
}

/** True when a version row belongs to this questionnaire. */
export function isVersionOf(row: Pick<QuestionnaireVersionRow, 'parent'>, questionnaireId: string | number): boolean {
  return relationId(row.parent) === String(questionnaireId)
}

function isAnswer(value: unknown): value is Answer {
  if (value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return true
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The stored answers per question id (the runner's `Answers`): a response keeps either the submitted
 * answer records (spec 001's list, what the submit endpoints store) or that map. A value of another
 * shape is left out rather than guessed at (ADR 056).
 */
export function storedAnswers(value: unknown, document: QuestionnaireDocument): Answers {
  if (Array.isArray(value)) return answersFromRecords(document, value)
  if (!isPlainObject(value)) return {}
  return Object.fromEntries(Object.entries(value).filter(([, answer]) => isAnswer(answer))) as Answers
}

/** The dose plan chosen, mg per month: `doseSchedule`, or the submit endpoints' `patientPreference`. */
export function storedDoseSchedule(submission: unknown): (number | null)[] {
  const schedule = isPlainObject(submission) ? (submission.doseSchedule ?? submission.patientPreference) : null
  return Array.isArray(schedule) ? schedule.map((dose) => (typeof dose === 'number' && Number.isFinite(dose) ? dose : null)) : []
}

/** A stored response with the version it answered, as the FHIR export reads it. */
export function responseExport(response: QuestionnaireResponse, version: QuestionnaireVersionExport): QuestionnaireResponseExport {
  return {
    id: response.id,
    questionnaire: version,
    answers: storedAnswers(response.answers, version.document),
    doseSchedule: storedDoseSchedule(response.submission),
    authored: response.createdAt,
  }
}

/** A FHIR resource as a JSON download: never cached, saved under `filename`. */
export function fhirDownload(resource: object, filename: string): Response {
  return new Response(JSON.stringify(resource, null, 2), {
    headers: {
      'Content-Type': 'application/fhir+json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '-')}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
