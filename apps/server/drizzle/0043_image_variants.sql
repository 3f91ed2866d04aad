ALTER TABLE "website_images" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "website_images" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "website_images" ADD COLUMN "variant_widths" integer[];--> statement-breakpoint
ALTER TABLE "store_product_images" ADD COLUMN "variant_widths" integer[];