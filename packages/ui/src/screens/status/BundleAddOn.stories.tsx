import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { inFunnel } from '../../stories/funnel-decorator.tsx'
import { bundleCopy } from '../../stories/fixtures.ts'
import { mobileViewport } from '../../stories/mobile.ts'
import { BundleAddOn } from './BundleAddOn.tsx'

const meta = {
  title: 'Screens/Status/Bundle add-on',
  component: BundleAddOn,
  args: { copy: bundleCopy, step: 'choose', onChoose: fn(), onConfirm: fn(), onChangeChoice: fn() },
  decorators: [inFunnel()],
  ...mobileViewport,
} satisfies Meta<typeof BundleAddOn>

export default meta
type Story = StoryObj<typeof meta>

export const Step1Choose: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: /GLP Anti-Nausea/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(args.onChoose).toHaveBeenCalledWith('GLP Anti-Nausea')
  },
}

export const Step1ChooseNone: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'No thanks' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(args.onChoose).toHaveBeenCalledWith('None')
  },
}

export const Step2ConfirmEnergy: Story = {
  args: { step: 'confirm', selected: 'GLP Energy' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/You are adding GLP Energy/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }))
    await expect(args.onConfirm).toHaveBeenCalledWith('GLP Energy')
    await userEvent.click(canvas.getByRole('button', { name: 'Change my choice' }))
    await expect(args.onChangeChoice).toHaveBeenCalledOnce()
  },
}

export const Step2ConfirmNone: Story = { args: { step: 'confirm', selected: 'None' } }

export const Step2Submitting: Story = {
  args: { step: 'confirm', selected: 'GLP Anti-Nausea', submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving...' })).toBeDisabled()
  },
}

export const Step2Failed: Story = {
  args: { step: 'confirm', selected: 'GLP Anti-Nausea', formError: 'Something went wrong. Please try again.' },
}

export const Step3Done: Story = { args: { step: 'done', selected: 'GLP Anti-Nausea' } }
