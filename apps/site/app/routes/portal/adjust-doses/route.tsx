import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useNavigate, type ClientActionFunctionArgs, type ShouldRevalidateFunction } from '@remix-run/react'
import { adjustDosesMessages, adjustDosesPlan, imageUploadMessages } from '@telehealth/domain'
import { adjustDosesMachine, adjustDosesStepOf, type AdjustDosesAnswer, type AdjustDosesSubmission } from '@telehealth/machines'
import { FunnelLayout } from '@telehealth/ui'
import { ImageUploader } from '@telehealth/ui/components/ImageUploader'
import { AdjustDosesScreen, AdjustDosesUnavailable } from '@telehealth/ui/screens/portal/AdjustDosesScreen'
import { useMachine } from '@xstate/react'
import { useMemo } from 'react'
import { requirePatient } from '~/auth/patient-session.server.ts'
import { getBrandName } from '~/brand.server.ts'
import { getMedicationCatalogue } from '~/content.server.ts'
import { answerOrUnanswered, useFetcherActor } from '~/http/fetcher-actor.ts'
import { adjustDosesPageFor, submitAdjustDoses } from '~/portal/adjust-doses.server.ts'
import { useImageUpload } from '~/uploads/use-image-upload.ts'

export const meta: MetaFunction = () => [{ title: adjustDosesMessages.pageTitle }]

/**
 * /adjust-doses/{id} (id: the order's; ADR 050, 051). A visitor signs in first; another patient's
 * or an unknown order is 404; an order that cannot be adjusted now says why (409).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const page = await adjustDosesPageFor(patient, params.id ?? '')
  if (!page.ok && page.status === 404) throw data({ message: page.message }, { status: 404 })
  const brandName = await getBrandName()
  if (!page.ok) return data({ brandName, unavailable: page.message, order: null, catalogue: null }, { status: page.status })
  return { brandName, unavailable: null, order: page.order, catalogue: await getMedicationCatalogue() }
}

/** The spec's `POST /api/submit-adjust-doses-form` for this page's fetcher: the same server function and answers as the resource route. */
export async function action({ request }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const headers = { 'Cache-Control': 'private, no-store' }
  const body: unknown = await request.json().catch(() => null)
  if (body === null) return data({ success: false, message: adjustDosesMessages.invalidBody }, { status: 400, headers })
  const reply = await submitAdjustDoses(patient, body)
  return data(reply.body, { status: reply.status, headers })
}

/** No answer at all (the connection dropped) is the generic failure on step 2: not the error page. */
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => answerOrUnanswered(() => serverAction<typeof action>())

/**
 * The order is read once per visit: after an accepted request it has an open one, and a fresh read
 * would swap the page for "already asked" before the way home.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => (formMethod ? false : defaultShouldRevalidate)

export default function AdjustDosesRoute() {
  const { brandName, unavailable, order, catalogue } = useLoaderData<typeof loader>()
  return (
    <FunnelLayout brandName={brandName}>
      {unavailable || !order || !catalogue ? (
        <AdjustDosesUnavailable message={unavailable ?? adjustDosesMessages.notFound} />
      ) : (
        <AdjustDoses order={order} catalogue={catalogue} />
      )}
    </FunnelLayout>
  )
}

type LoadedOrder = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['order']>
type LoadedCatalogue = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['catalogue']>

function AdjustDoses({ order, catalogue }: { order: LoadedOrder; catalogue: LoadedCatalogue }) {
  const navigate = useNavigate()
  const submitAdjustment = useFetcherActor<AdjustDosesSubmission, AdjustDosesAnswer>({
    key: `adjust-doses-${order.orderId}`,
    action: `/adjust-doses/${order.orderId}`,
    body: (input) => ({ ...input }),
  })
  const machine = useMemo(
    () => adjustDosesMachine.provide({ actors: { submitAdjustment }, actions: { goHome: () => navigate('/home') } }),
    [submitAdjustment, navigate],
  )
  const [snapshot, send] = useMachine(machine, { input: { orderId: order.orderId, productId: order.productId, drug: order.drug, catalogue } })
  // The spec: the adjust-doses screen shows only the generic upload message.
  const upload = useImageUpload({
    purpose: 'questionnaire',
    imageType: 'prescription_image',
    // The photo is for this order (ADR 087).
    formId: String(order.orderId),
    failureMessage: () => imageUploadMessages.genericFailed,
    onUploaded: (_name, url) => send({ type: 'image.uploaded', url }),
  })
  const { context } = snapshot
  // Accepted: the button stays pending while /home loads.
  const submitting = snapshot.matches({ photo: 'submitting' }) || snapshot.matches('sent')

  return (
    <AdjustDosesScreen
      step={adjustDosesStepOf(snapshot.value)}
      months={adjustDosesPlan(order.drug, context.schedule, catalogue)}
      value={context.schedule}
      onDoseChange={(month, doseMg) => send({ type: 'dose.select', month, doseMg })}
      stepError={context.stepError}
      submitError={context.submitError}
      submitting={submitting}
      declinesPrescription={order.declinesPrescription}
      uploader={
        <ImageUploader
          state={upload.state}
          previewUrl={upload.previewUrl}
          progress={upload.progress}
          error={upload.error}
          chooseLabel="Choose a photo of your prescription"
          onChoose={(file) => {
            // A new choice replaces the uploaded photo until it is uploaded too.
            send({ type: 'image.cleared' })
            upload.choose(file)
          }}
          onConfirm={upload.confirm}
        />
      }
      onNext={() => send({ type: 'step.next' })}
      onBack={() => send({ type: 'step.back' })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  )
}
