CREATE TABLE `visit_days` (
	`day` text NOT NULL,
	`how_came` text NOT NULL,
	`visits` integer NOT NULL,
	PRIMARY KEY(`day`, `how_came`)
);
--> statement-breakpoint
ALTER TABLE `site_settings` ADD `visit_retention_days` integer DEFAULT 90 NOT NULL;