import { rowsToDocument } from '@telehealth/cms/questionnaires'
import { relationId } from '@telehealth/cms/site'
import type { Questionnaire } from '@telehealth/cms/payload-types'
import { NotFound } from 'payload'
import { parseRowId, rowIdText, sameRowId, type RowId } from '@telehealth/domain'
import type { QuestionnaireDocument } from '@telehealth/domain/questionnaire/document'
import { cmsAsServer } from '~/cms.server.ts'

export type QuestionnaireKind = Questionnaire['kind']

/** One published version of a questionnaire, as the runner reads it. */
export type QuestionnaireVersion = {
  questionnaireId: string
  kind: QuestionnaireKind
  title: string
  /** The id of the published version (Payload's version row): a started form keeps it. */
  version: string
  /** When the version was saved (ISO, UTC). */
  date: string | null
  document: QuestionnaireDocument
}

function toVersion(id: RowId, versionId: RowId, snapshot: Questionnaire, savedAt: string | null | undefined): QuestionnaireVersion {
  return {
    questionnaireId: rowIdText(id),
    kind: snapshot.kind,
    title: snapshot.title,
    version: rowIdText(versionId),
    date: savedAt ?? null,
    document: rowsToDocument(snapshot),
  }
}

/**
 * The questionnaire of this kind while it is published (ADR 086): its id and the moment before
 * which its versions are withdrawn. Null when none is published: never published, or unpublished
 * by a clinician, which withdraws every version of it. The stored document is read, not a version
 * row: a version row stays "published" after the questionnaire is unpublished.
 */
async function publishedStanding(kind: QuestionnaireKind): Promise<{ questionnaireId: RowId; startedFormsFrom: string | null } | null> {
  const found = await (
    await cmsAsServer()
  ).find({
    collection: 'questionnaires',
    where: { and: [{ kind: { equals: kind } }, { _status: { equals: 'published' } }] },
    draft: false,
    limit: 1,
    pagination: false,
    depth: 0,
    select: { startedFormsFrom: true },
  })
  const doc = found.docs[0]
  return doc ? { questionnaireId: doc.id, startedFormsFrom: doc.startedFormsFrom ?? null } : null
}

/** The newest published version row of a questionnaire (by when it was saved: a restored version is saved anew). */
async function newestPublishedRow(questionnaireId: RowId) {
  const versions = await (
    await cmsAsServer()
  ).findVersions({
    collection: 'questionnaires',
    where: { and: [{ parent: { equals: questionnaireId } }, { 'version._status': { equals: 'published' } }] },
    sort: '-updatedAt',
    limit: 1,
    pagination: false,
    depth: 0,
  })
  return versions.docs[0] ?? null
}

/**
 * The current version of the questionnaire of this kind: its newest published version while the
 * questionnaire is published, or null. Drafts are never served to patients; the version rows are
 * read as the server (patients have no access to versions).
 */
export async function publishedQuestionnaire(kind: QuestionnaireKind): Promise<QuestionnaireVersion | null> {
  const standing = await publishedStanding(kind)
  const latest = standing ? await newestPublishedRow(standing.questionnaireId) : null
  if (!standing || !latest) return null
  return toVersion(standing.questionnaireId, latest.id, latest.version, latest.updatedAt)
}

/**
 * A published version by its id, whatever has been published since, or null when it is unknown
 * (or no longer kept), belongs to another questionnaire or is a draft. Whether a form may still be
 * answered on it is `mayAnswerOn`'s to say.
 */
export async function questionnaireAtVersion(questionnaireId: string, versionId: string): Promise<QuestionnaireVersion | null> {
  if (parseRowId(versionId) === null || parseRowId(questionnaireId) === null) return null
  const cms = await cmsAsServer()
  try {
    const row = await cms.findVersionByID({ collection: 'questionnaires', id: versionId, depth: 0 })
    const snapshot = row.version
    if (!sameRowId(relationId(row.parent), questionnaireId) || snapshot._status !== 'published') return null
    return toVersion(questionnaireId, row.id, snapshot, row.updatedAt)
  } catch (error) {
    if (error instanceof NotFound) return null
    throw error
  }
}

/** What `mayAnswerOn` says of a version: answer on it, it is another kind's form, or it was replaced (the page offers the current one). */
export type VersionVerdict = 'answer' | 'wrong-form' | 'replaced'

/**
 * Whether a form of this kind may be answered (autosaved, submitted) on the named version (ADR
 * 086): on the current version, or on the version pinned on the order's draft while it is not
 * withdrawn (the questionnaire unpublished, or a version saved before its `startedFormsFrom`).
 * Any other version, an unknown one or a draft is 'replaced'; a published version of another
 * kind's questionnaire is 'wrong-form'. Light reads: no question set is loaded.
 */
export async function mayAnswerOn(
  kind: QuestionnaireKind,
  named: { questionnaireId: string; version: string },
  pinned: string | null,
): Promise<VersionVerdict> {
  if (parseRowId(named.version) === null || parseRowId(named.questionnaireId) === null) return 'replaced'
  let row: { id: RowId; parent: RowId | Questionnaire; updatedAt: string; version: Pick<Questionnaire, 'kind' | '_status'> }
  try {
    row = await (
      await cmsAsServer()
    ).findVersionByID({
      collection: 'questionnaires',
      id: named.version,
      depth: 0,
      select: { parent: true, updatedAt: true, version: { kind: true, _status: true } },
    })
  } catch (error) {
    if (error instanceof NotFound) return 'replaced'
    throw error
  }
  if (!sameRowId(relationId(row.parent), named.questionnaireId) || row.version._status !== 'published') return 'replaced'
  if (row.version.kind !== kind) return 'wrong-form'
  const standing = await publishedStanding(kind)
  if (!standing || !sameRowId(standing.questionnaireId, named.questionnaireId)) return 'replaced'
  const current = await newestPublishedRow(standing.questionnaireId)
  if (current && sameRowId(current.id, row.id)) return 'answer'
  const withdrawn = standing.startedFormsFrom !== null && Date.parse(row.updatedAt) < Date.parse(standing.startedFormsFrom)
  return pinned === named.version && !withdrawn ? 'answer' : 'replaced'
}
