import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`weight_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`patient_id\` integer NOT NULL,
  	\`measured_on\` text NOT NULL,
  	\`weight_lb\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`patient_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`weight_entries_patient_idx\` ON \`weight_entries\` (\`patient_id\`);`)
  await db.run(sql`CREATE INDEX \`weight_entries_measured_on_idx\` ON \`weight_entries\` (\`measured_on\`);`)
  await db.run(sql`CREATE INDEX \`weight_entries_updated_at_idx\` ON \`weight_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`weight_entries_created_at_idx\` ON \`weight_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`patient_measuredOn_idx\` ON \`weight_entries\` (\`patient_id\`,\`measured_on\`);`)
  await db.run(sql`CREATE TABLE \`settings_starting_at_placement\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_starting_at_placement_order_idx\` ON \`settings_starting_at_placement\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`settings_starting_at_placement_parent_idx\` ON \`settings_starting_at_placement\` (\`parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`minimum_age\` numeric DEFAULT 18 NOT NULL,
  	\`decline_limit\` numeric DEFAULT 3 NOT NULL,
  	\`decline_block_hours\` numeric DEFAULT 24 NOT NULL,
  	\`tag_manager_container_id\` text,
  	\`consent_text_version\` text DEFAULT '2025-01' NOT NULL,
  	\`company_name\` text DEFAULT 'Evergreen Health' NOT NULL,
  	\`company_address\` text DEFAULT '' NOT NULL,
  	\`seal_label\` text DEFAULT 'LegitScript Certified',
  	\`seal_href\` text,
  	\`support_email\` text,
  	\`support_phone\` text,
  	\`claims_cost\` text DEFAULT 'About a quarter of the cost of brand-name drugs',
  	\`claims_doctor_review\` text DEFAULT 'Doctor review usually within 5 hours, or 24 hours or less',
  	\`claims_shipping\` text DEFAULT 'Free overnight shipping',
  	\`claims_pharmacy\` text DEFAULT 'Medication shipped in 3-5 days',
  	\`claims_same_day_processing\` text DEFAULT 'Orders placed before 3 pm, Monday to Thursday, are processed the same day',
  	\`claims_no_shipping_days\` text DEFAULT 'No shipping on Fridays',
  	\`claims_rating\` text DEFAULT 'Rated 4.9 of 5 by patients',
  	\`portal_claims_doctor_review\` text DEFAULT 'Doctor review takes 24 to 48 hours' NOT NULL,
  	\`portal_claims_pharmacy\` text DEFAULT 'The pharmacy takes 2 to 3 days' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  // The new columns take their defaults: only columns the old table has are copied.
  await db.run(sql`INSERT INTO \`__new_settings\`("id", "decline_limit", "decline_block_hours", "company_name", "company_address", "seal_label", "seal_href", "support_email", "support_phone", "claims_cost", "claims_doctor_review", "claims_shipping", "claims_pharmacy", "claims_rating", "portal_claims_doctor_review", "portal_claims_pharmacy", "updated_at", "created_at") SELECT "id", "decline_limit", "decline_block_hours", "company_name", "company_address", "seal_label", "seal_href", "support_email", "support_phone", "claims_cost", "claims_doctor_review", "claims_shipping", "claims_pharmacy", "claims_rating", "portal_claims_doctor_review", "portal_claims_pharmacy", "updated_at", "created_at" FROM \`settings\`;`)
  await db.run(sql`DROP TABLE \`settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings\` RENAME TO \`settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`conversion_id\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`consent_text_version\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`consent_agreed_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`consent_ip_address\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`consent_certificate_url\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`plan_id\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`weight_entries_id\` integer REFERENCES weight_entries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_weight_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`weight_entries_id\`);`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`stripe_id\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`weight_entries\`;`)
  await db.run(sql`DROP TABLE \`settings_starting_at_placement\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`offers_id\` integer,
  	\`promotions_id\` integer,
  	\`coupons_id\` integer,
  	\`legal_pages_id\` integer,
  	\`questionnaires_id\` integer,
  	\`patients_id\` integer,
  	\`patient_sessions_id\` integer,
  	\`leads_id\` integer,
  	\`addresses_id\` integer,
  	\`carts_id\` integer,
  	\`orders_id\` integer,
  	\`prescriptions_id\` integer,
  	\`subscriptions_id\` integer,
  	\`transactions_id\` integer,
  	\`payment_attempts_id\` integer,
  	\`payment_declines_id\` integer,
  	\`sandbox_payments_id\` integer,
  	\`verification_codes_id\` integer,
  	\`questionnaire_responses_id\` integer,
  	\`uploads_id\` integer,
  	\`upload_tickets_id\` integer,
  	\`reship_requests_id\` integer,
  	\`chat_messages_id\` integer,
  	\`outbox_id\` integer,
  	\`audit_log_id\` integer,
  	\`staff_id\` integer,
  	\`claims_id\` integer,
  	\`rate_limit_hits_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offers_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promotions_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coupons_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_pages_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questionnaires_id\`) REFERENCES \`questionnaires\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`patients_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`patient_sessions_id\`) REFERENCES \`patient_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`addresses_id\`) REFERENCES \`addresses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`prescriptions_id\`) REFERENCES \`prescriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscriptions_id\`) REFERENCES \`subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`transactions_id\`) REFERENCES \`transactions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_attempts_id\`) REFERENCES \`payment_attempts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_declines_id\`) REFERENCES \`payment_declines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sandbox_payments_id\`) REFERENCES \`sandbox_payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`verification_codes_id\`) REFERENCES \`verification_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questionnaire_responses_id\`) REFERENCES \`questionnaire_responses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`uploads_id\`) REFERENCES \`uploads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`upload_tickets_id\`) REFERENCES \`upload_tickets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reship_requests_id\`) REFERENCES \`reship_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`chat_messages_id\`) REFERENCES \`chat_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`claims_id\`) REFERENCES \`claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limit_hits_id\`) REFERENCES \`rate_limit_hits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "offers_id", "promotions_id", "coupons_id", "legal_pages_id", "questionnaires_id", "patients_id", "patient_sessions_id", "leads_id", "addresses_id", "carts_id", "orders_id", "prescriptions_id", "subscriptions_id", "transactions_id", "payment_attempts_id", "payment_declines_id", "sandbox_payments_id", "verification_codes_id", "questionnaire_responses_id", "uploads_id", "upload_tickets_id", "reship_requests_id", "chat_messages_id", "outbox_id", "audit_log_id", "staff_id", "claims_id", "rate_limit_hits_id") SELECT "id", "order", "parent_id", "path", "products_id", "offers_id", "promotions_id", "coupons_id", "legal_pages_id", "questionnaires_id", "patients_id", "patient_sessions_id", "leads_id", "addresses_id", "carts_id", "orders_id", "prescriptions_id", "subscriptions_id", "transactions_id", "payment_attempts_id", "payment_declines_id", "sandbox_payments_id", "verification_codes_id", "questionnaire_responses_id", "uploads_id", "upload_tickets_id", "reship_requests_id", "chat_messages_id", "outbox_id", "audit_log_id", "staff_id", "claims_id", "rate_limit_hits_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promotions_id_idx\` ON \`payload_locked_documents_rels\` (\`promotions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coupons_id_idx\` ON \`payload_locked_documents_rels\` (\`coupons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legal_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`legal_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_questionnaires_id_idx\` ON \`payload_locked_documents_rels\` (\`questionnaires_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_patients_id_idx\` ON \`payload_locked_documents_rels\` (\`patients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_patient_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`patient_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_prescriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`prescriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_transactions_id_idx\` ON \`payload_locked_documents_rels\` (\`transactions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_declines_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_declines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sandbox_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`sandbox_payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_verification_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`verification_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_questionnaire_responses_id_idx\` ON \`payload_locked_documents_rels\` (\`questionnaire_responses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_uploads_id_idx\` ON \`payload_locked_documents_rels\` (\`uploads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_upload_tickets_id_idx\` ON \`payload_locked_documents_rels\` (\`upload_tickets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reship_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`reship_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_chat_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`chat_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limit_hits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limit_hits_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`decline_limit\` numeric DEFAULT 3 NOT NULL,
  	\`decline_block_hours\` numeric DEFAULT 24 NOT NULL,
  	\`company_name\` text DEFAULT 'Evergreen Health' NOT NULL,
  	\`company_address\` text DEFAULT '' NOT NULL,
  	\`seal_label\` text DEFAULT 'LegitScript Certified',
  	\`seal_href\` text,
  	\`support_email\` text,
  	\`support_phone\` text,
  	\`claims_shipping\` text DEFAULT 'Free overnight shipping',
  	\`claims_doctor_review\` text DEFAULT 'Doctor review usually within 24 hours or less',
  	\`claims_pharmacy\` text DEFAULT 'Medication shipped in 3-5 days',
  	\`claims_rating\` text DEFAULT '4.9 of 5',
  	\`claims_cost\` text DEFAULT 'About a quarter of the cost of brand-name drugs',
  	\`portal_claims_doctor_review\` text DEFAULT 'Doctor review takes 24 to 48 hours' NOT NULL,
  	\`portal_claims_pharmacy\` text DEFAULT 'The pharmacy takes 2 to 3 days' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings\`("id", "decline_limit", "decline_block_hours", "company_name", "company_address", "seal_label", "seal_href", "support_email", "support_phone", "claims_shipping", "claims_doctor_review", "claims_pharmacy", "claims_rating", "claims_cost", "portal_claims_doctor_review", "portal_claims_pharmacy", "updated_at", "created_at") SELECT "id", "decline_limit", "decline_block_hours", "company_name", "company_address", "seal_label", "seal_href", "support_email", "support_phone", "claims_shipping", "claims_doctor_review", "claims_pharmacy", "claims_rating", "claims_cost", "portal_claims_doctor_review", "portal_claims_pharmacy", "updated_at", "created_at" FROM \`settings\`;`)
  await db.run(sql`DROP TABLE \`settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings\` RENAME TO \`settings\`;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`stripe_id\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`conversion_id\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`consent_text_version\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`consent_agreed_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`consent_ip_address\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`consent_certificate_url\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`plan_id\`;`)
}
