import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import type { IntakeProgress } from '@telehealth/machines'
import { newFunnelStepOnScreen } from '@telehealth/machines/intake/intake-view'
import { FunnelLayout, IntakeStepSwitch, type IntakeStepsCopy } from '@telehealth/ui'
import { Suspense, useMemo } from 'react'
import { newFunnelScreens } from '~/intake/funnel-screens.ts'
import { intakeStepAction } from '~/intake/no-js-step.server.ts'
import { keepFunnelDataAfterIntakeCalls } from '~/intake/intake-calls.ts'
import { readSavedProgress, useIntakeFunnel } from '~/intake/use-intake-funnel.ts'
import { useHydrated } from '~/use-hydrated.ts'
import { takeAttribution } from '~/checkout/attribution.server.ts'
import { getFunnelContent, getResult } from '~/intake/funnel-content.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.brandName}: start your free visit` : 'Start your free visit' },
  { name: 'description', content: 'See if you qualify for doctor-prescribed compounded semaglutide or tirzepatide. Free online visit.' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ copy, blockedStates, minimumAge }, result, attribution] = await Promise.all([
    getFunnelContent('new'),
    new URL(request.url).searchParams.get('step') === 'result' ? getResult(request) : null,
    takeAttribution(request),
  ])
  const page = {
    brandName: copy.brandName,
    intakeCopy: copy.intake as IntakeStepsCopy,
    resultCopy: copy.result,
    blockedStates,
    minimumAge,
    now: new Date().toISOString(),
    result,
  }
  return attribution.setCookie ? data(page, { headers: { 'Set-Cookie': attribution.setCookie } }) : page
}

/** Without JavaScript every step posts here; the server runs the browser's checks (ADR 011). */
export function action({ request, context }: ActionFunctionArgs) {
  return intakeStepAction('new', request, context)
}

export const shouldRevalidate = keepFunnelDataAfterIntakeCalls

type Page = ReturnType<typeof useLoaderData<typeof loader>>

function IntakeFlow({ page, progress, persist }: { page: Page; progress: IntakeProgress | null; persist: boolean }) {
  const actionData = useActionData<typeof action>()
  const { view, send } = useIntakeFunnel(
    { funnel: 'new', blockedStates: page.blockedStates, minimumAge: page.minimumAge, now: page.now, progress },
    persist,
    newFunnelScreens.preload,
  )
  const errors = { ...actionData?.errors, ...view.errors }
  return (
    <FunnelLayout brandName={page.brandName} step={{ current: view.stepIndex + 1, total: view.steps.length }} stepLabel={page.intakeCopy.common.stepOf}>
      <IntakeStepSwitch
        step={newFunnelStepOnScreen(view)}
        screens={newFunnelScreens.screens}
        copy={page.intakeCopy}
        values={view.values}
        errors={errors}
        formError={view.formError ?? actionData?.formError ?? null}
        submitting={view.submitting}
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
  const hydrated = useHydrated()
  const progress = useMemo(() => ({ loaded: hydrated, value: hydrated ? readSavedProgress('new') : null }), [hydrated])

  if (page.result) {
    return (
      <FunnelLayout brandName={page.brandName}>
        <Suspense fallback={null}>
          <newFunnelScreens.screens.ResultScreen
            copy={page.resultCopy}
            firstName={page.result.firstName}
            currentWeight={page.result.currentWeight}
            targetWeight={page.result.targetWeight}
            selectMedHref="/select-med"
          />
        </Suspense>
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
