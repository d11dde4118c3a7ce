import { intakeMessages } from '../messages.ts'

/**
 * States the program does not serve yet. The live lists are CMS settings passed in by the caller;
 * these are the specification's values, used when nothing is passed.
 */
export const DEFAULT_BLOCKED_STATES_NEW_FUNNEL: readonly string[] = ['LA', 'MS', 'AL']
export const DEFAULT_BLOCKED_STATES_OLD_FUNNEL: readonly string[] = ['LA', 'MS']

export function isBlockedState(state: string, blockedStates: readonly string[] = DEFAULT_BLOCKED_STATES_NEW_FUNNEL): boolean {
  return blockedStates.includes(state.toUpperCase())
}

/** The /sorry message for a blocked state, or null when the state is served. */
export function blockedStateDeadEnd(state: string, blockedStates: readonly string[] = DEFAULT_BLOCKED_STATES_NEW_FUNNEL): string | null {
  return isBlockedState(state, blockedStates) ? intakeMessages.stateBlocked : null
}
