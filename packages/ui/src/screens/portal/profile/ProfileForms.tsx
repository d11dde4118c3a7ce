import { GENDERS, PREFERRED_CATEGORIES, PREFERRED_CATEGORY_LABELS, type PreferredCategory } from '@telehealth/domain'
import { CheckboxField } from '../../../components/CheckboxField.tsx'
import { FieldError } from '../../../components/FieldError.tsx'
import { PhoneField } from '../../../components/PhoneField.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { AddressFields, type SuggestAddresses } from '../../checkout/AddressFields.tsx'
import { ProfileFormCard, textOf, type ProfileFormState } from './ProfileFormCard.tsx'

export interface ContactValues {
  first_name: string
  last_name: string
  email: string
  phone_area: string
  phone_prefix: string
  phone_line: string
  text_updates: boolean
}

/** Form 1: names, email, phone in three boxes, and the text-updates box. */
export function ContactInfoForm({ stored, ...state }: ProfileFormState & { stored: ContactValues }) {
  const value = (name: keyof ContactValues) => textOf(state.values?.[name], String(stored[name]))
  const error = (name: string) => state.errors?.[name]
  const phoneError = error('phone_area') ?? error('phone_prefix') ?? error('phone_line') ?? error('phone')
  return (
    <ProfileFormCard title="Contact info" intent="profile.contact" {...state}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="first_name"
          label="First name"
          autoComplete="given-name"
          maxLength={256}
          defaultValue={value('first_name')}
          error={error('first_name')}
        />
        <TextField name="last_name" label="Last name" autoComplete="family-name" maxLength={256} defaultValue={value('last_name')} error={error('last_name')} />
      </div>
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={256}
        hint="A new email is used once you enter the code we send to it."
        defaultValue={value('email')}
        error={error('email')}
      />
      <PhoneField
        id="profile-phone"
        labels={{ legend: 'Phone number', areaCode: 'Area code', prefix: 'First three digits', line: 'Last four digits' }}
        defaultValue={{ areaCode: value('phone_area'), prefix: value('phone_prefix'), line: value('phone_line') }}
        error={phoneError}
      />
      <CheckboxField
        id="profile-text-updates"
        name="text_updates"
        label="Text me with news and offers"
        defaultChecked={state.values ? state.values.text_updates === 'on' : stored.text_updates}
      />
    </ProfileFormCard>
  )
}

/** The code step of an email or phone change: nothing changes until the code sent there is entered. */
export function ContactCodeForm({ channel, destination, ...state }: ProfileFormState & { channel: 'email' | 'phone'; destination: string }) {
  const noun = channel === 'email' ? 'email' : 'phone number'
  const codeError = state.errors?.code ?? state.errors?.channel
  return (
    <ProfileFormCard
      title={channel === 'email' ? 'Confirm your new email' : 'Confirm your new phone number'}
      description={`We sent a 4-digit code to ${destination}. Your ${noun} changes once you enter it; until then we keep using the current one.`}
      intent="profile.contact-code"
      submitLabel="Confirm code"
      {...state}
    >
      <input type="hidden" name="channel" value={channel} />
      <TextField
        id={`profile-code-${channel}`}
        name="code"
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={4}
        className="max-w-40"
        error={codeError}
      />
    </ProfileFormCard>
  )
}

export interface PhysicalValues {
  gender: string
  weight: string
  height_feet: string
  height_inches: string
}

/** Form 2: gender at birth, weight in pounds, height in feet and inches (12 or more inches reads as 11). */
export function PhysicalInfoForm({ stored, ...state }: ProfileFormState & { stored: PhysicalValues }) {
  const value = (name: keyof PhysicalValues) => textOf(state.values?.[name], stored[name])
  const error = (name: string) => state.errors?.[name]
  const heightError = error('height_feet') ?? error('height_inches')
  const gender = value('gender')
  return (
    <ProfileFormCard title="Physical info" intent="profile.physical" {...state}>
      <fieldset
        role="radiogroup"
        aria-invalid={error('gender') ? true : undefined}
        aria-describedby={error('gender') ? 'profile-gender-error' : undefined}
        className="flex flex-col gap-1.5"
      >
        <legend className="mb-1.5 text-sm font-semibold text-ink">Gender at Birth</legend>
        <div className="grid grid-cols-2 gap-3">
          {GENDERS.map((option) => (
            <label
              key={option}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-4 text-base text-ink shadow-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input type="radio" name="gender" value={option} defaultChecked={gender === option} className="size-5 shrink-0 accent-brand-700" />
              {option}
            </label>
          ))}
        </div>
        <FieldError id="profile-gender-error" message={error('gender')} />
      </fieldset>
      <TextField
        name="weight"
        label="Weight"
        suffix="lbs"
        inputMode="decimal"
        defaultValue={value('weight')}
        error={error('weight')}
        className="tabular-nums"
      />
      <fieldset aria-describedby={heightError ? 'profile-height-error' : undefined} className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-semibold text-ink">Height</legend>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            name="height_feet"
            label="Feet"
            suffix="ft"
            inputMode="numeric"
            defaultValue={value('height_feet')}
            aria-invalid={heightError ? true : undefined}
            className="tabular-nums"
          />
          <TextField
            name="height_inches"
            label="Inches"
            suffix="in"
            inputMode="numeric"
            defaultValue={value('height_inches')}
            aria-invalid={heightError ? true : undefined}
            className="tabular-nums"
          />
        </div>
        <FieldError id="profile-height-error" message={heightError} />
      </fieldset>
    </ProfileFormCard>
  )
}

export interface AddressValues {
  address_line_1: string
  address_line_2: string
  city: string
  state: string
  zip: string
}

/** Form 3: the shipping address, with the checkout's fields and suggestions (US only). */
export function ShippingAddressForm({
  stored,
  suggest,
  ...state
}: ProfileFormState & { stored: AddressValues | null; suggest?: SuggestAddresses | undefined }) {
  // What was posted comes back nested (`address.city` posts as { address: { city } }).
  const sent = state.values?.address
  const posted = (name: keyof AddressValues) =>
    textOf(typeof sent === 'object' && sent !== null ? (sent as Record<string, unknown>)[name] : undefined, stored?.[name] ?? '')
  return (
    <ProfileFormCard title="Shipping address" description="Where we ship your medication. We ship to the 50 states." intent="profile.address" {...state}>
      <AddressFields
        prefix="address"
        legend="Shipping address"
        hideLegend
        suggest={suggest}
        values={{
          address_line_1: posted('address_line_1'),
          address_line_2: posted('address_line_2'),
          city: posted('city'),
          state: posted('state'),
          zip: posted('zip'),
        }}
        errors={Object.fromEntries(Object.entries(state.errors ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))}
      />
    </ProfileFormCard>
  )
}

/** Form 4: the current password, the new one and its confirmation. Cleared after a change. */
export function PasswordForm(state: ProfileFormState) {
  const error = (name: string) => state.errors?.[name]
  return (
    <ProfileFormCard title="Password" description="Changing it signs you out on your other devices." intent="profile.password" {...state}>
      <TextField name="oldPassword" label="Current password" type="password" autoComplete="current-password" error={error('oldPassword')} />
      <TextField
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 12 characters."
        error={error('newPassword')}
      />
      <TextField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" error={error('confirmPassword')} />
    </ProfileFormCard>
  )
}

/** Form 5: preferred_categories as a grid of checkboxes (ADR 036). */
export function InterestsForm({ stored, ...state }: ProfileFormState & { stored: readonly PreferredCategory[] }) {
  const posted = state.values?.preferred_categories
  const chosen = state.values ? (Array.isArray(posted) ? posted : typeof posted === 'string' ? [posted] : []) : stored
  const error = state.errors?.preferred_categories
  return (
    <ProfileFormCard title="Your interests" description="Choose the topics you would like to hear about." intent="profile.categories" {...state}>
      <fieldset aria-describedby={error ? 'profile-categories-error' : undefined}>
        <legend className="sr-only">Topics</legend>
        <div className="grid grid-cols-2 gap-3">
          {PREFERRED_CATEGORIES.map((category) => (
            <label
              key={category}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-4 text-base text-ink shadow-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                name="preferred_categories"
                value={category}
                defaultChecked={chosen.includes(category)}
                className="size-5 shrink-0 accent-brand-700"
              />
              {PREFERRED_CATEGORY_LABELS[category]}
            </label>
          ))}
        </div>
        <FieldError id="profile-categories-error" message={error} />
      </fieldset>
    </ProfileFormCard>
  )
}
