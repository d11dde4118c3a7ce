export interface FieldHintProps {
  id: string
  hint?: string | undefined
}

/** A short help text under a label; the field points at it with aria-describedby. */
export function FieldHint({ id, hint }: FieldHintProps) {
  if (!hint) return null
  return (
    <p id={id} className="text-sm leading-5 text-muted">
      {hint}
    </p>
  )
}
