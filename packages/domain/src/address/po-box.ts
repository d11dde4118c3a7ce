/**
 * P.O. boxes in the spellings the spec lists (po box, post office box, p o box), with or without
 * periods and spaces: "PO Box", "P.O. Box", "p. o. box", "POBox", "Post Office Box". The word
 * boundaries keep "Shipo Boxer Rd" or "Apollo Box Ln" from matching.
 */
const PO_BOX = /\b(?:p\.?\s*o\.?\s*box|post\s+office\s+box)\b/i

export function isPoBox(street: string): boolean {
  return PO_BOX.test(street)
}
