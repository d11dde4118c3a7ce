import type { PreferredCategory } from '@telehealth/domain'
import { Toast } from '../../../components/Toast.tsx'
import type { SuggestAddresses } from '../../checkout/AddressFields.tsx'
import type { ProfileFormState } from './ProfileFormCard.tsx'
import { SetPasswordForm, type PasswordSetupValues } from './SetPasswordForm.tsx'
import {
  ContactCodeForm,
  ContactInfoForm,
  InterestsForm,
  PasswordForm,
  PhysicalInfoForm,
  ShippingAddressForm,
  type AddressValues,
  type ContactValues,
  type PhysicalValues,
} from './ProfileForms.tsx'

/** What the profile tab shows: the patient's stored values and any contact change waiting for its code. */
export interface ProfileTabValues {
  contact: ContactValues
  pendingChange: { email: string | null; phone: string | null }
  physical: PhysicalValues
  address: AddressValues | null
  categories: PreferredCategory[]
  /** Whether the patient has a password; one who never set one sets it with an emailed code (ADR 103). Absent: has one. */
  password?: (PasswordSetupValues & { hasPassword: boolean }) | undefined
}

export type ProfileFormName = 'contact' | 'emailCode' | 'phoneCode' | 'physical' | 'address' | 'password' | 'passwordCode' | 'passwordSet' | 'categories'

export interface ProfileTabProps {
  data: ProfileTabValues
  /** Each form's state (its answer, messages, pending), by form. */
  forms?: Partial<Record<ProfileFormName, ProfileFormState>> | undefined
  /** The latest success, shown as a 3-second toast. */
  toast?: { message: string; key: string } | null | undefined
  suggestAddress?: SuggestAddresses | undefined
}

/**
 * The Profile / Manage Account tab (spec 001 section 2): five forms, each with its own Update
 * button and message, and one toast for the latest success. One column on a phone, two from a
 * laptop on.
 */
export function ProfileTab({ data, forms = {}, toast, suggestAddress }: ProfileTabProps) {
  return (
    <div className="flex flex-col gap-5">
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <div className="flex flex-col gap-5">
          <ContactInfoForm stored={data.contact} {...forms.contact} />
          {data.pendingChange.email ? <ContactCodeForm channel="email" destination={data.pendingChange.email} {...forms.emailCode} /> : null}
          {data.pendingChange.phone ? <ContactCodeForm channel="phone" destination={data.pendingChange.phone} {...forms.phoneCode} /> : null}
          <PhysicalInfoForm stored={data.physical} {...forms.physical} />
          <InterestsForm stored={data.categories} {...forms.categories} />
        </div>
        <div className="flex flex-col gap-5">
          <ShippingAddressForm stored={data.address} suggest={suggestAddress} {...forms.address} />
          {data.password && !data.password.hasPassword ? (
            <SetPasswordForm setup={data.password} code={forms.passwordCode} set={forms.passwordSet} />
          ) : (
            <PasswordForm {...forms.password} />
          )}
        </div>
      </div>
      <Toast message={toast?.message} toastKey={toast?.key} />
    </div>
  )
}
