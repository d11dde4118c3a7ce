export const HOME_TABS = ['myNewSelf', 'orders', 'dosage', 'profile', 'doctorOnDemand', 'billing', 'promotion'] as const
export type HomeTab = (typeof HOME_TABS)[number]

export const DEFAULT_HOME_TAB: HomeTab = 'orders'

/**
 * Dosage needs a prescription; Doctor on Demand needs a health_id; the promotional tab (spec 001:
 * "hidden") shows only while marketing has a promotion live.
 */
export function visibleHomeTabs(patient: { hasPrescription: boolean; healthId?: string | number | null; promotionLive?: boolean }): HomeTab[] {
  const hasHealthId = patient.healthId !== null && patient.healthId !== undefined && patient.healthId !== ''
  return HOME_TABS.filter(
    (tab) =>
      (tab !== 'dosage' || patient.hasPrescription) && (tab !== 'doctorOnDemand' || hasHealthId) && (tab !== 'promotion' || patient.promotionLive === true),
  )
}

/** @public kept for Doctor on Demand and chat (issue 31) */
export function isChatBubbleShown(tab: HomeTab): boolean {
  return tab !== 'doctorOnDemand'
}

/**
 * Only provider 1 is the external doctor-messaging service.
 * @public kept for Doctor on Demand and chat (issue 31)
 */
export function isExternalDoctorCase(provider: number | string | null | undefined): boolean {
  return Number(provider) === 1
}
