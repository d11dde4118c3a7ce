import {
  addressMessages,
  afterPhoneCodeSent,
  afterWrongCode,
  RESEND_COOLDOWN_MS,
  SENT_INDICATOR_MS,
  verificationMessages,
  type VerificationChannel,
} from '@telehealth/domain'
import { assign, fromPromise, setup } from 'xstate'

/** A US address as the verify page edits it. */
export interface VerifyAddress {
  address_line_1: string
  address_line_2?: string
  city: string
  state: string
  zip: string
}

export type AddressCheck = { valid: true } | { valid: false; suggestion: VerifyAddress | null; message?: string }

export interface VerificationContext {
  address: VerifyAddress | null
  suggestion: VerifyAddress | null
  addressError: string | null
  phoneSends: number
  phoneFailures: number
  emailFailures: number
  /** When the last code went out (ms since epoch), for the resend countdown. */
  lastSentAt: number | null
  sentVisible: boolean
  resendReady: boolean
  codeError: string | null
  changeError: string | null
  /** The number and email the patient changed to on this page (codes go there now), or null. */
  changedTo: { phone: string | null; email: string | null }
  /** The number or email being asked for, until the server takes it. */
  pendingContact: string | null
  emailVerified: boolean
}

export type VerificationEvent =
  | { type: 'suggestion.accept' }
  | { type: 'suggestion.replace' }
  | { type: 'address.submit'; address: VerifyAddress }
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }
  | { type: 'contact.change' }
  | { type: 'contact.update'; value: string }
  | { type: 'change.cancel' }
  | { type: 'step.skip' }

export type VerificationOutput = { emailVerified: boolean }

function notProvided(name: string): never {
  throw new Error(`${name} was not provided`)
}

/**
 * /verify, steps 3-5 of 5: address, phone code, email code. The route provides the actors (each a
 * call to the server); counters and timers follow packages/domain. Timers are named delays, so tests
 * run them on a simulated clock.
 */
export const verificationMachine = setup({
  types: {
    context: {} as VerificationContext,
    events: {} as VerificationEvent,
    input: {} as { address: VerifyAddress | null },
    output: {} as VerificationOutput,
  },
  actors: {
    checkStoredAddress: fromPromise<AddressCheck, { address: VerifyAddress | null }>(async () => notProvided('checkStoredAddress')),
    saveAddress: fromPromise<AddressCheck, { address: VerifyAddress }>(async () => notProvided('saveAddress')),
    sendCode: fromPromise<void, { channel: VerificationChannel }>(async () => notProvided('sendCode')),
    verifyCode: fromPromise<boolean, { channel: VerificationChannel; code: string }>(async () => notProvided('verifyCode')),
    updateContact: fromPromise<void, { channel: VerificationChannel; value: string }>(async () => notProvided('updateContact')),
  },
  delays: {
    resendCooldown: RESEND_COOLDOWN_MS,
    sentIndicator: SENT_INDICATOR_MS,
  },
  guards: {
    addressValid: ({ event }) => 'output' in event && (event.output as AddressCheck).valid,
    hasSuggestion: ({ event }) =>
      'output' in event && !(event.output as AddressCheck).valid && (event.output as { suggestion: VerifyAddress | null }).suggestion !== null,
    codeAccepted: ({ event }) => 'output' in event && event.output === true,
    phoneSendsUsedUp: ({ context }) => afterPhoneCodeSent(context.phoneSends).advanceToEmail,
    phoneFailuresUsedUp: ({ context }) => afterWrongCode(context.phoneFailures).skipStep,
    emailFailuresUsedUp: ({ context }) => afterWrongCode(context.emailFailures).skipStep,
    canResend: ({ context }) => context.resendReady,
  },
  actions: {
    codeSent: assign({ lastSentAt: () => Date.now(), sentVisible: true, resendReady: false, codeError: null }),
    countPhoneSend: assign({ phoneSends: ({ context }) => afterPhoneCodeSent(context.phoneSends).phoneSends }),
    hideSent: assign({ sentVisible: false }),
    allowResend: assign({ resendReady: true }),
    wrongPhoneCode: assign({
      phoneFailures: ({ context }) => afterWrongCode(context.phoneFailures).failedAttempts,
      codeError: verificationMessages.invalidCode,
    }),
    wrongEmailCode: assign({
      emailFailures: ({ context }) => afterWrongCode(context.emailFailures).failedAttempts,
      codeError: verificationMessages.invalidCode,
    }),
    verifyFailed: assign({ codeError: verificationMessages.verifyCodeFailed }),
    sendFailed: assign({ codeError: verificationMessages.sendVerificationCodeFailed, resendReady: true }),
    clearCodeError: assign({ codeError: null }),
    holdChange: assign({ pendingContact: ({ event }) => (event.type === 'contact.update' ? event.value : null) }),
    rememberChange: assign({
      changedTo: ({ context }, params: { channel: VerificationChannel }) =>
        context.pendingContact ? { ...context.changedTo, [params.channel]: context.pendingContact } : context.changedTo,
      pendingContact: null,
    }),
  },
}).createMachine({
  id: 'verification',
  initial: 'address',
  context: ({ input }) => ({
    address: input.address,
    suggestion: null,
    addressError: null,
    phoneSends: 0,
    phoneFailures: 0,
    emailFailures: 0,
    lastSentAt: null,
    sentVisible: false,
    resendReady: false,
    codeError: null,
    changeError: null,
    changedTo: { phone: null, email: null },
    pendingContact: null,
    emailVerified: false,
  }),
  states: {
    address: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            src: 'checkStoredAddress',
            input: ({ context }) => ({ address: context.address }),
            onDone: [
              { guard: 'addressValid', target: '#verification.phone' },
              {
                guard: 'hasSuggestion',
                target: 'suggestion',
                actions: assign({ suggestion: ({ event }) => (event.output as { suggestion: VerifyAddress }).suggestion, addressError: null }),
              },
              { target: 'manual', actions: assign({ addressError: addressMessages.unableToValidate }) },
            ],
            onError: { target: 'manual', actions: assign({ addressError: addressMessages.unableToValidate }) },
          },
        },
        suggestion: {
          on: {
            'suggestion.accept': 'savingSuggestion',
            'suggestion.replace': { target: 'manual', actions: assign({ suggestion: null, addressError: null }) },
          },
        },
        savingSuggestion: {
          invoke: {
            src: 'saveAddress',
            input: ({ context }) => ({ address: context.suggestion as VerifyAddress }),
            onDone: [
              { guard: 'addressValid', target: '#verification.phone', actions: assign({ address: ({ context }) => context.suggestion }) },
              { target: 'manual', actions: assign({ addressError: addressMessages.saveFailed }) },
            ],
            onError: { target: 'manual', actions: assign({ addressError: addressMessages.saveFailed }) },
          },
        },
        manual: {
          on: {
            'address.submit': { target: 'saving', actions: assign({ address: ({ event }) => event.address, addressError: null }) },
          },
        },
        saving: {
          invoke: {
            src: 'saveAddress',
            input: ({ context }) => ({ address: context.address as VerifyAddress }),
            onDone: [
              { guard: 'addressValid', target: '#verification.phone' },
              {
                guard: 'hasSuggestion',
                target: 'suggestion',
                actions: assign({
                  suggestion: ({ event }) => (event.output as { suggestion: VerifyAddress }).suggestion,
                  addressError: addressMessages.suggestedCorrection,
                }),
              },
              {
                target: 'manual',
                actions: assign({ addressError: ({ event }) => (event.output as { message?: string }).message ?? addressMessages.checkAndRetry }),
              },
            ],
            onError: { target: 'manual', actions: assign({ addressError: addressMessages.validateFailed }) },
          },
        },
      },
    },
    phone: {
      initial: 'sending',
      states: {
        sending: {
          invoke: {
            src: 'sendCode',
            input: { channel: 'phone' as const },
            onDone: [
              // The second phone send moves on to email by itself (spec 000 section 4).
              { guard: 'phoneSendsUsedUp', target: '#verification.email', actions: 'countPhoneSend' },
              { target: 'entering', actions: ['countPhoneSend', 'codeSent'] },
            ],
            onError: { target: 'entering', actions: 'sendFailed' },
          },
        },
        entering: {
          after: {
            sentIndicator: { actions: 'hideSent' },
            resendCooldown: { actions: 'allowResend' },
          },
          on: {
            'code.submit': { target: 'verifying', actions: 'clearCodeError' },
            'code.resend': { guard: 'canResend', target: 'sending' },
            'contact.change': 'changing',
            'step.skip': '#verification.email',
          },
        },
        verifying: {
          invoke: {
            src: 'verifyCode',
            input: ({ event }) => ({ channel: 'phone' as const, code: event.type === 'code.submit' ? event.code : '' }),
            onDone: [
              { guard: 'codeAccepted', target: '#verification.email' },
              { guard: 'phoneFailuresUsedUp', target: '#verification.email', actions: 'wrongPhoneCode' },
              { target: 'entering', actions: 'wrongPhoneCode' },
            ],
            onError: { target: 'entering', actions: 'verifyFailed' },
          },
        },
        changing: {
          on: {
            'contact.update': { target: 'updating', actions: 'holdChange' },
            'change.cancel': 'entering',
          },
        },
        updating: {
          invoke: {
            src: 'updateContact',
            input: ({ event }) => ({ channel: 'phone' as const, value: event.type === 'contact.update' ? event.value : '' }),
            onDone: { target: 'sendingToChanged', actions: [assign({ changeError: null }), { type: 'rememberChange', params: { channel: 'phone' } }] },
            onError: { target: 'changing', actions: assign({ changeError: verificationMessages.updatePhoneFailed }) },
          },
        },
        // The code for the new number: it does not count toward the two sends that skip to email,
        // or a patient who corrects a mistyped number would never get to verify the right one.
        sendingToChanged: {
          invoke: {
            src: 'sendCode',
            input: { channel: 'phone' as const },
            onDone: { target: 'entering', actions: 'codeSent' },
            onError: { target: 'entering', actions: 'sendFailed' },
          },
        },
      },
    },
    email: {
      initial: 'sending',
      entry: assign({ codeError: null, sentVisible: false, resendReady: false }),
      states: {
        sending: {
          invoke: {
            src: 'sendCode',
            input: { channel: 'email' as const },
            onDone: { target: 'entering', actions: 'codeSent' },
            onError: { target: 'entering', actions: 'sendFailed' },
          },
        },
        entering: {
          after: {
            sentIndicator: { actions: 'hideSent' },
            resendCooldown: { actions: 'allowResend' },
          },
          on: {
            'code.submit': { target: 'verifying', actions: 'clearCodeError' },
            'code.resend': { guard: 'canResend', target: 'sending' },
            'contact.change': 'changing',
            'step.skip': '#verification.skipped',
          },
        },
        verifying: {
          invoke: {
            src: 'verifyCode',
            input: ({ event }) => ({ channel: 'email' as const, code: event.type === 'code.submit' ? event.code : '' }),
            onDone: [
              { guard: 'codeAccepted', target: '#verification.verified' },
              { guard: 'emailFailuresUsedUp', target: '#verification.skipped', actions: 'wrongEmailCode' },
              { target: 'entering', actions: 'wrongEmailCode' },
            ],
            onError: { target: 'entering', actions: 'verifyFailed' },
          },
        },
        changing: {
          on: {
            'contact.update': { target: 'updating', actions: 'holdChange' },
            'change.cancel': 'entering',
          },
        },
        updating: {
          invoke: {
            src: 'updateContact',
            input: ({ event }) => ({ channel: 'email' as const, value: event.type === 'contact.update' ? event.value : '' }),
            // Email sends are not counted: the new address's code is an ordinary send.
            onDone: { target: 'sending', actions: [assign({ changeError: null }), { type: 'rememberChange', params: { channel: 'email' } }] },
            onError: { target: 'changing', actions: assign({ changeError: verificationMessages.updateEmailFailed }) },
          },
        },
      },
    },
    verified: { type: 'final', entry: assign({ emailVerified: true }) },
    skipped: { type: 'final' },
  },
  output: ({ context }) => ({ emailVerified: context.emailVerified }),
})
