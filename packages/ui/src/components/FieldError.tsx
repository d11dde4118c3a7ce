export interface FieldErrorProps {
  id: string
  message?: string | undefined
}

/** The message beside a field; the field points at it with aria-describedby. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="mt-2 rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger">
      {message}
    </p>
  )
}
