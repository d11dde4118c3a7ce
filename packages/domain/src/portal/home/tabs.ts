export const HOME_TABS = ['myNewSelf', 'orders', 'dosage', 'profile', 'doctorOnDemand', 'billing'] as const
export type HomeTab = (typeof HOME_TABS)[number]

export const DEFAULT_HOME_TAB: HomeTab = 'orders'
/** What a fresh stored state holds, before the patient picks a tab. */
export const DEFAULT_STORED_HOME_TAB: HomeTab = 'myNewSelf'

/** Dosage needs a prescription; Doctor on Demand needs a health_id. */
export function visibleHomeTabs(patient: { hasPrescription: boolean; healthId?: string | number | null }): HomeTab[] {
  const hasHealthId = patient.healthId !== null && patient.healthId !== undefined && patient.healthId !== ''
  return HOME_TABS.filter(
    (tab) => (tab !== 'dosage' || patient.hasPrescription) && (tab !== 'doctorOnDemand' || hasHealthId),
  )
}

/** A tab that is not (or no longer) visible falls back to orders. */
export function resolveHomeTab(requested: string | null | undefined, visible: readonly HomeTab[]): HomeTab {
  const match = visible.find((tab) => tab === requested)
  return match ?? DEFAULT_HOME_TAB
}

export function isChatBubbleShown(tab: HomeTab): boolean {
  return tab !== 'doctorOnDemand'
}

/** Only provider 1 is the external doctor-messaging service. */
export function isExternalDoctorCase(provider: number | string | null | undefined): boolean {
  return Number(provider) === 1
}
