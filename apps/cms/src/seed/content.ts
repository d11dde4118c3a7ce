import { defaultFunnelCopy } from '@telehealth/domain/copy/default-funnel-copy'
import type { FunnelCopy } from '../payload-types.ts'

/** The copy a fresh installation starts with; marketing edits it in the admin afterwards. */
export const initialFunnelCopy: Omit<FunnelCopy, 'id' | 'updatedAt' | 'createdAt'> = defaultFunnelCopy
