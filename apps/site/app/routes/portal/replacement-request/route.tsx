import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Navigate, useLoaderData, type ClientActionFunctionArgs, type ShouldRevalidateFunction } from '@remix-run/react'
import { reshipImageCheck, reshipServerMessages, sorryMessages, sorryPath } from '@telehealth/domain'
import { reshipMachine, reshipStepOf, type ReshipSubmission, type ReshipSubmitAnswer } from '@telehealth/machines'
import { ImageUploader } from '@telehealth/ui/components/ImageUploader'
import { ReplacementRequestScreen } from '@telehealth/ui/screens/reship/ReplacementRequestScreen'
import { useMachine } from '@xstate/react'
import { useMemo } from 'react'
import { requirePatient } from '~/auth/patient-session.server.ts'
import { retryAfterHeader } from '~/auth/rate-limit.server.ts'
import { getBrandName } from '~/brand.server.ts'
import { answerOrUnanswered, useFetcherActor } from '~/http/fetcher-actor.ts'
import { shippedItems, submitReshipRequest } from '~/portal/reship.server.ts'
import { useImageUpload } from '~/uploads/use-image-upload.ts'
import { logServerError } from '@telehealth/cms/site'

export const meta: MetaFunction = () => [{ title: 'Replacement request' }]

/** The upload limit of this path in MB (the spec's configurable limit; 5 MB: ADR 043). */
const RESHIP_UPLOAD_LIMIT_MB = 5

/** The items the server could not read send the patient to /sorry with the spec's message. */
async function itemsOrSorry(patient: Parameters<typeof shippedItems>[0]) {
  try {
    return (await shippedItems(patient)).items[0].orders
  } catch (error) {
    logServerError('Shipped items could not be read for the replacement request', error)
    throw redirect(sorryPath(sorryMessages.reshipItemsFetchFailed))
  }
}

/**
 * The spec's `GET /api/get-shipped-items`, read by the page's loader (the same server function as
 * the resource route). A visitor without a session signs in first and comes back here (page_ref);
 * nothing to replace goes to /sorry.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const [brandName, items] = await Promise.all([getBrandName(), itemsOrSorry(patient)])
  if (items.length === 0) throw redirect(sorryPath(sorryMessages.noReshipItems))
  return { brandName, items }
}

/** The spec's `POST /api/submit-reship-request` for this page's fetcher: the same server function and answers as the resource route. */
export async function action({ request }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const body: unknown = await request.json().catch(() => undefined)
  if (body === undefined) return data({ success: false, message: reshipServerMessages.invalidBody }, { status: 400 })
  const reply = await submitReshipRequest(patient, body)
  return data(reply.body, { status: reply.status, headers: { 'Cache-Control': 'no-store', ...retryAfterHeader(reply.retryAfterSeconds) } })
}

/** No answer at all (the connection dropped) is the machine's second alert, on step 3: not the error page. */
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => answerOrUnanswered(() => serverAction<typeof action>())

/**
 * The items are read once per visit: after a submit, the item just requested is held, and a fresh
 * read would send the patient to /sorry instead of the thank-you step.
 */
export const shouldRevalidate: ShouldRevalidateFunction = () => false

/** A visit inside the site whose data request fails on the way is the spec's fetch failure too. */
export function ErrorBoundary() {
  return <Navigate to={sorryPath(sorryMessages.reshipItemsFetchFailed)} replace />
}

export default function ReplacementRequestRoute() {
  const { brandName, items } = useLoaderData<typeof loader>()
  const submitRequest = useFetcherActor<ReshipSubmission, ReshipSubmitAnswer>({
    key: 'reship-request',
    action: '/replacement-request',
    body: (input) => ({ items: input.items.map((item) => ({ id: String(item.id), name: item.name })), reason: input.reason, image: input.image }),
  })
  const machine = useMemo(() => reshipMachine.provide({ actors: { submitRequest } }), [submitRequest])
  const [snapshot, send] = useMachine(machine)
  const upload = useImageUpload({
    purpose: 'reship',
    // The photo is for the first chosen order (ADR 087); the request checks it is one of its items.
    formId: snapshot.context.selected[0] ? String(snapshot.context.selected[0].id) : undefined,
    check: reshipImageCheck(RESHIP_UPLOAD_LIMIT_MB),
    onUploaded: (_fileName, fileUrl) => send({ type: 'image.uploaded', url: fileUrl }),
  })

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
      uploader={
        <ImageUploader
          state={upload.state}
          previewUrl={upload.previewUrl}
          progress={upload.progress}
          error={upload.error}
          onChoose={chooseImage}
          onConfirm={upload.confirm}
        />
      }
      onToggleItem={(item) => send({ type: 'item.toggle', item: { id: item.id, name: item.med_name } })}
      onReasonChange={(reason) => send({ type: 'reason.change', reason })}
      onNext={() => send({ type: 'step.next' })}
      onBack={() => send({ type: 'step.back' })}
      onSubmit={() => send({ type: 'request.submit' })}
    />
  )
}
