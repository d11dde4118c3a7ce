import { createSandboxGateway } from '@telehealth/cms/site'
import { cmsSandboxLedger } from '~/cms.server.ts'

/** The embedded sandbox; its ledger is the `sandbox-payments` collection, through the server's door for it. */
export const sandboxGateway = createSandboxGateway(cmsSandboxLedger)
