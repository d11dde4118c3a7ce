import type { CollectionBeforeChangeHook } from 'payload'
import type { Questionnaire } from '../../../payload-types.ts'

/**
 * Withdrawing earlier versions (ADR 086). A form a patient has started stays on the version it
 * began on, unless that version is withdrawn: every version saved before `startedFormsFrom`.
 * A publish moves that moment to now when the clinician ticks "Started forms move to this version"
 * (a safety change), or when the questionnaire was unpublished before (an unpublish withdraws it,
 * and publishing it again does not bring the old versions back). Nobody writes the moment by hand:
 * every other save keeps the stored one.
 */
export const withdrawEarlierVersions: CollectionBeforeChangeHook<Questionnaire> = async ({ data, originalDoc, operation, req }) => {
  const asked = data.moveStartedForms === true
  // The tick applies to this publish only; it is never kept.
  data.moveStartedForms = false
  if (operation !== 'update' || !originalDoc) {
    data.startedFormsFrom = null
    return data
  }
  // The stored document, not the newest draft (originalDoc is the latest version): it is published
  // unless the questionnaire was unpublished, and its moment is the one in force.
  const stored = await req.payload.findByID({
    collection: 'questionnaires',
    id: originalDoc.id,
    depth: 0,
    draft: false,
    overrideAccess: true,
    req,
    select: { _status: true, startedFormsFrom: true },
  })
  const publishing = data._status === 'published'
  const publishedAgain = publishing && stored._status !== 'published'
  data.startedFormsFrom = publishing && (asked || publishedAgain) ? new Date().toISOString() : (stored.startedFormsFrom ?? null)
  return data
}
