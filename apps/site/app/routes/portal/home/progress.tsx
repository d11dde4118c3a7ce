import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requirePatient } from '~/auth/patient-session.server.ts'
import { tabAnswer, unknownIntent } from '~/portal/home.server.ts'
import type { HomeTabHandle } from '~/portal/home-tab.ts'
import { ProgressPanel } from '~/portal/ProgressPanel.tsx'
import { loadProgressTab, progressAction, type ProgressActionData } from '~/portal/progress.server.ts'
import { readForm } from '~/http/read-form.server.ts'

/** The myNewSelf tab (spec 001: activeHomeTab 'myNewSelf'), at /home/progress. */
export const handle: HomeTabHandle = { homeTab: 'myNewSelf' }

export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  return tabAnswer('myNewSelf', await loadProgressTab(patient))
}

/** The weight log (`progress.*`). */
export async function action({ request, context }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const form = await readForm(request)
  const intent = form.get('intent')
  if (typeof intent === 'string' && intent.startsWith('progress.')) return progressAction({ request, context, patient, form, intent })
  return unknownIntent(intent)
}

function isProgressAnswer(answer: unknown): answer is ProgressActionData {
  return typeof answer === 'object' && answer !== null && 'intent' in answer && typeof answer.intent === 'string' && answer.intent.startsWith('progress.')
}

export default function ProgressTabRoute() {
  const progress = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  return <ProgressPanel data={progress} actionData={isProgressAnswer(answer) ? answer : undefined} />
}
