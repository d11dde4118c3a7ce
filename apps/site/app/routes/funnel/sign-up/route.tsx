import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import type { IntakeProgress } from '@telehealth/machines'
import { oldFunnelSlideOnScreen } from '@telehealth/machines/intake/intake-view'
import { FunnelLayout, SignUpSlideSwitch } from '@telehealth/ui'
import { useMemo } from 'react'
import { oldFunnelScreens } from '~/intake/funnel-screens.ts'
import { intakeStepAction } from '~/intake/no-js-step.server.ts'
import { keepFunnelDataAfterIntakeCalls } from '~/intake/intake-calls.ts'
import { readSavedProgress, useIntakeFunnel } from '~/intake/use-intake-funnel.ts'
import { useHydrated } from '~/use-hydrated.ts'
import { takeAttribution } from '~/checkout/attribution.server.ts'
import { getFunnelContent } from '~/intake/funnel-content.server.ts'

export const meta: MetaFunction = () => [{ title: 'See if you qualify' }]

/** The older five-slide funnel: its own check order and blocked states, then the report page. */
export async function loader({ request }: LoaderFunctionArgs) {
  // The entry link's offers and c_id are kept (cookie) for the plan chooser, as on /.
  const [{ copy, blockedStates, minimumAge }, attribution] = await Promise.all([getFunnelContent('old'), takeAttribution(request)])
  const signUpCopy = {
    common: copy.intake.common,
    ...copy.signUp,
    dateOfBirth: copy.intake.dateOfBirth,
    body: copy.intake.body,
    goalWeight: copy.intake.goalWeight,
  }
  const page = { brandName: copy.brandName, signUpCopy, blockedStates, minimumAge, now: new Date().toISOString() }
  return attribution.setCookie ? data(page, { headers: { 'Set-Cookie': attribution.setCookie } }) : page
}

/** Without JavaScript every slide posts here; the server runs the browser's checks (ADR 011). */
export function action({ request, context }: ActionFunctionArgs) {
  return intakeStepAction('old', request, context)
}

export const shouldRevalidate = keepFunnelDataAfterIntakeCalls

type Page = ReturnType<typeof useLoaderData<typeof loader>>

function SignUpFlow({ page, progress, persist }: { page: Page; progress: IntakeProgress | null; persist: boolean }) {
  const actionData = useActionData<typeof action>()
  const { view, send } = useIntakeFunnel(
    { funnel: 'old', blockedStates: page.blockedStates, minimumAge: page.minimumAge, now: page.now, progress },
    persist,
    oldFunnelScreens.preload,
  )
  return (
    <FunnelLayout brandName={page.brandName} step={{ current: view.stepIndex + 1, total: view.steps.length }} stepLabel={page.signUpCopy.common.stepOf}>
      <SignUpSlideSwitch
        slide={oldFunnelSlideOnScreen(view)}
        screens={oldFunnelScreens.screens}
        copy={page.signUpCopy}
        values={view.values}
        errors={{ ...actionData?.errors, ...view.errors }}
        formError={view.formError ?? actionData?.formError ?? null}
        formAction="/sign-up"
        submitting={view.submitting}
        onSubmit={(values) => send({ type: 'step.submit', values })}
        onBack={() => send({ type: 'step.back' })}
        onFieldChange={(values) => send({ type: 'field.change', values })}
      />
    </FunnelLayout>
  )
}

export default function SignUpRoute() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const hydrated = useHydrated()
  const progress = useMemo(() => ({ loaded: hydrated, value: hydrated ? readSavedProgress('old') : null }), [hydrated])
  // After a slide posted without JavaScript, the server's answer decides the slide on screen.
  const fromServer = actionData?.progress ?? null
  return (
    <SignUpFlow
      key={fromServer ? `server-${fromServer.step}` : progress.value ? 'resumed' : 'fresh'}
      page={page}
      progress={fromServer ?? progress.value}
      persist={progress.loaded}
    />
  )
}
