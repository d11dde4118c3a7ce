import { submitFormAction } from '~/forms/medical-form/submit.server.ts'

/** The spec's `POST /api/submit-md-form` (ADR 061). */
export const action = submitFormAction('md')
