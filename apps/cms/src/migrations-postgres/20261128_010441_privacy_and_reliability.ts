import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { moveClinicalRulesFromSettings } from '../globals/clinical-rules-move.ts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_patient_sessions_scope" AS ENUM('full', 'checkout');
  CREATE TYPE "public"."enum_clinical_settings_blocked_states_new_funnel" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC');
  CREATE TYPE "public"."enum_clinical_settings_blocked_states_old_funnel" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC');
  CREATE TYPE "public"."enum_clinical_settings_video_required_states" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC');
  CREATE TYPE "public"."enum_clinical_settings_special_necessities_when" AS ENUM('yes', 'above');
  CREATE TYPE "public"."enum__clinical_settings_v_version_blocked_states_new_funnel" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC');
  CREATE TYPE "public"."enum__clinical_settings_v_version_blocked_states_old_funnel" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC');
  CREATE TYPE "public"."enum__clinical_settings_v_version_video_required_states" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC');
  CREATE TYPE "public"."enum__clinical_settings_v_version_special_necessities_when" AS ENUM('yes', 'above');
  ALTER TYPE "public"."enum_verification_codes_purpose" ADD VALUE 'password';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'export';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sweep-expired-uploads-and-drafts' BEFORE 'ship-unanswered-prescriptions';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'verify-audit-chain' BEFORE 'sweep-finished-jobs';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sweep-expired-uploads-and-drafts' BEFORE 'ship-unanswered-prescriptions';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'verify-audit-chain' BEFORE 'sweep-finished-jobs';
  CREATE TABLE "audit_chain_head" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar NOT NULL,
  	"claimed_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "clinical_settings_blocked_states_new_funnel" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_clinical_settings_blocked_states_new_funnel",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "clinical_settings_blocked_states_old_funnel" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_clinical_settings_blocked_states_old_funnel",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "clinical_settings_video_required_states" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_clinical_settings_video_required_states",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "clinical_settings_special_necessities" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"when" "enum_clinical_settings_special_necessities_when" DEFAULT 'yes' NOT NULL,
  	"threshold" numeric,
  	"note" varchar NOT NULL
  );
  
  CREATE TABLE "_clinical_settings_v_version_blocked_states_new_funnel" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__clinical_settings_v_version_blocked_states_new_funnel",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_clinical_settings_v_version_blocked_states_old_funnel" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__clinical_settings_v_version_blocked_states_old_funnel",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_clinical_settings_v_version_video_required_states" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__clinical_settings_v_version_video_required_states",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_clinical_settings_v_version_special_necessities" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"question" varchar NOT NULL,
  	"when" "enum__clinical_settings_v_version_special_necessities_when" DEFAULT 'yes' NOT NULL,
  	"threshold" numeric,
  	"note" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_clinical_settings_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_doctor_messaging_url" varchar,
  	"version_minimum_age" numeric DEFAULT 18 NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_log_fk";
  
  DROP INDEX "payload_locked_documents_rels_audit_log_id_idx";
  ALTER TABLE "patient_sessions" ADD COLUMN "scope" "enum_patient_sessions_scope" DEFAULT 'full';
  ALTER TABLE "audit_log" ADD COLUMN "sequence" numeric;
  ALTER TABLE "audit_log" ADD COLUMN "prev_hash" varchar;
  ALTER TABLE "audit_log" ADD COLUMN "hash" varchar;
  ALTER TABLE "clinical_settings" ADD COLUMN "minimum_age" numeric DEFAULT 18 NOT NULL;
  ALTER TABLE "clinical_settings_blocked_states_new_funnel" ADD CONSTRAINT "clinical_settings_blocked_states_new_funnel_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."clinical_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clinical_settings_blocked_states_old_funnel" ADD CONSTRAINT "clinical_settings_blocked_states_old_funnel_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."clinical_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clinical_settings_video_required_states" ADD CONSTRAINT "clinical_settings_video_required_states_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."clinical_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clinical_settings_special_necessities" ADD CONSTRAINT "clinical_settings_special_necessities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."clinical_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_clinical_settings_v_version_blocked_states_new_funnel" ADD CONSTRAINT "_clinical_settings_v_version_blocked_states_new_funnel_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_clinical_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_clinical_settings_v_version_blocked_states_old_funnel" ADD CONSTRAINT "_clinical_settings_v_version_blocked_states_old_funnel_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_clinical_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_clinical_settings_v_version_video_required_states" ADD CONSTRAINT "_clinical_settings_v_version_video_required_states_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_clinical_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_clinical_settings_v_version_special_necessities" ADD CONSTRAINT "_clinical_settings_v_version_special_necessities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_clinical_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "audit_chain_head_key_idx" ON "audit_chain_head" USING btree ("key");
  CREATE INDEX "clinical_settings_blocked_states_new_funnel_order_idx" ON "clinical_settings_blocked_states_new_funnel" USING btree ("order");
  CREATE INDEX "clinical_settings_blocked_states_new_funnel_parent_idx" ON "clinical_settings_blocked_states_new_funnel" USING btree ("parent_id");
  CREATE INDEX "clinical_settings_blocked_states_old_funnel_order_idx" ON "clinical_settings_blocked_states_old_funnel" USING btree ("order");
  CREATE INDEX "clinical_settings_blocked_states_old_funnel_parent_idx" ON "clinical_settings_blocked_states_old_funnel" USING btree ("parent_id");
  CREATE INDEX "clinical_settings_video_required_states_order_idx" ON "clinical_settings_video_required_states" USING btree ("order");
  CREATE INDEX "clinical_settings_video_required_states_parent_idx" ON "clinical_settings_video_required_states" USING btree ("parent_id");
  CREATE INDEX "clinical_settings_special_necessities_order_idx" ON "clinical_settings_special_necessities" USING btree ("_order");
  CREATE INDEX "clinical_settings_special_necessities_parent_id_idx" ON "clinical_settings_special_necessities" USING btree ("_parent_id");
  CREATE INDEX "_clinical_settings_v_version_blocked_states_new_funnel_order_idx" ON "_clinical_settings_v_version_blocked_states_new_funnel" USING btree ("order");
  CREATE INDEX "_clinical_settings_v_version_blocked_states_new_funnel_parent_idx" ON "_clinical_settings_v_version_blocked_states_new_funnel" USING btree ("parent_id");
  CREATE INDEX "_clinical_settings_v_version_blocked_states_old_funnel_order_idx" ON "_clinical_settings_v_version_blocked_states_old_funnel" USING btree ("order");
  CREATE INDEX "_clinical_settings_v_version_blocked_states_old_funnel_parent_idx" ON "_clinical_settings_v_version_blocked_states_old_funnel" USING btree ("parent_id");
  CREATE INDEX "_clinical_settings_v_version_video_required_states_order_idx" ON "_clinical_settings_v_version_video_required_states" USING btree ("order");
  CREATE INDEX "_clinical_settings_v_version_video_required_states_parent_idx" ON "_clinical_settings_v_version_video_required_states" USING btree ("parent_id");
  CREATE INDEX "_clinical_settings_v_version_special_necessities_order_idx" ON "_clinical_settings_v_version_special_necessities" USING btree ("_order");
  CREATE INDEX "_clinical_settings_v_version_special_necessities_parent_id_idx" ON "_clinical_settings_v_version_special_necessities" USING btree ("_parent_id");
  CREATE INDEX "_clinical_settings_v_created_at_idx" ON "_clinical_settings_v" USING btree ("created_at");
  CREATE INDEX "_clinical_settings_v_updated_at_idx" ON "_clinical_settings_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "audit_log_sequence_idx" ON "audit_log" USING btree ("sequence");
  -- The audit chain's one head row (ADR 106), made here so the first audited save, in this migration's own
  -- transaction, finds it rather than making it on a connection that cannot see this new table yet.
  INSERT INTO "audit_chain_head" ("key", "claimed_at") VALUES ('audit-log', now());
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_log_id";`)
  // ADR 103: the rules move from Settings to Clinical settings once every new table and column exists
  // (the save is audited, so the audit chain's columns first), before the old tables and column go.
  await moveClinicalRulesFromSettings({ payload, req, selectRows: async (query) => (await db.execute(sql.raw(query))).rows })
  await db.execute(sql`
  ALTER TABLE "settings_blocked_states_new_funnel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_blocked_states_old_funnel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_video_required_states" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_special_necessities" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "settings_blocked_states_new_funnel" CASCADE;
  DROP TABLE "settings_blocked_states_old_funnel" CASCADE;
  DROP TABLE "settings_video_required_states" CASCADE;
  DROP TABLE "settings_special_necessities" CASCADE;
  ALTER TABLE "settings" DROP COLUMN "minimum_age";
  DROP TYPE "public"."enum_settings_blocked_states_new_funnel";
  DROP TYPE "public"."enum_settings_blocked_states_old_funnel";
  DROP TYPE "public"."enum_settings_video_required_states";
  DROP TYPE "public"."enum_settings_special_necessities_when";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_settings_blocked_states_new_funnel" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC');
  CREATE TYPE "public"."enum_settings_blocked_states_old_funnel" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC');
  CREATE TYPE "public"."enum_settings_video_required_states" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC');
  CREATE TYPE "public"."enum_settings_special_necessities_when" AS ENUM('yes', 'above');
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
  
  CREATE TABLE "settings_special_necessities" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"when" "enum_settings_special_necessities_when" DEFAULT 'yes' NOT NULL,
  	"threshold" numeric,
  	"note" varchar NOT NULL
  );
  
  ALTER TABLE "audit_chain_head" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clinical_settings_blocked_states_new_funnel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clinical_settings_blocked_states_old_funnel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clinical_settings_video_required_states" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clinical_settings_special_necessities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_clinical_settings_v_version_blocked_states_new_funnel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_clinical_settings_v_version_blocked_states_old_funnel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_clinical_settings_v_version_video_required_states" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_clinical_settings_v_version_special_necessities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_clinical_settings_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audit_chain_head" CASCADE;
  DROP TABLE "clinical_settings_blocked_states_new_funnel" CASCADE;
  DROP TABLE "clinical_settings_blocked_states_old_funnel" CASCADE;
  DROP TABLE "clinical_settings_video_required_states" CASCADE;
  DROP TABLE "clinical_settings_special_necessities" CASCADE;
  DROP TABLE "_clinical_settings_v_version_blocked_states_new_funnel" CASCADE;
  DROP TABLE "_clinical_settings_v_version_blocked_states_old_funnel" CASCADE;
  DROP TABLE "_clinical_settings_v_version_video_required_states" CASCADE;
  DROP TABLE "_clinical_settings_v_version_special_necessities" CASCADE;
  DROP TABLE "_clinical_settings_v" CASCADE;
  ALTER TABLE "verification_codes" ALTER COLUMN "purpose" SET DATA TYPE text;
  ALTER TABLE "verification_codes" ALTER COLUMN "purpose" SET DEFAULT 'verify'::text;
  DROP TYPE "public"."enum_verification_codes_purpose";
  CREATE TYPE "public"."enum_verification_codes_purpose" AS ENUM('verify', 'change');
  ALTER TABLE "verification_codes" ALTER COLUMN "purpose" SET DEFAULT 'verify'::"public"."enum_verification_codes_purpose";
  ALTER TABLE "verification_codes" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_verification_codes_purpose" USING "purpose"::"public"."enum_verification_codes_purpose";
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('read', 'create', 'update', 'delete', 'login', 'login_failed', 'lockout', 'password_change', 'contact_change', 'link_login', 'checkout_link', 'refund');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sweep-rate-limit-hits', 'settle-stale-payment-attempts', 'sweep-expired-claims', 'sweep-ended-sessions', 'sweep-upload-parts', 'ship-unanswered-prescriptions', 'redeliver-unsent-emails', 'send-queued-texts', 'renew-subscriptions', 'sweep-finished-jobs');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sweep-rate-limit-hits', 'settle-stale-payment-attempts', 'sweep-expired-claims', 'sweep-ended-sessions', 'sweep-upload-parts', 'ship-unanswered-prescriptions', 'redeliver-unsent-emails', 'send-queued-texts', 'renew-subscriptions', 'sweep-finished-jobs');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "audit_log_sequence_idx";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_log_id" uuid;
  ALTER TABLE "settings" ADD COLUMN "minimum_age" numeric DEFAULT 18 NOT NULL;
  ALTER TABLE "settings_blocked_states_new_funnel" ADD CONSTRAINT "settings_blocked_states_new_funnel_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_blocked_states_old_funnel" ADD CONSTRAINT "settings_blocked_states_old_funnel_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_video_required_states" ADD CONSTRAINT "settings_video_required_states_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_special_necessities" ADD CONSTRAINT "settings_special_necessities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "settings_blocked_states_new_funnel_order_idx" ON "settings_blocked_states_new_funnel" USING btree ("order");
  CREATE INDEX "settings_blocked_states_new_funnel_parent_idx" ON "settings_blocked_states_new_funnel" USING btree ("parent_id");
  CREATE INDEX "settings_blocked_states_old_funnel_order_idx" ON "settings_blocked_states_old_funnel" USING btree ("order");
  CREATE INDEX "settings_blocked_states_old_funnel_parent_idx" ON "settings_blocked_states_old_funnel" USING btree ("parent_id");
  CREATE INDEX "settings_video_required_states_order_idx" ON "settings_video_required_states" USING btree ("order");
  CREATE INDEX "settings_video_required_states_parent_idx" ON "settings_video_required_states" USING btree ("parent_id");
  CREATE INDEX "settings_special_necessities_order_idx" ON "settings_special_necessities" USING btree ("_order");
  CREATE INDEX "settings_special_necessities_parent_id_idx" ON "settings_special_necessities" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");
  ALTER TABLE "patient_sessions" DROP COLUMN "scope";
  ALTER TABLE "audit_log" DROP COLUMN "sequence";
  ALTER TABLE "audit_log" DROP COLUMN "prev_hash";
  ALTER TABLE "audit_log" DROP COLUMN "hash";
  ALTER TABLE "clinical_settings" DROP COLUMN "minimum_age";
  DROP TYPE "public"."enum_patient_sessions_scope";
  DROP TYPE "public"."enum_clinical_settings_blocked_states_new_funnel";
  DROP TYPE "public"."enum_clinical_settings_blocked_states_old_funnel";
  DROP TYPE "public"."enum_clinical_settings_video_required_states";
  DROP TYPE "public"."enum_clinical_settings_special_necessities_when";
  DROP TYPE "public"."enum__clinical_settings_v_version_blocked_states_new_funnel";
  DROP TYPE "public"."enum__clinical_settings_v_version_blocked_states_old_funnel";
  DROP TYPE "public"."enum__clinical_settings_v_version_video_required_states";
  DROP TYPE "public"."enum__clinical_settings_v_version_special_necessities_when";`)
}
