import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { VerifyScreen, type VerifyView } from './VerifyScreen.tsx'
import { inFunnelLayout } from '../../components/in-funnel-layout.stories-decorator.tsx'

const handlers = {
  onAddressSubmit: fn(),
  onAcceptSuggestion: fn(),
  onReplaceSuggestion: fn(),
  onCodeSubmit: fn(),
  onResend: fn(),
  onChangeContact: fn(),
  onUpdateContact: fn(),
  onCancelChange: fn(),
  onSkip: fn(),
}

const meta = {
  title: 'Screens/Verify',
  component: VerifyScreen,
  args: { ...handlers, view: { step: 'done' } as VerifyView },
  decorators: [inFunnelLayout],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof VerifyScreen>

export default meta
type Story = StoryObj<typeof meta>

const phone: VerifyView = {
  step: 'phone',
  mode: 'entering',
  destination: '(•••) •••-0142',
  error: null,
  changeError: null,
  sentVisible: true,
  resendSecondsLeft: 42,
}

export const AddressManual: Story = {
  args: { view: { step: 'address', mode: 'manual', address: null, error: 'Unable to validate address. Please enter your address manually.' } },
}

export const AddressSuggestion: Story = {
  args: {
    view: {
      step: 'address',
      mode: 'suggestion',
      suggestion: { address_line_1: '100 Congress Ave', address_line_2: 'Apt 4', city: 'Austin', state: 'TX', zip: '78701' },
      error: null,
    },
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Use this address' }))
    await expect(args.onAcceptSuggestion).toHaveBeenCalled()
  },
}

export const PhoneCode: Story = {
  args: { view: phone },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const next = canvas.getByRole('button', { name: 'Next' })
    await expect(next).toBeDisabled()
    const code = canvas.getByRole('textbox', { name: 'Verification code' })
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    // Letters are refused; digits fill the boxes in turn.
    await userEvent.type(code, '1a234')
    await expect(code).toHaveValue('1234')
    await expect(next).toBeEnabled()
    await userEvent.click(next)
    await expect(args.onCodeSubmit).toHaveBeenCalledWith('1234')
    await expect(canvas.getByRole('button', { name: 'Resend code in 42 s' })).toBeDisabled()
  },
}

export const PastedCode: Story = {
  args: { view: phone },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('textbox', { name: 'Verification code' }))
    // A code pasted from the text message fills all four boxes.
    await userEvent.paste('4 8 1 5')
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveValue('4815')
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(args.onCodeSubmit).toHaveBeenCalledWith('4815')
  },
}

export const WrongCode: Story = {
  args: { view: { ...phone, sentVisible: false, resendSecondsLeft: 0, error: 'Invalid verification code. Please try again.' } },
}

export const ChangeNumber: Story = { args: { view: { ...phone, mode: 'changing' } } }

export const EmailCode: Story = { args: { view: { ...phone, step: 'email', destination: 'm•••@example.com' } } }

export const SendingToChangedNumber: Story = {
  args: { view: { ...phone, mode: 'sending', destination: '(•••) •••-0199', sentVisible: false } },
  play: async ({ canvasElement }) => {
    // While the new number's code goes out, Skip and Change wait instead of being ignored.
    const canvas = within(canvasElement)
    await expect(canvas.getByText('(•••) •••-0199')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Skip' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Change number' })).toBeDisabled()
  },
}
