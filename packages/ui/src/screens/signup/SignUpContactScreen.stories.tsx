import type { Meta, StoryObj } from '@storybook/react-vite'
import { intakeMessages } from '@telehealth/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { inFunnel } from '../../stories/funnel-decorator.tsx'
import { signUpCopy } from '../../stories/fixtures.ts'
import { mobileViewport } from '../../stories/mobile.ts'
import { SignUpContactScreen } from './SignUpContactScreen.tsx'

const meta = {
  title: 'Screens/Sign-up (old funnel)/Slide 2 Contact',
  component: SignUpContactScreen,
  args: { copy: signUpCopy.contact, common: signUpCopy.common, onSubmit: fn(), onBack: fn() },
  decorators: [inFunnel(2, 5)],
  ...mobileViewport,
} satisfies Meta<typeof SignUpContactScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.selectOptions(canvas.getByLabelText('State'), 'TX')
    await userEvent.type(canvas.getByLabelText('First name'), 'Ann')
    await userEvent.type(canvas.getByLabelText('Last name'), 'Lee')
    // The gender toggle does not advance on this slide.
    await userEvent.click(canvas.getByRole('radio', { name: 'Female' }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.type(canvas.getByLabelText('Email'), 'ann@example.com')
    await userEvent.click(canvas.getByRole('checkbox', { name: /receive emails/ }))
    await userEvent.click(canvas.getByLabelText('Area code'))
    await userEvent.paste('555.234.5678')
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: /call or SMS/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      state: 'TX',
      first_name: 'Ann',
      last_name: 'Lee',
      gender: 'Female',
      email: 'ann@example.com',
      agreed_to_email: true,
      phone_area: '555',
      phone_prefix: '234',
      phone_line: '5678',
      agreed_to_text: 'Yes',
      form_step2_agree: true,
    })
  },
}

// One message at a time, in the spec's order: state, name, gender, email, email consent, phone.
export const StateRequired: Story = { args: { errors: { state: intakeMessages.stateRequired } } }

export const NameRequired: Story = {
  args: { values: { state: 'TX' }, errors: { first_name: intakeMessages.nameRequired } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('First name')).toHaveFocus()
  },
}

export const GenderRequired: Story = {
  args: { values: { state: 'TX', first_name: 'Ann', last_name: 'Lee' }, errors: { gender: intakeMessages.genderRequired } },
}

export const EmailInvalid: Story = {
  args: { values: { state: 'TX', first_name: 'Ann', last_name: 'Lee', gender: 'Female', email: 'ann@' }, errors: { email: intakeMessages.emailInvalid } },
}

export const EmailConsentRequired: Story = {
  args: {
    values: { state: 'TX', first_name: 'Ann', last_name: 'Lee', gender: 'Female', email: 'ann@example.com' },
    errors: { agreed_to_email: intakeMessages.emailConsentRequired },
  },
}

export const PhoneInvalid: Story = {
  args: {
    values: { state: 'TX', first_name: 'Ann', last_name: 'Lee', gender: 'Female', email: 'ann@example.com', agreed_to_email: true, phone_area: '555' },
    errors: { phone_prefix: intakeMessages.phoneInvalid },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Area code')).toHaveFocus()
  },
}
