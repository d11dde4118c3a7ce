import type { HeadersFunction, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useLivePreview } from '@payloadcms/live-preview-react'
import { QuestionnairePreview } from '@telehealth/ui'
import { lazy, Suspense, useMemo, useState } from 'react'
import { env } from '~/env.server.ts'
import { previewDocument, type PreviewDocument } from '~/forms/preview-document.ts'

export const meta: MetaFunction = () => [{ title: 'Questionnaire preview' }, { name: 'robots', content: 'noindex, nofollow' }]

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

/**
 * The CMS admin's live preview of a questionnaire (ADR 057). Reads nothing from the database: the
 * draft comes only from the admin that frames this page (postMessage from the CMS origin, checked
 * by Payload's live-preview client), and nothing is written anywhere. The loader hands the page the
 * CMS origin to listen to, nothing else.
 */
export function loader() {
  return { cmsOrigin: env.cmsOrigins[0] }
}

/** The runner on its machine (XState included) comes after the first paint, with the first draft (ADR 068, 075). */
const PreviewRunner = lazy(() => import('./preview-runner.tsx').then((module) => ({ default: module.PreviewRunner })))

// The live-preview client merges each message into this (a stable object: it is an effect dependency).
const NOTHING_YET = {}

/**
 * Payload's client would ask the CMS to populate the draft's relationships; a questionnaire has
 * none, so the draft the admin sent is used as it is: no request leaves this page.
 */
const draftAsSent = async ({ data }: { data: { data?: unknown } }) => Response.json(data.data ?? null)

export default function QuestionnairePreviewRoute() {
  const { cmsOrigin } = useLoaderData<typeof loader>()
  // Payload's client answers every message, the ignored ones (another origin) with the data it
  // had: only a draft from the CMS replaces NOTHING_YET.
  const { data } = useLivePreview<Record<string, unknown>>({
    initialData: NOTHING_YET,
    serverURL: cmsOrigin,
    depth: 0,
    requestHandler: draftAsSent,
  })
  const preview = useMemo(() => (data === NOTHING_YET ? null : previewDocument(data)), [data])
  // The last draft that could be shown stays while the editor finishes a new question.
  const [lastShown, setLastShown] = useState<Extract<PreviewDocument, { ok: true }> | null>(null)
  if (preview?.ok && preview !== lastShown) setLastShown(preview)
  const document = preview?.ok ? preview.document : (lastShown?.document ?? null)
  return (
    <QuestionnairePreview
      document={document}
      problem={preview && !preview.ok ? preview.problem : null}
      renderRunner={(patient) =>
        document ? (
          <Suspense fallback={null}>
            <PreviewRunner document={document} patient={patient} />
          </Suspense>
        ) : null
      }
    />
  )
}
