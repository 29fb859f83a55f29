ALTER TABLE `site_settings` ADD `rating_cap` text DEFAULT 'r_plus' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_settings` ADD `visitor_rating_cap` text;--> statement-breakpoint
CREATE INDEX `series_rating_idx` ON `series` (`rating`) WHERE "series"."rating" IS NOT NULL;