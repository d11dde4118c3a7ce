import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useNavigate } from '@remix-run/react'
import { reshipImageCheck, sorryMessages, sorryPath } from '@telehealth/domain'
import { reshipMachine, reshipStepOf, type ReshipSubmitAnswer } from '@telehealth/machines'
import { FullScreenLoader } from '@telehealth/ui/components/FullScreenLoader'
import { ImageUploader } from '@telehealth/ui/components/ImageUploader'
import { ReplacementRequestScreen, type ReplacementItem } from '@telehealth/ui/screens/reship/ReplacementRequestScreen'
import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useState } from 'react'
import { fromPromise } from 'xstate'
import { requirePatient } from '~/auth/patient-session.server.ts'
import { getBrandName } from '~/brand.server.ts'
import { useImageUpload } from '~/uploads/use-image-upload.ts'

export const meta: MetaFunction = () => [{ title: 'Replacement request' }]

/** A visitor without a session signs in first and comes back here (page_ref). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requirePatient(request)
  return { brandName: await getBrandName() }
}

/** The upload limit of this path in MB (the spec's configurable limit; 5 MB: ADR 043). */
const RESHIP_UPLOAD_LIMIT_MB = 5


/** The spec's `GET /api/get-shipped-items`: the first entry's orders. Throws on any failure. */
async function fetchShippedItems(): Promise<ReplacementItem[]> {
  const response = await fetch('/api/get-shipped-items', { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
  if (!response.ok) throw new Error(`status ${response.status}`)
  const body = (await response.json()) as { success?: boolean; items?: { orders?: ReplacementItem[] }[] }
  if (!body.success || !Array.isArray(body.items)) throw new Error('unexpected answer')
  return body.items[0]?.orders ?? []
}

/** The spec's `POST /api/submit-reship-request`: a refusal with a message is an answer; no answer at all throws. */
async function submitRequest(input: { items: { id: string | number; name: string }[]; reason: string; image: string }): Promise<ReshipSubmitAnswer> {
  const response = await fetch('/api/submit-reship-request', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({ items: input.items.map((item) => ({ id: String(item.id), name: item.name })), reason: input.reason, image: input.image }),
  })
  const body = (await response.json().catch(() => null)) as { success?: boolean; message?: string } | null
  if (body && typeof body.message === 'string' && body.message) return { success: response.ok && body.success === true, message: body.message }
  if (!response.ok) throw new Error(`The server answered ${response.status}.`)
  return { success: body?.success === true }
}

export default function ReplacementRequestRoute() {
  const { brandName } = useLoaderData<typeof loader>()
  const navigate = useNavigate()
  const [items, setItems] = useState<ReplacementItem[] | null>(null)
  const machine = useMemo(() => reshipMachine.provide({ actors: { submitRequest: fromPromise(({ input }) => submitRequest(input)) } }), [])
  const [snapshot, send] = useMachine(machine)
  const upload = useImageUpload({
    purpose: 'reship',
    check: reshipImageCheck(RESHIP_UPLOAD_LIMIT_MB),
    onUploaded: (_fileName, fileUrl) => send({ type: 'image.uploaded', url: fileUrl }),
  })

  useEffect(() => {
    let current = true
    fetchShippedItems().then(
      (found) => {
        if (!current) return
        if (found.length === 0) navigate(sorryPath(sorryMessages.noReshipItems), { replace: true })
        else setItems(found)
      },
      () => current && navigate(sorryPath(sorryMessages.reshipItemsFetchFailed), { replace: true }),
    )
    return () => {
      current = false
    }
  }, [navigate])

  if (!items) return <FullScreenLoader label="Loading your delivered items..." />

  const { context } = snapshot
  const chooseImage = (file: File | null) => {
    // A new choice replaces the uploaded photo until it is uploaded too.
    send({ type: 'image.cleared' })
    upload.choose(file)
  }
  return (
    <ReplacementRequestScreen
      brandName={brandName}
      step={reshipStepOf(snapshot.value)}
      items={items}
      selectedIds={context.selected.map((item) => String(item.id))}
      reason={context.reason}
      stepError={context.stepError}
      submitError={context.submitError}
      submitting={snapshot.matches({ evidence: 'submitting' })}
      uploader={<ImageUploader state={upload.state} previewUrl={upload.previewUrl} progress={upload.progress} error={upload.error} onChoose={chooseImage} onConfirm={upload.confirm} />}
      onToggleItem={(item) => send({ type: 'item.toggle', item: { id: item.id, name: item.med_name } })}
      onReasonChange={(reason) => send({ type: 'reason.change', reason })}
      onNext={() => send({ type: 'step.next' })}
      onBack={() => send({ type: 'step.back' })}
      onSubmit={() => send({ type: 'request.submit' })}
    />
  )
}
