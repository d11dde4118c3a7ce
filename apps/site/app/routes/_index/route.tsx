import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { newFunnelStepOnScreen, type IntakeProgress } from '@telehealth/machines'
import { FunnelLayout, IntakeFunnelScreen, ResultScreen, type IntakeStepsCopy, type ResultPageCopy } from '@telehealth/ui'
import { useEffect, useState } from 'react'
import { advanceIntakeWithoutJs, intakeStepResponse } from '~/intake/no-js-step.server.ts'
import { readSavedProgress, useIntakeFunnel } from '~/intake/use-intake-funnel.ts'
import { getFunnelContent, getResult, rememberOffers } from './intake.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.brandName}: start your free visit` : 'Start your free visit' },
  { name: 'description', content: 'See if you qualify for doctor-prescribed compounded semaglutide or tirzepatide. Free online visit.' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ copy, blockedStates }, result, offersCookie] = await Promise.all([getFunnelContent('new'), new URL(request.url).searchParams.get('step') === 'result' ? getResult(request) : null, rememberOffers(request)])
  const page = {
    brandName: copy.brandName,
    intakeCopy: copy.intake as IntakeStepsCopy,
    resultCopy: copy.result as ResultPageCopy,
    blockedStates,
    now: new Date().toISOString(),
    result,
  }
  return offersCookie ? data(page, { headers: { 'Set-Cookie': offersCookie } }) : page
}

/** Without JavaScript every step posts here; the server runs the browser's checks (ADR 011). */
export async function action({ request, context }: ActionFunctionArgs) {
  const [form, { blockedStates }] = await Promise.all([request.formData(), getFunnelContent('new')])
  return intakeStepResponse(await advanceIntakeWithoutJs({ funnel: 'new', form, request, context, blockedStates }))
}

type Page = ReturnType<typeof useLoaderData<typeof loader>>

function IntakeFlow({ page, progress, persist }: { page: Page; progress: IntakeProgress | null; persist: boolean }) {
  const actionData = useActionData<typeof action>()
  const { snapshot, send } = useIntakeFunnel({ funnel: 'new', blockedStates: page.blockedStates, now: page.now, progress }, persist)
  const step = newFunnelStepOnScreen(snapshot.context)
  const errors = { ...actionData?.errors, ...snapshot.context.errors }
  return (
    <FunnelLayout
      brandName={page.brandName}
      step={{ current: snapshot.context.stepIndex + 1, total: snapshot.context.steps.length }}
      stepLabel={page.intakeCopy.common.stepOf}
    >
    <IntakeFunnelScreen
      step={step}
      copy={page.intakeCopy}
      values={snapshot.context.values}
      errors={errors}
      formError={snapshot.context.formError ?? actionData?.formError ?? null}
      submitting={snapshot.hasTag('submitting') || snapshot.status === 'done'}
      formAction="/?index"
      onSubmit={(values) => send({ type: 'step.submit', values })}
      onBack={() => send({ type: 'step.back' })}
      onFieldChange={(values) => send({ type: 'field.change', values })}
    />
    </FunnelLayout>
  )
}

export default function IntakeRoute() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  // Saved progress lives in this browser only, so it is read after the first paint.
  const [progress, setProgress] = useState<{ loaded: boolean; value: IntakeProgress | null }>({ loaded: false, value: null })
  useEffect(() => {
    setProgress({ loaded: true, value: readSavedProgress('new') })
  }, [])

  if (page.result) {
    return (
      <FunnelLayout brandName={page.brandName}>
        <ResultScreen copy={page.resultCopy} firstName={page.result.firstName} currentWeight={page.result.currentWeight} targetWeight={page.result.targetWeight} selectMedHref="/select-med" />
      </FunnelLayout>
    )
  }
  // After a step posted without JavaScript, the server's answer decides the step on screen.
  const fromServer = actionData?.progress ?? null
  return (
    <IntakeFlow
      key={fromServer ? `server-${fromServer.step}` : progress.value ? 'resumed' : 'fresh'}
      page={page}
      progress={fromServer ?? progress.value}
      persist={progress.loaded}
    />
  )
}
