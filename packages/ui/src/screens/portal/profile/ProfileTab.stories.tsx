import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Toast } from '../../../components/Toast.tsx'
import type { AddressSuggestion } from '../../checkout/AddressFields.tsx'
import { ProfileTab, type ProfileTabValues } from './ProfileTab.tsx'

const meta = {
  title: 'Screens/Portal/Profile',
  component: ProfileTab,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-5xl bg-canvas py-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileTab>

export default meta
type Story = StoryObj<typeof meta>

const data: ProfileTabValues = {
  contact: {
    first_name: 'Jordan',
    last_name: 'Rivera',
    email: 'jordan@example.com',
    phone_area: '512',
    phone_prefix: '555',
    phone_line: '0142',
    text_updates: true,
  },
  pendingChange: { email: null, phone: null },
  physical: { gender: 'Female', weight: '182', height_feet: '5', height_inches: '6' },
  address: { address_line_1: '1100 Congress Ave', address_line_2: 'Apt 4B', city: 'Austin', state: 'TX', zip: '78701' },
  categories: ['WEIGHT', 'SKIN'],
}

const suggestions: AddressSuggestion[] = [
  { address_line_1: '1100 Congress Ave', address_line_2: '', city: 'Austin', state: 'TX', zip: '78701' },
  { address_line_1: '1100 Main St', address_line_2: 'Unit 2', city: 'Dallas', state: 'TX', zip: '75201' },
]
const suggestAddress = (query: string) =>
  Promise.resolve(suggestions.filter((item) => item.address_line_1.toLowerCase().startsWith(query.toLowerCase().slice(0, 4))))

/** Every form with the patient's stored values, nothing sent yet. */
export const Idle: Story = {
  args: { data, suggestAddress },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const name of ['Contact info', 'Physical info', 'Shipping address', 'Password', 'Your interests']) {
      await expect(within(canvas.getByRole('region', { name })).getByRole('button', { name: /Update/ })).toBeEnabled()
    }
    await expect(canvas.getByLabelText('Text me with news and offers')).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked()
    await expect(canvas.getByLabelText('Current password')).toHaveValue('')
  },
}

/** A new patient: nothing stored yet for the body or the address. */
export const Empty: Story = {
  args: {
    data: { ...data, physical: { gender: '', weight: '', height_feet: '', height_inches: '' }, address: null, categories: [] },
    suggestAddress,
  },
}

/** The server's answers to bad input, each with the spec's message, and the form's failure message on top. */
export const Errors: Story = {
  args: {
    data,
    forms: {
      contact: {
        notice: { tone: 'error', message: 'Please enter your full name' },
        values: { first_name: '', last_name: 'Rivera', email: 'jordan@', phone_area: '512', phone_prefix: '55', phone_line: '0142' },
        errors: {
          first_name: 'Please enter your full name',
          email: 'Please enter a valid email address',
          phone_prefix: 'Please enter a valid 10-digit phone number',
        },
      },
      physical: {
        notice: { tone: 'error', message: 'Failed to update physical information' },
        errors: { weight: 'Please enter a valid weight', height_feet: 'Please enter a valid height' },
      },
      address: {
        notice: { tone: 'error', message: 'Please enter a complete shipping address.' },
        errors: { 'address.zip': 'Please enter a complete shipping address.' },
      },
      password: {
        notice: { tone: 'error', message: 'Your current password is not right. Please try again.' },
        errors: { oldPassword: 'Your current password is not right. Please try again.', confirmPassword: 'Passwords do not match' },
      },
      categories: { notice: { tone: 'error', message: 'Failed to update your interests' } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('First name')).toHaveAccessibleDescription('Please enter your full name')
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(/Please enter a valid email address/)
    await expect(canvas.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match')
    await expect(within(canvas.getByRole('region', { name: 'Physical info' })).getAllByRole('alert')[0]).toHaveTextContent(
      'Failed to update physical information',
    )
  },
}

/** A form being sent: its button is disabled and says so. */
export const Sending: Story = {
  args: { data, forms: { password: { pending: true } } },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('region', { name: 'Password' })).getByRole('button', { name: 'Updating...' })).toBeDisabled()
  },
}

/** A success: the message in the form and the toast, which goes after 3 seconds. */
export const Success: Story = {
  args: {
    data,
    forms: { physical: { notice: { tone: 'success', message: 'Physical information updated successfully!' } } },
    toast: { message: 'Physical information updated successfully!', key: 'story-1' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('toast')).toHaveTextContent('Physical information updated successfully!')
    await waitFor(() => expect(canvas.queryByTestId('toast')).toBeNull(), { timeout: 4_500 })
  },
}

/** A new email and phone wait for their codes: the code steps show; nothing has changed yet. */
export const ContactChangeWaitingForCode: Story = {
  args: {
    data: { ...data, pendingChange: { email: 'jordan.new@example.com', phone: '(512) 555-0199' } },
    forms: {
      contact: { notice: { tone: 'success', message: 'We sent a 4-digit code to jordan.new@example.com. Enter it to finish changing your email.' } },
      emailCode: {
        notice: { tone: 'error', message: 'Invalid verification code. Please try again.' },
        errors: { code: 'Invalid verification code. Please try again.' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = canvas.getByRole('region', { name: 'Confirm your new email' })
    await expect(within(email).getByLabelText('Code')).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(canvas.getByRole('region', { name: 'Confirm your new phone number' })).toBeVisible()
  },
}

/** The street field offers whole addresses as it is typed (the checkout's suggestions). */
export const AddressSuggestions: Story = {
  args: { data: { ...data, address: null }, suggestAddress },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('combobox', { name: 'Street address' }), '1100')
    const option = await canvas.findByRole('option', { name: /Main St/ })
    await userEvent.click(option)
    await expect(canvas.getByLabelText('City')).toHaveValue('Dallas')
    await expect(canvas.getByLabelText('Apt., suite (optional)')).toHaveValue('Unit 2')
  },
}

const noPassword = { hasPassword: false, emailVerified: true, maskedEmail: 'j***@example.com', codeSent: false }

/** A patient from the funnel, who never set a password (ADR 103): no current password is asked for; a code is offered instead. */
export const NoPasswordYet: Story = {
  args: { data: { ...data, password: noPassword } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = canvas.getByRole('region', { name: 'Set a password' })
    await expect(within(card).queryByLabelText('Current password')).toBeNull()
    await expect(card).toHaveTextContent('j***@example.com')
    await expect(within(card).getByRole('button', { name: 'Email me a code' })).toBeEnabled()
  },
}

/** The code is on its way: six boxes for it, the new password twice, and a way to ask for another code. */
export const NoPasswordCodeSent: Story = {
  args: {
    data: { ...data, password: { ...noPassword, codeSent: true } },
    forms: { passwordCode: { notice: { tone: 'success', message: 'We sent a 6-digit code to j***@example.com. Enter it below with your new password.' } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = canvas.getByRole('region', { name: 'Set a password' })
    await expect(card).toHaveTextContent('We sent a 6-digit code')
    const code = within(card).getByRole('textbox', { name: 'Code from the email' })
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(code).toHaveAttribute('maxlength', '6')
    await userEvent.type(code, '12a3456')
    await expect(code).toHaveValue('123456')
    await expect(within(card).getByLabelText('New password')).toHaveValue('')
    await expect(canvas.getByRole('button', { name: 'Email me a new code' })).toBeEnabled()
  },
}

/** A wrong code: said beside the boxes, and above the form. */
export const NoPasswordWrongCode: Story = {
  args: {
    data: { ...data, password: { ...noPassword, codeSent: true } },
    forms: {
      passwordSet: {
        notice: { tone: 'error', message: 'Invalid verification code. Please try again.' },
        errors: { code: 'Invalid verification code. Please try again.' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Set a password' }))
    await expect(card.getByRole('textbox', { name: 'Code from the email' })).toHaveAttribute('aria-invalid', 'true')
    await expect(card.getAllByText('Invalid verification code. Please try again.').length).toBeGreaterThan(0)
  },
}

/** The email is not confirmed yet: the card says where to confirm it instead of sending a code to an unproven address. */
export const NoPasswordEmailNotConfirmed: Story = {
  args: { data: { ...data, password: { ...noPassword, emailVerified: false } } },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Set a password' }))
    await expect(card.getByRole('link', { name: 'Confirm my email' })).toHaveAttribute('href', '/verify')
    await expect(card.queryByRole('button')).toBeNull()
  },
}

/** The toast alone. */
export const ToastOnly: StoryObj<typeof Toast> = {
  render: () => <Toast message="Profile updated successfully!" toastKey="story-2" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Profile updated successfully!')
  },
}
