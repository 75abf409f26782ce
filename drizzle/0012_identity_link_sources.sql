ALTER TABLE "identity_link_codes" ADD COLUMN "platform_user_name" text;--> statement-breakpoint
ALTER TABLE "platform_identities" ADD COLUMN "linked_by" text;