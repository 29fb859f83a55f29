CREATE TABLE `site_fonts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`family` text NOT NULL,
	`key` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `site_fonts_family_unique` ON `site_fonts` (`family`);--> statement-breakpoint
DROP INDEX `uploads_without_variants_idx`;--> statement-breakpoint
CREATE INDEX `uploads_without_variants_idx` ON `uploads` (`key`) WHERE "uploads"."variants" IS NULL AND "uploads"."kind" NOT IN ('logo', 'subtitle', 'font');