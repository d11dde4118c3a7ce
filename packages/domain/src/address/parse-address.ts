import { splitTrailingUnit } from './unit.ts'
import { stateCodeFromName } from './us-states.ts'

export type ParsedAddress = {
  address_line_1: string
  address_line_2: string
  city: string
  state: string
  zip: string
}

const COUNTRY = /^(?:usa|us|u\.s\.a?\.?|united states(?: of america)?)$/i
const TRAILING_ZIP = /^(.*?)[\s,]*(\d{5}(?:-\d{4})?)$/
const MAX_INPUT = 1000

/** The state at the end of `text` (a code or a full name of up to three words), if any. */
function takeTrailingState(text: string): { rest: string; state: string } {
  const words = text.trim().split(/\s+/).filter(Boolean)
  for (let count = Math.min(3, words.length); count >= 1; count -= 1) {
    const code = stateCodeFromName(words.slice(-count).join(' '))
    if (code) return { rest: words.slice(0, -count).join(' '), state: code }
  }
  return { rest: text.trim(), state: '' }
}

/**
 * Reads a free-typed US address as street, city, then state and zip:
 * "123 Main St Apt 4, Austin, TX 78701", "123 Main St, Suite 5, Austin, Texas 78701-1234, USA".
 * Whatever cannot be found is left empty for the form to ask; it never throws.
 */
export function parseFreeTypedAddress(input: string): ParsedAddress {
  const parts = input
    .slice(0, MAX_INPUT)
    .split(/[,\n]/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
  while (parts.length > 1 && COUNTRY.test(parts[parts.length - 1] ?? '')) parts.pop()

  let zip = ''
  let state = ''
  const last = parts.pop() ?? ''
  const zipMatch = TRAILING_ZIP.exec(last)
  let tail = last
  if (zipMatch) {
    zip = zipMatch[2] ?? ''
    tail = zipMatch[1] ?? ''
  }
  if (parts.length > 0 || zip !== '') {
    const found = takeTrailingState(tail)
    state = found.state
    tail = found.rest
  }
  if (state === '' && tail === '' && parts.length > 0) {
    const found = takeTrailingState(parts.pop() ?? '')
    state = found.state
    if (found.rest !== '') parts.push(found.rest)
  } else if (tail !== '') {
    parts.push(tail)
  }

  const streetPart = parts.shift() ?? ''
  const city = parts.length > 0 ? (parts.pop() ?? '') : ''
  const { street, unit } = splitTrailingUnit(streetPart)
  const line2 = [unit, ...parts].filter((part) => part !== '').join(' ')
  return { address_line_1: street, address_line_2: line2, city, state, zip }
}
