-- Issue 24: a seller session opened from the dashboard records the user who opened it, so a change to
-- that user's membership of the store's project can delete it in the same transaction. NULL is the
-- seller's own password sign-in.
ALTER TABLE "store_seller_sessions" ADD COLUMN "opened_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "store_seller_sessions" ADD CONSTRAINT "store_seller_sessions_opened_by_user_id_users_id_fk" FOREIGN KEY ("opened_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_seller_sessions_opened_by_idx" ON "store_seller_sessions" USING btree ("opened_by_user_id");--> statement-breakpoint
-- Sessions opened from the dashboard before this column existed cannot be told apart by opener, so they
-- end now (their lifetime is 12 hours; a seller's password session lasts days): members open the admin again.
DELETE FROM "store_seller_sessions" WHERE "expires_at" - "created_at" <= interval '13 hours';
