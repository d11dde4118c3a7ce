import { describe, expect, it } from 'vitest'
import * as catalogue from './messages.ts'

/** Every plain string in the catalogue, whatever object holds it. */
function catalogueTexts(): Set<string> {
  const texts = new Set<string>()
  for (const exported of Object.values(catalogue)) {
    if (typeof exported === 'object' && exported !== null) {
      for (const value of Object.values(exported)) {
        if (typeof value === 'string') texts.add(value)
      }
    }
  }
  return texts
}

// Copied by hand from spec 000, sections 5 and 8.
const publicSpecTexts = [
  'Please agree to the terms and conditions',
  'Please select your state',
  "Unfortunately, our GLP Medical Weight Loss program is not yet available in your state. However, we're excited to announce that it will be launching next month!",
  'Please enter your full name',
  'Please select your gender',
  'Please enter a valid email address',
  'Please agree to receive email communications',
  'Please enter a complete, valid phone number',
  'Please enter a valid height',
  'Please enter a valid weight',
  'Please enter a complete date of birth',
  'Please enter a valid date of birth',
  'Please enter a valid desired weight',
  'Desired weight should be less than current weight',
  'We cannot proceed since your age is less than 18 years.',
  'Passwords do not match!',
  'Please enter a coupon code',
  'Please enter a complete shipping address.',
  'Please enter a complete billing address.',
  'Please agree to the terms and conditions.',
  'Invalid card details',
  'There was an error submitting your form. Please try again.',
  'Unable to validate address. Please enter your address manually.',
  'Failed to save address. Please try again.',
  'Please check your address and try again.',
  'We found a suggested correction for your address.',
  'Failed to validate address. Please try again.',
  'Error sending verification code. Please try again.',
  'Error sending code. Please try again.',
  'Invalid verification code. Please try again.',
  'Error verifying code. Please try again.',
  'Error updating phone number. Please try again.',
  'Error updating email address. Please try again.',
  'No user found with that email address.',
  'We have emailed you a link to reset your password.',
  'Email or password entered is incorrect. Please try again or reset your password.',
  'Link expired or invalid!',
  'Password changed successfully.',
  'An unexpected error occurred.',
  'Something went wrong. Please try again.',
  'Invalid Address',
  'FedEx and UPS our carriers do not deliver to P.O. Box addresses. Please enter a valid street address.',
  'Payment system not initialized. Please refresh the page and try again.',
  'Payment system reinitialized. Please try again.',
  'Error switching medication. Please try again.',
  'An active order exists on your account. Please login to your account to view or modify it.',
  'It looks like your card has insufficient funds. Please use a different payment method or contact your bank for assistance.',
  "The CVV/security code you entered doesn't match your card. Please double-check the 3-4 digit code on the back of your card and try again.",
  "The billing address you entered doesn't match what your bank has on file. Please verify your address details and try again.",
  'Uh oh! It looks like your card was declined. No worries—your bank might have sent you a text to approve the charge. Just reply to their message to approve it and try again, or feel free to use a different card.',
  "Card Temporarily Blocked : Your card has been declined 3 times and is now temporarily blocked for 24 hours. Please check your card details or contact your bank. You'll be able to try again after the 24-hour period.",
  'There was an error validating your request.',
  'Your order status is not valid for this action.',
  'Based on the information you provided, you currently do not qualify for our programs.',
]

// Copied by hand from spec 001, sections 2, 5 and 8.
const portalSpecTexts = [
  'Please enter your full name',
  'Please enter a valid email address',
  'Please enter a valid 10-digit phone number',
  'Passwords do not match',
  '[File attachment]',
  'Please upload an image file',
  'File size exceeds 5 MB limit. Please choose a smaller file.',
  'Please select a file',
  'We cannot proceed since your BMI is less than 25.',
  'We cannot proceed since your BMI is less than 20.',
  'No File Selected',
  'Wrong File Type',
  'Video File Too Large',
  'Video Too Short',
  'Video Too Long',
  'Cannot Read Video',
  'Video Analysis Failed',
  'Video Format Issue',
  'Device Memory Low',
  'Video Processing Error',
  'Please select at least one item to continue.',
  'Please enter a reason to continue.',
  'Please upload an image to continue.',
  'Please select an image file.',
  'File size must be less than 5MB.',
  'Failed to update profile',
  'Failed to update physical information',
  'Failed to update address',
  'Failed to update password',
  'Profile updated successfully!',
  'Physical information updated successfully!',
  'Address updated successfully!',
  'Password updated successfully!',
  'Please enter a complete billing address.',
  'Invalid card details',
  'Payment failed',
  'Card update failed',
  'Payment processing failed',
  'Error cancelling subscription',
  'Billing details updated successfully',
  'Payment processed successfully',
  'Your subscription is cancelled.',
  'Are you sure you want to cancel?',
  'An error occurred while creating chat profile.',
  'Failed to send message. Please try again.',
  'Login failed. Please try again.',
  'User not initialized',
  'Failed to upload file. Please try again.',
  'This is not medical advice. Review our terms for more info.',
  'Type your message...',
  'Please try uploading again',
  'Upload failed due to connection issues. Please check your internet connection and try again.',
  'Error preparing upload. Please try again.',
  'Error uploading file. Please try again.',
  'The upload was unsuccessful. Please try again.',
  'Confirm Upload',
  'Uploading...',
  'Try Again',
  'Uploaded!',
  'Large File Upload Failed',
  'Upload Taking Too Long',
  'No Internet Connection',
  'Video File Too Big',
  'Video Format Not Supported',
  'Server Temporarily Down',
  'Upload Not Authorized',
  'Storage Limit Reached',
  'Browser Security Issue',
  'Upload Cancelled',
  'Upload Failed',
  'Upload Error',
  'Device Not Supported',
  'Compression Not Available',
  'Compression Failed',
  'Recording failed. Please try again.',
  'A Quick Video is Required',
  'Order not found or the assessment form was already submitted. Login to your dashboard to see details.',
  'An error occurred while fetching your order. Please try again later.',
  'No items available for reshipping. Please contact support.',
  'An error occurred while getting items shipped. Please contact support.',
  'Based on your responses, we cannot proceed with your application at this time.',
  "You don't have any orders yet",
  'No prescription found',
  'We Cannot Proceed',
  'Please wait... Submitting form!',
  'Ooops... Something went wrong',
]

describe('message catalogue', () => {
  const texts = catalogueTexts()

  it.each(publicSpecTexts)('holds the public-side text %j verbatim', (text) => {
    expect(texts.has(text)).toBe(true)
  })

  it.each(portalSpecTexts)('holds the portal text %j verbatim', (text) => {
    expect(texts.has(text)).toBe(true)
  })

  it('fills the texts that carry a slot exactly as the specs word them', () => {
    expect(catalogue.cartLoadFailedMessage('Cart not found')).toBe('Cart not found. Please check the checkout link is correct.')
    expect(catalogue.tooManyAttemptsMessage('Do not honor')).toBe(
      "You've tried this card multiple times without success. Please use a different card to complete your purchase. Error: Do not honor",
    )
    expect(catalogue.paymentErrorMessage('card expired')).toBe('Payment Error: card expired')
    expect(catalogue.cancelErrorMessage('not found')).toBe('Error : not found')
    expect(catalogue.chatFileTooLargeMessage('scan.pdf')).toBe('File "scan.pdf" is too large. Maximum size is 5 MB.')
    expect(catalogue.fileSizeExceedsMessage(5)).toBe('File size exceeds 5 MB limit. Please choose a smaller file.')
    expect(catalogue.reshipSubmitErrorMessage('x')).toBe('Error submitting request: x')
    expect(catalogue.reshipSubmitExceptionMessage('x')).toBe('An error occurred while submitting your request: x')
  })

  it('keeps the keys other workspaces already use', () => {
    expect(catalogue.intakeMessages.termsRequired).toBe('Please agree to the terms and conditions')
    expect(catalogue.intakeMessages.submitFailed).toBe('There was an error submitting your form. Please try again.')
  })

  it('picks the /sorry default by reason', () => {
    expect(catalogue.sorryMessageForReason('validation_error')).toBe('There was an error validating your request.')
    expect(catalogue.sorryMessageForReason('invalid_order_status')).toBe('Your order status is not valid for this action.')
    expect(catalogue.sorryMessageForReason(null)).toBe('Based on the information you provided, you currently do not qualify for our programs.')
  })
})
