import { FhirDownloadField as FhirDownloadField_48fe4d0313dc847199aa49c24f7a7149 } from '../../../components/FhirDownloadField.tsx'
import { QuestionRowLabel as QuestionRowLabel_0c5948e3c115883156fec02cf1617801 } from '../../../components/QuestionRowLabel.tsx'
import { DependencyRowLabel as DependencyRowLabel_0c5948e3c115883156fec02cf1617801 } from '../../../components/QuestionRowLabel.tsx'
import { CheckoutLinkField as CheckoutLinkField_1ee2abf1f88822e23eacadaf13275a0e } from '../../../components/CheckoutLinkField.tsx'
import { OrderStatusField as OrderStatusField_aded51ec99f2476b45473d20150500bf } from '../../../components/order-status/OrderStatusField.tsx'
import { PrescribeField as PrescribeField_e91f45b56a4c278e7d23b6fcb9382179 } from '../../../components/prescribe/PrescribeField.tsx'
import { VoidPrescriptionField as VoidPrescriptionField_692a1ea52a1428b1b837fc53a55f645a } from '../../../components/prescriptions/VoidPrescriptionField.tsx'
import { RefundTransactionField as RefundTransactionField_4f77c264e93710829cbfd21781f08c07 } from '../../../components/refund/RefundTransactionField.tsx'
import { ReshipReviewField as ReshipReviewField_28b5416b67c0b5484b6b23bcf94f83f7 } from '../../../components/ReshipReviewField.tsx'
import { ChatLiveField as ChatLiveField_cc2eafcd248e7052e6ab0aa4c2b47a81 } from '../../../components/ChatLive.tsx'
import { ThreadInboxField as ThreadInboxField_8bfcb5f5935cfeb228fe24babb71796b } from '../../../components/chat/ThreadInboxField.tsx'
import { AttachmentCell as AttachmentCell_699f78e9a2cb7af415f2f5691e1eecc4 } from '../../../components/chat/AttachmentCell.tsx'
import { AuditLogPanel as AuditLogPanel_e2a672ecc9bd2b9c25416712b0d320f8 } from '../../../components/audit/AuditLogPanel.tsx'
import { SecondFactorField as SecondFactorField_e53da548cec6a9c08653323e96fda319 } from '../../../components/second-factor/SecondFactorField.tsx'
import { FulfilmentNavLink as FulfilmentNavLink_bfda6ab65585cc06864aa13accb7b6cf } from '../../../components/fulfilment/FulfilmentNavLink.tsx'
import { PendingSecondFactorRedirect as PendingSecondFactorRedirect_940f4c6e4187288f1f141bb999697cbd } from '../../../components/second-factor/PendingSecondFactorRedirect.tsx'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { SecondFactorView as SecondFactorView_044d16636ca8c1efcc72ddefdd0fa6eb } from '../../../components/second-factor/SecondFactorView.tsx'
import { FulfilmentQueueView as FulfilmentQueueView_ac5944a7bb287e67f4f1c3303935a734 } from '../../../components/fulfilment/FulfilmentQueueView.tsx'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/FhirDownloadField.tsx#FhirDownloadField": FhirDownloadField_48fe4d0313dc847199aa49c24f7a7149,
  "/components/QuestionRowLabel.tsx#QuestionRowLabel": QuestionRowLabel_0c5948e3c115883156fec02cf1617801,
  "/components/QuestionRowLabel.tsx#DependencyRowLabel": DependencyRowLabel_0c5948e3c115883156fec02cf1617801,
  "/components/CheckoutLinkField.tsx#CheckoutLinkField": CheckoutLinkField_1ee2abf1f88822e23eacadaf13275a0e,
  "/components/order-status/OrderStatusField.tsx#OrderStatusField": OrderStatusField_aded51ec99f2476b45473d20150500bf,
  "/components/prescribe/PrescribeField.tsx#PrescribeField": PrescribeField_e91f45b56a4c278e7d23b6fcb9382179,
  "/components/prescriptions/VoidPrescriptionField.tsx#VoidPrescriptionField": VoidPrescriptionField_692a1ea52a1428b1b837fc53a55f645a,
  "/components/refund/RefundTransactionField.tsx#RefundTransactionField": RefundTransactionField_4f77c264e93710829cbfd21781f08c07,
  "/components/ReshipReviewField.tsx#ReshipReviewField": ReshipReviewField_28b5416b67c0b5484b6b23bcf94f83f7,
  "/components/ChatLive.tsx#ChatLiveField": ChatLiveField_cc2eafcd248e7052e6ab0aa4c2b47a81,
  "/components/chat/ThreadInboxField.tsx#ThreadInboxField": ThreadInboxField_8bfcb5f5935cfeb228fe24babb71796b,
  "/components/chat/AttachmentCell.tsx#AttachmentCell": AttachmentCell_699f78e9a2cb7af415f2f5691e1eecc4,
  "/components/audit/AuditLogPanel.tsx#AuditLogPanel": AuditLogPanel_e2a672ecc9bd2b9c25416712b0d320f8,
  "/components/second-factor/SecondFactorField.tsx#SecondFactorField": SecondFactorField_e53da548cec6a9c08653323e96fda319,
  "/components/fulfilment/FulfilmentNavLink.tsx#FulfilmentNavLink": FulfilmentNavLink_bfda6ab65585cc06864aa13accb7b6cf,
  "/components/second-factor/PendingSecondFactorRedirect.tsx#PendingSecondFactorRedirect": PendingSecondFactorRedirect_940f4c6e4187288f1f141bb999697cbd,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/components/second-factor/SecondFactorView.tsx#SecondFactorView": SecondFactorView_044d16636ca8c1efcc72ddefdd0fa6eb,
  "/components/fulfilment/FulfilmentQueueView.tsx#FulfilmentQueueView": FulfilmentQueueView_ac5944a7bb287e67f4f1c3303935a734,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
