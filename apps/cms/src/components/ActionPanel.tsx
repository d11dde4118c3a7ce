import type { ReactNode } from 'react'

/**
 * The frame of an action in an edit view (prescribe, void a prescription, refund a payment): a
 * titled group in the admin's own field styles, what the action does, then its controls.
 */
export function ActionPanel({ className, title, description, children }: { className: string; title: string; description: ReactNode; children: ReactNode }) {
  return (
    <fieldset
      className={`field-type ${className}`}
      style={{
        marginBottom: 'var(--spacing-field)',
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 'var(--style-radius-m)',
        padding: 'var(--base)',
      }}
    >
      <legend className="field-label" style={{ padding: '0 calc(var(--base) * 0.25)' }}>
        {title}
      </legend>
      <p className="field-description" style={{ margin: '0 0 calc(var(--base) * 0.5)' }}>
        {description}
      </p>
      {children}
    </fieldset>
  )
}
