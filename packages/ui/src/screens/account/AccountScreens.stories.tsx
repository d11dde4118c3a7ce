import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { ForgotPasswordScreen } from './ForgotPasswordScreen.tsx'
import { LoginScreen } from './LoginScreen.tsx'
import { ResetPasswordScreen } from './ResetPasswordScreen.tsx'
import { inFunnelLayout } from '../../components/in-funnel-layout.stories-decorator.tsx'

const meta = {
  title: 'Screens/Account',
  decorators: [inFunnelLayout],
  parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const resetMessages = {
  mismatch: 'Passwords do not match!',
  invalidLink: 'Link expired or invalid!',
  changed: 'Password changed successfully.',
}

export const Login: Story = { render: () => <LoginScreen pageRef="/home" /> }

export const LoginFailed: Story = {
  render: () => <LoginScreen email="pat@example.com" formError="Email or password entered is incorrect. Please try again or reset your password." />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Email or password entered is incorrect.')
  },
}

export const LoginFieldErrors: Story = {
  render: () => <LoginScreen errors={{ email: 'Please enter a valid email address', password: 'Please enter your password' }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address')
  },
}

export const ForgotPassword: Story = { render: () => <ForgotPasswordScreen /> }

export const ForgotPasswordSent: Story = {
  render: () => <ForgotPasswordScreen sentMessage="We have emailed you a link to reset your password." />,
}

export const ResetPassword: Story = {
  render: () => <ResetPasswordScreen state="form" messages={resetMessages} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('New password'), 'three calm rivers')
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'three calm river')
    await expect(canvas.getByText('Passwords do not match!')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Set new password' })).toBeDisabled()
    await userEvent.type(canvas.getByLabelText('Confirm password'), 's')
    await expect(canvas.getByRole('button', { name: 'Set new password' })).toBeEnabled()
  },
}

export const ResetLinkInvalid: Story = { render: () => <ResetPasswordScreen state="invalid-link" messages={resetMessages} /> }

export const ResetDone: Story = { render: () => <ResetPasswordScreen state="changed" messages={resetMessages} /> }
