import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useNavigate } from '@remix-run/react'
import { adjustDosesMessages, adjustDosesPlan, chooseMonthDose, imageUploadMessages, isDoseScheduleComplete, PLAN_MONTHS } from '@telehealth/domain'
import { FunnelLayout } from '@telehealth/ui'
import { ImageUploader } from '@telehealth/ui/components/ImageUploader'
import { AdjustDosesScreen, AdjustDosesUnavailable, type AdjustDosesStep } from '@telehealth/ui/screens/portal/AdjustDosesScreen'
import { useState } from 'react'
import { requirePatient } from '~/auth/patient-session.server.ts'
import { getBrandName } from '~/brand.server.ts'
import { getMedicationCatalogue } from '~/content.server.ts'
import { adjustDosesPageFor } from '~/portal/adjust-doses.server.ts'
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

/** The spec's `POST /api/submit-adjust-doses-form`; a refusal's message is shown, no answer at all is the generic failure. */
async function submitRequest(body: Record<string, unknown>): Promise<{ success: boolean; message: string }> {
  try {
    const response = await fetch('/api/submit-adjust-doses-form', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    })
    const answer = (await response.json().catch(() => null)) as { success?: boolean; message?: string } | null
    return { success: response.ok && answer?.success === true, message: answer?.message ?? 'We could not send your request. Please try again.' }
  } catch {
    return { success: false, message: 'We could not send your request. Please try again.' }
  }
}

export default function AdjustDosesRoute() {
  const { brandName, unavailable, order, catalogue } = useLoaderData<typeof loader>()
  return <FunnelLayout brandName={brandName}>{unavailable || !order || !catalogue ? <AdjustDosesUnavailable message={unavailable ?? adjustDosesMessages.notFound} /> : <AdjustDoses order={order} catalogue={catalogue} />}</FunnelLayout>
}

type LoadedOrder = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['order']>
type LoadedCatalogue = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['catalogue']>

function AdjustDoses({ order, catalogue }: { order: LoadedOrder; catalogue: LoadedCatalogue }) {
  const navigate = useNavigate()
  const [step, setStep] = useState<AdjustDosesStep>('doses')
  const [schedule, setSchedule] = useState<(number | null)[]>(Array.from({ length: PLAN_MONTHS }, () => null))
  const [image, setImage] = useState<string | null>(null)
  const [stepError, setStepError] = useState<string | null>(null)
  const [submitError, setSubmitError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  // The spec: the adjust-doses screen shows only the generic upload message.
  const upload = useImageUpload({
    purpose: 'questionnaire',
    imageType: 'prescription_image',
    failureMessage: () => imageUploadMessages.genericFailed,
    onUploaded: (_name, url) => {
      setImage(url)
      setStepError(null)
    },
  })
  const months = adjustDosesPlan(order.drug, schedule, catalogue)

  const next = () => {
    if (!isDoseScheduleComplete(schedule, PLAN_MONTHS)) return setStepError(adjustDosesMessages.chooseEveryMonth)
    setStepError(null)
    setStep('photo')
  }
  const back = () => {
    setStepError(null)
    setSubmitError(null)
    if (step === 'photo') setStep('doses')
    else navigate('/home')
  }
  const submit = async () => {
    if (!image) return setStepError(adjustDosesMessages.photoRequired)
    setSubmitting(true)
    setSubmitError(null)
    const answer = await submitRequest({ selectedDoses: schedule, product_id: order.productId, formType: 'adjustDose', order_id: order.orderId, image })
    if (answer.success) return navigate('/home')
    setSubmitting(false)
    setSubmitError(answer.message)
  }

  return (
    <AdjustDosesScreen
      step={step}
      months={months}
      value={schedule}
      onDoseChange={(month, dose) => {
        setStepError(null)
        setSchedule(chooseMonthDose({ drug: order.drug, screen: 'adjustDoses', schedule, catalogue }, month, dose))
      }}
      stepError={stepError}
      submitError={submitError}
      submitting={submitting}
      uploader={
        <ImageUploader
          state={upload.state}
          previewUrl={upload.previewUrl}
          progress={upload.progress}
          error={upload.error}
          chooseLabel="Choose a photo of your prescription"
          onChoose={(file) => {
            setImage(null)
            upload.choose(file)
          }}
          onConfirm={upload.confirm}
        />
      }
      onNext={next}
      onBack={back}
      onSubmit={() => void submit()}
    />
  )
}
