/** The seed data tests start from (ADR 071): plain values, no Payload. */
export { initialFunnelCopy } from '../seed/content.ts'
export { initialQuestionnaires } from '../seed/questionnaires.ts'
export { initialProducts, initialPromotions } from '../seed/shop.ts'
