import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { moveClinicalRulesFromSettings } from '../globals/clinical-rules-move.ts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`audit_chain_head\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`claimed_at\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`audit_chain_head_key_idx\` ON \`audit_chain_head\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`clinical_settings_blocked_states_new_funnel\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`clinical_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`clinical_settings_blocked_states_new_funnel_order_idx\` ON \`clinical_settings_blocked_states_new_funnel\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`clinical_settings_blocked_states_new_funnel_parent_idx\` ON \`clinical_settings_blocked_states_new_funnel\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`clinical_settings_blocked_states_old_funnel\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`clinical_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`clinical_settings_blocked_states_old_funnel_order_idx\` ON \`clinical_settings_blocked_states_old_funnel\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`clinical_settings_blocked_states_old_funnel_parent_idx\` ON \`clinical_settings_blocked_states_old_funnel\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`clinical_settings_video_required_states\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`clinical_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`clinical_settings_video_required_states_order_idx\` ON \`clinical_settings_video_required_states\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`clinical_settings_video_required_states_parent_idx\` ON \`clinical_settings_video_required_states\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`clinical_settings_special_necessities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`when\` text DEFAULT 'yes' NOT NULL,
  	\`threshold\` numeric,
  	\`note\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`clinical_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`clinical_settings_special_necessities_order_idx\` ON \`clinical_settings_special_necessities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`clinical_settings_special_necessities_parent_id_idx\` ON \`clinical_settings_special_necessities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_clinical_settings_v_version_blocked_states_new_funnel\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_clinical_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_clinical_settings_v_version_blocked_states_new_funnel_order_idx\` ON \`_clinical_settings_v_version_blocked_states_new_funnel\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_settings_v_version_blocked_states_new_funnel_parent_idx\` ON \`_clinical_settings_v_version_blocked_states_new_funnel\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_clinical_settings_v_version_blocked_states_old_funnel\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_clinical_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_clinical_settings_v_version_blocked_states_old_funnel_order_idx\` ON \`_clinical_settings_v_version_blocked_states_old_funnel\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_settings_v_version_blocked_states_old_funnel_parent_idx\` ON \`_clinical_settings_v_version_blocked_states_old_funnel\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_clinical_settings_v_version_video_required_states\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_clinical_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_clinical_settings_v_version_video_required_states_order_idx\` ON \`_clinical_settings_v_version_video_required_states\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_settings_v_version_video_required_states_parent_idx\` ON \`_clinical_settings_v_version_video_required_states\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_clinical_settings_v_version_special_necessities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`when\` text DEFAULT 'yes' NOT NULL,
  	\`threshold\` numeric,
  	\`note\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_clinical_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_clinical_settings_v_version_special_necessities_order_idx\` ON \`_clinical_settings_v_version_special_necessities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_settings_v_version_special_necessities_parent_id_idx\` ON \`_clinical_settings_v_version_special_necessities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_clinical_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_doctor_messaging_url\` text,
  	\`version_minimum_age\` numeric DEFAULT 18 NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_clinical_settings_v_created_at_idx\` ON \`_clinical_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_settings_v_updated_at_idx\` ON \`_clinical_settings_v\` (\`updated_at\`);`)
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
  	\`leads_id\` integer,
  	\`addresses_id\` integer,
  	\`carts_id\` integer,
  	\`orders_id\` integer,
  	\`order_status_changes_id\` integer,
  	\`prescriptions_id\` integer,
  	\`subscriptions_id\` integer,
  	\`transactions_id\` integer,
  	\`promotion_add_ons_id\` integer,
  	\`payment_declines_id\` integer,
  	\`sandbox_payments_id\` integer,
  	\`verification_codes_id\` integer,
  	\`questionnaire_responses_id\` integer,
  	\`questionnaire_drafts_id\` integer,
  	\`uploads_id\` integer,
  	\`upload_tickets_id\` integer,
  	\`reship_requests_id\` integer,
  	\`dose_adjustment_requests_id\` integer,
  	\`encounters_id\` integer,
  	\`chat_profiles_id\` integer,
  	\`chat_threads_id\` integer,
  	\`chat_messages_id\` integer,
  	\`weight_entries_id\` integer,
  	\`outbox_id\` integer,
  	\`staff_id\` integer,
  	\`staff_photos_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offers_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promotions_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coupons_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_pages_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questionnaires_id\`) REFERENCES \`questionnaires\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`patients_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`addresses_id\`) REFERENCES \`addresses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`order_status_changes_id\`) REFERENCES \`order_status_changes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`prescriptions_id\`) REFERENCES \`prescriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscriptions_id\`) REFERENCES \`subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`transactions_id\`) REFERENCES \`transactions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promotion_add_ons_id\`) REFERENCES \`promotion_add_ons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_declines_id\`) REFERENCES \`payment_declines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sandbox_payments_id\`) REFERENCES \`sandbox_payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`verification_codes_id\`) REFERENCES \`verification_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questionnaire_responses_id\`) REFERENCES \`questionnaire_responses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questionnaire_drafts_id\`) REFERENCES \`questionnaire_drafts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`uploads_id\`) REFERENCES \`uploads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`upload_tickets_id\`) REFERENCES \`upload_tickets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reship_requests_id\`) REFERENCES \`reship_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dose_adjustment_requests_id\`) REFERENCES \`dose_adjustment_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`encounters_id\`) REFERENCES \`encounters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`chat_profiles_id\`) REFERENCES \`chat_profiles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`chat_threads_id\`) REFERENCES \`chat_threads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`chat_messages_id\`) REFERENCES \`chat_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`weight_entries_id\`) REFERENCES \`weight_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_photos_id\`) REFERENCES \`staff_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "offers_id", "promotions_id", "coupons_id", "legal_pages_id", "questionnaires_id", "patients_id", "leads_id", "addresses_id", "carts_id", "orders_id", "order_status_changes_id", "prescriptions_id", "subscriptions_id", "transactions_id", "promotion_add_ons_id", "payment_declines_id", "sandbox_payments_id", "verification_codes_id", "questionnaire_responses_id", "questionnaire_drafts_id", "uploads_id", "upload_tickets_id", "reship_requests_id", "dose_adjustment_requests_id", "encounters_id", "chat_profiles_id", "chat_threads_id", "chat_messages_id", "weight_entries_id", "outbox_id", "staff_id", "staff_photos_id") SELECT "id", "order", "parent_id", "path", "products_id", "offers_id", "promotions_id", "coupons_id", "legal_pages_id", "questionnaires_id", "patients_id", "leads_id", "addresses_id", "carts_id", "orders_id", "order_status_changes_id", "prescriptions_id", "subscriptions_id", "transactions_id", "promotion_add_ons_id", "payment_declines_id", "sandbox_payments_id", "verification_codes_id", "questionnaire_responses_id", "questionnaire_drafts_id", "uploads_id", "upload_tickets_id", "reship_requests_id", "dose_adjustment_requests_id", "encounters_id", "chat_profiles_id", "chat_threads_id", "chat_messages_id", "weight_entries_id", "outbox_id", "staff_id", "staff_photos_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_status_changes_id_idx\` ON \`payload_locked_documents_rels\` (\`order_status_changes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_prescriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`prescriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_transactions_id_idx\` ON \`payload_locked_documents_rels\` (\`transactions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promotion_add_ons_id_idx\` ON \`payload_locked_documents_rels\` (\`promotion_add_ons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_declines_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_declines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sandbox_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`sandbox_payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_verification_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`verification_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_questionnaire_responses_id_idx\` ON \`payload_locked_documents_rels\` (\`questionnaire_responses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_questionnaire_drafts_id_idx\` ON \`payload_locked_documents_rels\` (\`questionnaire_drafts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_uploads_id_idx\` ON \`payload_locked_documents_rels\` (\`uploads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_upload_tickets_id_idx\` ON \`payload_locked_documents_rels\` (\`upload_tickets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reship_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`reship_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dose_adjustment_requests_i_idx\` ON \`payload_locked_documents_rels\` (\`dose_adjustment_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_encounters_id_idx\` ON \`payload_locked_documents_rels\` (\`encounters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_chat_profiles_id_idx\` ON \`payload_locked_documents_rels\` (\`chat_profiles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_chat_threads_id_idx\` ON \`payload_locked_documents_rels\` (\`chat_threads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_chat_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`chat_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_weight_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`weight_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_photos_id\`);`)
  await db.run(sql`ALTER TABLE \`patient_sessions\` ADD \`scope\` text DEFAULT 'full';`)
  await db.run(sql`ALTER TABLE \`audit_log\` ADD \`sequence\` numeric;`)
  await db.run(sql`ALTER TABLE \`audit_log\` ADD \`prev_hash\` text;`)
  await db.run(sql`ALTER TABLE \`audit_log\` ADD \`hash\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`audit_log_sequence_idx\` ON \`audit_log\` (\`sequence\`);`)
  await db.run(sql`ALTER TABLE \`clinical_settings\` ADD \`minimum_age\` numeric DEFAULT 18 NOT NULL;`)
  // ADR 103: the rules move from Settings to Clinical settings once every new table and column exists
  // (the save is audited, so the audit chain's columns first), before the old tables and column go.
  await moveClinicalRulesFromSettings({ payload, req, selectRows: (query) => db.all(sql.raw(query)) })
  await db.run(sql`DROP TABLE \`settings_blocked_states_new_funnel\`;`)
  await db.run(sql`DROP TABLE \`settings_blocked_states_old_funnel\`;`)
  await db.run(sql`DROP TABLE \`settings_video_required_states\`;`)
  await db.run(sql`DROP TABLE \`settings_special_necessities\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`minimum_age\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`settings_blocked_states_new_funnel\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_blocked_states_new_funnel_order_idx\` ON \`settings_blocked_states_new_funnel\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`settings_blocked_states_new_funnel_parent_idx\` ON \`settings_blocked_states_new_funnel\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_blocked_states_old_funnel\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_blocked_states_old_funnel_order_idx\` ON \`settings_blocked_states_old_funnel\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`settings_blocked_states_old_funnel_parent_idx\` ON \`settings_blocked_states_old_funnel\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_video_required_states\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_video_required_states_order_idx\` ON \`settings_video_required_states\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`settings_video_required_states_parent_idx\` ON \`settings_video_required_states\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_special_necessities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`when\` text DEFAULT 'yes' NOT NULL,
  	\`threshold\` numeric,
  	\`note\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_special_necessities_order_idx\` ON \`settings_special_necessities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`settings_special_necessities_parent_id_idx\` ON \`settings_special_necessities\` (\`_parent_id\`);`)
  await db.run(sql`DROP TABLE \`audit_chain_head\`;`)
  await db.run(sql`DROP TABLE \`clinical_settings_blocked_states_new_funnel\`;`)
  await db.run(sql`DROP TABLE \`clinical_settings_blocked_states_old_funnel\`;`)
  await db.run(sql`DROP TABLE \`clinical_settings_video_required_states\`;`)
  await db.run(sql`DROP TABLE \`clinical_settings_special_necessities\`;`)
  await db.run(sql`DROP TABLE \`_clinical_settings_v_version_blocked_states_new_funnel\`;`)
  await db.run(sql`DROP TABLE \`_clinical_settings_v_version_blocked_states_old_funnel\`;`)
  await db.run(sql`DROP TABLE \`_clinical_settings_v_version_video_required_states\`;`)
  await db.run(sql`DROP TABLE \`_clinical_settings_v_version_special_necessities\`;`)
  await db.run(sql`DROP TABLE \`_clinical_settings_v\`;`)
  await db.run(sql`DROP INDEX \`audit_log_sequence_idx\`;`)
  await db.run(sql`ALTER TABLE \`audit_log\` DROP COLUMN \`sequence\`;`)
  await db.run(sql`ALTER TABLE \`audit_log\` DROP COLUMN \`prev_hash\`;`)
  await db.run(sql`ALTER TABLE \`audit_log\` DROP COLUMN \`hash\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`audit_log_id\` integer REFERENCES audit_log(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`minimum_age\` numeric DEFAULT 18 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`patient_sessions\` DROP COLUMN \`scope\`;`)
  await db.run(sql`ALTER TABLE \`clinical_settings\` DROP COLUMN \`minimum_age\`;`)
}
