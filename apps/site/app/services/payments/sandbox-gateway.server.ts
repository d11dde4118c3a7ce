import { createSandboxGateway } from '@telehealth/cms/site'
import { cmsAsServer } from '~/cms.server.ts'

export { SANDBOX_CARDS } from '@telehealth/cms/site'

/** The embedded sandbox over the site's server door (its ledger is the `sandbox-payments` collection). */
export const sandboxGateway = createSandboxGateway(cmsAsServer)
