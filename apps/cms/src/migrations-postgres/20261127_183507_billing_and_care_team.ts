import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_promotions_plans_medication" AS ENUM('semaglutide', 'tirzepatide');
  CREATE TYPE "public"."enum_promotions_plans_payment_terms" AS ENUM('1', '3', '6', '12');
  CREATE TYPE "public"."enum_promotion_add_ons_status" AS ENUM('selected', 'ordered', 'withdrawn');
  CREATE TYPE "public"."enum_chat_threads_kind" AS ENUM('doctor', 'support');
  CREATE TYPE "public"."enum_chat_messages_kind" AS ENUM('doctor', 'support');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'refund';
  ALTER TYPE "public"."enum_staff_role" ADD VALUE 'support';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'renew-subscriptions' BEFORE 'sweep-finished-jobs';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'renew-subscriptions' BEFORE 'sweep-finished-jobs';
  CREATE TABLE "promotions_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"medication" "enum_promotions_plans_medication" NOT NULL,
  	"payment_terms" "enum_promotions_plans_payment_terms" NOT NULL,
  	"price_cents" numeric NOT NULL,
  	"details" varchar
  );
  
  CREATE TABLE "promotion_add_ons" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"patient_id" uuid NOT NULL,
  	"promotion_id" uuid NOT NULL,
  	"product_id" uuid NOT NULL,
  	"name" varchar NOT NULL,
  	"list_price_cents" numeric NOT NULL,
  	"percent_off" numeric NOT NULL,
  	"price_cents" numeric NOT NULL,
  	"status" "enum_promotion_add_ons_status" DEFAULT 'selected' NOT NULL,
  	"order_id" uuid,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "encounters" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"patient_id" uuid NOT NULL,
  	"public_id" varchar,
  	"order_id" uuid NOT NULL,
  	"doctor_id" uuid NOT NULL,
  	"provider" numeric NOT NULL,
  	"external_visit_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "chat_threads" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"patient_id" uuid NOT NULL,
  	"kind" "enum_chat_threads_kind" NOT NULL,
  	"key" varchar NOT NULL,
  	"last_message_at" timestamp(3) with time zone,
  	"unread_for_staff" numeric DEFAULT 0,
  	"unread_for_patient" numeric DEFAULT 0,
  	"patient_read_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "staff_photos" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"owner_id" uuid,
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
  
  -- The old rows cannot take the new required columns: the seed makes the offer again, and no message was ever stored.
  DELETE FROM "promotions";
  DELETE FROM "chat_messages";
  ALTER TABLE "promotions" ALTER COLUMN "ends_at" SET NOT NULL;
  ALTER TABLE "chat_messages" ALTER COLUMN "patient_id" DROP NOT NULL;
  ALTER TABLE "chat_messages" ALTER COLUMN "from" DROP NOT NULL;
  ALTER TABLE "chat_messages" ALTER COLUMN "body" DROP NOT NULL;
  ALTER TABLE "promotions" ADD COLUMN "starts_at" timestamp(3) with time zone NOT NULL;
  ALTER TABLE "promotions" ADD COLUMN "add_on_percent_off" numeric DEFAULT 40 NOT NULL;
  ALTER TABLE "carts" ADD COLUMN "promotion_id" uuid;
  ALTER TABLE "prescriptions" ADD COLUMN "prescriber_id" uuid;
  ALTER TABLE "subscriptions" ADD COLUMN "reference" varchar;
  ALTER TABLE "subscriptions" ADD COLUMN "renewal_past_due_since" timestamp(3) with time zone;
  ALTER TABLE "subscriptions" ADD COLUMN "renewal_attempts" numeric DEFAULT 0;
  ALTER TABLE "subscriptions" ADD COLUMN "renewal_next_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "subscriptions" ADD COLUMN "renewal_last_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "subscriptions" ADD COLUMN "renewal_last_failure" varchar;
  ALTER TABLE "subscriptions" ADD COLUMN "renewal_in_flight" jsonb;
  ALTER TABLE "subscriptions" ADD COLUMN "renewal_ended_at" timestamp(3) with time zone;
  ALTER TABLE "chat_messages" ADD COLUMN "thread_id" uuid NOT NULL;
  ALTER TABLE "chat_messages" ADD COLUMN "kind" "enum_chat_messages_kind";
  ALTER TABLE "chat_messages" ADD COLUMN "staff_id" uuid;
  ALTER TABLE "staff" ADD COLUMN "display_name" varchar;
  ALTER TABLE "staff" ADD COLUMN "npi" varchar;
  ALTER TABLE "staff" ADD COLUMN "bio" varchar;
  ALTER TABLE "staff" ADD COLUMN "photo_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "promotion_add_ons_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "encounters_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "chat_threads_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staff_photos_id" uuid;
  ALTER TABLE "promotions_plans" ADD CONSTRAINT "promotions_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotion_add_ons" ADD CONSTRAINT "promotion_add_ons_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotion_add_ons" ADD CONSTRAINT "promotion_add_ons_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotion_add_ons" ADD CONSTRAINT "promotion_add_ons_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotion_add_ons" ADD CONSTRAINT "promotion_add_ons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "encounters" ADD CONSTRAINT "encounters_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "encounters" ADD CONSTRAINT "encounters_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "encounters" ADD CONSTRAINT "encounters_doctor_id_staff_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_photos" ADD CONSTRAINT "staff_photos_owner_id_staff_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "promotions_plans_order_idx" ON "promotions_plans" USING btree ("_order");
  CREATE INDEX "promotions_plans_parent_id_idx" ON "promotions_plans" USING btree ("_parent_id");
  CREATE INDEX "promotion_add_ons_patient_idx" ON "promotion_add_ons" USING btree ("patient_id");
  CREATE INDEX "promotion_add_ons_promotion_idx" ON "promotion_add_ons" USING btree ("promotion_id");
  CREATE INDEX "promotion_add_ons_product_idx" ON "promotion_add_ons" USING btree ("product_id");
  CREATE INDEX "promotion_add_ons_status_idx" ON "promotion_add_ons" USING btree ("status");
  CREATE INDEX "promotion_add_ons_order_idx" ON "promotion_add_ons" USING btree ("order_id");
  CREATE UNIQUE INDEX "promotion_add_ons_key_idx" ON "promotion_add_ons" USING btree ("key");
  CREATE INDEX "promotion_add_ons_updated_at_idx" ON "promotion_add_ons" USING btree ("updated_at");
  CREATE INDEX "promotion_add_ons_created_at_idx" ON "promotion_add_ons" USING btree ("created_at");
  CREATE INDEX "encounters_patient_idx" ON "encounters" USING btree ("patient_id");
  CREATE UNIQUE INDEX "encounters_public_id_idx" ON "encounters" USING btree ("public_id");
  CREATE UNIQUE INDEX "encounters_order_idx" ON "encounters" USING btree ("order_id");
  CREATE INDEX "encounters_doctor_idx" ON "encounters" USING btree ("doctor_id");
  CREATE INDEX "encounters_updated_at_idx" ON "encounters" USING btree ("updated_at");
  CREATE INDEX "encounters_created_at_idx" ON "encounters" USING btree ("created_at");
  CREATE INDEX "chat_threads_patient_idx" ON "chat_threads" USING btree ("patient_id");
  CREATE INDEX "chat_threads_kind_idx" ON "chat_threads" USING btree ("kind");
  CREATE UNIQUE INDEX "chat_threads_key_idx" ON "chat_threads" USING btree ("key");
  CREATE INDEX "chat_threads_last_message_at_idx" ON "chat_threads" USING btree ("last_message_at");
  CREATE INDEX "chat_threads_unread_for_staff_idx" ON "chat_threads" USING btree ("unread_for_staff");
  CREATE INDEX "chat_threads_updated_at_idx" ON "chat_threads" USING btree ("updated_at");
  CREATE INDEX "chat_threads_created_at_idx" ON "chat_threads" USING btree ("created_at");
  CREATE INDEX "staff_photos_owner_idx" ON "staff_photos" USING btree ("owner_id");
  CREATE INDEX "staff_photos_updated_at_idx" ON "staff_photos" USING btree ("updated_at");
  CREATE INDEX "staff_photos_created_at_idx" ON "staff_photos" USING btree ("created_at");
  CREATE UNIQUE INDEX "staff_photos_filename_idx" ON "staff_photos" USING btree ("filename");
  ALTER TABLE "carts" ADD CONSTRAINT "carts_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_prescriber_id_staff_id_fk" FOREIGN KEY ("prescriber_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_thread_id_chat_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."chat_threads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff" ADD CONSTRAINT "staff_photo_id_staff_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."staff_photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promotion_add_ons_fk" FOREIGN KEY ("promotion_add_ons_id") REFERENCES "public"."promotion_add_ons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_encounters_fk" FOREIGN KEY ("encounters_id") REFERENCES "public"."encounters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_chat_threads_fk" FOREIGN KEY ("chat_threads_id") REFERENCES "public"."chat_threads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_photos_fk" FOREIGN KEY ("staff_photos_id") REFERENCES "public"."staff_photos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "promotions_starts_at_idx" ON "promotions" USING btree ("starts_at");
  CREATE INDEX "promotions_ends_at_idx" ON "promotions" USING btree ("ends_at");
  CREATE INDEX "carts_promotion_idx" ON "carts" USING btree ("promotion_id");
  CREATE INDEX "prescriptions_prescriber_idx" ON "prescriptions" USING btree ("prescriber_id");
  CREATE UNIQUE INDEX "subscriptions_reference_idx" ON "subscriptions" USING btree ("reference");
  CREATE INDEX "subscriptions_renewal_renewal_past_due_since_idx" ON "subscriptions" USING btree ("renewal_past_due_since");
  CREATE INDEX "subscriptions_renewal_renewal_next_attempt_at_idx" ON "subscriptions" USING btree ("renewal_next_attempt_at");
  CREATE INDEX "chat_messages_thread_idx" ON "chat_messages" USING btree ("thread_id");
  CREATE INDEX "chat_messages_kind_idx" ON "chat_messages" USING btree ("kind");
  CREATE INDEX "chat_messages_staff_idx" ON "chat_messages" USING btree ("staff_id");
  CREATE INDEX "staff_photo_idx" ON "staff" USING btree ("photo_id");
  CREATE INDEX "payload_locked_documents_rels_promotion_add_ons_id_idx" ON "payload_locked_documents_rels" USING btree ("promotion_add_ons_id");
  CREATE INDEX "payload_locked_documents_rels_encounters_id_idx" ON "payload_locked_documents_rels" USING btree ("encounters_id");
  CREATE INDEX "payload_locked_documents_rels_chat_threads_id_idx" ON "payload_locked_documents_rels" USING btree ("chat_threads_id");
  CREATE INDEX "payload_locked_documents_rels_staff_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_photos_id");
  ALTER TABLE "promotions" DROP COLUMN "medication";
  ALTER TABLE "promotions" DROP COLUMN "payment_terms";
  ALTER TABLE "promotions" DROP COLUMN "price_cents";
  ALTER TABLE "promotions" DROP COLUMN "details";
  DROP TYPE "public"."enum_promotions_medication";
  DROP TYPE "public"."enum_promotions_payment_terms";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_promotions_medication" AS ENUM('semaglutide', 'tirzepatide');
  CREATE TYPE "public"."enum_promotions_payment_terms" AS ENUM('1', '3', '6', '12');
  ALTER TABLE "promotions_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotion_add_ons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "encounters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "chat_threads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staff_photos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "promotions_plans" CASCADE;
  DROP TABLE "promotion_add_ons" CASCADE;
  DROP TABLE "encounters" CASCADE;
  DROP TABLE "chat_threads" CASCADE;
  DROP TABLE "staff_photos" CASCADE;
  ALTER TABLE "carts" DROP CONSTRAINT "carts_promotion_id_promotions_id_fk";
  
  ALTER TABLE "prescriptions" DROP CONSTRAINT "prescriptions_prescriber_id_staff_id_fk";
  
  ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_thread_id_chat_threads_id_fk";
  
  ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_staff_id_staff_id_fk";
  
  ALTER TABLE "staff" DROP CONSTRAINT "staff_photo_id_staff_photos_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_promotion_add_ons_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_encounters_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_chat_threads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_staff_photos_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('read', 'create', 'update', 'delete', 'login', 'login_failed', 'lockout', 'password_change', 'contact_change', 'link_login', 'checkout_link');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "staff" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "staff" ALTER COLUMN "role" SET DEFAULT 'marketing'::text;
  DROP TYPE "public"."enum_staff_role";
  CREATE TYPE "public"."enum_staff_role" AS ENUM('admin', 'marketing', 'clinical', 'fulfilment');
  ALTER TABLE "staff" ALTER COLUMN "role" SET DEFAULT 'marketing'::"public"."enum_staff_role";
  ALTER TABLE "staff" ALTER COLUMN "role" SET DATA TYPE "public"."enum_staff_role" USING "role"::"public"."enum_staff_role";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sweep-rate-limit-hits', 'settle-stale-payment-attempts', 'sweep-expired-claims', 'sweep-ended-sessions', 'sweep-upload-parts', 'ship-unanswered-prescriptions', 'redeliver-unsent-emails', 'sweep-finished-jobs');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sweep-rate-limit-hits', 'settle-stale-payment-attempts', 'sweep-expired-claims', 'sweep-ended-sessions', 'sweep-upload-parts', 'ship-unanswered-prescriptions', 'redeliver-unsent-emails', 'sweep-finished-jobs');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "promotions_starts_at_idx";
  DROP INDEX "promotions_ends_at_idx";
  DROP INDEX "carts_promotion_idx";
  DROP INDEX "prescriptions_prescriber_idx";
  DROP INDEX "subscriptions_reference_idx";
  DROP INDEX "subscriptions_renewal_renewal_past_due_since_idx";
  DROP INDEX "subscriptions_renewal_renewal_next_attempt_at_idx";
  DROP INDEX "chat_messages_thread_idx";
  DROP INDEX "chat_messages_kind_idx";
  DROP INDEX "chat_messages_staff_idx";
  DROP INDEX "staff_photo_idx";
  DROP INDEX "payload_locked_documents_rels_promotion_add_ons_id_idx";
  DROP INDEX "payload_locked_documents_rels_encounters_id_idx";
  DROP INDEX "payload_locked_documents_rels_chat_threads_id_idx";
  DROP INDEX "payload_locked_documents_rels_staff_photos_id_idx";
  ALTER TABLE "promotions" ALTER COLUMN "ends_at" DROP NOT NULL;
  ALTER TABLE "chat_messages" ALTER COLUMN "patient_id" SET NOT NULL;
  ALTER TABLE "chat_messages" ALTER COLUMN "from" SET NOT NULL;
  ALTER TABLE "chat_messages" ALTER COLUMN "body" SET NOT NULL;
  ALTER TABLE "promotions" ADD COLUMN "medication" "enum_promotions_medication" NOT NULL;
  ALTER TABLE "promotions" ADD COLUMN "payment_terms" "enum_promotions_payment_terms" NOT NULL;
  ALTER TABLE "promotions" ADD COLUMN "price_cents" numeric NOT NULL;
  ALTER TABLE "promotions" ADD COLUMN "details" varchar;
  ALTER TABLE "promotions" DROP COLUMN "starts_at";
  ALTER TABLE "promotions" DROP COLUMN "add_on_percent_off";
  ALTER TABLE "carts" DROP COLUMN "promotion_id";
  ALTER TABLE "prescriptions" DROP COLUMN "prescriber_id";
  ALTER TABLE "subscriptions" DROP COLUMN "reference";
  ALTER TABLE "subscriptions" DROP COLUMN "renewal_past_due_since";
  ALTER TABLE "subscriptions" DROP COLUMN "renewal_attempts";
  ALTER TABLE "subscriptions" DROP COLUMN "renewal_next_attempt_at";
  ALTER TABLE "subscriptions" DROP COLUMN "renewal_last_attempt_at";
  ALTER TABLE "subscriptions" DROP COLUMN "renewal_last_failure";
  ALTER TABLE "subscriptions" DROP COLUMN "renewal_in_flight";
  ALTER TABLE "subscriptions" DROP COLUMN "renewal_ended_at";
  ALTER TABLE "chat_messages" DROP COLUMN "thread_id";
  ALTER TABLE "chat_messages" DROP COLUMN "kind";
  ALTER TABLE "chat_messages" DROP COLUMN "staff_id";
  ALTER TABLE "staff" DROP COLUMN "display_name";
  ALTER TABLE "staff" DROP COLUMN "npi";
  ALTER TABLE "staff" DROP COLUMN "bio";
  ALTER TABLE "staff" DROP COLUMN "photo_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "promotion_add_ons_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "encounters_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "chat_threads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "staff_photos_id";
  DROP TYPE "public"."enum_promotions_plans_medication";
  DROP TYPE "public"."enum_promotions_plans_payment_terms";
  DROP TYPE "public"."enum_promotion_add_ons_status";
  DROP TYPE "public"."enum_chat_threads_kind";
  DROP TYPE "public"."enum_chat_messages_kind";`)
}
