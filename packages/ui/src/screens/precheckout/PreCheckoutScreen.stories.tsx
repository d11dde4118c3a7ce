import type { Meta, StoryObj } from '@storybook/react-vite'
import { preCheckoutMessages, questionnaireMessages } from '@telehealth/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { inFunnelLayout } from '../../components/in-funnel-layout.stories-decorator.tsx'
import { mobileViewport } from '../../stories/mobile.ts'
import { DEFAULT_PRE_CHECKOUT_TEXTS, PreCheckoutScreen } from './PreCheckoutScreen.tsx'

const texts = DEFAULT_PRE_CHECKOUT_TEXTS

const meta = {
  title: 'Screens/Checkout/Pre-checkout',
  component: PreCheckoutScreen,
  decorators: [inFunnelLayout],
  args: {
    texts,
    step: 1,
    place: 'takesGlp',
    popup: null,
    takesGlp: null,
    glpMedication: null,
    doseDrug: null,
    currentDose: null,
    medication: 'semaglutide',
    exitHref: '/select-med',
    onTakesGlp: fn(),
    onGlpMedication: fn(),
    onDose: fn(),
    onMedication: fn(),
    onNext: fn(),
    onBack: fn(),
    onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()),
    onAcceptProposal: fn(),
    onDeclineProposal: fn(),
    onClosePopup: fn(),
  },
  ...mobileViewport,
} satisfies Meta<typeof PreCheckoutScreen>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

export const Step1TakingGlp: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Step 1 of 4')).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/select-med')
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }))
    await expect(args.onTakesGlp).toHaveBeenCalledWith(true)
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(args.onNext).toHaveBeenCalled()
  },
}

export const Step1Unanswered: Story = {
  args: { stepError: 'Please choose Yes or No.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true')
    await expect(within(canvasElement).getByText('Please choose Yes or No.')).toBeInTheDocument()
  },
}

export const Step2WhichMedication: Story = {
  args: { step: 2, place: 'glpMedication', takesGlp: true, glpMedication: 'Ozempic/Wegovy' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: 'Ozempic/Wegovy' })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: 'Tirzepatide compound' }))
    await expect(args.onGlpMedication).toHaveBeenCalledWith('Tirzepatide compound')
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }))
    await expect(args.onBack).toHaveBeenCalled()
  },
}

export const Step3SemaglutideDose: Story = {
  args: { step: 3, place: 'currentDose', takesGlp: true, glpMedication: 'Semaglutide compound', doseDrug: 'semaglutide', currentDose: 0.5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const dose = canvas.getByRole('combobox', { name: 'What is your current dose?' })
    await expect(dose).toHaveValue('0.5')
    await expect(
      within(dose)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose your dose', '0.25 mg', '0.5 mg', '1 mg', '2 mg', '2.5 mg'])
    await expect(canvas.getByText(texts.currentDose.sublabel ?? '')).toBeInTheDocument()
    await userEvent.selectOptions(dose, '2.5')
    await expect(args.onDose).toHaveBeenCalledWith(2.5)
  },
}

export const Step3TirzepatideDose: Story = {
  args: { step: 3, place: 'currentDose', takesGlp: true, glpMedication: 'Mounjaro/Zepbound', doseDrug: 'tirzepatide', currentDose: null },
  play: async ({ canvasElement, args }) => {
    const dose = within(canvasElement).getByRole('combobox', { name: 'What is your current dose?' })
    await expect(
      within(dose)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose your dose', '2.5 mg', '5 mg', '7.5 mg', '10 mg', '12.5 mg', '15 mg', preCheckoutMessages.otherDose])
    await userEvent.selectOptions(dose, 'other')
    await expect(args.onDose).toHaveBeenCalledWith('other')
  },
}

export const Step3NoCurrentDose: Story = {
  args: { step: 3, place: 'currentDose', takesGlp: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(preCheckoutMessages.noCurrentDose)).toBeInTheDocument()
    await expect(canvas.queryByRole('combobox')).toBeNull()
  },
}

export const Step4Medication: Story = {
  args: {
    step: 4,
    place: 'medication',
    takesGlp: true,
    glpMedication: 'Mounjaro/Zepbound',
    doseDrug: 'tirzepatide',
    currentDose: 10,
    medication: 'tirzepatide',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: 'Tirzepatide' })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: 'Semaglutide' }))
    await expect(args.onMedication).toHaveBeenCalledWith('semaglutide')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to checkout' }))
    await expect(args.onSubmit).toHaveBeenCalled()
  },
}

export const Step4Saving: Story = {
  args: { ...Step4Medication.args, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving...' })).toBeDisabled()
  },
}

export const CannotProceedBmiBelow25: Story = {
  args: { takesGlp: false, place: 'cannotProceed', popup: 'cannotProceed', popupMessage: questionnaireMessages.bmiBelow25 },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'We Cannot Proceed' })
    await expect(dialog).toHaveTextContent(questionnaireMessages.bmiBelow25)
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await expect(args.onClosePopup).toHaveBeenCalled()
  },
}

export const CannotProceedBmiBelow20: Story = {
  args: { takesGlp: true, place: 'cannotProceed', popup: 'cannotProceed', popupMessage: questionnaireMessages.bmiBelow20 },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'We Cannot Proceed' })
    await expect(dialog).toHaveTextContent(questionnaireMessages.bmiBelow20)
  },
}

export const DoseNotOffered: Story = {
  args: {
    step: 3,
    takesGlp: true,
    glpMedication: 'Tirzepatide compound',
    doseDrug: 'tirzepatide',
    currentDose: 'other',
    place: 'notOffered',
    popup: 'notOffered',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: preCheckoutMessages.notOfferedTitle })
    await expect(dialog).toHaveTextContent(preCheckoutMessages.notOfferedProposal)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }))
    await expect(args.onAcceptProposal).toHaveBeenCalled()
    await expect(args.onDeclineProposal).not.toHaveBeenCalled()
  },
}

export const DoseNotOfferedDeclined: Story = {
  args: DoseNotOffered.args,
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: preCheckoutMessages.notOfferedTitle })
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }))
    await expect(args.onDeclineProposal).toHaveBeenCalled()
    await expect(args.onAcceptProposal).not.toHaveBeenCalled()
  },
}

export const SomethingWentWrong: Story = {
  args: { ...Step4Medication.args, popup: 'error', popupMessage: 'That plan is not available.' },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: questionnaireMessages.genericError })
    await expect(dialog).toHaveTextContent('That plan is not available.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await expect(args.onClosePopup).toHaveBeenCalled()
  },
}

export const ServerRefusal: Story = {
  args: { formError: preCheckoutMessages.doseNotOffered },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(preCheckoutMessages.doseNotOffered)
  },
}
