import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react'
import { medicalFormMessages, sorryMessages, sorryPath, type ProgressStore, type QuestionnaireProgress } from '@telehealth/domain'
import { FunnelLayout } from '@telehealth/ui'
import { MedicalFormUnavailable } from '@telehealth/ui/screens/portal/MedicalFormUnavailable'
import { lazy, Suspense, useEffect, useState } from 'react'
import { requirePatient } from '~/auth/patient-session.server.ts'
import { getBrandName } from '~/brand.server.ts'
import { cmsLogger } from '~/cms.server.ts'
import type { FormDevice } from '~/forms/form-device.ts'
import { medicalFormPage } from '~/forms/medical-form/page.server.ts'
import { submitEndpointOf } from '~/forms/medical-form/submit.server.ts'

export const meta: MetaFunction = () => [{ title: medicalFormMessages.pageTitle }]

// Thrown as plain Responses: Remix answers with them.
const goTo = (path: string): Response => redirect(path)
const sorry = (message: string) => goTo(sorryPath(message))

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
    throw goTo(`${url.pathname}?${url.searchParams.toString()}`)
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
      dosePlan: page.dosePlan,
      // The spec's saved form state, from this same read of the order (no second fetch from the page).
      loaderState: {
        activeFrm: page.activeFrm,
        formId: reply.order.id,
        productName: page.productName,
        currentDose: reply.currentDose,
        userState: reply.state,
        product_id: reply.order.product_id,
      },
    },
  }
}

/** The machine's requests (submit, refund, autosave) go to /api/ resource routes: none changes what this page loaded. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction?.startsWith('/api/') ? false : defaultShouldRevalidate

export type LoadedForm = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['form']>

export default function MedicalFormRoute() {
  const { brandName, form } = useLoaderData<typeof loader>()
  return (
    <FunnelLayout brandName={brandName}>
      {form ? <MedicalForm form={form} /> : <MedicalFormUnavailable title={medicalFormMessages.pageTitle} message={medicalFormMessages.noQuestionnaire} />}
    </FunnelLayout>
  )
}

export type Start = { progress: QuestionnaireProgress | null; offer: { savedAt: string } | null; source: 'device' | 'server' | 'new' }

/**
 * What the form keeps on the device checks its shape with zod; it is loaded once the page is up
 * rather than with it, so the page's first download stays small (ADR 068). A patient who came
 * through the funnel already has it cached.
 */
const loadFormDevice = () => import('~/forms/form-device.ts')
/** The runner on its machine (XState, the machine, the runner screen) comes the same way, at the same time (ADR 075). */
const loadRunner = () => import('./medical-form-runner.tsx')
const MedicalFormRunner = lazy(loadRunner)

function Loading() {
  return (
    <p role="status" className="mx-auto max-w-xl px-4 py-10 text-center text-muted">
      Loading your form…
    </p>
  )
}

/**
 * The runner, with the saved loader state (24 h) and the answers kept twice (ADR 059): on this
 * device at once (the progress store) and on the server shortly after (the draft), so a reload, a
 * closed tab or another device resumes where the patient was.
 */
function MedicalForm({ form }: { form: LoadedForm }) {
  const [ready, setReady] = useState<{ device: FormDevice; store: ProgressStore; start: Start; loaderState: 'restored' | 'fresh' } | null>(null)
  const { userId, orderId, activeFrm, loaderState: savedState, version, questionnaireId, draft } = form
  useEffect(() => {
    let cancelled = false
    void Promise.all([loadFormDevice(), loadRunner()]).then(([device]) => {
      if (cancelled) return
      const storage = window.localStorage
      // Another patient's answers and loader state in this browser go first (ADR 103).
      device.claimLocalFormData(storage, userId)
      // The loader's saved state: restored when under 24 hours old and for this form, else replaced
      // by the order as the page's loader has just read it.
      const restored = device.restoreLoaderState(storage, orderId)
      const loaderState = restored && restored.activeFrm === activeFrm ? 'restored' : 'fresh'
      if (loaderState === 'fresh') device.saveLoaderState(storage, savedState)
      // Where the form starts: the newer of this device's progress and the server draft, on this version.
      const store = device.createProgressStore({ storage, userId, formId: orderId })
      const local = store.load()
      const onDevice =
        local && local.progress.version === version && local.progress.questionnaireId === questionnaireId && !local.progress.completed ? local : null
      if (local && !onDevice) store.clear()
      const start: Start =
        onDevice && (!draft || Date.parse(onDevice.progress.savedAt) >= Date.parse(draft.savedAt))
          ? { progress: onDevice.progress, offer: onDevice.possibleCrash ? { savedAt: onDevice.progress.savedAt } : null, source: 'device' }
          : { progress: draft, offer: null, source: draft ? 'server' : 'new' }
      setReady({ device, store, start, loaderState })
    })
    return () => {
      cancelled = true
    }
  }, [userId, orderId, activeFrm, savedState, version, questionnaireId, draft])

  if (!ready) return <Loading />
  const { device, store, start, loaderState } = ready

  return (
    <div data-form-type={form.type} data-loader-state={loaderState} data-progress-source={start.source}>
      <Suspense fallback={<Loading />}>
        <MedicalFormRunner form={form} start={start} device={device} store={store} />
      </Suspense>
    </div>
  )
}
