ALTER TABLE `series` ADD `source` text;--> statement-breakpoint
ALTER TABLE `series` ADD `followed_fields` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `series` ADD `trailer_url` text;--> statement-breakpoint
CREATE INDEX `series_following_idx` ON `series` (`status`) WHERE "series"."source" IS NOT NULL;