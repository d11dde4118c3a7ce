import { RESIDENCE_STATES } from '@telehealth/domain'
import type { Payload, PayloadRequest } from 'payload'

/**
 * The data move of ADR 103: the clinical and compliance rules leave the Settings global (which
 * marketing edits) for Clinical settings. For the migration that drops the old Settings columns and
 * tables: call `moveClinicalRulesFromSettings` after the new Clinical settings tables exist and
 * before the old ones are dropped, with a `selectRows` that runs a SELECT on the migration's own
 * connection:
 *   SQLite:     (query) => db.all(sql.raw(query))
 *   PostgreSQL: async (query) => (await db.execute(sql.raw(query))).rows
 * The old tables have the same names and columns on both engines. Nothing is written when there
 * never was a Settings row (a fresh database: Clinical settings start from their defaults).
 */
export type SelectRows = (query: string) => Promise<Record<string, unknown>[]>

type ResidenceState = (typeof RESIDENCE_STATES)[number]['code']
const RESIDENCE_CODES: ReadonlySet<string> = new Set(RESIDENCE_STATES.map((state) => state.code))
const isResidenceState = (value: unknown): value is ResidenceState => typeof value === 'string' && RESIDENCE_CODES.has(value)

type SpecialNecessity = { question: string; when: 'yes' | 'above'; threshold: number | null; note: string }

/** The rules as they were kept in Settings, ready for Clinical settings. */
interface LegacyClinicalRules {
  minimumAge: number | null
  blockedStatesNewFunnel: ResidenceState[]
  blockedStatesOldFunnel: ResidenceState[]
  videoRequiredStates: ResidenceState[]
  specialNecessities: SpecialNecessity[]
}

const STATE_LISTS = {
  blockedStatesNewFunnel: 'settings_blocked_states_new_funnel',
  blockedStatesOldFunnel: 'settings_blocked_states_old_funnel',
  videoRequiredStates: 'settings_video_required_states',
} as const

function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  const parsed = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(parsed) ? parsed : null
}

/** The rows of a state list (ordered) as state codes; anything else is left out. */
function stateCodesOf(rows: Record<string, unknown>[]): ResidenceState[] {
  return [...rows]
    .sort((a, b) => (numberOrNull(a.order) ?? 0) - (numberOrNull(b.order) ?? 0))
    .flatMap((row) => (isResidenceState(row.value) ? [row.value] : []))
}

/** The rows of the notes table (ordered) as the array field's rows; a row missing its words is left out. */
function specialNecessitiesOf(rows: Record<string, unknown>[]): SpecialNecessity[] {
  return [...rows]
    .sort((a, b) => (numberOrNull(a._order) ?? 0) - (numberOrNull(b._order) ?? 0))
    .flatMap((row) => {
      const { question, note } = row
      if (typeof question !== 'string' || question === '' || typeof note !== 'string' || note === '') return []
      return [{ question, when: row.when === 'above' ? 'above' : 'yes', threshold: numberOrNull(row.threshold), note } as const]
    })
}

/** What Settings held, or null when it was never saved. */
export async function readLegacyClinicalRules(selectRows: SelectRows): Promise<LegacyClinicalRules | null> {
  const settings = (await selectRows('SELECT id, minimum_age FROM settings ORDER BY id LIMIT 1'))[0]
  if (!settings) return null
  const parent = String(settings.id)
  // The id is the database's own integer or uuid (read just above, never from outside): quoted as text for both engines.
  const ofParent = (table: string, column: string) => `SELECT * FROM ${table} WHERE CAST(${column} AS TEXT) = '${parent.replace(/'/g, "''")}'`
  const [newFunnel, oldFunnel, video, notes] = await Promise.all([
    selectRows(ofParent(STATE_LISTS.blockedStatesNewFunnel, 'parent_id')),
    selectRows(ofParent(STATE_LISTS.blockedStatesOldFunnel, 'parent_id')),
    selectRows(ofParent(STATE_LISTS.videoRequiredStates, 'parent_id')),
    selectRows(ofParent('settings_special_necessities', '_parent_id')),
  ])
  return {
    minimumAge: numberOrNull(settings.minimum_age),
    blockedStatesNewFunnel: stateCodesOf(newFunnel),
    blockedStatesOldFunnel: stateCodesOf(oldFunnel),
    videoRequiredStates: stateCodesOf(video),
    specialNecessities: specialNecessitiesOf(notes),
  }
}

/**
 * Reads the rules from the old Settings tables and saves them in Clinical settings (one save: one
 * version and one audit entry per field that changed, by "the system"). Answers whether anything was moved.
 */
export async function moveClinicalRulesFromSettings({
  payload,
  req,
  selectRows,
}: {
  payload: Payload
  req?: Partial<PayloadRequest>
  selectRows: SelectRows
}): Promise<boolean> {
  const legacy = await readLegacyClinicalRules(selectRows)
  if (!legacy) return false
  await payload.updateGlobal({
    slug: 'clinical-settings',
    depth: 0,
    data: {
      ...(legacy.minimumAge === null ? {} : { minimumAge: legacy.minimumAge }),
      blockedStatesNewFunnel: legacy.blockedStatesNewFunnel,
      blockedStatesOldFunnel: legacy.blockedStatesOldFunnel,
      videoRequiredStates: legacy.videoRequiredStates,
      specialNecessities: legacy.specialNecessities,
    },
    ...(req ? { req } : {}),
  })
  return true
}
