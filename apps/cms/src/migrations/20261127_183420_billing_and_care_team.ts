import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`promotions_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`medication\` text NOT NULL,
  	\`payment_terms\` text NOT NULL,
  	\`price_cents\` numeric NOT NULL,
  	\`details\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`promotions_plans_order_idx\` ON \`promotions_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`promotions_plans_parent_id_idx\` ON \`promotions_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`promotion_add_ons\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`patient_id\` integer NOT NULL,
  	\`promotion_id\` integer NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`list_price_cents\` numeric NOT NULL,
  	\`percent_off\` numeric NOT NULL,
  	\`price_cents\` numeric NOT NULL,
  	\`status\` text DEFAULT 'selected' NOT NULL,
  	\`order_id\` integer,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`patient_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`promotion_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`promotion_add_ons_patient_idx\` ON \`promotion_add_ons\` (\`patient_id\`);`)
  await db.run(sql`CREATE INDEX \`promotion_add_ons_promotion_idx\` ON \`promotion_add_ons\` (\`promotion_id\`);`)
  await db.run(sql`CREATE INDEX \`promotion_add_ons_product_idx\` ON \`promotion_add_ons\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`promotion_add_ons_status_idx\` ON \`promotion_add_ons\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`promotion_add_ons_order_idx\` ON \`promotion_add_ons\` (\`order_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`promotion_add_ons_key_idx\` ON \`promotion_add_ons\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`promotion_add_ons_updated_at_idx\` ON \`promotion_add_ons\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promotion_add_ons_created_at_idx\` ON \`promotion_add_ons\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`encounters\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`patient_id\` integer NOT NULL,
  	\`public_id\` text,
  	\`order_id\` integer NOT NULL,
  	\`doctor_id\` integer NOT NULL,
  	\`provider\` numeric NOT NULL,
  	\`external_visit_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`patient_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`doctor_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`encounters_patient_idx\` ON \`encounters\` (\`patient_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`encounters_public_id_idx\` ON \`encounters\` (\`public_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`encounters_order_idx\` ON \`encounters\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`encounters_doctor_idx\` ON \`encounters\` (\`doctor_id\`);`)
  await db.run(sql`CREATE INDEX \`encounters_updated_at_idx\` ON \`encounters\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`encounters_created_at_idx\` ON \`encounters\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`chat_threads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`patient_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`key\` text NOT NULL,
  	\`last_message_at\` text,
  	\`unread_for_staff\` numeric DEFAULT 0,
  	\`unread_for_patient\` numeric DEFAULT 0,
  	\`patient_read_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`patient_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`chat_threads_patient_idx\` ON \`chat_threads\` (\`patient_id\`);`)
  await db.run(sql`CREATE INDEX \`chat_threads_kind_idx\` ON \`chat_threads\` (\`kind\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`chat_threads_key_idx\` ON \`chat_threads\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`chat_threads_last_message_at_idx\` ON \`chat_threads\` (\`last_message_at\`);`)
  await db.run(sql`CREATE INDEX \`chat_threads_unread_for_staff_idx\` ON \`chat_threads\` (\`unread_for_staff\`);`)
  await db.run(sql`CREATE INDEX \`chat_threads_updated_at_idx\` ON \`chat_threads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`chat_threads_created_at_idx\` ON \`chat_threads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`staff_photos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner_id\` integer,
  	\`prefix\` text DEFAULT 'uploads',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_photos_owner_idx\` ON \`staff_photos\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_photos_updated_at_idx\` ON \`staff_photos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_photos_created_at_idx\` ON \`staff_photos\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`staff_photos_filename_idx\` ON \`staff_photos\` (\`filename\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_promotions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`starts_at\` text NOT NULL,
  	\`ends_at\` text NOT NULL,
  	\`add_on_percent_off\` numeric DEFAULT 40 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  // The old rows cannot be copied: the new columns have no values for them (the seed makes the offer again; no message was ever stored).
  await db.run(sql`DROP TABLE \`promotions\`;`)
  await db.run(sql`ALTER TABLE \`__new_promotions\` RENAME TO \`promotions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`promotions_starts_at_idx\` ON \`promotions\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_ends_at_idx\` ON \`promotions\` (\`ends_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_updated_at_idx\` ON \`promotions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_created_at_idx\` ON \`promotions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_chat_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`thread_id\` integer NOT NULL,
  	\`patient_id\` integer,
  	\`kind\` text,
  	\`from\` text,
  	\`staff_id\` integer,
  	\`body\` text,
  	\`attachment_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`thread_id\`) REFERENCES \`chat_threads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`patient_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`attachment_id\`) REFERENCES \`uploads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  // The old rows cannot be copied: the new columns have no values for them (the seed makes the offer again; no message was ever stored).
  await db.run(sql`DROP TABLE \`chat_messages\`;`)
  await db.run(sql`ALTER TABLE \`__new_chat_messages\` RENAME TO \`chat_messages\`;`)
  await db.run(sql`CREATE INDEX \`chat_messages_thread_idx\` ON \`chat_messages\` (\`thread_id\`);`)
  await db.run(sql`CREATE INDEX \`chat_messages_patient_idx\` ON \`chat_messages\` (\`patient_id\`);`)
  await db.run(sql`CREATE INDEX \`chat_messages_kind_idx\` ON \`chat_messages\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`chat_messages_staff_idx\` ON \`chat_messages\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`chat_messages_attachment_idx\` ON \`chat_messages\` (\`attachment_id\`);`)
  await db.run(sql`CREATE INDEX \`chat_messages_updated_at_idx\` ON \`chat_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`chat_messages_created_at_idx\` ON \`chat_messages\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`carts\` ADD \`promotion_id\` integer REFERENCES promotions(id);`)
  await db.run(sql`CREATE INDEX \`carts_promotion_idx\` ON \`carts\` (\`promotion_id\`);`)
  await db.run(sql`ALTER TABLE \`prescriptions\` ADD \`prescriber_id\` integer REFERENCES staff(id);`)
  await db.run(sql`CREATE INDEX \`prescriptions_prescriber_idx\` ON \`prescriptions\` (\`prescriber_id\`);`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`reference\` text;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`renewal_past_due_since\` text;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`renewal_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`renewal_next_attempt_at\` text;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`renewal_last_attempt_at\` text;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`renewal_last_failure\` text;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`renewal_in_flight\` text;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`renewal_ended_at\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`subscriptions_reference_idx\` ON \`subscriptions\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_renewal_renewal_past_due_since_idx\` ON \`subscriptions\` (\`renewal_past_due_since\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_renewal_renewal_next_attempt_at_idx\` ON \`subscriptions\` (\`renewal_next_attempt_at\`);`)
  await db.run(sql`ALTER TABLE \`staff\` ADD \`display_name\` text;`)
  await db.run(sql`ALTER TABLE \`staff\` ADD \`npi\` text;`)
  await db.run(sql`ALTER TABLE \`staff\` ADD \`bio\` text;`)
  await db.run(sql`ALTER TABLE \`staff\` ADD \`photo_id\` integer REFERENCES staff_photos(id);`)
  await db.run(sql`CREATE INDEX \`staff_photo_idx\` ON \`staff\` (\`photo_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`promotion_add_ons_id\` integer REFERENCES promotion_add_ons(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`encounters_id\` integer REFERENCES encounters(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`chat_threads_id\` integer REFERENCES chat_threads(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`staff_photos_id\` integer REFERENCES staff_photos(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promotion_add_ons_id_idx\` ON \`payload_locked_documents_rels\` (\`promotion_add_ons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_encounters_id_idx\` ON \`payload_locked_documents_rels\` (\`encounters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_chat_threads_id_idx\` ON \`payload_locked_documents_rels\` (\`chat_threads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_photos_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`promotions_plans\`;`)
  await db.run(sql`DROP TABLE \`promotion_add_ons\`;`)
  await db.run(sql`DROP TABLE \`encounters\`;`)
  await db.run(sql`DROP TABLE \`chat_threads\`;`)
  await db.run(sql`DROP TABLE \`staff_photos\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_carts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`public_id\` text,
  	\`patient_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`medication\` text NOT NULL,
  	\`payment_terms\` text DEFAULT '6' NOT NULL,
  	\`sema_offer\` text,
  	\`tir_offer\` text,
  	\`current_g_l_p_med\` text,
  	\`current_dose\` text,
  	\`coupon_code\` text,
  	\`conversion_id\` text,
  	\`link_token_hash\` text,
  	\`link_expires_at\` text,
  	\`link_redeemed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`patient_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_carts\`("id", "public_id", "patient_id", "status", "medication", "payment_terms", "sema_offer", "tir_offer", "current_g_l_p_med", "current_dose", "coupon_code", "conversion_id", "link_token_hash", "link_expires_at", "link_redeemed_at", "updated_at", "created_at") SELECT "id", "public_id", "patient_id", "status", "medication", "payment_terms", "sema_offer", "tir_offer", "current_g_l_p_med", "current_dose", "coupon_code", "conversion_id", "link_token_hash", "link_expires_at", "link_redeemed_at", "updated_at", "created_at" FROM \`carts\`;`)
  await db.run(sql`DROP TABLE \`carts\`;`)
  await db.run(sql`ALTER TABLE \`__new_carts\` RENAME TO \`carts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`carts_public_id_idx\` ON \`carts\` (\`public_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_patient_idx\` ON \`carts\` (\`patient_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_status_idx\` ON \`carts\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`carts_updated_at_idx\` ON \`carts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`carts_created_at_idx\` ON \`carts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_prescriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`patient_id\` integer NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`void_reason\` text,
  	\`voided_by_id\` integer,
  	\`voided_at\` text,
  	\`responded_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`patient_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`voided_by_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_prescriptions\`("id", "patient_id", "order_id", "status", "void_reason", "voided_by_id", "voided_at", "responded_at", "updated_at", "created_at") SELECT "id", "patient_id", "order_id", "status", "void_reason", "voided_by_id", "voided_at", "responded_at", "updated_at", "created_at" FROM \`prescriptions\`;`)
  await db.run(sql`DROP TABLE \`prescriptions\`;`)
  await db.run(sql`ALTER TABLE \`__new_prescriptions\` RENAME TO \`prescriptions\`;`)
  await db.run(sql`CREATE INDEX \`prescriptions_patient_idx\` ON \`prescriptions\` (\`patient_id\`);`)
  await db.run(sql`CREATE INDEX \`prescriptions_order_idx\` ON \`prescriptions\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`prescriptions_voided_by_idx\` ON \`prescriptions\` (\`voided_by_id\`);`)
  await db.run(sql`CREATE INDEX \`prescriptions_updated_at_idx\` ON \`prescriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`prescriptions_created_at_idx\` ON \`prescriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_chat_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`patient_id\` integer NOT NULL,
  	\`from\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`attachment_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`patient_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`attachment_id\`) REFERENCES \`uploads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_chat_messages\`("id", "patient_id", "from", "body", "attachment_id", "updated_at", "created_at") SELECT "id", "patient_id", "from", "body", "attachment_id", "updated_at", "created_at" FROM \`chat_messages\`;`)
  await db.run(sql`DROP TABLE \`chat_messages\`;`)
  await db.run(sql`ALTER TABLE \`__new_chat_messages\` RENAME TO \`chat_messages\`;`)
  await db.run(sql`CREATE INDEX \`chat_messages_patient_idx\` ON \`chat_messages\` (\`patient_id\`);`)
  await db.run(sql`CREATE INDEX \`chat_messages_attachment_idx\` ON \`chat_messages\` (\`attachment_id\`);`)
  await db.run(sql`CREATE INDEX \`chat_messages_updated_at_idx\` ON \`chat_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`chat_messages_created_at_idx\` ON \`chat_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_staff\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`role\` text DEFAULT 'marketing' NOT NULL,
  	\`second_factor_enrolled_at\` text,
  	\`second_factor_secret\` text,
  	\`second_factor_recovery_codes\` text,
  	\`second_factor_last_step\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_staff\`("id", "name", "role", "second_factor_enrolled_at", "second_factor_secret", "second_factor_recovery_codes", "second_factor_last_step", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until") SELECT "id", "name", "role", "second_factor_enrolled_at", "second_factor_secret", "second_factor_recovery_codes", "second_factor_last_step", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until" FROM \`staff\`;`)
  await db.run(sql`DROP TABLE \`staff\`;`)
  await db.run(sql`ALTER TABLE \`__new_staff\` RENAME TO \`staff\`;`)
  await db.run(sql`CREATE INDEX \`staff_updated_at_idx\` ON \`staff\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_created_at_idx\` ON \`staff\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`staff_email_idx\` ON \`staff\` (\`email\`);`)
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
  	\`payment_declines_id\` integer,
  	\`sandbox_payments_id\` integer,
  	\`verification_codes_id\` integer,
  	\`questionnaire_responses_id\` integer,
  	\`questionnaire_drafts_id\` integer,
  	\`uploads_id\` integer,
  	\`upload_tickets_id\` integer,
  	\`reship_requests_id\` integer,
  	\`dose_adjustment_requests_id\` integer,
  	\`chat_messages_id\` integer,
  	\`weight_entries_id\` integer,
  	\`outbox_id\` integer,
  	\`audit_log_id\` integer,
  	\`staff_id\` integer,
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
  	FOREIGN KEY (\`payment_declines_id\`) REFERENCES \`payment_declines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sandbox_payments_id\`) REFERENCES \`sandbox_payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`verification_codes_id\`) REFERENCES \`verification_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questionnaire_responses_id\`) REFERENCES \`questionnaire_responses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questionnaire_drafts_id\`) REFERENCES \`questionnaire_drafts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`uploads_id\`) REFERENCES \`uploads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`upload_tickets_id\`) REFERENCES \`upload_tickets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reship_requests_id\`) REFERENCES \`reship_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dose_adjustment_requests_id\`) REFERENCES \`dose_adjustment_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`chat_messages_id\`) REFERENCES \`chat_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`weight_entries_id\`) REFERENCES \`weight_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "offers_id", "promotions_id", "coupons_id", "legal_pages_id", "questionnaires_id", "patients_id", "leads_id", "addresses_id", "carts_id", "orders_id", "order_status_changes_id", "prescriptions_id", "subscriptions_id", "transactions_id", "payment_declines_id", "sandbox_payments_id", "verification_codes_id", "questionnaire_responses_id", "questionnaire_drafts_id", "uploads_id", "upload_tickets_id", "reship_requests_id", "dose_adjustment_requests_id", "chat_messages_id", "weight_entries_id", "outbox_id", "audit_log_id", "staff_id") SELECT "id", "order", "parent_id", "path", "products_id", "offers_id", "promotions_id", "coupons_id", "legal_pages_id", "questionnaires_id", "patients_id", "leads_id", "addresses_id", "carts_id", "orders_id", "order_status_changes_id", "prescriptions_id", "subscriptions_id", "transactions_id", "payment_declines_id", "sandbox_payments_id", "verification_codes_id", "questionnaire_responses_id", "questionnaire_drafts_id", "uploads_id", "upload_tickets_id", "reship_requests_id", "dose_adjustment_requests_id", "chat_messages_id", "weight_entries_id", "outbox_id", "audit_log_id", "staff_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_declines_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_declines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sandbox_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`sandbox_payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_verification_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`verification_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_questionnaire_responses_id_idx\` ON \`payload_locked_documents_rels\` (\`questionnaire_responses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_questionnaire_drafts_id_idx\` ON \`payload_locked_documents_rels\` (\`questionnaire_drafts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_uploads_id_idx\` ON \`payload_locked_documents_rels\` (\`uploads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_upload_tickets_id_idx\` ON \`payload_locked_documents_rels\` (\`upload_tickets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reship_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`reship_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dose_adjustment_requests_i_idx\` ON \`payload_locked_documents_rels\` (\`dose_adjustment_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_chat_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`chat_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_weight_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`weight_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_promotions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`medication\` text NOT NULL,
  	\`payment_terms\` text NOT NULL,
  	\`price_cents\` numeric NOT NULL,
  	\`details\` text,
  	\`ends_at\` text,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  // The old rows cannot be copied: the new columns have no values for them (the seed makes the offer again; no message was ever stored).
  await db.run(sql`DROP TABLE \`promotions\`;`)
  await db.run(sql`ALTER TABLE \`__new_promotions\` RENAME TO \`promotions\`;`)
  await db.run(sql`CREATE INDEX \`promotions_updated_at_idx\` ON \`promotions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_created_at_idx\` ON \`promotions\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`subscriptions_reference_idx\`;`)
  await db.run(sql`DROP INDEX \`subscriptions_renewal_renewal_past_due_since_idx\`;`)
  await db.run(sql`DROP INDEX \`subscriptions_renewal_renewal_next_attempt_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`reference\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`renewal_past_due_since\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`renewal_attempts\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`renewal_next_attempt_at\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`renewal_last_attempt_at\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`renewal_last_failure\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`renewal_in_flight\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`renewal_ended_at\`;`)
}
