import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_subscriptions_card_on_file_status" AS ENUM('saved', 'none');
  CREATE TYPE "public"."enum_subscriptions_card_on_file_gateway" AS ENUM('stripe', 'sandbox');
  CREATE TYPE "public"."enum_sandbox_payments_kind" AS ENUM('hold', 'card', 'charge');
  ALTER TYPE "public"."enum_sandbox_payments_status" ADD VALUE 'saved';
  ALTER TYPE "public"."enum_sandbox_payments_status" ADD VALUE 'charged';
  ALTER TYPE "public"."enum_sandbox_payments_status" ADD VALUE 'requires_action';
  ALTER TABLE "subscriptions" ADD COLUMN "card_on_file_status" "enum_subscriptions_card_on_file_status";
  ALTER TABLE "subscriptions" ADD COLUMN "card_on_file_gateway" "enum_subscriptions_card_on_file_gateway";
  ALTER TABLE "subscriptions" ADD COLUMN "card_on_file_customer_ref" varchar;
  ALTER TABLE "subscriptions" ADD COLUMN "card_on_file_payment_method_ref" varchar;
  ALTER TABLE "subscriptions" ADD COLUMN "card_on_file_brand" varchar;
  ALTER TABLE "subscriptions" ADD COLUMN "card_on_file_last4" varchar;
  ALTER TABLE "subscriptions" ADD COLUMN "card_on_file_exp_month" numeric;
  ALTER TABLE "subscriptions" ADD COLUMN "card_on_file_exp_year" numeric;
  ALTER TABLE "subscriptions" ADD COLUMN "card_on_file_saved_at" timestamp(3) with time zone;
  ALTER TABLE "subscriptions" ADD COLUMN "card_on_file_failure" varchar;
  ALTER TABLE "sandbox_payments" ADD COLUMN "kind" "enum_sandbox_payments_kind";
  ALTER TABLE "sandbox_payments" ADD COLUMN "customer_ref" varchar;
  ALTER TABLE "sandbox_payments" ADD COLUMN "card" jsonb;
  CREATE INDEX "sandbox_payments_customer_ref_idx" ON "sandbox_payments" USING btree ("customer_ref");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sandbox_payments" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_sandbox_payments_status";
  CREATE TYPE "public"."enum_sandbox_payments_status" AS ENUM('authorized', 'declined', 'voided', 'captured', 'refunded');
  ALTER TABLE "sandbox_payments" ALTER COLUMN "status" SET DATA TYPE "public"."enum_sandbox_payments_status" USING "status"::"public"."enum_sandbox_payments_status";
  DROP INDEX "sandbox_payments_customer_ref_idx";
  ALTER TABLE "subscriptions" DROP COLUMN "card_on_file_status";
  ALTER TABLE "subscriptions" DROP COLUMN "card_on_file_gateway";
  ALTER TABLE "subscriptions" DROP COLUMN "card_on_file_customer_ref";
  ALTER TABLE "subscriptions" DROP COLUMN "card_on_file_payment_method_ref";
  ALTER TABLE "subscriptions" DROP COLUMN "card_on_file_brand";
  ALTER TABLE "subscriptions" DROP COLUMN "card_on_file_last4";
  ALTER TABLE "subscriptions" DROP COLUMN "card_on_file_exp_month";
  ALTER TABLE "subscriptions" DROP COLUMN "card_on_file_exp_year";
  ALTER TABLE "subscriptions" DROP COLUMN "card_on_file_saved_at";
  ALTER TABLE "subscriptions" DROP COLUMN "card_on_file_failure";
  ALTER TABLE "sandbox_payments" DROP COLUMN "kind";
  ALTER TABLE "sandbox_payments" DROP COLUMN "customer_ref";
  ALTER TABLE "sandbox_payments" DROP COLUMN "card";
  DROP TYPE "public"."enum_subscriptions_card_on_file_status";
  DROP TYPE "public"."enum_subscriptions_card_on_file_gateway";
  DROP TYPE "public"."enum_sandbox_payments_kind";`)
}
