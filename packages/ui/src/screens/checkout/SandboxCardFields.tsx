import { AccountField } from '../account/AccountField.tsx'

export interface SandboxCardFieldsProps {
  /** Errors by field name (`card_number`, `card_exp`, `card_cvc`, `card_zip`). */
  errors?: Record<string, string> | undefined
}

/**
 * The embedded sandbox gateway's card inputs (Stripe draws its own Element instead), as checkout
 * and the Billing tab's card forms post them: `card_number`, `card_exp`, `card_cvc`, `card_zip`.
 */
export function SandboxCardFields({ errors }: SandboxCardFieldsProps) {
  return (
    <>
      <AccountField name="card_number" label="Card number" inputMode="numeric" autoComplete="cc-number" error={errors?.card_number} />
      <div className="grid grid-cols-3 gap-3">
        <AccountField name="card_exp" label="MM/YY" inputMode="numeric" autoComplete="cc-exp" error={errors?.card_exp} />
        <AccountField name="card_cvc" label="CVC" inputMode="numeric" autoComplete="cc-csc" error={errors?.card_cvc} />
        <AccountField name="card_zip" label="ZIP" inputMode="numeric" autoComplete="postal-code" error={errors?.card_zip} />
      </div>
    </>
  )
}
