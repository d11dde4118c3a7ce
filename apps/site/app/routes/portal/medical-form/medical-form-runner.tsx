import {
  imageUploadFailureMessage,
  isUploadImageType,
  medicalFormMessages,
  VERSION_REPLACED,
  type Answers,
  type ProgressStore,
  type Question,
  type QuestionnaireProgress,
  type QuestionnaireSubmission,
} from '@telehealth/domain'
import {
  questionnaireMachine,
  questionnaireViewOf,
  type QuestionnaireResult,
  type RefundReason,
} from '@telehealth/machines/questionnaire/questionnaire.machine'
import { doseMonthsOf, QuestionnaireRunner } from '@telehealth/ui/screens/questionnaire/QuestionnaireRunner'
import { useMachine } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { fromPromise } from 'xstate'
import type { FormDevice } from '~/forms/form-device.ts'
import { useFetcherCall } from '~/http/fetcher-actor.ts'
import { sendOnLeave } from '~/http/send-on-leave.ts'
import type { LoadedForm, Start } from './route.tsx'

/**
 * The submit, refund and autosave endpoints' answer (`{ success, message, redirect, code }`), whatever
 * its status; the code `version-replaced` (409) means the form's version is no longer taken (ADR 086).
 */
function resultOf(failed: string) {
  return (answer: unknown): QuestionnaireResult => {
    const reply = typeof answer === 'object' && answer !== null ? (answer as { success?: unknown; message?: unknown; redirect?: unknown; code?: unknown }) : {}
    if (reply.success === true) return { ok: true, redirect: typeof reply.redirect === 'string' ? reply.redirect : undefined }
    const message = typeof reply.message === 'string' ? reply.message : failed
    return reply.code === VERSION_REPLACED ? { ok: false, message, versionReplaced: true } : { ok: false, message }
  }
}

/** The answers as JSON carries them: a question without an answer (`undefined`) is left out, as JSON.stringify leaves it out. */
function sentAnswers(answers: Answers): Record<string, string | number | readonly string[] | null> {
  const sent: Record<string, string | number | readonly string[] | null> = {}
  for (const [id, answer] of Object.entries(answers)) if (answer !== undefined) sent[id] = answer
  return sent
}

/** The answer of an upload question names the image type by its slug when it is one (id_image, ...). */
function imageTypeOf(question: Question) {
  return isUploadImageType(question.question) ? question.question : undefined
}

export interface MedicalFormRunnerProps {
  form: LoadedForm
  start: Start
  device: FormDevice
  store: ProgressStore
}

/**
 * The runner on the questionnaire machine (loaded after the first paint, with the machine and
 * XState: ADR 068, 075). The machine's requests go through the router: the submit and the refund
 * to their resource routes and the autosave to PUT /api/questionnaire-draft/{orderId}, each a
 * fetcher; only the last autosave as the page goes away is a keepalive send.
 */
export default function MedicalFormRunner({ form, start, device, store }: MedicalFormRunnerProps) {
  const submit = useFetcherCall<QuestionnaireSubmission, QuestionnaireResult>({
    key: `medical-form.submit.${form.orderId}`,
    action: form.endpoint,
    body: ({ answers, doseSchedule }) => ({
      order_id: form.orderId,
      questionnaireId: form.questionnaireId,
      version: form.version,
      answers: sentAnswers(answers),
      doseSchedule,
    }),
    read: resultOf(medicalFormMessages.submitFailed),
  })
  const refund = useFetcherCall<RefundReason, QuestionnaireResult>({
    key: `medical-form.refund.${form.orderId}`,
    action: '/api/process-refund',
    body: ({ questionId, answers }) => ({
      order_id: form.orderId,
      questionId,
      questionnaireId: form.questionnaireId,
      version: form.version,
      answers: sentAnswers(answers),
    }),
    read: resultOf(medicalFormMessages.refundFailed),
  })
  const saveDraft = useFetcherCall<QuestionnaireProgress, QuestionnaireResult>({
    key: `medical-form.draft.${form.orderId}`,
    action: `/api/questionnaire-draft/${form.orderId}`,
    method: 'put',
    body: (progress) => ({ ...progress, answers: sentAnswers(progress.answers) }),
    read: resultOf(medicalFormMessages.submitFailed),
  })
  const machine = useMemo(
    () =>
      questionnaireMachine.provide({
        actors: {
          // No answer at all (the network) is a failed submit with the page's message, as a refusal is.
          submitAnswers: fromPromise(({ input }) => submit(input).catch(() => ({ ok: false as const, message: medicalFormMessages.submitFailed }))),
          processRefund: fromPromise(({ input }) => refund(input).catch(() => ({ ok: false as const, message: medicalFormMessages.refundFailed }))),
          // The autosave never fails the form: the device keeps the answers, and the next change sends them again.
          saveDraft: fromPromise(({ input }) => saveDraft(input).catch(() => undefined)),
        },
        actions: { saveDraftOnLeave: (_, { progress }) => sendOnLeave(`/api/questionnaire-draft/${form.orderId}`, 'PUT', progress) },
      }),
    [submit, refund, saveDraft, form.orderId],
  )
  const [snapshot, send, actor] = useMachine(machine, {
    input: {
      document: form.document,
      context: form.context,
      initialProgress: start.progress,
      resumeOffer: start.offer,
      progress: { store, questionnaireId: form.questionnaireId, version: form.version },
      doseMonths: doseMonthsOf(form.dosePlan),
      dosePlan: form.dosePlan,
    },
  })

  // Submitted or refunded: the device forgets the form, and the page goes where the server said.
  // 'reload': the server no longer takes this version, and the page serves the current one (ADR 086).
  const outcome = snapshot.status === 'done' ? snapshot.context.outcome : null
  const redirect = snapshot.context.redirect
  useEffect(() => {
    if (outcome === 'reload') window.location.reload()
    if (outcome !== 'submitted' && outcome !== 'refunded') return
    device.forgetLoaderState(window.localStorage)
    // A document load, as before the machine: the server's address (`/home`) answers with the tab to open.
    window.location.assign(redirect ?? '/home')
  }, [outcome, redirect, device])

  // Leaving the page: the last answers reach the server, and the loader state is kept (unless the form is done).
  useEffect(() => {
    const onLeave = () => {
      actor.send({ type: 'LEAVE' })
      if (actor.getSnapshot().status !== 'done') device.saveLoaderState(window.localStorage, form.loaderState)
    }
    window.addEventListener('pagehide', onLeave)
    return () => window.removeEventListener('pagehide', onLeave)
  }, [actor, device, form.loaderState])

  return (
    <QuestionnaireRunner
      view={questionnaireViewOf(snapshot)}
      onEvent={send}
      dosePlan={form.dosePlan}
      exitHref="/home"
      uploadFile={async (file, question, onProgress) => {
        // The sending code comes with the first photo, not with the page (ADR 068).
        const { uploadImageFile } = await import('~/uploads/use-image-upload.ts')
        const result = await uploadImageFile(file, { purpose: 'questionnaire', imageType: imageTypeOf(question), formId: String(form.orderId) }, onProgress)
        return result.ok ? { ok: true, filename: result.fileName } : { ok: false, message: imageUploadFailureMessage(result.failure) }
      }}
    />
  )
}
