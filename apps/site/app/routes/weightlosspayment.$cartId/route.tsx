/**
 * The call-center checkout: the same page and rules as /weight-loss-payment/{cart_id}, opened by an
 * agent's link while on the phone with the patient (ADR 010).
 */
export { action, default, ErrorBoundary, headers, loader, meta } from '../weight-loss-payment.$cartId/route.tsx'
