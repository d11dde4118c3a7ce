import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { oldFunnelSlideOnScreen, type IntakeProgress } from '@telehealth/machines'
import { FunnelLayout, SignUpFunnelScreen, type SignUpCopy } from '@telehealth/ui'
import { useEffect, useState } from 'react'
import { readSavedProgress, useIntakeFunnel } from '~/intake/use-intake-funnel.ts'
import { getFunnelContent } from '../_index/intake.server.ts'

export const meta: MetaFunction = () => [{ title: 'See if you qualify' }]

/** The older five-slide funnel: its own check order and blocked states, then the report page. */
export async function loader(_: LoaderFunctionArgs) {
  const { copy, blockedStates } = await getFunnelContent('old')
  const signUpCopy = {
    common: copy.intake.common,
    ...copy.signUp,
    dateOfBirth: copy.intake.dateOfBirth,
    body: copy.intake.body,
    goalWeight: copy.intake.goalWeight,
  } as SignUpCopy
  return { brandName: copy.brandName, signUpCopy, blockedStates, now: new Date().toISOString() }
}

type Page = ReturnType<typeof useLoaderData<typeof loader>>

function SignUpFlow({ page, progress, persist }: { page: Page; progress: IntakeProgress | null; persist: boolean }) {
  const { snapshot, send } = useIntakeFunnel({ funnel: 'old', blockedStates: page.blockedStates, now: page.now, progress }, persist)
  return (
    <FunnelLayout
      brandName={page.brandName}
      step={{ current: snapshot.context.stepIndex + 1, total: snapshot.context.steps.length }}
      stepLabel={page.signUpCopy.common.stepOf}
    >
    <SignUpFunnelScreen
      slide={oldFunnelSlideOnScreen(snapshot.context)}
      copy={page.signUpCopy}
      values={snapshot.context.values}
      errors={snapshot.context.errors}
      formError={snapshot.context.formError}
      submitting={snapshot.hasTag('submitting') || snapshot.status === 'done'}
      onSubmit={(values) => send({ type: 'step.submit', values })}
      onBack={() => send({ type: 'step.back' })}
      onFieldChange={(values) => send({ type: 'field.change', values })}
    />
    </FunnelLayout>
  )
}

export default function SignUpRoute() {
  const page = useLoaderData<typeof loader>()
  const [progress, setProgress] = useState<{ loaded: boolean; value: IntakeProgress | null }>({ loaded: false, value: null })
  useEffect(() => {
    setProgress({ loaded: true, value: readSavedProgress('old') })
  }, [])
  return <SignUpFlow key={progress.value ? 'resumed' : 'fresh'} page={page} progress={progress.value} persist={progress.loaded} />
}
