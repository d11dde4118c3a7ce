import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import {
  imageUploadFailureMessage,
  isUploadImageType,
  medicalFormMessages,
  sorryMessages,
  sorryPath,
  type Question,
  type QuestionnaireProgress,
} from '@telehealth/domain'
import { FunnelLayout } from '@telehealth/ui'
import { MedicalFormUnavailable } from '@telehealth/ui/screens/portal/MedicalFormUnavailable'
import { QuestionnaireRunner } from '@telehealth/ui/screens/questionnaire/QuestionnaireRunner'
import { useEffect, useMemo, useRef, useState } from 'react'
import { requirePatient } from '~/auth/patient-session.server.ts'
import { getBrandName } from '~/brand.server.ts'
import { cmsLogger } from '~/cms.server.ts'
import { getMedicationCatalogue } from '~/content.server.ts'
import type { FormDevice } from '~/forms/form-device.ts'
import { medicalFormPage } from '~/forms/medical-form/page.server.ts'
import { submitEndpointOf } from '~/forms/medical-form/submit.server.ts'

export const meta: MetaFunction = () => [{ title: medicalFormMessages.pageTitle }]

const sorry = (message: string) => redirect(sorryPath(message))

/**
 * /medical-form/{id} (id: the order's; spec 001 "Form loader and questionnaires", ADR 060). A
 * visitor signs in first (page_ref); an order not waiting for its form, or someone else's, ends
 * on /sorry; the form's type goes into the address (?type=medical|bare|refill); no published
 * version of that form is the error screen; else the runner on the draft's version or the newest.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const url = new URL(request.url)
  let page: Awaited<ReturnType<typeof medicalFormPage>>
  try {
    page = await medicalFormPage(patient, params.id ?? '', url.searchParams.get('type'))
  } catch (error) {
    ;(await cmsLogger()).error({ msg: 'medical form: the order could not be read', kind: error instanceof Error ? error.constructor.name : typeof error })
    throw sorry(sorryMessages.orderFetchFailed)
  }
  if (page.kind === 'sorry') throw sorry(page.message)
  if (page.kind === 'retype') {
    url.searchParams.set('type', page.type)
    throw redirect(`${url.pathname}?${url.searchParams.toString()}`)
  }
  const brandName = await getBrandName()
  if (page.kind === 'missing') return data({ brandName, form: null }, { status: 503 })
  const { reply, questionnaire } = page
  return {
    brandName,
    form: {
      orderId: reply.order.id,
      userId: patient.id,
      activeFrm: page.activeFrm,
      type: page.type,
      endpoint: `/api/submit-${submitEndpointOf(page.type)}-form`,
      questionnaireId: questionnaire.questionnaireId,
      version: questionnaire.version,
      title: questionnaire.title,
      document: questionnaire.document,
      context: page.context,
      draft: page.draft?.progress ?? null,
      dosePlan: page.drug ? { drug: page.drug, catalogue: await getMedicationCatalogue(), months: page.months } : null,
      // The spec's saved form state, from this same read of the order (no second fetch from the page).
      loaderState: { activeFrm: page.activeFrm, formId: reply.order.id, productName: page.productName, currentDose: reply.currentDose, userState: reply.state, product_id: reply.order.product_id },
    },
  }
}

type LoadedForm = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['form']>

export default function MedicalFormRoute() {
  const { brandName, form } = useLoaderData<typeof loader>()
  return (
    <FunnelLayout brandName={brandName}>
      {form ? <MedicalForm form={form} /> : <MedicalFormUnavailable title={medicalFormMessages.pageTitle} message={medicalFormMessages.noQuestionnaire} />}
    </FunnelLayout>
  )
}

async function postJson(url: string, body: unknown): Promise<{ ok: boolean; body: { success?: boolean; message?: string; redirect?: string } | null }> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, credentials: 'same-origin', body: JSON.stringify(body) })
    const answer = (await response.json().catch(() => null)) as { success?: boolean; message?: string; redirect?: string } | null
    return { ok: response.ok && answer?.success === true, body: answer }
  } catch {
    return { ok: false, body: null }
  }
}

/** The answer of an upload question names the image type by its slug when it is one (id_image, ...). */
function imageTypeOf(question: Question) {
  return isUploadImageType(question.question) ? question.question : undefined
}

const DRAFT_SAVE_DELAY_MS = 800

type Start = { progress: QuestionnaireProgress | null; offer: { savedAt: string } | null; source: 'device' | 'server' | 'new' }

/**
 * What the form keeps on the device checks its shape with zod; it is loaded once the page is up
 * rather than with it, so the page's first download stays small (ADR 068). A patient who came
 * through the funnel already has it cached.
 */
const loadFormDevice = () => import('~/forms/form-device.ts')

/**
 * The runner, with the saved loader state (24 h) and the answers kept twice (ADR 059): on this
 * device at once (the progress store) and on the server shortly after (the draft), so a reload, a
 * closed tab or another device resumes where the patient was.
 */
function MedicalForm({ form }: { form: LoadedForm }) {
  const [start, setStart] = useState<Start | null>(null)
  const [loaderState, setLoaderState] = useState<'restored' | 'fresh' | null>(null)
  const [device, setDevice] = useState<FormDevice | null>(null)
  useEffect(() => {
    let cancelled = false
    void loadFormDevice().then((loaded) => {
      if (!cancelled) setDevice(loaded)
    })
    return () => {
      cancelled = true
    }
  }, [])
  const store = useMemo(
    () => (device ? device.createProgressStore({ storage: window.localStorage, userId: form.userId, formId: form.orderId }) : null),
    [device, form.userId, form.orderId],
  )
  const pendingDraft = useRef<{ timer: ReturnType<typeof setTimeout>; progress: QuestionnaireProgress } | null>(null)
  const submitted = useRef(false)

  // The loader's saved state: restored when under 24 hours old and for this form, else replaced by
  // the order as the page's loader has just read it.
  useEffect(() => {
    if (!device) return
    const storage = window.localStorage
    const restored = device.restoreLoaderState(storage, form.orderId)
    if (restored && restored.activeFrm === form.activeFrm) {
      setLoaderState('restored')
      return
    }
    device.saveLoaderState(storage, form.loaderState)
    setLoaderState('fresh')
  }, [device, form.orderId, form.activeFrm]) // eslint-disable-line react-hooks/exhaustive-deps

  // Where the form starts: the newer of this device's progress and the server draft, on this version.
  useEffect(() => {
    if (!store) return
    const local = store.load()
    const onDevice = local && local.progress.version === form.version && local.progress.questionnaireId === form.questionnaireId && !local.progress.completed ? local : null
    if (local && !onDevice) store.clear()
    const server = form.draft
    if (onDevice && (!server || Date.parse(onDevice.progress.savedAt) >= Date.parse(server.savedAt))) {
      setStart({ progress: onDevice.progress, offer: onDevice.possibleCrash ? { savedAt: onDevice.progress.savedAt } : null, source: 'device' })
    } else {
      setStart({ progress: server, offer: null, source: server ? 'server' : 'new' })
    }
  }, [store, form.version, form.questionnaireId, form.draft])

  const flushDraft = (keepalive: boolean) => {
    const pending = pendingDraft.current
    if (!pending) return
    clearTimeout(pending.timer)
    pendingDraft.current = null
    if (submitted.current) return
    void fetch(`/api/questionnaire-draft/${form.orderId}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(pending.progress),
      keepalive,
    }).catch(() => undefined)
  }

  // Leaving the page: the loader state is saved and the last answers reach the server.
  useEffect(() => {
    const onLeave = () => {
      flushDraft(true)
      if (!submitted.current && device) device.saveLoaderState(window.localStorage, form.loaderState)
    }
    window.addEventListener('pagehide', onLeave)
    return () => window.removeEventListener('pagehide', onLeave)
  }, [device, form.orderId, form.activeFrm]) // eslint-disable-line react-hooks/exhaustive-deps

  const forget = () => {
    submitted.current = true
    if (pendingDraft.current) clearTimeout(pendingDraft.current.timer)
    pendingDraft.current = null
    store?.clear()
    device?.forgetLoaderState(window.localStorage)
  }

  if (!start) {
    return (
      <p role="status" className="mx-auto max-w-xl px-4 py-10 text-center text-muted">
        Loading your form…
      </p>
    )
  }

  return (
    <div data-form-type={form.type} data-loader-state={loaderState ?? 'pending'} data-progress-source={start.source}>
      <QuestionnaireRunner
        document={form.document}
        questionnaireId={form.questionnaireId}
        version={form.version}
        context={form.context}
        initialProgress={start.progress}
        dosePlan={form.dosePlan}
        exitHref="/home"
        resumeOffer={start.offer ? { savedAt: start.offer.savedAt, onResume: () => undefined, onStartOver: () => store?.clear() } : null}
        uploadFile={async (file, question, onProgress) => {
          // The sending code comes with the first photo, not with the page (ADR 068).
          const { uploadImageFile } = await import('~/uploads/use-image-upload.ts')
          const result = await uploadImageFile(file, { purpose: 'questionnaire', imageType: imageTypeOf(question), formId: String(form.orderId) }, onProgress)
          return result.ok ? { ok: true, filename: result.fileName } : { ok: false, message: imageUploadFailureMessage(result.failure) }
        }}
        onProgress={(progress) => {
          if (submitted.current) return
          const stored = store ? store.save(progress) : progress
          if (pendingDraft.current) clearTimeout(pendingDraft.current.timer)
          pendingDraft.current = { progress: stored, timer: setTimeout(() => flushDraft(false), DRAFT_SAVE_DELAY_MS) }
        }}
        onSubmit={async ({ answers, doseSchedule }) => {
          const reply = await postJson(form.endpoint, { order_id: form.orderId, questionnaireId: form.questionnaireId, version: form.version, answers, doseSchedule })
          if (!reply.ok) return { ok: false, message: reply.body?.message ?? medicalFormMessages.submitFailed }
          forget()
          window.location.assign(reply.body?.redirect ?? '/home')
          return { ok: true }
        }}
        onProcessRefund={async ({ questionId }) => {
          const reply = await postJson('/api/process-refund', { order_id: form.orderId, questionId })
          if (!reply.ok) return { ok: false, message: reply.body?.message ?? medicalFormMessages.refundFailed }
          forget()
          window.location.assign(reply.body?.redirect ?? '/home')
          return { ok: true }
        }}
      />
    </div>
  )
}
