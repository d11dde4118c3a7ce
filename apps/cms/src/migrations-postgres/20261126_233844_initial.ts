import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_plans_payment_terms" AS ENUM('1', '3', '6', '12');
  CREATE TYPE "public"."enum_products_kind" AS ENUM('medication', 'addon');
  CREATE TYPE "public"."enum_products_medication" AS ENUM('semaglutide', 'tirzepatide');
  CREATE TYPE "public"."enum_offers_medication" AS ENUM('semaglutide', 'tirzepatide');
  CREATE TYPE "public"."enum_promotions_medication" AS ENUM('semaglutide', 'tirzepatide');
  CREATE TYPE "public"."enum_promotions_payment_terms" AS ENUM('1', '3', '6', '12');
  CREATE TYPE "public"."enum_coupons_terms" AS ENUM('1', '3', '6', '12');
  CREATE TYPE "public"."enum_coupons_kind" AS ENUM('fixed', 'percent');
  CREATE TYPE "public"."enum_questionnaires_questions_question_type" AS ENUM('single_option', 'multiple_option', 'text', 'textarea', 'string', 'integer', 'file', 'image_upload', 'informational', 'dose_optimization');
  CREATE TYPE "public"."enum_questionnaires_kind" AS ENUM('medical', 'bare', 'refill', 'precheckout');
  CREATE TYPE "public"."enum_questionnaires_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__questionnaires_v_version_questions_question_type" AS ENUM('single_option', 'multiple_option', 'text', 'textarea', 'string', 'integer', 'file', 'image_upload', 'informational', 'dose_optimization');
  CREATE TYPE "public"."enum__questionnaires_v_version_kind" AS ENUM('medical', 'bare', 'refill', 'precheckout');
  CREATE TYPE "public"."enum__questionnaires_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_patients_preferred_categories" AS ENUM('MIND', 'BODY', 'WEIGHT', 'SEX', 'LONGEVITY', 'SKIN', 'HAIR');
  CREATE TYPE "public"."enum_patients_gender" AS ENUM('Male', 'Female');
  CREATE TYPE "public"."enum_patients_state" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC');
  CREATE TYPE "public"."enum_patients_agreed_to_text" AS ENUM('Yes', 'No');
  CREATE TYPE "public"."enum_patient_sessions_ended_reason" AS ENUM('logout', 'password_change', 'expired', 'replaced');
  CREATE TYPE "public"."enum_leads_outcome" AS ENUM('qualified', 'disqualified');
  CREATE TYPE "public"."enum_leads_disqualify_reason" AS ENUM('blocked_state', 'underage');
  CREATE TYPE "public"."enum_leads_funnel" AS ENUM('new', 'old');
  CREATE TYPE "public"."enum_leads_state" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC');
  CREATE TYPE "public"."enum_addresses_kind" AS ENUM('shipping', 'billing');
  CREATE TYPE "public"."enum_addresses_state" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY');
  CREATE TYPE "public"."enum_carts_status" AS ENUM('open', 'paying', 'converted', 'abandoned');
  CREATE TYPE "public"."enum_carts_medication" AS ENUM('semaglutide', 'tirzepatide');
  CREATE TYPE "public"."enum_carts_payment_terms" AS ENUM('1', '3', '6', '12');
  CREATE TYPE "public"."enum_carts_current_g_l_p_med" AS ENUM('Ozempic/Wegovy', 'Mounjaro/Zepbound', 'Semaglutide compound', 'Tirzepatide compound', 'none');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('payment', 'pending_approval', 'waiting_prescription', 'prescription_received', 'order_placed', 'order_shipped', 'order_delivered', 'shipping_paused', 'needs_review', 'complete', 'cancelled', 'disqualified', 'refunded');
  CREATE TYPE "public"."enum_orders_medication" AS ENUM('semaglutide', 'tirzepatide');
  CREATE TYPE "public"."enum_orders_payment_terms" AS ENUM('1', '3', '6', '12');
  CREATE TYPE "public"."enum_orders_bundle_selection" AS ENUM('B12', 'Energy', 'None');
  CREATE TYPE "public"."enum_orders_logistics_provider" AS ENUM('fedex', 'ups');
  CREATE TYPE "public"."enum_orders_conversion_status" AS ENUM('none', 'pending', 'sent', 'failed');
  CREATE TYPE "public"."enum_orders_shipping_address_state" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY');
  CREATE TYPE "public"."enum_orders_billing_address_state" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY');
  CREATE TYPE "public"."enum_order_status_changes_from" AS ENUM('payment', 'pending_approval', 'waiting_prescription', 'prescription_received', 'order_placed', 'order_shipped', 'order_delivered', 'shipping_paused', 'needs_review', 'complete', 'cancelled', 'disqualified', 'refunded');
  CREATE TYPE "public"."enum_order_status_changes_to" AS ENUM('payment', 'pending_approval', 'waiting_prescription', 'prescription_received', 'order_placed', 'order_shipped', 'order_delivered', 'shipping_paused', 'needs_review', 'complete', 'cancelled', 'disqualified', 'refunded');
  CREATE TYPE "public"."enum_order_status_changes_actor_kind" AS ENUM('staff', 'patient', 'system');
  CREATE TYPE "public"."enum_prescriptions_status" AS ENUM('pending', 'approved', 'declined', 'as_written');
  CREATE TYPE "public"."enum_subscriptions_payment_terms" AS ENUM('1', '3', '6', '12');
  CREATE TYPE "public"."enum_subscriptions_status" AS ENUM('active', 'paused', 'ended');
  CREATE TYPE "public"."enum_transactions_status" AS ENUM('authorized', 'captured', 'success', 'declined', 'voided', 'refunded');
  CREATE TYPE "public"."enum_transactions_gateway" AS ENUM('stripe', 'sandbox');
  CREATE TYPE "public"."enum_payment_attempts_status" AS ENUM('started', 'authorized', 'completed', 'declined', 'failed', 'unknown', 'voided');
  CREATE TYPE "public"."enum_payment_attempts_gateway" AS ENUM('stripe', 'sandbox');
  CREATE TYPE "public"."enum_sandbox_payments_status" AS ENUM('authorized', 'declined', 'voided', 'captured', 'refunded');
  CREATE TYPE "public"."enum_verification_codes_channel" AS ENUM('phone', 'email');
  CREATE TYPE "public"."enum_verification_codes_purpose" AS ENUM('verify', 'change');
  CREATE TYPE "public"."enum_questionnaire_responses_form_type" AS ENUM('medical', 'bare', 'refill', 'precheckout', 'adjustDose');
  CREATE TYPE "public"."enum_uploads_image_type" AS ENUM('full_body_image', 'id_image', 'prescription_image', 'font_facing_image', 'top_head_image', 'id_front_image', 'id_back_image', 'video', 'chat_attachment', 'reship_evidence');
  CREATE TYPE "public"."enum_upload_tickets_purpose" AS ENUM('questionnaire', 'video', 'chat', 'reship', 'order_image');
  CREATE TYPE "public"."enum_upload_tickets_image_type" AS ENUM('full_body_image', 'id_image', 'prescription_image', 'font_facing_image', 'top_head_image', 'id_front_image', 'id_back_image');
  CREATE TYPE "public"."enum_reship_requests_status" AS ENUM('received', 'approved', 'rejected');
  CREATE TYPE "public"."enum_dose_adjustment_requests_status" AS ENUM('received', 'reviewed');
  CREATE TYPE "public"."enum_chat_messages_from" AS ENUM('patient', 'doctor', 'support');
  CREATE TYPE "public"."enum_outbox_channel" AS ENUM('email', 'sms');
  CREATE TYPE "public"."enum_outbox_status" AS ENUM('queued', 'sent', 'failed');
  CREATE TYPE "public"."enum_audit_log_actor_collection" AS ENUM('staff', 'patients', 'site');
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('read', 'create', 'update', 'delete', 'login', 'login_failed', 'lockout', 'password_change', 'contact_change', 'link_login', 'checkout_link');
  CREATE TYPE "public"."enum_staff_role" AS ENUM('admin', 'marketing', 'clinical', 'fulfilment');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sweep-rate-limit-hits', 'settle-stale-payment-attempts', 'sweep-expired-claims', 'sweep-ended-sessions', 'ship-unanswered-prescriptions', 'sweep-finished-jobs');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sweep-rate-limit-hits', 'settle-stale-payment-attempts', 'sweep-expired-claims', 'sweep-ended-sessions', 'ship-unanswered-prescriptions', 'sweep-finished-jobs');
  CREATE TYPE "public"."enum_settings_blocked_states_new_funnel" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC');
  CREATE TYPE "public"."enum_settings_blocked_states_old_funnel" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC');
  CREATE TYPE "public"."enum_settings_video_required_states" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC');
  CREATE TYPE "public"."enum_settings_starting_at_placement" AS ENUM('select-med', 'report');
  CREATE TYPE "public"."enum_settings_special_necessities_when" AS ENUM('yes', 'above');
  CREATE TYPE "public"."enum_medication_catalogue_dose_steps_drug" AS ENUM('semaglutide', 'tirzepatide');
  CREATE TYPE "public"."enum_medication_catalogue_sema_to_tirz_timing" AS ENUM('withinTwoWeeks', 'between', 'moreThanAMonth');
  CREATE TABLE "products_included_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "products_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"payment_terms" "enum_products_plans_payment_terms",
  	"label" varchar,
  	"cadence" varchar,
  	"price_cents" numeric,
  	"note" varchar
  );
  
  CREATE TABLE "products" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"kind" "enum_products_kind" NOT NULL,
  	"medication" "enum_products_medication",
  	"active" boolean DEFAULT true,
  	"sku" varchar,
  	"is_prescription" boolean DEFAULT true,
  	"subheader" varchar,
  	"compounding_note" varchar,
  	"monthly_price_cents" numeric,
  	"compare_at_cents" numeric,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "offers" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"code" varchar NOT NULL,
  	"medication" "enum_offers_medication" NOT NULL,
  	"query_value" varchar,
  	"description" varchar,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "promotions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"medication" "enum_promotions_medication" NOT NULL,
  	"payment_terms" "enum_promotions_payment_terms" NOT NULL,
  	"price_cents" numeric NOT NULL,
  	"details" varchar,
  	"ends_at" timestamp(3) with time zone,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "coupons_terms" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_coupons_terms",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "coupons" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"code" varchar NOT NULL,
  	"kind" "enum_coupons_kind" DEFAULT 'fixed' NOT NULL,
  	"amount_cents" numeric,
  	"percent" numeric,
  	"valid_from" timestamp(3) with time zone,
  	"valid_until" timestamp(3) with time zone,
  	"max_redemptions" numeric,
  	"redemptions" numeric DEFAULT 0,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "legal_pages_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar NOT NULL
  );
  
  CREATE TABLE "legal_pages" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"footer_label" varchar NOT NULL,
  	"footer_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "questionnaires_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"order" numeric,
  	"important" boolean,
  	"is_critical" boolean,
  	"is_back_button" boolean
  );
  
  CREATE TABLE "questionnaires_questions_show_array" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"main_txt" varchar,
  	"sub_txt" varchar,
  	"baluga_ques" varchar
  );
  
  CREATE TABLE "questionnaires_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"qid" varchar,
  	"question" varchar,
  	"question_type" "enum_questionnaires_questions_question_type",
  	"label" varchar,
  	"description" varchar,
  	"is_optional" boolean,
  	"important" boolean,
  	"is_critical" boolean,
  	"has_next_button" boolean DEFAULT true,
  	"placeholder" varchar,
  	"sublabel" varchar,
  	"followups" jsonb
  );
  
  CREATE TABLE "questionnaires_dependency" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question_id" varchar,
  	"dependent_on" varchar
  );
  
  CREATE TABLE "questionnaires" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"kind" "enum_questionnaires_kind",
  	"confirmation_back_question" varchar,
  	"import_json" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_questionnaires_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "questionnaires_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_questionnaires_v_version_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"order" numeric,
  	"important" boolean,
  	"is_critical" boolean,
  	"is_back_button" boolean,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questionnaires_v_version_questions_show_array" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"main_txt" varchar,
  	"sub_txt" varchar,
  	"baluga_ques" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questionnaires_v_version_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"qid" varchar,
  	"question" varchar,
  	"question_type" "enum__questionnaires_v_version_questions_question_type",
  	"label" varchar,
  	"description" varchar,
  	"is_optional" boolean,
  	"important" boolean,
  	"is_critical" boolean,
  	"has_next_button" boolean DEFAULT true,
  	"placeholder" varchar,
  	"sublabel" varchar,
  	"followups" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questionnaires_v_version_dependency" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"question_id" varchar,
  	"dependent_on" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questionnaires_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_kind" "enum__questionnaires_v_version_kind",
  	"version_confirmation_back_question" varchar,
  	"version_import_json" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__questionnaires_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_questionnaires_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "patients_preferred_categories" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_patients_preferred_categories",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "patients_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "patients" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"phone" varchar,
  	"gender" "enum_patients_gender",
  	"date_of_birth" varchar,
  	"state" "enum_patients_state",
  	"height_inch" numeric,
  	"weight" numeric,
  	"text_updates" boolean DEFAULT false,
  	"agreed_to_email" boolean DEFAULT false,
  	"agreed_to_text" "enum_patients_agreed_to_text",
  	"health_id" varchar,
  	"phone_verified_at" timestamp(3) with time zone,
  	"email_verified_at" timestamp(3) with time zone,
  	"unlock_token_hash" varchar,
  	"unlock_token_expiration" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "patient_sessions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"patient_id" uuid NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"last_seen_at" timestamp(3) with time zone NOT NULL,
  	"ended_at" timestamp(3) with time zone,
  	"ended_reason" "enum_patient_sessions_ended_reason"
  );
  
  CREATE TABLE "leads" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"patient_id" uuid,
  	"email" varchar,
  	"outcome" "enum_leads_outcome" DEFAULT 'qualified' NOT NULL,
  	"disqualify_reason" "enum_leads_disqualify_reason",
  	"funnel" "enum_leads_funnel" DEFAULT 'new' NOT NULL,
  	"state" "enum_leads_state",
  	"person" jsonb,
  	"offers" jsonb,
  	"conversion_id" varchar,
  	"consent_text_version" varchar,
  	"consent_agreed_at" timestamp(3) with time zone,
  	"consent_ip_address" varchar,
  	"consent_certificate_url" varchar,
  	"ip_address" varchar,
  	"user_agent" varchar,
  	"tracking_session_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "addresses" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"patient_id" uuid NOT NULL,
  	"kind" "enum_addresses_kind" DEFAULT 'shipping' NOT NULL,
  	"address_line_1" varchar NOT NULL,
  	"address_line_2" varchar,
  	"city" varchar NOT NULL,
  	"state" "enum_addresses_state" NOT NULL,
  	"zip" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "carts_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" uuid,
  	"name" varchar NOT NULL,
  	"sku" varchar,
  	"main_type" varchar,
  	"price_cents" numeric NOT NULL,
  	"retail_price_cents" numeric NOT NULL,
  	"quantity" numeric DEFAULT 1 NOT NULL
  );
  
  CREATE TABLE "carts" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"public_id" varchar,
  	"patient_id" uuid NOT NULL,
  	"status" "enum_carts_status" DEFAULT 'open' NOT NULL,
  	"medication" "enum_carts_medication" NOT NULL,
  	"payment_terms" "enum_carts_payment_terms" DEFAULT '6' NOT NULL,
  	"sema_offer" varchar,
  	"tir_offer" varchar,
  	"current_g_l_p_med" "enum_carts_current_g_l_p_med",
  	"current_dose" varchar,
  	"coupon_code" varchar,
  	"conversion_id" varchar,
  	"link_token_hash" varchar,
  	"link_expires_at" timestamp(3) with time zone,
  	"link_redeemed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "orders" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"patient_id" uuid NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'payment' NOT NULL,
  	"product_id" uuid,
  	"medication" "enum_orders_medication",
  	"payment_terms" "enum_orders_payment_terms",
  	"amount_cents" numeric NOT NULL,
  	"discount_cents" numeric DEFAULT 0,
  	"coupon_code" varchar,
  	"cart_id" uuid,
  	"bundle_selection" "enum_orders_bundle_selection",
  	"logistics_provider" "enum_orders_logistics_provider" DEFAULT 'ups',
  	"tracking_number" varchar,
  	"submitted" numeric,
  	"doctor" varchar,
  	"provider" numeric,
  	"external_visit_id" varchar,
  	"payment_intent_id" varchar,
  	"conversion_id" varchar,
  	"plan_id" varchar,
  	"conversion_status" "enum_orders_conversion_status",
  	"conversion_attempts" numeric,
  	"pharmacy_reference" varchar,
  	"replacement_of_id" uuid,
  	"next_billing_date" timestamp(3) with time zone,
  	"received_at" timestamp(3) with time zone,
  	"shipping_address_address_line_1" varchar NOT NULL,
  	"shipping_address_address_line_2" varchar,
  	"shipping_address_city" varchar NOT NULL,
  	"shipping_address_state" "enum_orders_shipping_address_state" NOT NULL,
  	"shipping_address_zip" varchar NOT NULL,
  	"billing_address_address_line_1" varchar,
  	"billing_address_address_line_2" varchar,
  	"billing_address_city" varchar,
  	"billing_address_state" "enum_orders_billing_address_state",
  	"billing_address_zip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "order_status_changes" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"order_id" uuid NOT NULL,
  	"from" "enum_order_status_changes_from",
  	"to" "enum_order_status_changes_to" NOT NULL,
  	"actor_kind" "enum_order_status_changes_actor_kind" NOT NULL,
  	"staff_id" uuid,
  	"reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "prescriptions_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"rx_id" varchar,
  	"med_id" varchar,
  	"name" varchar NOT NULL,
  	"strength" varchar,
  	"directions" varchar
  );
  
  CREATE TABLE "prescriptions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"patient_id" uuid NOT NULL,
  	"order_id" uuid NOT NULL,
  	"status" "enum_prescriptions_status" DEFAULT 'pending' NOT NULL,
  	"responded_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscriptions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"patient_id" uuid NOT NULL,
  	"order_id" uuid,
  	"plan_name" varchar NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"payment_terms" "enum_subscriptions_payment_terms" NOT NULL,
  	"status" "enum_subscriptions_status" DEFAULT 'active' NOT NULL,
  	"next_billing_date" timestamp(3) with time zone,
  	"cancel_reason" varchar,
  	"recommend" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "transactions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"patient_id" uuid NOT NULL,
  	"order_id" uuid,
  	"subscription_id" uuid,
  	"amount_cents" numeric NOT NULL,
  	"status" "enum_transactions_status" NOT NULL,
  	"product_name" varchar,
  	"gateway" "enum_transactions_gateway" NOT NULL,
  	"gateway_reference" varchar,
  	"idempotency_key" varchar,
  	"card_fingerprint" varchar,
  	"decline_code" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_attempts" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"patient_id" uuid NOT NULL,
  	"cart_id" uuid NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"status" "enum_payment_attempts_status" DEFAULT 'started' NOT NULL,
  	"gateway" "enum_payment_attempts_gateway" NOT NULL,
  	"gateway_reference" varchar,
  	"card_fingerprint" varchar,
  	"decline_code" varchar,
  	"order_id" uuid,
  	"failure" varchar,
  	"settled_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_declines" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"occurred_at" timestamp(3) with time zone NOT NULL,
  	"card_fingerprint" varchar,
  	"cart_id" uuid,
  	"patient_id" uuid,
  	"decline_code" varchar
  );
  
  CREATE TABLE "sandbox_payments" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"reference" varchar,
  	"amount_cents" numeric NOT NULL,
  	"status" "enum_sandbox_payments_status" NOT NULL,
  	"decline_code" varchar,
  	"message" varchar,
  	"card_fingerprint" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "verification_codes" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"patient_id" uuid NOT NULL,
  	"channel" "enum_verification_codes_channel" NOT NULL,
  	"purpose" "enum_verification_codes_purpose" DEFAULT 'verify',
  	"destination" varchar NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"failed_attempts" numeric DEFAULT 0,
  	"consumed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "questionnaire_responses" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"patient_id" uuid NOT NULL,
  	"order_id" uuid,
  	"questionnaire_id" uuid NOT NULL,
  	"questionnaire_version" varchar NOT NULL,
  	"form_type" "enum_questionnaire_responses_form_type" NOT NULL,
  	"answers" jsonb NOT NULL,
  	"submission" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "questionnaire_drafts" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"patient_id" uuid NOT NULL,
  	"order_id" uuid NOT NULL,
  	"questionnaire_id" uuid NOT NULL,
  	"version" varchar NOT NULL,
  	"progress" jsonb NOT NULL,
  	"saved_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "uploads" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"patient_id" uuid NOT NULL,
  	"image_type" "enum_uploads_image_type" NOT NULL,
  	"order_id" uuid,
  	"form_id" varchar,
  	"submitted_at" timestamp(3) with time zone,
  	"prefix" varchar DEFAULT 'uploads',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "upload_tickets" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"patient_id" uuid NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"purpose" "enum_upload_tickets_purpose" NOT NULL,
  	"content_type" varchar NOT NULL,
  	"declared_bytes" numeric NOT NULL,
  	"image_type" "enum_upload_tickets_image_type",
  	"form_id" varchar,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"received_bytes" numeric DEFAULT 0 NOT NULL,
  	"completed_at" timestamp(3) with time zone,
  	"upload_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reship_requests_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"shipped_order_id" uuid
  );
  
  CREATE TABLE "reship_requests" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"patient_id" uuid NOT NULL,
  	"order_id" uuid,
  	"reason" varchar NOT NULL,
  	"image_id" uuid NOT NULL,
  	"status" "enum_reship_requests_status" DEFAULT 'received' NOT NULL,
  	"denial_reason" varchar,
  	"reviewed_by_id" uuid,
  	"reviewed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reship_requests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"orders_id" uuid
  );
  
  CREATE TABLE "dose_adjustment_requests_selected_doses" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"month" numeric NOT NULL,
  	"dose_mg" numeric NOT NULL
  );
  
  CREATE TABLE "dose_adjustment_requests" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"patient_id" uuid NOT NULL,
  	"order_id" uuid NOT NULL,
  	"prescription_photo_id" uuid NOT NULL,
  	"status" "enum_dose_adjustment_requests_status" DEFAULT 'received' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "chat_messages" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"patient_id" uuid NOT NULL,
  	"from" "enum_chat_messages_from" NOT NULL,
  	"body" varchar NOT NULL,
  	"attachment_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "weight_entries" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"patient_id" uuid NOT NULL,
  	"measured_on" varchar NOT NULL,
  	"weight_lb" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outbox" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"channel" "enum_outbox_channel" NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar,
  	"body" varchar NOT NULL,
  	"html" varchar,
  	"status" "enum_outbox_status" DEFAULT 'queued' NOT NULL,
  	"patient_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "audit_log" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"actor_collection" "enum_audit_log_actor_collection" NOT NULL,
  	"actor_id" varchar NOT NULL,
  	"action" "enum_audit_log_action" NOT NULL,
  	"resource" varchar NOT NULL,
  	"document_id" varchar NOT NULL,
  	"patient" varchar
  );
  
  CREATE TABLE "staff_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "staff" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"role" "enum_staff_role" DEFAULT 'marketing' NOT NULL,
  	"second_factor_enrolled_at" timestamp(3) with time zone,
  	"second_factor_secret" varchar,
  	"second_factor_recovery_codes" jsonb,
  	"second_factor_last_step" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "claims" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rate_limit_hits" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar NOT NULL,
  	"points" numeric DEFAULT 1 NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" uuid,
  	"offers_id" uuid,
  	"promotions_id" uuid,
  	"coupons_id" uuid,
  	"legal_pages_id" uuid,
  	"questionnaires_id" uuid,
  	"patients_id" uuid,
  	"patient_sessions_id" uuid,
  	"leads_id" uuid,
  	"addresses_id" uuid,
  	"carts_id" uuid,
  	"orders_id" uuid,
  	"order_status_changes_id" uuid,
  	"prescriptions_id" uuid,
  	"subscriptions_id" uuid,
  	"transactions_id" uuid,
  	"payment_attempts_id" uuid,
  	"payment_declines_id" uuid,
  	"sandbox_payments_id" uuid,
  	"verification_codes_id" uuid,
  	"questionnaire_responses_id" uuid,
  	"questionnaire_drafts_id" uuid,
  	"uploads_id" uuid,
  	"upload_tickets_id" uuid,
  	"reship_requests_id" uuid,
  	"dose_adjustment_requests_id" uuid,
  	"chat_messages_id" uuid,
  	"weight_entries_id" uuid,
  	"outbox_id" uuid,
  	"audit_log_id" uuid,
  	"staff_id" uuid,
  	"claims_id" uuid,
  	"rate_limit_hits_id" uuid
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"patients_id" uuid,
  	"staff_id" uuid
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "funnel_copy_intake_welcome_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "funnel_copy_report_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"detail" varchar NOT NULL
  );
  
  CREATE TABLE "funnel_copy_report_next_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"body" varchar NOT NULL
  );
  
  CREATE TABLE "funnel_copy_status_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"duration" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "funnel_copy" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"brand_name" varchar NOT NULL,
  	"intake_common_continue_button" varchar NOT NULL,
  	"intake_common_go_back" varchar NOT NULL,
  	"intake_common_step_of" varchar NOT NULL,
  	"intake_welcome_heading" varchar NOT NULL,
  	"intake_welcome_intro" varchar NOT NULL,
  	"intake_welcome_consent_label" varchar NOT NULL,
  	"intake_welcome_start_button" varchar NOT NULL,
  	"intake_state_heading" varchar NOT NULL,
  	"intake_state_intro" varchar NOT NULL,
  	"intake_state_label" varchar NOT NULL,
  	"intake_state_placeholder" varchar NOT NULL,
  	"intake_name_heading" varchar NOT NULL,
  	"intake_name_intro" varchar NOT NULL,
  	"intake_name_first_name_label" varchar NOT NULL,
  	"intake_name_last_name_label" varchar NOT NULL,
  	"intake_gender_heading" varchar NOT NULL,
  	"intake_gender_intro" varchar NOT NULL,
  	"intake_gender_legend" varchar NOT NULL,
  	"intake_gender_male_label" varchar NOT NULL,
  	"intake_gender_female_label" varchar NOT NULL,
  	"intake_email_heading" varchar NOT NULL,
  	"intake_email_intro" varchar NOT NULL,
  	"intake_email_email_label" varchar NOT NULL,
  	"intake_email_email_hint" varchar NOT NULL,
  	"intake_email_consent_label" varchar NOT NULL,
  	"intake_phone_heading" varchar NOT NULL,
  	"intake_phone_intro" varchar NOT NULL,
  	"intake_phone_legend" varchar NOT NULL,
  	"intake_phone_area_code_label" varchar NOT NULL,
  	"intake_phone_prefix_label" varchar NOT NULL,
  	"intake_phone_line_label" varchar NOT NULL,
  	"intake_phone_hint" varchar NOT NULL,
  	"intake_body_heading" varchar NOT NULL,
  	"intake_body_intro" varchar NOT NULL,
  	"intake_body_height_label" varchar NOT NULL,
  	"intake_body_feet_label" varchar NOT NULL,
  	"intake_body_inches_label" varchar NOT NULL,
  	"intake_body_weight_label" varchar NOT NULL,
  	"intake_body_weight_unit" varchar NOT NULL,
  	"intake_body_weight_hint" varchar NOT NULL,
  	"intake_body_bmi_label" varchar NOT NULL,
  	"intake_body_bmi_placeholder" varchar NOT NULL,
  	"intake_date_of_birth_heading" varchar NOT NULL,
  	"intake_date_of_birth_intro" varchar NOT NULL,
  	"intake_date_of_birth_legend" varchar NOT NULL,
  	"intake_date_of_birth_month_label" varchar NOT NULL,
  	"intake_date_of_birth_day_label" varchar NOT NULL,
  	"intake_date_of_birth_year_label" varchar NOT NULL,
  	"intake_date_of_birth_month_placeholder" varchar NOT NULL,
  	"intake_date_of_birth_hint" varchar NOT NULL,
  	"intake_goal_weight_heading" varchar NOT NULL,
  	"intake_goal_weight_intro" varchar NOT NULL,
  	"intake_goal_weight_label" varchar NOT NULL,
  	"intake_goal_weight_unit" varchar NOT NULL,
  	"intake_goal_weight_current_weight_note" varchar NOT NULL,
  	"intake_goal_weight_submit_button" varchar NOT NULL,
  	"intake_goal_weight_submitting_button" varchar NOT NULL,
  	"sign_up_terms_heading" varchar NOT NULL,
  	"sign_up_terms_intro" varchar NOT NULL,
  	"sign_up_terms_consent_label" varchar NOT NULL,
  	"sign_up_terms_start_button" varchar NOT NULL,
  	"sign_up_contact_heading" varchar NOT NULL,
  	"sign_up_contact_intro" varchar NOT NULL,
  	"sign_up_contact_state_label" varchar NOT NULL,
  	"sign_up_contact_state_placeholder" varchar NOT NULL,
  	"sign_up_contact_first_name_label" varchar NOT NULL,
  	"sign_up_contact_last_name_label" varchar NOT NULL,
  	"sign_up_contact_gender_legend" varchar NOT NULL,
  	"sign_up_contact_male_label" varchar NOT NULL,
  	"sign_up_contact_female_label" varchar NOT NULL,
  	"sign_up_contact_email_label" varchar NOT NULL,
  	"sign_up_contact_email_consent_label" varchar NOT NULL,
  	"sign_up_contact_phone_legend" varchar NOT NULL,
  	"sign_up_contact_area_code_label" varchar NOT NULL,
  	"sign_up_contact_prefix_label" varchar NOT NULL,
  	"sign_up_contact_line_label" varchar NOT NULL,
  	"sign_up_contact_text_consent_legend" varchar NOT NULL,
  	"sign_up_contact_yes_label" varchar NOT NULL,
  	"sign_up_contact_no_label" varchar NOT NULL,
  	"sign_up_contact_call_consent_label" varchar NOT NULL,
  	"result_heading" varchar NOT NULL,
  	"result_intro" varchar NOT NULL,
  	"result_table_caption" varchar NOT NULL,
  	"result_current_weight_label" varchar NOT NULL,
  	"result_target_weight_label" varchar NOT NULL,
  	"result_semaglutide_label" varchar NOT NULL,
  	"result_tirzepatide_label" varchar NOT NULL,
  	"result_one_in_three_label" varchar NOT NULL,
  	"result_program_label" varchar NOT NULL,
  	"result_unit" varchar NOT NULL,
  	"result_button" varchar NOT NULL,
  	"result_disclaimer" varchar NOT NULL,
  	"report_heading" varchar NOT NULL,
  	"report_intro" varchar NOT NULL,
  	"report_pounds_to_lose_label" varchar NOT NULL,
  	"report_unit" varchar NOT NULL,
  	"report_projections_heading" varchar NOT NULL,
  	"report_projection_average_label" varchar NOT NULL,
  	"report_projection_one_in_three_label" varchar NOT NULL,
  	"report_projection_top_label" varchar NOT NULL,
  	"report_chart_title" varchar NOT NULL,
  	"report_chart_summary" varchar NOT NULL,
  	"report_chart_today" varchar NOT NULL,
  	"report_chart_goal" varchar NOT NULL,
  	"report_chart_month_tick" varchar NOT NULL,
  	"report_chart_unit" varchar NOT NULL,
  	"report_chart_table_toggle" varchar NOT NULL,
  	"report_chart_table_month_header" varchar NOT NULL,
  	"report_chart_table_month" varchar NOT NULL,
  	"report_chart_disclaimer" varchar NOT NULL,
  	"report_savings_heading" varchar NOT NULL,
  	"report_doctor_support_label" varchar NOT NULL,
  	"report_metabolic_testing_label" varchar NOT NULL,
  	"report_overnight_shipping_label" varchar NOT NULL,
  	"report_free_label" varchar NOT NULL,
  	"report_saved_label" varchar NOT NULL,
  	"report_off_label" varchar NOT NULL,
  	"report_testimonials_heading" varchar NOT NULL,
  	"report_rating" varchar NOT NULL,
  	"report_next_steps_heading" varchar NOT NULL,
  	"report_button" varchar NOT NULL,
  	"report_button_note" varchar NOT NULL,
  	"status_heading" varchar NOT NULL,
  	"status_intro" varchar NOT NULL,
  	"status_timeline_heading" varchar NOT NULL,
  	"status_button" varchar NOT NULL,
  	"status_button_note" varchar NOT NULL,
  	"bundle_heading" varchar NOT NULL,
  	"bundle_intro" varchar NOT NULL,
  	"bundle_legend" varchar NOT NULL,
  	"bundle_anti_nausea_title" varchar NOT NULL,
  	"bundle_anti_nausea_description" varchar NOT NULL,
  	"bundle_anti_nausea_price" varchar NOT NULL,
  	"bundle_energy_title" varchar NOT NULL,
  	"bundle_energy_description" varchar NOT NULL,
  	"bundle_energy_price" varchar NOT NULL,
  	"bundle_none_label" varchar NOT NULL,
  	"bundle_choose_button" varchar NOT NULL,
  	"bundle_confirm_heading" varchar NOT NULL,
  	"bundle_confirm_add" varchar NOT NULL,
  	"bundle_confirm_none" varchar NOT NULL,
  	"bundle_confirm_button" varchar NOT NULL,
  	"bundle_confirming_button" varchar NOT NULL,
  	"bundle_change_choice" varchar NOT NULL,
  	"bundle_done_heading" varchar NOT NULL,
  	"bundle_done_body" varchar NOT NULL,
  	"sorry_heading" varchar NOT NULL,
  	"sorry_continue_label" varchar NOT NULL,
  	"sorry_learn_more_label" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "settings_blocked_states_new_funnel" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_settings_blocked_states_new_funnel",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "settings_blocked_states_old_funnel" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_settings_blocked_states_old_funnel",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "settings_video_required_states" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_settings_video_required_states",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "settings_starting_at_placement" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_settings_starting_at_placement",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "settings_special_necessities" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"when" "enum_settings_special_necessities_when" DEFAULT 'yes' NOT NULL,
  	"threshold" numeric,
  	"note" varchar NOT NULL
  );
  
  CREATE TABLE "settings" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"minimum_age" numeric DEFAULT 18 NOT NULL,
  	"decline_limit" numeric DEFAULT 3 NOT NULL,
  	"decline_block_hours" numeric DEFAULT 24 NOT NULL,
  	"tag_manager_container_id" varchar,
  	"consent_text_version" varchar DEFAULT '2025-01' NOT NULL,
  	"company_name" varchar DEFAULT 'Evergreen Health' NOT NULL,
  	"company_address" varchar DEFAULT '' NOT NULL,
  	"seal_label" varchar DEFAULT 'LegitScript Certified',
  	"seal_href" varchar,
  	"support_email" varchar,
  	"support_phone" varchar,
  	"claims_cost" varchar DEFAULT 'About a quarter of the cost of brand-name drugs',
  	"claims_doctor_review" varchar DEFAULT 'Doctor review usually within 5 hours, or 24 hours or less',
  	"claims_shipping" varchar DEFAULT 'Free overnight shipping',
  	"claims_pharmacy" varchar DEFAULT 'Medication shipped in 3-5 days',
  	"claims_same_day_processing" varchar DEFAULT 'Orders placed before 3 pm, Monday to Thursday, are processed the same day',
  	"claims_no_shipping_days" varchar DEFAULT 'No shipping on Fridays',
  	"claims_rating" varchar DEFAULT 'Rated 4.9 of 5 by patients',
  	"portal_claims_doctor_review" varchar DEFAULT 'Doctor review takes 24 to 48 hours' NOT NULL,
  	"portal_claims_pharmacy" varchar DEFAULT 'The pharmacy takes 2 to 3 days' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "medication_catalogue_dose_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"drug" "enum_medication_catalogue_dose_steps_drug" NOT NULL,
  	"dose_mg" numeric NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "medication_catalogue_medications" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"med_id" varchar NOT NULL,
  	"dose_label" varchar,
  	"hide_on_dosage_tab" boolean DEFAULT false,
  	"note" varchar
  );
  
  CREATE TABLE "medication_catalogue_sema_to_tirz" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"semaglutide_dose_mg" numeric NOT NULL,
  	"timing" "enum_medication_catalogue_sema_to_tirz_timing" NOT NULL,
  	"tirzepatide_dose_mg" numeric NOT NULL
  );
  
  CREATE TABLE "medication_catalogue" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "products_included_items" ADD CONSTRAINT "products_included_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_plans" ADD CONSTRAINT "products_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coupons_terms" ADD CONSTRAINT "coupons_terms_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages_sections" ADD CONSTRAINT "legal_pages_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_questions_options" ADD CONSTRAINT "questionnaires_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_questions_show_array" ADD CONSTRAINT "questionnaires_questions_show_array_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_questions" ADD CONSTRAINT "questionnaires_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_dependency" ADD CONSTRAINT "questionnaires_dependency_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_texts" ADD CONSTRAINT "questionnaires_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_version_questions_options" ADD CONSTRAINT "_questionnaires_v_version_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_version_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_version_questions_show_array" ADD CONSTRAINT "_questionnaires_v_version_questions_show_array_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v_version_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_version_questions" ADD CONSTRAINT "_questionnaires_v_version_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_version_dependency" ADD CONSTRAINT "_questionnaires_v_version_dependency_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v" ADD CONSTRAINT "_questionnaires_v_parent_id_questionnaires_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_questionnaires_v_texts" ADD CONSTRAINT "_questionnaires_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_questionnaires_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "patients_preferred_categories" ADD CONSTRAINT "patients_preferred_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "patients_sessions" ADD CONSTRAINT "patients_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "patient_sessions" ADD CONSTRAINT "patient_sessions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "addresses" ADD CONSTRAINT "addresses_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts_items" ADD CONSTRAINT "carts_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts_items" ADD CONSTRAINT "carts_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_replacement_of_id_reship_requests_id_fk" FOREIGN KEY ("replacement_of_id") REFERENCES "public"."reship_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "prescriptions_items" ADD CONSTRAINT "prescriptions_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transactions" ADD CONSTRAINT "transactions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transactions" ADD CONSTRAINT "transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transactions" ADD CONSTRAINT "transactions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_declines" ADD CONSTRAINT "payment_declines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_declines" ADD CONSTRAINT "payment_declines_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questionnaire_drafts" ADD CONSTRAINT "questionnaire_drafts_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questionnaire_drafts" ADD CONSTRAINT "questionnaire_drafts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questionnaire_drafts" ADD CONSTRAINT "questionnaire_drafts_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "uploads" ADD CONSTRAINT "uploads_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "uploads" ADD CONSTRAINT "uploads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "upload_tickets" ADD CONSTRAINT "upload_tickets_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "upload_tickets" ADD CONSTRAINT "upload_tickets_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reship_requests_items" ADD CONSTRAINT "reship_requests_items_shipped_order_id_orders_id_fk" FOREIGN KEY ("shipped_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reship_requests_items" ADD CONSTRAINT "reship_requests_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reship_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reship_requests" ADD CONSTRAINT "reship_requests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reship_requests" ADD CONSTRAINT "reship_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reship_requests" ADD CONSTRAINT "reship_requests_image_id_uploads_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reship_requests" ADD CONSTRAINT "reship_requests_reviewed_by_id_staff_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reship_requests_rels" ADD CONSTRAINT "reship_requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reship_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reship_requests_rels" ADD CONSTRAINT "reship_requests_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dose_adjustment_requests_selected_doses" ADD CONSTRAINT "dose_adjustment_requests_selected_doses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dose_adjustment_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dose_adjustment_requests" ADD CONSTRAINT "dose_adjustment_requests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dose_adjustment_requests" ADD CONSTRAINT "dose_adjustment_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dose_adjustment_requests" ADD CONSTRAINT "dose_adjustment_requests_prescription_photo_id_uploads_id_fk" FOREIGN KEY ("prescription_photo_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_attachment_id_uploads_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "weight_entries" ADD CONSTRAINT "weight_entries_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "outbox" ADD CONSTRAINT "outbox_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offers_fk" FOREIGN KEY ("offers_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promotions_fk" FOREIGN KEY ("promotions_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coupons_fk" FOREIGN KEY ("coupons_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_questionnaires_fk" FOREIGN KEY ("questionnaires_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_patients_fk" FOREIGN KEY ("patients_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_patient_sessions_fk" FOREIGN KEY ("patient_sessions_id") REFERENCES "public"."patient_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_addresses_fk" FOREIGN KEY ("addresses_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_carts_fk" FOREIGN KEY ("carts_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_status_changes_fk" FOREIGN KEY ("order_status_changes_id") REFERENCES "public"."order_status_changes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_prescriptions_fk" FOREIGN KEY ("prescriptions_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscriptions_fk" FOREIGN KEY ("subscriptions_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_transactions_fk" FOREIGN KEY ("transactions_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_attempts_fk" FOREIGN KEY ("payment_attempts_id") REFERENCES "public"."payment_attempts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_declines_fk" FOREIGN KEY ("payment_declines_id") REFERENCES "public"."payment_declines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sandbox_payments_fk" FOREIGN KEY ("sandbox_payments_id") REFERENCES "public"."sandbox_payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_verification_codes_fk" FOREIGN KEY ("verification_codes_id") REFERENCES "public"."verification_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_questionnaire_responses_fk" FOREIGN KEY ("questionnaire_responses_id") REFERENCES "public"."questionnaire_responses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_questionnaire_drafts_fk" FOREIGN KEY ("questionnaire_drafts_id") REFERENCES "public"."questionnaire_drafts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_uploads_fk" FOREIGN KEY ("uploads_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_upload_tickets_fk" FOREIGN KEY ("upload_tickets_id") REFERENCES "public"."upload_tickets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reship_requests_fk" FOREIGN KEY ("reship_requests_id") REFERENCES "public"."reship_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dose_adjustment_requests_fk" FOREIGN KEY ("dose_adjustment_requests_id") REFERENCES "public"."dose_adjustment_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_chat_messages_fk" FOREIGN KEY ("chat_messages_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_weight_entries_fk" FOREIGN KEY ("weight_entries_id") REFERENCES "public"."weight_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_claims_fk" FOREIGN KEY ("claims_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rate_limit_hits_fk" FOREIGN KEY ("rate_limit_hits_id") REFERENCES "public"."rate_limit_hits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_patients_fk" FOREIGN KEY ("patients_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_staff_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "funnel_copy_intake_welcome_highlights" ADD CONSTRAINT "funnel_copy_intake_welcome_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."funnel_copy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "funnel_copy_report_testimonials" ADD CONSTRAINT "funnel_copy_report_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."funnel_copy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "funnel_copy_report_next_steps" ADD CONSTRAINT "funnel_copy_report_next_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."funnel_copy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "funnel_copy_status_timeline" ADD CONSTRAINT "funnel_copy_status_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."funnel_copy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_blocked_states_new_funnel" ADD CONSTRAINT "settings_blocked_states_new_funnel_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_blocked_states_old_funnel" ADD CONSTRAINT "settings_blocked_states_old_funnel_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_video_required_states" ADD CONSTRAINT "settings_video_required_states_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_starting_at_placement" ADD CONSTRAINT "settings_starting_at_placement_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_special_necessities" ADD CONSTRAINT "settings_special_necessities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "medication_catalogue_dose_steps" ADD CONSTRAINT "medication_catalogue_dose_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."medication_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "medication_catalogue_medications" ADD CONSTRAINT "medication_catalogue_medications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."medication_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "medication_catalogue_sema_to_tirz" ADD CONSTRAINT "medication_catalogue_sema_to_tirz_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."medication_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_included_items_order_idx" ON "products_included_items" USING btree ("_order");
  CREATE INDEX "products_included_items_parent_id_idx" ON "products_included_items" USING btree ("_parent_id");
  CREATE INDEX "products_plans_order_idx" ON "products_plans" USING btree ("_order");
  CREATE INDEX "products_plans_parent_id_idx" ON "products_plans" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE UNIQUE INDEX "offers_code_idx" ON "offers" USING btree ("code");
  CREATE INDEX "offers_updated_at_idx" ON "offers" USING btree ("updated_at");
  CREATE INDEX "offers_created_at_idx" ON "offers" USING btree ("created_at");
  CREATE INDEX "promotions_updated_at_idx" ON "promotions" USING btree ("updated_at");
  CREATE INDEX "promotions_created_at_idx" ON "promotions" USING btree ("created_at");
  CREATE INDEX "coupons_terms_order_idx" ON "coupons_terms" USING btree ("order");
  CREATE INDEX "coupons_terms_parent_idx" ON "coupons_terms" USING btree ("parent_id");
  CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree ("code");
  CREATE INDEX "coupons_updated_at_idx" ON "coupons" USING btree ("updated_at");
  CREATE INDEX "coupons_created_at_idx" ON "coupons" USING btree ("created_at");
  CREATE INDEX "legal_pages_sections_order_idx" ON "legal_pages_sections" USING btree ("_order");
  CREATE INDEX "legal_pages_sections_parent_id_idx" ON "legal_pages_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "legal_pages_slug_idx" ON "legal_pages" USING btree ("slug");
  CREATE INDEX "legal_pages_updated_at_idx" ON "legal_pages" USING btree ("updated_at");
  CREATE INDEX "legal_pages_created_at_idx" ON "legal_pages" USING btree ("created_at");
  CREATE INDEX "questionnaires_questions_options_order_idx" ON "questionnaires_questions_options" USING btree ("_order");
  CREATE INDEX "questionnaires_questions_options_parent_id_idx" ON "questionnaires_questions_options" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_questions_show_array_order_idx" ON "questionnaires_questions_show_array" USING btree ("_order");
  CREATE INDEX "questionnaires_questions_show_array_parent_id_idx" ON "questionnaires_questions_show_array" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_questions_order_idx" ON "questionnaires_questions" USING btree ("_order");
  CREATE INDEX "questionnaires_questions_parent_id_idx" ON "questionnaires_questions" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_dependency_order_idx" ON "questionnaires_dependency" USING btree ("_order");
  CREATE INDEX "questionnaires_dependency_parent_id_idx" ON "questionnaires_dependency" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "questionnaires_kind_idx" ON "questionnaires" USING btree ("kind");
  CREATE INDEX "questionnaires_updated_at_idx" ON "questionnaires" USING btree ("updated_at");
  CREATE INDEX "questionnaires_created_at_idx" ON "questionnaires" USING btree ("created_at");
  CREATE INDEX "questionnaires__status_idx" ON "questionnaires" USING btree ("_status");
  CREATE INDEX "questionnaires_texts_order_parent" ON "questionnaires_texts" USING btree ("order","parent_id");
  CREATE INDEX "_questionnaires_v_version_questions_options_order_idx" ON "_questionnaires_v_version_questions_options" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_version_questions_options_parent_id_idx" ON "_questionnaires_v_version_questions_options" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_version_questions_show_array_order_idx" ON "_questionnaires_v_version_questions_show_array" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_version_questions_show_array_parent_id_idx" ON "_questionnaires_v_version_questions_show_array" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_version_questions_order_idx" ON "_questionnaires_v_version_questions" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_version_questions_parent_id_idx" ON "_questionnaires_v_version_questions" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_version_dependency_order_idx" ON "_questionnaires_v_version_dependency" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_version_dependency_parent_id_idx" ON "_questionnaires_v_version_dependency" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_parent_idx" ON "_questionnaires_v" USING btree ("parent_id");
  CREATE INDEX "_questionnaires_v_version_version_kind_idx" ON "_questionnaires_v" USING btree ("version_kind");
  CREATE INDEX "_questionnaires_v_version_version_updated_at_idx" ON "_questionnaires_v" USING btree ("version_updated_at");
  CREATE INDEX "_questionnaires_v_version_version_created_at_idx" ON "_questionnaires_v" USING btree ("version_created_at");
  CREATE INDEX "_questionnaires_v_version_version__status_idx" ON "_questionnaires_v" USING btree ("version__status");
  CREATE INDEX "_questionnaires_v_created_at_idx" ON "_questionnaires_v" USING btree ("created_at");
  CREATE INDEX "_questionnaires_v_updated_at_idx" ON "_questionnaires_v" USING btree ("updated_at");
  CREATE INDEX "_questionnaires_v_latest_idx" ON "_questionnaires_v" USING btree ("latest");
  CREATE INDEX "_questionnaires_v_texts_order_parent" ON "_questionnaires_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "patients_preferred_categories_order_idx" ON "patients_preferred_categories" USING btree ("order");
  CREATE INDEX "patients_preferred_categories_parent_idx" ON "patients_preferred_categories" USING btree ("parent_id");
  CREATE INDEX "patients_sessions_order_idx" ON "patients_sessions" USING btree ("_order");
  CREATE INDEX "patients_sessions_parent_id_idx" ON "patients_sessions" USING btree ("_parent_id");
  CREATE INDEX "patients_state_idx" ON "patients" USING btree ("state");
  CREATE INDEX "patients_unlock_token_hash_idx" ON "patients" USING btree ("unlock_token_hash");
  CREATE INDEX "patients_updated_at_idx" ON "patients" USING btree ("updated_at");
  CREATE INDEX "patients_created_at_idx" ON "patients" USING btree ("created_at");
  CREATE UNIQUE INDEX "patients_email_idx" ON "patients" USING btree ("email");
  CREATE INDEX "patient_sessions_patient_idx" ON "patient_sessions" USING btree ("patient_id");
  CREATE UNIQUE INDEX "patient_sessions_token_hash_idx" ON "patient_sessions" USING btree ("token_hash");
  CREATE INDEX "leads_patient_idx" ON "leads" USING btree ("patient_id");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_outcome_idx" ON "leads" USING btree ("outcome");
  CREATE INDEX "leads_state_idx" ON "leads" USING btree ("state");
  CREATE INDEX "leads_tracking_session_id_idx" ON "leads" USING btree ("tracking_session_id");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE INDEX "addresses_patient_idx" ON "addresses" USING btree ("patient_id");
  CREATE INDEX "addresses_updated_at_idx" ON "addresses" USING btree ("updated_at");
  CREATE INDEX "addresses_created_at_idx" ON "addresses" USING btree ("created_at");
  CREATE INDEX "carts_items_order_idx" ON "carts_items" USING btree ("_order");
  CREATE INDEX "carts_items_parent_id_idx" ON "carts_items" USING btree ("_parent_id");
  CREATE INDEX "carts_items_product_idx" ON "carts_items" USING btree ("product_id");
  CREATE UNIQUE INDEX "carts_public_id_idx" ON "carts" USING btree ("public_id");
  CREATE INDEX "carts_patient_idx" ON "carts" USING btree ("patient_id");
  CREATE INDEX "carts_status_idx" ON "carts" USING btree ("status");
  CREATE INDEX "carts_updated_at_idx" ON "carts" USING btree ("updated_at");
  CREATE INDEX "carts_created_at_idx" ON "carts" USING btree ("created_at");
  CREATE INDEX "orders_patient_idx" ON "orders" USING btree ("patient_id");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_product_idx" ON "orders" USING btree ("product_id");
  CREATE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id");
  CREATE INDEX "orders_payment_intent_id_idx" ON "orders" USING btree ("payment_intent_id");
  CREATE INDEX "orders_replacement_of_idx" ON "orders" USING btree ("replacement_of_id");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "order_status_changes_order_idx" ON "order_status_changes" USING btree ("order_id");
  CREATE INDEX "order_status_changes_staff_idx" ON "order_status_changes" USING btree ("staff_id");
  CREATE INDEX "order_status_changes_updated_at_idx" ON "order_status_changes" USING btree ("updated_at");
  CREATE INDEX "order_status_changes_created_at_idx" ON "order_status_changes" USING btree ("created_at");
  CREATE INDEX "prescriptions_items_order_idx" ON "prescriptions_items" USING btree ("_order");
  CREATE INDEX "prescriptions_items_parent_id_idx" ON "prescriptions_items" USING btree ("_parent_id");
  CREATE INDEX "prescriptions_patient_idx" ON "prescriptions" USING btree ("patient_id");
  CREATE INDEX "prescriptions_order_idx" ON "prescriptions" USING btree ("order_id");
  CREATE INDEX "prescriptions_updated_at_idx" ON "prescriptions" USING btree ("updated_at");
  CREATE INDEX "prescriptions_created_at_idx" ON "prescriptions" USING btree ("created_at");
  CREATE INDEX "subscriptions_patient_idx" ON "subscriptions" USING btree ("patient_id");
  CREATE INDEX "subscriptions_order_idx" ON "subscriptions" USING btree ("order_id");
  CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status");
  CREATE INDEX "subscriptions_updated_at_idx" ON "subscriptions" USING btree ("updated_at");
  CREATE INDEX "subscriptions_created_at_idx" ON "subscriptions" USING btree ("created_at");
  CREATE INDEX "transactions_patient_idx" ON "transactions" USING btree ("patient_id");
  CREATE INDEX "transactions_order_idx" ON "transactions" USING btree ("order_id");
  CREATE INDEX "transactions_subscription_idx" ON "transactions" USING btree ("subscription_id");
  CREATE INDEX "transactions_status_idx" ON "transactions" USING btree ("status");
  CREATE INDEX "transactions_gateway_reference_idx" ON "transactions" USING btree ("gateway_reference");
  CREATE UNIQUE INDEX "transactions_idempotency_key_idx" ON "transactions" USING btree ("idempotency_key");
  CREATE INDEX "transactions_card_fingerprint_idx" ON "transactions" USING btree ("card_fingerprint");
  CREATE INDEX "transactions_updated_at_idx" ON "transactions" USING btree ("updated_at");
  CREATE INDEX "transactions_created_at_idx" ON "transactions" USING btree ("created_at");
  CREATE INDEX "payment_attempts_patient_idx" ON "payment_attempts" USING btree ("patient_id");
  CREATE INDEX "payment_attempts_cart_idx" ON "payment_attempts" USING btree ("cart_id");
  CREATE UNIQUE INDEX "payment_attempts_idempotency_key_idx" ON "payment_attempts" USING btree ("idempotency_key");
  CREATE INDEX "payment_attempts_status_idx" ON "payment_attempts" USING btree ("status");
  CREATE INDEX "payment_attempts_gateway_reference_idx" ON "payment_attempts" USING btree ("gateway_reference");
  CREATE INDEX "payment_attempts_card_fingerprint_idx" ON "payment_attempts" USING btree ("card_fingerprint");
  CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");
  CREATE INDEX "payment_attempts_updated_at_idx" ON "payment_attempts" USING btree ("updated_at");
  CREATE INDEX "payment_attempts_created_at_idx" ON "payment_attempts" USING btree ("created_at");
  CREATE INDEX "payment_declines_occurred_at_idx" ON "payment_declines" USING btree ("occurred_at");
  CREATE INDEX "payment_declines_card_fingerprint_idx" ON "payment_declines" USING btree ("card_fingerprint");
  CREATE INDEX "payment_declines_cart_idx" ON "payment_declines" USING btree ("cart_id");
  CREATE INDEX "payment_declines_patient_idx" ON "payment_declines" USING btree ("patient_id");
  CREATE UNIQUE INDEX "sandbox_payments_idempotency_key_idx" ON "sandbox_payments" USING btree ("idempotency_key");
  CREATE UNIQUE INDEX "sandbox_payments_reference_idx" ON "sandbox_payments" USING btree ("reference");
  CREATE INDEX "sandbox_payments_status_idx" ON "sandbox_payments" USING btree ("status");
  CREATE INDEX "sandbox_payments_card_fingerprint_idx" ON "sandbox_payments" USING btree ("card_fingerprint");
  CREATE INDEX "sandbox_payments_updated_at_idx" ON "sandbox_payments" USING btree ("updated_at");
  CREATE INDEX "sandbox_payments_created_at_idx" ON "sandbox_payments" USING btree ("created_at");
  CREATE INDEX "verification_codes_patient_idx" ON "verification_codes" USING btree ("patient_id");
  CREATE INDEX "verification_codes_updated_at_idx" ON "verification_codes" USING btree ("updated_at");
  CREATE INDEX "verification_codes_created_at_idx" ON "verification_codes" USING btree ("created_at");
  CREATE INDEX "questionnaire_responses_patient_idx" ON "questionnaire_responses" USING btree ("patient_id");
  CREATE INDEX "questionnaire_responses_order_idx" ON "questionnaire_responses" USING btree ("order_id");
  CREATE INDEX "questionnaire_responses_questionnaire_idx" ON "questionnaire_responses" USING btree ("questionnaire_id");
  CREATE INDEX "questionnaire_responses_updated_at_idx" ON "questionnaire_responses" USING btree ("updated_at");
  CREATE INDEX "questionnaire_responses_created_at_idx" ON "questionnaire_responses" USING btree ("created_at");
  CREATE INDEX "questionnaire_drafts_patient_idx" ON "questionnaire_drafts" USING btree ("patient_id");
  CREATE UNIQUE INDEX "questionnaire_drafts_order_idx" ON "questionnaire_drafts" USING btree ("order_id");
  CREATE INDEX "questionnaire_drafts_questionnaire_idx" ON "questionnaire_drafts" USING btree ("questionnaire_id");
  CREATE INDEX "questionnaire_drafts_updated_at_idx" ON "questionnaire_drafts" USING btree ("updated_at");
  CREATE INDEX "questionnaire_drafts_created_at_idx" ON "questionnaire_drafts" USING btree ("created_at");
  CREATE INDEX "uploads_patient_idx" ON "uploads" USING btree ("patient_id");
  CREATE INDEX "uploads_order_idx" ON "uploads" USING btree ("order_id");
  CREATE INDEX "uploads_form_id_idx" ON "uploads" USING btree ("form_id");
  CREATE INDEX "uploads_updated_at_idx" ON "uploads" USING btree ("updated_at");
  CREATE INDEX "uploads_created_at_idx" ON "uploads" USING btree ("created_at");
  CREATE UNIQUE INDEX "uploads_filename_idx" ON "uploads" USING btree ("filename");
  CREATE INDEX "upload_tickets_patient_idx" ON "upload_tickets" USING btree ("patient_id");
  CREATE UNIQUE INDEX "upload_tickets_token_hash_idx" ON "upload_tickets" USING btree ("token_hash");
  CREATE INDEX "upload_tickets_expires_at_idx" ON "upload_tickets" USING btree ("expires_at");
  CREATE INDEX "upload_tickets_upload_idx" ON "upload_tickets" USING btree ("upload_id");
  CREATE INDEX "upload_tickets_updated_at_idx" ON "upload_tickets" USING btree ("updated_at");
  CREATE INDEX "upload_tickets_created_at_idx" ON "upload_tickets" USING btree ("created_at");
  CREATE INDEX "reship_requests_items_order_idx" ON "reship_requests_items" USING btree ("_order");
  CREATE INDEX "reship_requests_items_parent_id_idx" ON "reship_requests_items" USING btree ("_parent_id");
  CREATE INDEX "reship_requests_items_shipped_order_idx" ON "reship_requests_items" USING btree ("shipped_order_id");
  CREATE INDEX "reship_requests_patient_idx" ON "reship_requests" USING btree ("patient_id");
  CREATE INDEX "reship_requests_order_idx" ON "reship_requests" USING btree ("order_id");
  CREATE INDEX "reship_requests_image_idx" ON "reship_requests" USING btree ("image_id");
  CREATE INDEX "reship_requests_status_idx" ON "reship_requests" USING btree ("status");
  CREATE INDEX "reship_requests_reviewed_by_idx" ON "reship_requests" USING btree ("reviewed_by_id");
  CREATE INDEX "reship_requests_updated_at_idx" ON "reship_requests" USING btree ("updated_at");
  CREATE INDEX "reship_requests_created_at_idx" ON "reship_requests" USING btree ("created_at");
  CREATE INDEX "reship_requests_rels_order_idx" ON "reship_requests_rels" USING btree ("order");
  CREATE INDEX "reship_requests_rels_parent_idx" ON "reship_requests_rels" USING btree ("parent_id");
  CREATE INDEX "reship_requests_rels_path_idx" ON "reship_requests_rels" USING btree ("path");
  CREATE INDEX "reship_requests_rels_orders_id_idx" ON "reship_requests_rels" USING btree ("orders_id");
  CREATE INDEX "dose_adjustment_requests_selected_doses_order_idx" ON "dose_adjustment_requests_selected_doses" USING btree ("_order");
  CREATE INDEX "dose_adjustment_requests_selected_doses_parent_id_idx" ON "dose_adjustment_requests_selected_doses" USING btree ("_parent_id");
  CREATE INDEX "dose_adjustment_requests_patient_idx" ON "dose_adjustment_requests" USING btree ("patient_id");
  CREATE INDEX "dose_adjustment_requests_order_idx" ON "dose_adjustment_requests" USING btree ("order_id");
  CREATE INDEX "dose_adjustment_requests_prescription_photo_idx" ON "dose_adjustment_requests" USING btree ("prescription_photo_id");
  CREATE INDEX "dose_adjustment_requests_status_idx" ON "dose_adjustment_requests" USING btree ("status");
  CREATE INDEX "dose_adjustment_requests_updated_at_idx" ON "dose_adjustment_requests" USING btree ("updated_at");
  CREATE INDEX "dose_adjustment_requests_created_at_idx" ON "dose_adjustment_requests" USING btree ("created_at");
  CREATE INDEX "chat_messages_patient_idx" ON "chat_messages" USING btree ("patient_id");
  CREATE INDEX "chat_messages_attachment_idx" ON "chat_messages" USING btree ("attachment_id");
  CREATE INDEX "chat_messages_updated_at_idx" ON "chat_messages" USING btree ("updated_at");
  CREATE INDEX "chat_messages_created_at_idx" ON "chat_messages" USING btree ("created_at");
  CREATE INDEX "weight_entries_patient_idx" ON "weight_entries" USING btree ("patient_id");
  CREATE INDEX "weight_entries_measured_on_idx" ON "weight_entries" USING btree ("measured_on");
  CREATE INDEX "weight_entries_updated_at_idx" ON "weight_entries" USING btree ("updated_at");
  CREATE INDEX "weight_entries_created_at_idx" ON "weight_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "patient_measuredOn_idx" ON "weight_entries" USING btree ("patient_id","measured_on");
  CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to");
  CREATE INDEX "outbox_patient_idx" ON "outbox" USING btree ("patient_id");
  CREATE INDEX "outbox_updated_at_idx" ON "outbox" USING btree ("updated_at");
  CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");
  CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");
  CREATE INDEX "audit_log_actor_id_idx" ON "audit_log" USING btree ("actor_id");
  CREATE INDEX "audit_log_patient_idx" ON "audit_log" USING btree ("patient");
  CREATE INDEX "staff_sessions_order_idx" ON "staff_sessions" USING btree ("_order");
  CREATE INDEX "staff_sessions_parent_id_idx" ON "staff_sessions" USING btree ("_parent_id");
  CREATE INDEX "staff_updated_at_idx" ON "staff" USING btree ("updated_at");
  CREATE INDEX "staff_created_at_idx" ON "staff" USING btree ("created_at");
  CREATE UNIQUE INDEX "staff_email_idx" ON "staff" USING btree ("email");
  CREATE UNIQUE INDEX "claims_key_idx" ON "claims" USING btree ("key");
  CREATE INDEX "claims_expires_at_idx" ON "claims" USING btree ("expires_at");
  CREATE INDEX "claims_updated_at_idx" ON "claims" USING btree ("updated_at");
  CREATE INDEX "claims_created_at_idx" ON "claims" USING btree ("created_at");
  CREATE INDEX "rate_limit_hits_key_idx" ON "rate_limit_hits" USING btree ("key");
  CREATE INDEX "rate_limit_hits_at_idx" ON "rate_limit_hits" USING btree ("at");
  CREATE INDEX "rate_limit_hits_expires_at_idx" ON "rate_limit_hits" USING btree ("expires_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("offers_id");
  CREATE INDEX "payload_locked_documents_rels_promotions_id_idx" ON "payload_locked_documents_rels" USING btree ("promotions_id");
  CREATE INDEX "payload_locked_documents_rels_coupons_id_idx" ON "payload_locked_documents_rels" USING btree ("coupons_id");
  CREATE INDEX "payload_locked_documents_rels_legal_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("legal_pages_id");
  CREATE INDEX "payload_locked_documents_rels_questionnaires_id_idx" ON "payload_locked_documents_rels" USING btree ("questionnaires_id");
  CREATE INDEX "payload_locked_documents_rels_patients_id_idx" ON "payload_locked_documents_rels" USING btree ("patients_id");
  CREATE INDEX "payload_locked_documents_rels_patient_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("patient_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_addresses_id_idx" ON "payload_locked_documents_rels" USING btree ("addresses_id");
  CREATE INDEX "payload_locked_documents_rels_carts_id_idx" ON "payload_locked_documents_rels" USING btree ("carts_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_order_status_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("order_status_changes_id");
  CREATE INDEX "payload_locked_documents_rels_prescriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("prescriptions_id");
  CREATE INDEX "payload_locked_documents_rels_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_transactions_id_idx" ON "payload_locked_documents_rels" USING btree ("transactions_id");
  CREATE INDEX "payload_locked_documents_rels_payment_attempts_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_attempts_id");
  CREATE INDEX "payload_locked_documents_rels_payment_declines_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_declines_id");
  CREATE INDEX "payload_locked_documents_rels_sandbox_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("sandbox_payments_id");
  CREATE INDEX "payload_locked_documents_rels_verification_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("verification_codes_id");
  CREATE INDEX "payload_locked_documents_rels_questionnaire_responses_id_idx" ON "payload_locked_documents_rels" USING btree ("questionnaire_responses_id");
  CREATE INDEX "payload_locked_documents_rels_questionnaire_drafts_id_idx" ON "payload_locked_documents_rels" USING btree ("questionnaire_drafts_id");
  CREATE INDEX "payload_locked_documents_rels_uploads_id_idx" ON "payload_locked_documents_rels" USING btree ("uploads_id");
  CREATE INDEX "payload_locked_documents_rels_upload_tickets_id_idx" ON "payload_locked_documents_rels" USING btree ("upload_tickets_id");
  CREATE INDEX "payload_locked_documents_rels_reship_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("reship_requests_id");
  CREATE INDEX "payload_locked_documents_rels_dose_adjustment_requests_i_idx" ON "payload_locked_documents_rels" USING btree ("dose_adjustment_requests_id");
  CREATE INDEX "payload_locked_documents_rels_chat_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("chat_messages_id");
  CREATE INDEX "payload_locked_documents_rels_weight_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("weight_entries_id");
  CREATE INDEX "payload_locked_documents_rels_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_id");
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");
  CREATE INDEX "payload_locked_documents_rels_staff_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_id");
  CREATE INDEX "payload_locked_documents_rels_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("claims_id");
  CREATE INDEX "payload_locked_documents_rels_rate_limit_hits_id_idx" ON "payload_locked_documents_rels" USING btree ("rate_limit_hits_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_patients_id_idx" ON "payload_preferences_rels" USING btree ("patients_id");
  CREATE INDEX "payload_preferences_rels_staff_id_idx" ON "payload_preferences_rels" USING btree ("staff_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "funnel_copy_intake_welcome_highlights_order_idx" ON "funnel_copy_intake_welcome_highlights" USING btree ("_order");
  CREATE INDEX "funnel_copy_intake_welcome_highlights_parent_id_idx" ON "funnel_copy_intake_welcome_highlights" USING btree ("_parent_id");
  CREATE INDEX "funnel_copy_report_testimonials_order_idx" ON "funnel_copy_report_testimonials" USING btree ("_order");
  CREATE INDEX "funnel_copy_report_testimonials_parent_id_idx" ON "funnel_copy_report_testimonials" USING btree ("_parent_id");
  CREATE INDEX "funnel_copy_report_next_steps_order_idx" ON "funnel_copy_report_next_steps" USING btree ("_order");
  CREATE INDEX "funnel_copy_report_next_steps_parent_id_idx" ON "funnel_copy_report_next_steps" USING btree ("_parent_id");
  CREATE INDEX "funnel_copy_status_timeline_order_idx" ON "funnel_copy_status_timeline" USING btree ("_order");
  CREATE INDEX "funnel_copy_status_timeline_parent_id_idx" ON "funnel_copy_status_timeline" USING btree ("_parent_id");
  CREATE INDEX "settings_blocked_states_new_funnel_order_idx" ON "settings_blocked_states_new_funnel" USING btree ("order");
  CREATE INDEX "settings_blocked_states_new_funnel_parent_idx" ON "settings_blocked_states_new_funnel" USING btree ("parent_id");
  CREATE INDEX "settings_blocked_states_old_funnel_order_idx" ON "settings_blocked_states_old_funnel" USING btree ("order");
  CREATE INDEX "settings_blocked_states_old_funnel_parent_idx" ON "settings_blocked_states_old_funnel" USING btree ("parent_id");
  CREATE INDEX "settings_video_required_states_order_idx" ON "settings_video_required_states" USING btree ("order");
  CREATE INDEX "settings_video_required_states_parent_idx" ON "settings_video_required_states" USING btree ("parent_id");
  CREATE INDEX "settings_starting_at_placement_order_idx" ON "settings_starting_at_placement" USING btree ("order");
  CREATE INDEX "settings_starting_at_placement_parent_idx" ON "settings_starting_at_placement" USING btree ("parent_id");
  CREATE INDEX "settings_special_necessities_order_idx" ON "settings_special_necessities" USING btree ("_order");
  CREATE INDEX "settings_special_necessities_parent_id_idx" ON "settings_special_necessities" USING btree ("_parent_id");
  CREATE INDEX "medication_catalogue_dose_steps_order_idx" ON "medication_catalogue_dose_steps" USING btree ("_order");
  CREATE INDEX "medication_catalogue_dose_steps_parent_id_idx" ON "medication_catalogue_dose_steps" USING btree ("_parent_id");
  CREATE INDEX "medication_catalogue_medications_order_idx" ON "medication_catalogue_medications" USING btree ("_order");
  CREATE INDEX "medication_catalogue_medications_parent_id_idx" ON "medication_catalogue_medications" USING btree ("_parent_id");
  CREATE INDEX "medication_catalogue_sema_to_tirz_order_idx" ON "medication_catalogue_sema_to_tirz" USING btree ("_order");
  CREATE INDEX "medication_catalogue_sema_to_tirz_parent_id_idx" ON "medication_catalogue_sema_to_tirz" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "products_included_items" CASCADE;
  DROP TABLE "products_plans" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "offers" CASCADE;
  DROP TABLE "promotions" CASCADE;
  DROP TABLE "coupons_terms" CASCADE;
  DROP TABLE "coupons" CASCADE;
  DROP TABLE "legal_pages_sections" CASCADE;
  DROP TABLE "legal_pages" CASCADE;
  DROP TABLE "questionnaires_questions_options" CASCADE;
  DROP TABLE "questionnaires_questions_show_array" CASCADE;
  DROP TABLE "questionnaires_questions" CASCADE;
  DROP TABLE "questionnaires_dependency" CASCADE;
  DROP TABLE "questionnaires" CASCADE;
  DROP TABLE "questionnaires_texts" CASCADE;
  DROP TABLE "_questionnaires_v_version_questions_options" CASCADE;
  DROP TABLE "_questionnaires_v_version_questions_show_array" CASCADE;
  DROP TABLE "_questionnaires_v_version_questions" CASCADE;
  DROP TABLE "_questionnaires_v_version_dependency" CASCADE;
  DROP TABLE "_questionnaires_v" CASCADE;
  DROP TABLE "_questionnaires_v_texts" CASCADE;
  DROP TABLE "patients_preferred_categories" CASCADE;
  DROP TABLE "patients_sessions" CASCADE;
  DROP TABLE "patients" CASCADE;
  DROP TABLE "patient_sessions" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "addresses" CASCADE;
  DROP TABLE "carts_items" CASCADE;
  DROP TABLE "carts" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "order_status_changes" CASCADE;
  DROP TABLE "prescriptions_items" CASCADE;
  DROP TABLE "prescriptions" CASCADE;
  DROP TABLE "subscriptions" CASCADE;
  DROP TABLE "transactions" CASCADE;
  DROP TABLE "payment_attempts" CASCADE;
  DROP TABLE "payment_declines" CASCADE;
  DROP TABLE "sandbox_payments" CASCADE;
  DROP TABLE "verification_codes" CASCADE;
  DROP TABLE "questionnaire_responses" CASCADE;
  DROP TABLE "questionnaire_drafts" CASCADE;
  DROP TABLE "uploads" CASCADE;
  DROP TABLE "upload_tickets" CASCADE;
  DROP TABLE "reship_requests_items" CASCADE;
  DROP TABLE "reship_requests" CASCADE;
  DROP TABLE "reship_requests_rels" CASCADE;
  DROP TABLE "dose_adjustment_requests_selected_doses" CASCADE;
  DROP TABLE "dose_adjustment_requests" CASCADE;
  DROP TABLE "chat_messages" CASCADE;
  DROP TABLE "weight_entries" CASCADE;
  DROP TABLE "outbox" CASCADE;
  DROP TABLE "audit_log" CASCADE;
  DROP TABLE "staff_sessions" CASCADE;
  DROP TABLE "staff" CASCADE;
  DROP TABLE "claims" CASCADE;
  DROP TABLE "rate_limit_hits" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "funnel_copy_intake_welcome_highlights" CASCADE;
  DROP TABLE "funnel_copy_report_testimonials" CASCADE;
  DROP TABLE "funnel_copy_report_next_steps" CASCADE;
  DROP TABLE "funnel_copy_status_timeline" CASCADE;
  DROP TABLE "funnel_copy" CASCADE;
  DROP TABLE "settings_blocked_states_new_funnel" CASCADE;
  DROP TABLE "settings_blocked_states_old_funnel" CASCADE;
  DROP TABLE "settings_video_required_states" CASCADE;
  DROP TABLE "settings_starting_at_placement" CASCADE;
  DROP TABLE "settings_special_necessities" CASCADE;
  DROP TABLE "settings" CASCADE;
  DROP TABLE "medication_catalogue_dose_steps" CASCADE;
  DROP TABLE "medication_catalogue_medications" CASCADE;
  DROP TABLE "medication_catalogue_sema_to_tirz" CASCADE;
  DROP TABLE "medication_catalogue" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  DROP TYPE "public"."enum_products_plans_payment_terms";
  DROP TYPE "public"."enum_products_kind";
  DROP TYPE "public"."enum_products_medication";
  DROP TYPE "public"."enum_offers_medication";
  DROP TYPE "public"."enum_promotions_medication";
  DROP TYPE "public"."enum_promotions_payment_terms";
  DROP TYPE "public"."enum_coupons_terms";
  DROP TYPE "public"."enum_coupons_kind";
  DROP TYPE "public"."enum_questionnaires_questions_question_type";
  DROP TYPE "public"."enum_questionnaires_kind";
  DROP TYPE "public"."enum_questionnaires_status";
  DROP TYPE "public"."enum__questionnaires_v_version_questions_question_type";
  DROP TYPE "public"."enum__questionnaires_v_version_kind";
  DROP TYPE "public"."enum__questionnaires_v_version_status";
  DROP TYPE "public"."enum_patients_preferred_categories";
  DROP TYPE "public"."enum_patients_gender";
  DROP TYPE "public"."enum_patients_state";
  DROP TYPE "public"."enum_patients_agreed_to_text";
  DROP TYPE "public"."enum_patient_sessions_ended_reason";
  DROP TYPE "public"."enum_leads_outcome";
  DROP TYPE "public"."enum_leads_disqualify_reason";
  DROP TYPE "public"."enum_leads_funnel";
  DROP TYPE "public"."enum_leads_state";
  DROP TYPE "public"."enum_addresses_kind";
  DROP TYPE "public"."enum_addresses_state";
  DROP TYPE "public"."enum_carts_status";
  DROP TYPE "public"."enum_carts_medication";
  DROP TYPE "public"."enum_carts_payment_terms";
  DROP TYPE "public"."enum_carts_current_g_l_p_med";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_medication";
  DROP TYPE "public"."enum_orders_payment_terms";
  DROP TYPE "public"."enum_orders_bundle_selection";
  DROP TYPE "public"."enum_orders_logistics_provider";
  DROP TYPE "public"."enum_orders_conversion_status";
  DROP TYPE "public"."enum_orders_shipping_address_state";
  DROP TYPE "public"."enum_orders_billing_address_state";
  DROP TYPE "public"."enum_order_status_changes_from";
  DROP TYPE "public"."enum_order_status_changes_to";
  DROP TYPE "public"."enum_order_status_changes_actor_kind";
  DROP TYPE "public"."enum_prescriptions_status";
  DROP TYPE "public"."enum_subscriptions_payment_terms";
  DROP TYPE "public"."enum_subscriptions_status";
  DROP TYPE "public"."enum_transactions_status";
  DROP TYPE "public"."enum_transactions_gateway";
  DROP TYPE "public"."enum_payment_attempts_status";
  DROP TYPE "public"."enum_payment_attempts_gateway";
  DROP TYPE "public"."enum_sandbox_payments_status";
  DROP TYPE "public"."enum_verification_codes_channel";
  DROP TYPE "public"."enum_verification_codes_purpose";
  DROP TYPE "public"."enum_questionnaire_responses_form_type";
  DROP TYPE "public"."enum_uploads_image_type";
  DROP TYPE "public"."enum_upload_tickets_purpose";
  DROP TYPE "public"."enum_upload_tickets_image_type";
  DROP TYPE "public"."enum_reship_requests_status";
  DROP TYPE "public"."enum_dose_adjustment_requests_status";
  DROP TYPE "public"."enum_chat_messages_from";
  DROP TYPE "public"."enum_outbox_channel";
  DROP TYPE "public"."enum_outbox_status";
  DROP TYPE "public"."enum_audit_log_actor_collection";
  DROP TYPE "public"."enum_audit_log_action";
  DROP TYPE "public"."enum_staff_role";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_settings_blocked_states_new_funnel";
  DROP TYPE "public"."enum_settings_blocked_states_old_funnel";
  DROP TYPE "public"."enum_settings_video_required_states";
  DROP TYPE "public"."enum_settings_starting_at_placement";
  DROP TYPE "public"."enum_settings_special_necessities_when";
  DROP TYPE "public"."enum_medication_catalogue_dose_steps_drug";
  DROP TYPE "public"."enum_medication_catalogue_sema_to_tirz_timing";`)
}
