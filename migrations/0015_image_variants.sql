ALTER TABLE `uploads` ADD `width` integer;--> statement-breakpoint
ALTER TABLE `uploads` ADD `height` integer;--> statement-breakpoint
ALTER TABLE `uploads` ADD `variants` text;--> statement-breakpoint
CREATE INDEX `uploads_without_variants_idx` ON `uploads` (`key`) WHERE "uploads"."variants" IS NULL AND "uploads"."kind" NOT IN ('logo', 'subtitle');