import { CheckoutLinkField as CheckoutLinkField_1ee2abf1f88822e23eacadaf13275a0e } from '../../../components/CheckoutLinkField.tsx'
import { PrescribeField as PrescribeField_e91f45b56a4c278e7d23b6fcb9382179 } from '../../../components/prescribe/PrescribeField.tsx'
import { SecondFactorField as SecondFactorField_e53da548cec6a9c08653323e96fda319 } from '../../../components/second-factor/SecondFactorField.tsx'
import { PendingSecondFactorRedirect as PendingSecondFactorRedirect_940f4c6e4187288f1f141bb999697cbd } from '../../../components/second-factor/PendingSecondFactorRedirect.tsx'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { SecondFactorView as SecondFactorView_044d16636ca8c1efcc72ddefdd0fa6eb } from '../../../components/second-factor/SecondFactorView.tsx'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/CheckoutLinkField.tsx#CheckoutLinkField": CheckoutLinkField_1ee2abf1f88822e23eacadaf13275a0e,
  "/components/prescribe/PrescribeField.tsx#PrescribeField": PrescribeField_e91f45b56a4c278e7d23b6fcb9382179,
  "/components/second-factor/SecondFactorField.tsx#SecondFactorField": SecondFactorField_e53da548cec6a9c08653323e96fda319,
  "/components/second-factor/PendingSecondFactorRedirect.tsx#PendingSecondFactorRedirect": PendingSecondFactorRedirect_940f4c6e4187288f1f141bb999697cbd,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/components/second-factor/SecondFactorView.tsx#SecondFactorView": SecondFactorView_044d16636ca8c1efcc72ddefdd0fa6eb,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
