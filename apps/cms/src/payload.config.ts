import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import { Addresses } from './collections/Addresses.ts'
import { AuditChainHead } from './collections/AuditChainHead.ts'
import { AuditLog } from './collections/AuditLog.ts'
import { Carts } from './collections/Carts/index.ts'
import { Claims } from './collections/Claims.ts'
import { ChatMessages } from './collections/ChatMessages.ts'
import { ChatProfiles } from './collections/ChatProfiles.ts'
import { ChatThreads } from './collections/ChatThreads.ts'
import { Coupons } from './collections/Coupons.ts'
import { Leads } from './collections/Leads.ts'
import { LegalPages } from './collections/LegalPages.ts'
import { Offers } from './collections/Offers.ts'
import { Orders } from './collections/Orders.ts'
import { Outbox } from './collections/Outbox.ts'
import { Patients } from './collections/Patients.ts'
import { PatientSessions } from './collections/PatientSessions.ts'
import { PaymentAttempts } from './collections/PaymentAttempts.ts'
import { PaymentDeclines } from './collections/PaymentDeclines.ts'
import { Prescriptions } from './collections/Prescriptions.ts'
import { Products } from './collections/Products.ts'
import { PromotionAddOns } from './collections/PromotionAddOns.ts'
import { Promotions } from './collections/Promotions.ts'
import { RateLimitHits } from './collections/RateLimitHits.ts'
import { SandboxPayments } from './collections/SandboxPayments.ts'
import { QuestionnaireDrafts } from './collections/QuestionnaireDrafts.ts'
import { QuestionnaireResponses } from './collections/QuestionnaireResponses.ts'
import { Questionnaires } from './collections/Questionnaires/index.ts'
import { OrderStatusChanges } from './collections/OrderStatusChanges.ts'
import { ReshipRequests } from './collections/ReshipRequests/index.ts'
import { DoseAdjustmentRequests } from './collections/DoseAdjustmentRequests.ts'
import { Encounters } from './collections/Encounters.ts'
import { Staff } from './collections/Staff.ts'
import { StaffPhotos } from './collections/StaffPhotos.ts'
import { Subscriptions } from './collections/Subscriptions.ts'
import { Transactions } from './collections/Transactions.ts'
import { Uploads } from './collections/Uploads.ts'
import { UploadTickets } from './collections/UploadTickets.ts'
import { uploadStoragePlugins } from './storage.ts'
import { redactingLoggerOptions } from './logging/payload-logger.ts'
import { VerificationCodes } from './collections/VerificationCodes.ts'
import { WeightEntries } from './collections/WeightEntries.ts'
import { databaseAdapter } from './db.ts'
import { outboxEmailAdapter } from './email/outboxAdapter.ts'
import { smtpEmailAdapter } from './email/smtpAdapter.ts'
import { cmsEnv } from './env.ts'
import { FunnelCopy } from './globals/FunnelCopy.ts'
import { MedicationCatalogue } from './globals/MedicationCatalogue.ts'
import { ClinicalSettings } from './globals/ClinicalSettings.ts'
import { Settings } from './globals/Settings.ts'
import { jobs, lockJobStats } from './jobs/config.ts'
import { registerTextSender } from './sms/texts.ts'
import { twilioSms } from './sms/twilio.ts'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: cmsEnv.payloadSecret,
  db: databaseAdapter(cmsEnv.databaseUrl, dirname),
  // Errors are logged by class, frames and a correlation id, never by message (ADR 101).
  logger: { options: redactingLoggerOptions },
  // SMTP through Payload's nodemailer adapter when SMTP_URL is set; else the outbox collection and the console.
  email: cmsEnv.SMTP_URL ? smtpEmailAdapter({ url: cmsEnv.SMTP_URL, from: cmsEnv.EMAIL_FROM }) : outboxEmailAdapter,
  // Texts through Twilio when it is configured (the queued reply notices, ADR 100); else they stay in the outbox.
  onInit: (payload) => {
    const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = cmsEnv
    if (accountSid && authToken && from) registerTextSender(payload, twilioSms({ accountSid, authToken, from }))
  },
  admin: {
    user: Staff.slug,
    // No Gravatar: the admin must work without internet access.
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Telehealth CMS' },
    // Staff sessions end after 30 idle minutes (ADR 020): the admin asks "stay logged in?" before a
    // token lapses and never refreshes it on its own.
    autoRefresh: false,
    components: {
      // A password sign-in that still owes its second factor goes to /admin/second-factor.
      beforeLogin: ['/components/second-factor/PendingSecondFactorRedirect.tsx#PendingSecondFactorRedirect'],
      // The fulfilment queue (ADR 045), linked from the nav for the staff who work it.
      afterNavLinks: ['/components/fulfilment/FulfilmentNavLink.tsx#FulfilmentNavLink'],
      views: {
        secondFactor: { Component: '/components/second-factor/SecondFactorView.tsx#SecondFactorView', path: '/second-factor', exact: true },
        fulfilment: {
          Component: '/components/fulfilment/FulfilmentQueueView.tsx#FulfilmentQueueView',
          path: '/fulfilment',
          exact: true,
          meta: { title: 'Fulfilment queue' },
        },
      },
    },
  },
  // A request authenticated by the staff cookie counts only from the admin's own origin (ADR 020).
  csrf: cmsEnv.cmsOrigins,
  collections: [
    // Content (marketing)
    Products,
    Offers,
    Promotions,
    Coupons,
    LegalPages,
    // Clinical
    Questionnaires,
    // Patients and their records
    Patients,
    PatientSessions,
    Leads,
    Addresses,
    Carts,
    Orders,
    OrderStatusChanges,
    Prescriptions,
    Subscriptions,
    Transactions,
    PromotionAddOns,
    PaymentAttempts,
    PaymentDeclines,
    SandboxPayments,
    VerificationCodes,
    QuestionnaireResponses,
    QuestionnaireDrafts,
    Uploads,
    UploadTickets,
    ReshipRequests,
    DoseAdjustmentRequests,
    Encounters,
    ChatProfiles,
    ChatThreads,
    ChatMessages,
    WeightEntries,
    // Administration
    Outbox,
    AuditLog,
    AuditChainHead,
    Staff,
    StaffPhotos,
    Claims,
    RateLimitHits,
  ],
  globals: [FunnelCopy, Settings, MedicationCatalogue, ClinicalSettings],
  jobs,
  plugins: uploadStoragePlugins(),
  telemetry: false,
  // Types are generated on purpose (`npm run generate:types -w @telehealth/cms`, from the SQLite config),
  // never by a starting process: outside production Payload would rewrite this committed file on every
  // start, from whichever engine that process runs on (on PostgreSQL every id would become a string).
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  graphQL: { disable: true },
}).then(lockJobStats)
