/**
 * A trailing unit designator on a street line ("123 Main St Apt 4B", "9 Elm Rd #12") belongs on
 * address line 2, as the autocomplete does with it.
 */
const TRAILING_UNIT =
  /^(.*?\S)(?:\s*,\s*|\s+)((?:apt|apartment|unit|suite|ste|bldg|building|fl|floor|rm|room|lot|spc|space|trlr|dept)\.?\s*#?\s*[a-z0-9][\w-]*|#\s*[a-z0-9][\w-]*)$/i

export function splitTrailingUnit(street: string): { street: string; unit: string } {
  const trimmed = street.trim()
  const match = TRAILING_UNIT.exec(trimmed)
  if (!match || match[1] === undefined || match[2] === undefined) return { street: trimmed, unit: '' }
  return { street: match[1], unit: match[2] }
}
