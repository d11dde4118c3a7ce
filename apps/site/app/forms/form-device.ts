import { createProgressStore } from '@telehealth/domain'
import { claimLocalFormData, forgetLoaderState, restoreLoaderState, saveLoaderState } from './form-storage.ts'

/**
 * The medical form's keeping on the device (ADR 059), in one module the page loads after its first
 * paint (ADR 068): the answers' progress store and the loader's saved state.
 */
export { claimLocalFormData, createProgressStore, forgetLoaderState, restoreLoaderState, saveLoaderState }

export type FormDevice = typeof import('./form-device.ts')
