import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`products_included_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_included_items_order_idx\` ON \`products_included_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_included_items_parent_id_idx\` ON \`products_included_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`payment_terms\` text,
  	\`label\` text,
  	\`cadence\` text,
  	\`price_cents\` numeric,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_plans_order_idx\` ON \`products_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_plans_parent_id_idx\` ON \`products_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`medication\` text,
  	\`active\` integer DEFAULT true,
  	\`sku\` text,
  	\`stripe_id\` text,
  	\`is_prescription\` integer DEFAULT true,
  	\`subheader\` text,
  	\`compounding_note\` text,
  	\`monthly_price_cents\` numeric,
  	\`compare_at_cents\` numeric,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_slug_idx\` ON \`products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`offers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`medication\` text NOT NULL,
  	\`query_value\` text,
  	\`description\` text,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`offers_code_idx\` ON \`offers\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`offers_updated_at_idx\` ON \`offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offers_created_at_idx\` ON \`offers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`promotions\` (
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
  await db.run(sql`CREATE INDEX \`promotions_updated_at_idx\` ON \`promotions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_created_at_idx\` ON \`promotions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`coupons_terms\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`coupons_terms_order_idx\` ON \`coupons_terms\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`coupons_terms_parent_idx\` ON \`coupons_terms\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`coupons\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`kind\` text DEFAULT 'fixed' NOT NULL,
  	\`amount_cents\` numeric,
  	\`percent\` numeric,
  	\`valid_from\` text,
  	\`valid_until\` text,
  	\`max_redemptions\` numeric,
  	\`redemptions\` numeric DEFAULT 0,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`coupons_code_idx\` ON \`coupons\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`coupons_updated_at_idx\` ON \`coupons\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`coupons_created_at_idx\` ON \`coupons\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`legal_pages_sections_order_idx\` ON \`legal_pages_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_sections_parent_id_idx\` ON \`legal_pages_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`footer_label\` text NOT NULL,
  	\`footer_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_slug_idx\` ON \`legal_pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_updated_at_idx\` ON \`legal_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_created_at_idx\` ON \`legal_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`questionnaires_questions_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`order\` numeric,
  	\`important\` integer,
  	\`is_critical\` integer,
  	\`is_back_button\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`questionnaires_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`questionnaires_questions_options_order_idx\` ON \`questionnaires_questions_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`questionnaires_questions_options_parent_id_idx\` ON \`questionnaires_questions_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`questionnaires_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`qid\` text,
  	\`question\` text,
  	\`question_type\` text,
  	\`label\` text,
  	\`description\` text,
  	\`is_optional\` integer,
  	\`important\` integer,
  	\`is_critical\` integer,
  	\`has_next_button\` integer DEFAULT true,
  	\`placeholder\` text,
  	\`sublabel\` text,
  	\`followups\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`questionnaires\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`questionnaires_questions_order_idx\` ON \`questionnaires_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`questionnaires_questions_parent_id_idx\` ON \`questionnaires_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`questionnaires_dependency\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question_id\` text,
  	\`dependent_on\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`questionnaires\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`questionnaires_dependency_order_idx\` ON \`questionnaires_dependency\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`questionnaires_dependency_parent_id_idx\` ON \`questionnaires_dependency\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`questionnaires\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`kind\` text,
  	\`import_json\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`questionnaires_kind_idx\` ON \`questionnaires\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`questionnaires_updated_at_idx\` ON \`questionnaires\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`questionnaires_created_at_idx\` ON \`questionnaires\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`questionnaires__status_idx\` ON \`questionnaires\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`questionnaires_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`questionnaires\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`questionnaires_texts_order_parent\` ON \`questionnaires_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_questionnaires_v_version_questions_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`order\` numeric,
  	\`important\` integer,
  	\`is_critical\` integer,
  	\`is_back_button\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_questionnaires_v_version_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_version_questions_options_order_idx\` ON \`_questionnaires_v_version_questions_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_version_questions_options_parent_id_idx\` ON \`_questionnaires_v_version_questions_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_questionnaires_v_version_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`qid\` text,
  	\`question\` text,
  	\`question_type\` text,
  	\`label\` text,
  	\`description\` text,
  	\`is_optional\` integer,
  	\`important\` integer,
  	\`is_critical\` integer,
  	\`has_next_button\` integer DEFAULT true,
  	\`placeholder\` text,
  	\`sublabel\` text,
  	\`followups\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_questionnaires_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_version_questions_order_idx\` ON \`_questionnaires_v_version_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_version_questions_parent_id_idx\` ON \`_questionnaires_v_version_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_questionnaires_v_version_dependency\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question_id\` text,
  	\`dependent_on\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_questionnaires_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_version_dependency_order_idx\` ON \`_questionnaires_v_version_dependency\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_version_dependency_parent_id_idx\` ON \`_questionnaires_v_version_dependency\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_questionnaires_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_kind\` text,
  	\`version_import_json\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`questionnaires\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_parent_idx\` ON \`_questionnaires_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_version_version_kind_idx\` ON \`_questionnaires_v\` (\`version_kind\`);`)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_version_version_updated_at_idx\` ON \`_questionnaires_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_version_version_created_at_idx\` ON \`_questionnaires_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_version_version__status_idx\` ON \`_questionnaires_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_created_at_idx\` ON \`_questionnaires_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_updated_at_idx\` ON \`_questionnaires_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_latest_idx\` ON \`_questionnaires_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_questionnaires_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_questionnaires_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_texts_order_parent\` ON \`_questionnaires_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`patients_preferred_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`patients_preferred_categories_order_idx\` ON \`patients_preferred_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`patients_preferred_categories_parent_idx\` ON \`patients_preferred_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`patients_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`patients_sessions_order_idx\` ON \`patients_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`patients_sessions_parent_id_idx\` ON \`patients_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`patients\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`phone\` text,
  	\`gender\` text,
  	\`date_of_birth\` text,
  	\`state\` text,
  	\`height_inch\` numeric,
  	\`weight\` numeric,
  	\`text_updates\` integer DEFAULT false,
  	\`agreed_to_email\` integer DEFAULT false,
  	\`agreed_to_text\` text,
  	\`health_id\` text,
  	\`phone_verified_at\` text,
  	\`email_verified_at\` text,
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
  await db.run(sql`CREATE INDEX \`patients_state_idx\` ON \`patients\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`patients_updated_at_idx\` ON \`patients\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`patients_created_at_idx\` ON \`patients\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`patients_email_idx\` ON \`patients\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`patient_id\` integer,
  	\`email\` text,
  	\`outcome\` text DEFAULT 'qualified' NOT NULL,
  	\`disqualify_reason\` text,
  	\`funnel\` text DEFAULT 'new' NOT NULL,
  	\`state\` text,
  	\`person\` text,
  	\`offers\` text,
  	\`ip_address\` text,
  	\`user_agent\` text,
  	\`tracking_session_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`patient_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_patient_idx\` ON \`leads\` (\`patient_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_email_idx\` ON \`leads\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`leads_outcome_idx\` ON \`leads\` (\`outcome\`);`)
  await db.run(sql`CREATE INDEX \`leads_state_idx\` ON \`leads\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`leads_tracking_session_id_idx\` ON \`leads\` (\`tracking_session_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`addresses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`patient_id\` integer NOT NULL,
  	\`kind\` text DEFAULT 'shipping' NOT NULL,
  	\`address_line_1\` text NOT NULL,
  	\`address_line_2\` text,
  	\`city\` text NOT NULL,
  	\`state\` text NOT NULL,
  	\`zip\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`patient_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`addresses_patient_idx\` ON \`addresses\` (\`patient_id\`);`)
  await db.run(sql`CREATE INDEX \`addresses_updated_at_idx\` ON \`addresses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`addresses_created_at_idx\` ON \`addresses\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`carts_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`name\` text NOT NULL,
  	\`sku\` text,
  	\`main_type\` text,
  	\`price_cents\` numeric NOT NULL,
  	\`retail_price_cents\` numeric NOT NULL,
  	\`quantity\` numeric DEFAULT 1 NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`carts_items_order_idx\` ON \`carts_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`carts_items_parent_id_idx\` ON \`carts_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_items_product_idx\` ON \`carts_items\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`carts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`public_id\` text,
  	\`patient_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`medication\` text NOT NULL,
  	\`payment_terms\` text DEFAULT '6' NOT NULL,
  	\`sema_offer\` text,
  	\`tir_offer\` text,
  	\`current_dose\` text,
  	\`coupon_code\` text,
  	\`conversion_id\` text,
  	\`link_redeemed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`patient_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`carts_public_id_idx\` ON \`carts\` (\`public_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_patient_idx\` ON \`carts\` (\`patient_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_status_idx\` ON \`carts\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`carts_updated_at_idx\` ON \`carts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`carts_created_at_idx\` ON \`carts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`patient_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'payment' NOT NULL,
  	\`product_id\` integer,
  	\`medication\` text,
  	\`payment_terms\` text,
  	\`amount_cents\` numeric NOT NULL,
  	\`discount_cents\` numeric DEFAULT 0,
  	\`coupon_code\` text,
  	\`cart_id\` integer,
  	\`bundle_selection\` text,
  	\`logistics_provider\` text DEFAULT 'ups',
  	\`tracking_number\` text,
  	\`submitted\` numeric,
  	\`provider\` numeric,
  	\`external_visit_id\` text,
  	\`payment_intent_id\` text,
  	\`next_billing_date\` text,
  	\`received_at\` text,
  	\`shipping_address_address_line_1\` text NOT NULL,
  	\`shipping_address_address_line_2\` text,
  	\`shipping_address_city\` text NOT NULL,
  	\`shipping_address_state\` text NOT NULL,
  	\`shipping_address_zip\` text NOT NULL,
  	\`billing_address_address_line_1\` text,
  	\`billing_address_address_line_2\` text,
  	\`billing_address_city\` text,
  	\`billing_address_state\` text,
  	\`billing_address_zip\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`patient_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cart_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_patient_idx\` ON \`orders\` (\`patient_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_product_idx\` ON \`orders\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_cart_idx\` ON \`orders\` (\`cart_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_payment_intent_id_idx\` ON \`orders\` (\`payment_intent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`prescriptions_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`rx_id\` text,
  	\`med_id\` text,
  	\`name\` text NOT NULL,
  	\`strength\` text,
  	\`directions\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`prescriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`prescriptions_items_order_idx\` ON \`prescriptions_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`prescriptions_items_parent_id_idx\` ON \`prescriptions_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`prescriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`patient_id\` integer NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`responded_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`patient_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`prescriptions_patient_idx\` ON \`prescriptions\` (\`patient_id\`);`)
  await db.run(sql`CREATE INDEX \`prescriptions_order_idx\` ON \`prescriptions\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`prescriptions_updated_at_idx\` ON \`prescriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`prescriptions_created_at_idx\` ON \`prescriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`patient_id\` integer NOT NULL,
  	\`order_id\` integer,
  	\`plan_name\` text NOT NULL,
  	\`amount_cents\` numeric NOT NULL,
  	\`payment_terms\` text NOT NULL,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`next_billing_date\` text,
  	\`cancel_reason\` text,
  	\`recommend\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`patient_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`subscriptions_patient_idx\` ON \`subscriptions\` (\`patient_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_order_idx\` ON \`subscriptions\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_status_idx\` ON \`subscriptions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_updated_at_idx\` ON \`subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_created_at_idx\` ON \`subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`transactions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`patient_id\` integer NOT NULL,
  	\`order_id\` integer,
  	\`subscription_id\` integer,
  	\`amount_cents\` numeric NOT NULL,
  	\`status\` text NOT NULL,
  	\`product_name\` text,
  	\`gateway\` text NOT NULL,
  	\`gateway_reference\` text,
  	\`idempotency_key\` text,
  	\`card_fingerprint\` text,
  	\`decline_code\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`patient_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`subscription_id\`) REFERENCES \`subscriptions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`transactions_patient_idx\` ON \`transactions\` (\`patient_id\`);`)
  await db.run(sql`CREATE INDEX \`transactions_order_idx\` ON \`transactions\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`transactions_subscription_idx\` ON \`transactions\` (\`subscription_id\`);`)
  await db.run(sql`CREATE INDEX \`transactions_status_idx\` ON \`transactions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`transactions_gateway_reference_idx\` ON \`transactions\` (\`gateway_reference\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`transactions_idempotency_key_idx\` ON \`transactions\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`transactions_card_fingerprint_idx\` ON \`transactions\` (\`card_fingerprint\`);`)
  await db.run(sql`CREATE INDEX \`transactions_updated_at_idx\` ON \`transactions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`transactions_created_at_idx\` ON \`transactions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payment_declines\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`occurred_at\` text NOT NULL,
  	\`card_fingerprint\` text,
  	\`cart_id\` integer,
  	\`patient_id\` integer,
  	\`decline_code\` text,
  	FOREIGN KEY (\`cart_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`patient_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`payment_declines_occurred_at_idx\` ON \`payment_declines\` (\`occurred_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_declines_card_fingerprint_idx\` ON \`payment_declines\` (\`card_fingerprint\`);`)
  await db.run(sql`CREATE INDEX \`payment_declines_cart_idx\` ON \`payment_declines\` (\`cart_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_declines_patient_idx\` ON \`payment_declines\` (\`patient_id\`);`)
  await db.run(sql`CREATE TABLE \`verification_codes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`patient_id\` integer NOT NULL,
  	\`channel\` text NOT NULL,
  	\`destination\` text NOT NULL,
  	\`code_hash\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`failed_attempts\` numeric DEFAULT 0,
  	\`consumed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`patient_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`verification_codes_patient_idx\` ON \`verification_codes\` (\`patient_id\`);`)
  await db.run(sql`CREATE INDEX \`verification_codes_updated_at_idx\` ON \`verification_codes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`verification_codes_created_at_idx\` ON \`verification_codes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`questionnaire_responses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`patient_id\` integer NOT NULL,
  	\`order_id\` integer,
  	\`questionnaire_id\` integer NOT NULL,
  	\`questionnaire_version\` text NOT NULL,
  	\`form_type\` text NOT NULL,
  	\`answers\` text NOT NULL,
  	\`submission\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`patient_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`questionnaire_id\`) REFERENCES \`questionnaires\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`questionnaire_responses_patient_idx\` ON \`questionnaire_responses\` (\`patient_id\`);`)
  await db.run(sql`CREATE INDEX \`questionnaire_responses_order_idx\` ON \`questionnaire_responses\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`questionnaire_responses_questionnaire_idx\` ON \`questionnaire_responses\` (\`questionnaire_id\`);`)
  await db.run(sql`CREATE INDEX \`questionnaire_responses_updated_at_idx\` ON \`questionnaire_responses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`questionnaire_responses_created_at_idx\` ON \`questionnaire_responses\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`uploads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`patient_id\` integer NOT NULL,
  	\`image_type\` text NOT NULL,
  	\`order_id\` integer,
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
  	FOREIGN KEY (\`patient_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`uploads_patient_idx\` ON \`uploads\` (\`patient_id\`);`)
  await db.run(sql`CREATE INDEX \`uploads_order_idx\` ON \`uploads\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`uploads_updated_at_idx\` ON \`uploads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`uploads_created_at_idx\` ON \`uploads\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`uploads_filename_idx\` ON \`uploads\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`reship_requests_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reship_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reship_requests_items_order_idx\` ON \`reship_requests_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reship_requests_items_parent_id_idx\` ON \`reship_requests_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`reship_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`patient_id\` integer NOT NULL,
  	\`order_id\` integer,
  	\`reason\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'received' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`patient_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`uploads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`reship_requests_patient_idx\` ON \`reship_requests\` (\`patient_id\`);`)
  await db.run(sql`CREATE INDEX \`reship_requests_order_idx\` ON \`reship_requests\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`reship_requests_image_idx\` ON \`reship_requests\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`reship_requests_updated_at_idx\` ON \`reship_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reship_requests_created_at_idx\` ON \`reship_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`chat_messages\` (
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
  await db.run(sql`CREATE INDEX \`chat_messages_patient_idx\` ON \`chat_messages\` (\`patient_id\`);`)
  await db.run(sql`CREATE INDEX \`chat_messages_attachment_idx\` ON \`chat_messages\` (\`attachment_id\`);`)
  await db.run(sql`CREATE INDEX \`chat_messages_updated_at_idx\` ON \`chat_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`chat_messages_created_at_idx\` ON \`chat_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`subject\` text,
  	\`body\` text NOT NULL,
  	\`html\` text,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`patient_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`patient_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`outbox_to_idx\` ON \`outbox\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`outbox_patient_idx\` ON \`outbox\` (\`patient_id\`);`)
  await db.run(sql`CREATE INDEX \`outbox_updated_at_idx\` ON \`outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outbox_created_at_idx\` ON \`outbox\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`audit_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`actor_collection\` text NOT NULL,
  	\`actor_id\` text NOT NULL,
  	\`action\` text NOT NULL,
  	\`resource\` text NOT NULL,
  	\`document_id\` text NOT NULL,
  	\`patient\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_log_at_idx\` ON \`audit_log\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_actor_id_idx\` ON \`audit_log\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_patient_idx\` ON \`audit_log\` (\`patient\`);`)
  await db.run(sql`CREATE TABLE \`staff_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_sessions_order_idx\` ON \`staff_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`staff_sessions_parent_id_idx\` ON \`staff_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`staff\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`role\` text DEFAULT 'marketing' NOT NULL,
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
  await db.run(sql`CREATE INDEX \`staff_updated_at_idx\` ON \`staff\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_created_at_idx\` ON \`staff\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`staff_email_idx\` ON \`staff\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  	\`prescriptions_id\` integer,
  	\`subscriptions_id\` integer,
  	\`transactions_id\` integer,
  	\`payment_declines_id\` integer,
  	\`verification_codes_id\` integer,
  	\`questionnaire_responses_id\` integer,
  	\`uploads_id\` integer,
  	\`reship_requests_id\` integer,
  	\`chat_messages_id\` integer,
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
  	FOREIGN KEY (\`prescriptions_id\`) REFERENCES \`prescriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscriptions_id\`) REFERENCES \`subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`transactions_id\`) REFERENCES \`transactions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_declines_id\`) REFERENCES \`payment_declines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`verification_codes_id\`) REFERENCES \`verification_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questionnaire_responses_id\`) REFERENCES \`questionnaire_responses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`uploads_id\`) REFERENCES \`uploads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reship_requests_id\`) REFERENCES \`reship_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`chat_messages_id\`) REFERENCES \`chat_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_prescriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`prescriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_transactions_id_idx\` ON \`payload_locked_documents_rels\` (\`transactions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_declines_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_declines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_verification_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`verification_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_questionnaire_responses_id_idx\` ON \`payload_locked_documents_rels\` (\`questionnaire_responses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_uploads_id_idx\` ON \`payload_locked_documents_rels\` (\`uploads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reship_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`reship_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_chat_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`chat_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`patients_id\` integer,
  	\`staff_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`patients_id\`) REFERENCES \`patients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_patients_id_idx\` ON \`payload_preferences_rels\` (\`patients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_staff_id_idx\` ON \`payload_preferences_rels\` (\`staff_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`funnel_copy_intake_welcome_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`funnel_copy\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`funnel_copy_intake_welcome_highlights_order_idx\` ON \`funnel_copy_intake_welcome_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`funnel_copy_intake_welcome_highlights_parent_id_idx\` ON \`funnel_copy_intake_welcome_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`funnel_copy_report_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`quote\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`detail\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`funnel_copy\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`funnel_copy_report_testimonials_order_idx\` ON \`funnel_copy_report_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`funnel_copy_report_testimonials_parent_id_idx\` ON \`funnel_copy_report_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`funnel_copy_report_next_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`body\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`funnel_copy\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`funnel_copy_report_next_steps_order_idx\` ON \`funnel_copy_report_next_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`funnel_copy_report_next_steps_parent_id_idx\` ON \`funnel_copy_report_next_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`funnel_copy_status_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`duration\` text NOT NULL,
  	\`description\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`funnel_copy\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`funnel_copy_status_timeline_order_idx\` ON \`funnel_copy_status_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`funnel_copy_status_timeline_parent_id_idx\` ON \`funnel_copy_status_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`funnel_copy\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand_name\` text NOT NULL,
  	\`intake_common_continue_button\` text NOT NULL,
  	\`intake_common_go_back\` text NOT NULL,
  	\`intake_common_step_of\` text NOT NULL,
  	\`intake_welcome_heading\` text NOT NULL,
  	\`intake_welcome_intro\` text NOT NULL,
  	\`intake_welcome_consent_label\` text NOT NULL,
  	\`intake_welcome_start_button\` text NOT NULL,
  	\`intake_state_heading\` text NOT NULL,
  	\`intake_state_intro\` text NOT NULL,
  	\`intake_state_label\` text NOT NULL,
  	\`intake_state_placeholder\` text NOT NULL,
  	\`intake_name_heading\` text NOT NULL,
  	\`intake_name_intro\` text NOT NULL,
  	\`intake_name_first_name_label\` text NOT NULL,
  	\`intake_name_last_name_label\` text NOT NULL,
  	\`intake_gender_heading\` text NOT NULL,
  	\`intake_gender_intro\` text NOT NULL,
  	\`intake_gender_legend\` text NOT NULL,
  	\`intake_gender_male_label\` text NOT NULL,
  	\`intake_gender_female_label\` text NOT NULL,
  	\`intake_email_heading\` text NOT NULL,
  	\`intake_email_intro\` text NOT NULL,
  	\`intake_email_email_label\` text NOT NULL,
  	\`intake_email_email_hint\` text NOT NULL,
  	\`intake_email_consent_label\` text NOT NULL,
  	\`intake_phone_heading\` text NOT NULL,
  	\`intake_phone_intro\` text NOT NULL,
  	\`intake_phone_legend\` text NOT NULL,
  	\`intake_phone_area_code_label\` text NOT NULL,
  	\`intake_phone_prefix_label\` text NOT NULL,
  	\`intake_phone_line_label\` text NOT NULL,
  	\`intake_phone_hint\` text NOT NULL,
  	\`intake_body_heading\` text NOT NULL,
  	\`intake_body_intro\` text NOT NULL,
  	\`intake_body_height_label\` text NOT NULL,
  	\`intake_body_feet_label\` text NOT NULL,
  	\`intake_body_inches_label\` text NOT NULL,
  	\`intake_body_weight_label\` text NOT NULL,
  	\`intake_body_weight_unit\` text NOT NULL,
  	\`intake_body_weight_hint\` text NOT NULL,
  	\`intake_body_bmi_label\` text NOT NULL,
  	\`intake_body_bmi_placeholder\` text NOT NULL,
  	\`intake_date_of_birth_heading\` text NOT NULL,
  	\`intake_date_of_birth_intro\` text NOT NULL,
  	\`intake_date_of_birth_legend\` text NOT NULL,
  	\`intake_date_of_birth_month_label\` text NOT NULL,
  	\`intake_date_of_birth_day_label\` text NOT NULL,
  	\`intake_date_of_birth_year_label\` text NOT NULL,
  	\`intake_date_of_birth_month_placeholder\` text NOT NULL,
  	\`intake_date_of_birth_hint\` text NOT NULL,
  	\`intake_goal_weight_heading\` text NOT NULL,
  	\`intake_goal_weight_intro\` text NOT NULL,
  	\`intake_goal_weight_label\` text NOT NULL,
  	\`intake_goal_weight_unit\` text NOT NULL,
  	\`intake_goal_weight_current_weight_note\` text NOT NULL,
  	\`intake_goal_weight_submit_button\` text NOT NULL,
  	\`intake_goal_weight_submitting_button\` text NOT NULL,
  	\`sign_up_terms_heading\` text NOT NULL,
  	\`sign_up_terms_intro\` text NOT NULL,
  	\`sign_up_terms_consent_label\` text NOT NULL,
  	\`sign_up_terms_start_button\` text NOT NULL,
  	\`sign_up_contact_heading\` text NOT NULL,
  	\`sign_up_contact_intro\` text NOT NULL,
  	\`sign_up_contact_state_label\` text NOT NULL,
  	\`sign_up_contact_state_placeholder\` text NOT NULL,
  	\`sign_up_contact_first_name_label\` text NOT NULL,
  	\`sign_up_contact_last_name_label\` text NOT NULL,
  	\`sign_up_contact_gender_legend\` text NOT NULL,
  	\`sign_up_contact_male_label\` text NOT NULL,
  	\`sign_up_contact_female_label\` text NOT NULL,
  	\`sign_up_contact_email_label\` text NOT NULL,
  	\`sign_up_contact_email_consent_label\` text NOT NULL,
  	\`sign_up_contact_phone_legend\` text NOT NULL,
  	\`sign_up_contact_area_code_label\` text NOT NULL,
  	\`sign_up_contact_prefix_label\` text NOT NULL,
  	\`sign_up_contact_line_label\` text NOT NULL,
  	\`sign_up_contact_text_consent_legend\` text NOT NULL,
  	\`sign_up_contact_yes_label\` text NOT NULL,
  	\`sign_up_contact_no_label\` text NOT NULL,
  	\`sign_up_contact_call_consent_label\` text NOT NULL,
  	\`result_heading\` text NOT NULL,
  	\`result_intro\` text NOT NULL,
  	\`result_table_caption\` text NOT NULL,
  	\`result_current_weight_label\` text NOT NULL,
  	\`result_target_weight_label\` text NOT NULL,
  	\`result_semaglutide_label\` text NOT NULL,
  	\`result_tirzepatide_label\` text NOT NULL,
  	\`result_one_in_three_label\` text NOT NULL,
  	\`result_program_label\` text NOT NULL,
  	\`result_unit\` text NOT NULL,
  	\`result_button\` text NOT NULL,
  	\`result_disclaimer\` text NOT NULL,
  	\`report_heading\` text NOT NULL,
  	\`report_intro\` text NOT NULL,
  	\`report_pounds_to_lose_label\` text NOT NULL,
  	\`report_unit\` text NOT NULL,
  	\`report_projections_heading\` text NOT NULL,
  	\`report_projection_average_label\` text NOT NULL,
  	\`report_projection_one_in_three_label\` text NOT NULL,
  	\`report_projection_top_label\` text NOT NULL,
  	\`report_chart_title\` text NOT NULL,
  	\`report_chart_summary\` text NOT NULL,
  	\`report_chart_today\` text NOT NULL,
  	\`report_chart_goal\` text NOT NULL,
  	\`report_chart_month_tick\` text NOT NULL,
  	\`report_chart_unit\` text NOT NULL,
  	\`report_chart_table_toggle\` text NOT NULL,
  	\`report_chart_table_month_header\` text NOT NULL,
  	\`report_chart_table_month\` text NOT NULL,
  	\`report_chart_disclaimer\` text NOT NULL,
  	\`report_savings_heading\` text NOT NULL,
  	\`report_doctor_support_label\` text NOT NULL,
  	\`report_metabolic_testing_label\` text NOT NULL,
  	\`report_overnight_shipping_label\` text NOT NULL,
  	\`report_free_label\` text NOT NULL,
  	\`report_saved_label\` text NOT NULL,
  	\`report_off_label\` text NOT NULL,
  	\`report_testimonials_heading\` text NOT NULL,
  	\`report_rating\` text NOT NULL,
  	\`report_next_steps_heading\` text NOT NULL,
  	\`report_button\` text NOT NULL,
  	\`report_button_note\` text NOT NULL,
  	\`status_heading\` text NOT NULL,
  	\`status_intro\` text NOT NULL,
  	\`status_timeline_heading\` text NOT NULL,
  	\`status_button\` text NOT NULL,
  	\`status_button_note\` text NOT NULL,
  	\`bundle_heading\` text NOT NULL,
  	\`bundle_intro\` text NOT NULL,
  	\`bundle_legend\` text NOT NULL,
  	\`bundle_anti_nausea_title\` text NOT NULL,
  	\`bundle_anti_nausea_description\` text NOT NULL,
  	\`bundle_anti_nausea_price\` text NOT NULL,
  	\`bundle_energy_title\` text NOT NULL,
  	\`bundle_energy_description\` text NOT NULL,
  	\`bundle_energy_price\` text NOT NULL,
  	\`bundle_none_label\` text NOT NULL,
  	\`bundle_choose_button\` text NOT NULL,
  	\`bundle_confirm_heading\` text NOT NULL,
  	\`bundle_confirm_add\` text NOT NULL,
  	\`bundle_confirm_none\` text NOT NULL,
  	\`bundle_confirm_button\` text NOT NULL,
  	\`bundle_confirming_button\` text NOT NULL,
  	\`bundle_change_choice\` text NOT NULL,
  	\`bundle_done_heading\` text NOT NULL,
  	\`bundle_done_body\` text NOT NULL,
  	\`sorry_heading\` text NOT NULL,
  	\`sorry_continue_label\` text NOT NULL,
  	\`sorry_learn_more_label\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
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
  await db.run(sql`CREATE TABLE \`settings\` (
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
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`products_included_items\`;`)
  await db.run(sql`DROP TABLE \`products_plans\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`DROP TABLE \`offers\`;`)
  await db.run(sql`DROP TABLE \`promotions\`;`)
  await db.run(sql`DROP TABLE \`coupons_terms\`;`)
  await db.run(sql`DROP TABLE \`coupons\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_sections\`;`)
  await db.run(sql`DROP TABLE \`legal_pages\`;`)
  await db.run(sql`DROP TABLE \`questionnaires_questions_options\`;`)
  await db.run(sql`DROP TABLE \`questionnaires_questions\`;`)
  await db.run(sql`DROP TABLE \`questionnaires_dependency\`;`)
  await db.run(sql`DROP TABLE \`questionnaires\`;`)
  await db.run(sql`DROP TABLE \`questionnaires_texts\`;`)
  await db.run(sql`DROP TABLE \`_questionnaires_v_version_questions_options\`;`)
  await db.run(sql`DROP TABLE \`_questionnaires_v_version_questions\`;`)
  await db.run(sql`DROP TABLE \`_questionnaires_v_version_dependency\`;`)
  await db.run(sql`DROP TABLE \`_questionnaires_v\`;`)
  await db.run(sql`DROP TABLE \`_questionnaires_v_texts\`;`)
  await db.run(sql`DROP TABLE \`patients_preferred_categories\`;`)
  await db.run(sql`DROP TABLE \`patients_sessions\`;`)
  await db.run(sql`DROP TABLE \`patients\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`DROP TABLE \`addresses\`;`)
  await db.run(sql`DROP TABLE \`carts_items\`;`)
  await db.run(sql`DROP TABLE \`carts\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`prescriptions_items\`;`)
  await db.run(sql`DROP TABLE \`prescriptions\`;`)
  await db.run(sql`DROP TABLE \`subscriptions\`;`)
  await db.run(sql`DROP TABLE \`transactions\`;`)
  await db.run(sql`DROP TABLE \`payment_declines\`;`)
  await db.run(sql`DROP TABLE \`verification_codes\`;`)
  await db.run(sql`DROP TABLE \`questionnaire_responses\`;`)
  await db.run(sql`DROP TABLE \`uploads\`;`)
  await db.run(sql`DROP TABLE \`reship_requests_items\`;`)
  await db.run(sql`DROP TABLE \`reship_requests\`;`)
  await db.run(sql`DROP TABLE \`chat_messages\`;`)
  await db.run(sql`DROP TABLE \`outbox\`;`)
  await db.run(sql`DROP TABLE \`audit_log\`;`)
  await db.run(sql`DROP TABLE \`staff_sessions\`;`)
  await db.run(sql`DROP TABLE \`staff\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`funnel_copy_intake_welcome_highlights\`;`)
  await db.run(sql`DROP TABLE \`funnel_copy_report_testimonials\`;`)
  await db.run(sql`DROP TABLE \`funnel_copy_report_next_steps\`;`)
  await db.run(sql`DROP TABLE \`funnel_copy_status_timeline\`;`)
  await db.run(sql`DROP TABLE \`funnel_copy\`;`)
  await db.run(sql`DROP TABLE \`settings_blocked_states_new_funnel\`;`)
  await db.run(sql`DROP TABLE \`settings_blocked_states_old_funnel\`;`)
  await db.run(sql`DROP TABLE \`settings_video_required_states\`;`)
  await db.run(sql`DROP TABLE \`settings\`;`)
}
