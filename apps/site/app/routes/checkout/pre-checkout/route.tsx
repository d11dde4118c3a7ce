import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react'
import { doseDrugOf, preCheckoutMachine, preCheckoutProgressOf, preCheckoutSnapshotAt, preCheckoutViewOf } from '@telehealth/machines'
import { FunnelLayout } from '@telehealth/ui'
import { PreCheckoutScreen } from '@telehealth/ui/screens/precheckout/PreCheckoutScreen'
import { useMachine } from '@xstate/react'
import { useEffect, useSyncExternalStore, type FormEvent } from 'react'
import { preCheckoutAction, preCheckoutLoader } from '~/checkout/precheckout.server.ts'

export const meta: MetaFunction = () => [{ title: 'Before checkout' }]

export function loader({ request, params }: LoaderFunctionArgs) {
  return preCheckoutLoader(request, params.cartId ?? '')
}

export function action({ request, params }: ActionFunctionArgs) {
  return preCheckoutAction(request, params.cartId ?? '')
}

/**
 * The pre-checkout questionnaire (spec 001; ADR 064): its machine walks steps 1 to 4 in the
 * browser, and step 4 posts the whole form; the action checks it again, keeps the answers on the
 * cart and opens checkout. A refusal comes back as the error popup, the answers kept. Without
 * JavaScript each button posts and the server moves the same machine.
 */
/** Nothing to listen to: only whether the page runs in the browser (false on the server and while hydrating). */
const noSubscription = () => () => {}

export default function PreCheckoutRoute() {
  const { brandName, texts, cartMedication, bmiDeadEnds } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const submit = useSubmit()
  const input = { cartMedication, bmiDeadEnds }
  // After a post without JavaScript the page starts where the server moved the flow.
  const progress = actionData?.progress
  const [snapshot, send] = useMachine(preCheckoutMachine, progress ? { input, snapshot: preCheckoutSnapshotAt(input, progress) } : { input })
  const { step, popup } = preCheckoutViewOf(snapshot.value)
  const context = snapshot.context

  // Before the page runs (or without JavaScript) a refusal is a banner; after, the error popup.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  useEffect(() => {
    if (actionData?.error) send({ type: 'submit.failed', message: actionData.error })
  }, [actionData, send])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    send({ type: 'answers.submit' })
    submit(event.currentTarget, { method: 'post' })
  }

  return (
    <FunnelLayout brandName={brandName}>
      <PreCheckoutScreen
        texts={texts}
        step={step}
        place={preCheckoutProgressOf(snapshot).place}
        popup={popup}
        popupMessage={context.popupMessage}
        takesGlp={context.takesGlp}
        glpMedication={context.glpMedication}
        doseDrug={doseDrugOf(context)}
        currentDose={context.currentDose}
        medication={context.medication}
        stepError={context.stepError}
        formError={hydrated ? null : actionData?.error}
        submitting={navigation.state !== 'idle' && navigation.formMethod === 'POST'}
        exitHref="/select-med"
        onTakesGlp={(takesGlp) => send({ type: 'takesGlp.answer', takesGlp })}
        onGlpMedication={(glpMedication) => send({ type: 'glpMedication.choose', glpMedication })}
        onDose={(dose) => send({ type: 'dose.choose', dose })}
        onMedication={(medication) => send({ type: 'medication.choose', medication })}
        onNext={() => send({ type: 'step.next' })}
        onBack={() => send({ type: 'step.back' })}
        onSubmit={onSubmit}
        onAcceptProposal={() => send({ type: 'proposal.accept' })}
        onDeclineProposal={() => send({ type: 'proposal.decline' })}
        onClosePopup={() => send({ type: 'popup.close' })}
      />
    </FunnelLayout>
  )
}

/** An unknown or someone else's cart: the checkout's own 404 page. */
export { ErrorBoundary } from '../weight-loss-payment/route.tsx'
