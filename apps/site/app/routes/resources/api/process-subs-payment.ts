import type { ActionFunctionArgs } from '@remix-run/node'
import { payNow } from '~/portal/pay-now.server.ts'

/**
 * Pay Now: `POST /api/process-subs-payment` (spec 001 section 7: token, details, billingAddress,
 * subscription_id, amount -> status 'success' or 'error', message). The signed-in patient's own
 * past-due subscription, charged what the server computes (ADR 094).
 */
export function action({ request }: ActionFunctionArgs) {
  return payNow(request)
}
