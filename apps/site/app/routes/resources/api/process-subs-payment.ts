import type { ActionFunctionArgs } from '@remix-run/node'
import type { ClientActionFunctionArgs } from '@remix-run/react'
import { answerOrUnanswered } from '~/http/fetcher-actor.ts'
import { payNow } from '~/portal/pay-now.server.ts'

/**
 * Pay Now: `POST /api/process-subs-payment` (spec 001 section 7: token, details, billingAddress,
 * subscription_id, amount -> status 'success' or 'error', message). The signed-in patient's own
 * past-due subscription, charged what the server computes (ADR 094).
 */
export function action({ request }: ActionFunctionArgs) {
  return payNow(request)
}

/** In the browser: a request that got no answer reaches the Pay Now form as 'Payment processing failed' or its message, not the error page. */
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => answerOrUnanswered(() => serverAction<typeof action>())
