-- Issue 24 "stock held without paying": a pending order records the client address (IPv4, or IPv6 /64)
-- that started it, so each client may hold only a few unpaid checkouts per store, and why an order was
-- released before its hold ran out, so its buyer is told on return. Orders pending at the upgrade have no
-- address and count for no client; they end with their hold as before.
ALTER TABLE "store_orders" ADD COLUMN "client_network" varchar(45);--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "release_reason" varchar(24);--> statement-breakpoint
CREATE INDEX "store_orders_pending_client_idx" ON "store_orders" USING btree ("store_id","client_network") WHERE "store_orders"."status" = 'pending';