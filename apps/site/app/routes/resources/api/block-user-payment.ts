import type { LoaderFunctionArgs } from '@remix-run/node'
import { blockUserPayment } from '~/portal/pay-now.server.ts'

/** `GET /api/block-user-payment` (spec 001 section 7): the signed-in patient's own decline block (ADR 094). */
export function loader({ request }: LoaderFunctionArgs) {
  return blockUserPayment(request)
}
