import { CheckoutLinkField as CheckoutLinkField_1ee2abf1f88822e23eacadaf13275a0e } from '../../../components/CheckoutLinkField.tsx'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/CheckoutLinkField.tsx#CheckoutLinkField": CheckoutLinkField_1ee2abf1f88822e23eacadaf13275a0e,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
