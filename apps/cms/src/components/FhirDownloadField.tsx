'use client'
import { Button, useConfig, useDocumentInfo } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useId } from 'react'

const notes: Record<string, string> = {
  questionnaires: 'The last saved version (draft or published) as a FHIR R4 Questionnaire. Save first to include your latest edits.',
  'questionnaire-responses':
    "The patient's answers as a FHIR R4 QuestionnaireResponse of the version they answered. The download is recorded in the audit log.",
}

/**
 * In a questionnaire's or a response's edit view: downloads it as FHIR R4 JSON through
 * GET /api/<collection>/:id/fhir (ADR 056). A plain link: the admin's session cookie goes with it,
 * and the endpoint answers with the file as an attachment.
 */
export const FhirDownloadField: UIFieldClientComponent = () => {
  const { id, collectionSlug } = useDocumentInfo()
  const {
    config: {
      serverURL,
      routes: { api },
    },
  } = useConfig()
  const noteId = useId()
  if (id === undefined || id === null || !collectionSlug) return null
  return (
    <div className="field-type fhir-download-field" style={{ marginBottom: 'var(--spacing-field)' }}>
      <span className="field-label" style={{ display: 'block' }}>
        FHIR export
      </span>
      <p className="field-description" id={noteId} style={{ margin: '0 0 calc(var(--base) * 0.5)' }}>
        {notes[collectionSlug] ?? 'This record as FHIR R4 JSON.'}
      </p>
      <Button el="anchor" url={`${serverURL}${api}/${collectionSlug}/${id}/fhir`} buttonStyle="secondary" size="small" margin={false} aria-describedby={noteId}>
        Download FHIR JSON
      </Button>
    </div>
  )
}
