import { submitFormAction } from '~/forms/medical-form/submit.server.ts'

/** The spec's `POST /api/submit-bare-form` (ADR 061). */
export const action = submitFormAction('bare')
