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
  document: QuestionnaireDocument
}

function toVersion(id: RowId, versionId: RowId, snapshot: Questionnaire): QuestionnaireVersion {
  return {
    questionnaireId: rowIdText(id),
    kind: snapshot.kind,
    title: snapshot.title,
    version: rowIdText(versionId),
    document: rowsToDocument(snapshot),
  }
}

/**
 * The newest published version of the questionnaire of this kind, or null when none is published.
 * Drafts are never served to patients; the version rows are read as the server (patients have no
 * access to versions), and only rows whose snapshot is published count.
 */
export async function publishedQuestionnaire(kind: QuestionnaireKind): Promise<QuestionnaireVersion | null> {
  // One read: the newest published version row of this kind (kinds are unique per questionnaire).
  const versions = await (
    await cmsAsServer()
  ).findVersions({
    collection: 'questionnaires',
    where: { and: [{ 'version.kind': { equals: kind } }, { 'version._status': { equals: 'published' } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
  })
  const latest = versions.docs[0]
  if (!latest) return null
  return toVersion(rowIdText(relationId(latest.parent)), latest.id, latest.version)
}

/**
 * A version a started form answered, or null when it is unknown, belongs to another
 * questionnaire or is not a published version (a draft is not a version a patient can be held to).
 */
export async function questionnaireAtVersion(questionnaireId: string, versionId: string): Promise<QuestionnaireVersion | null> {
  if (parseRowId(versionId) === null || parseRowId(questionnaireId) === null) return null
  const cms = await cmsAsServer()
  try {
    const row = await cms.findVersionByID({ collection: 'questionnaires', id: versionId, depth: 0 })
    const snapshot = row.version
    if (!sameRowId(relationId(row.parent), questionnaireId) || snapshot._status !== 'published') return null
    return toVersion(questionnaireId, row.id, snapshot)
  } catch (error) {
    if (error instanceof NotFound) return null
    throw error
  }
}

/**
 * The kind of a published version a started form answers, or null (as questionnaireAtVersion
 * decides it): the autosave needs only this, so it reads two fields, not the whole question set.
 */
export async function publishedKindAtVersion(questionnaireId: string, versionId: string): Promise<QuestionnaireKind | null> {
  if (parseRowId(versionId) === null || parseRowId(questionnaireId) === null) return null
  try {
    const row = await (
      await cmsAsServer()
    ).findVersionByID({ collection: 'questionnaires', id: versionId, depth: 0, select: { parent: true, version: { kind: true, _status: true } } })
    const snapshot = row.version as Pick<Questionnaire, 'kind' | '_status'>
    return sameRowId(relationId(row.parent), questionnaireId) && snapshot._status === 'published' ? snapshot.kind : null
  } catch (error) {
    if (error instanceof NotFound) return null
    throw error
  }
}
