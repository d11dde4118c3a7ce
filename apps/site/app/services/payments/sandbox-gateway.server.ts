import { createSandboxGateway } from '@telehealth/cms/payments/sandbox-gateway'
import { cmsAsServer } from '~/cms.server.ts'

export { SANDBOX_CARDS } from '@telehealth/cms/payments/sandbox-gateway'

/** The embedded sandbox over the site's server door (its ledger is the `sandbox-payments` collection). */
export const sandboxGateway = createSandboxGateway(cmsAsServer)
