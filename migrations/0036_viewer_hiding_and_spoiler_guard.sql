ALTER TABLE `users` ADD `hide_statuses` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `spoiler_guard` text DEFAULT 'off' NOT NULL;