-- The page cache's version (decision 009) and cheaper visit rows (decision 031): visits lose their
-- source index and AUTOINCREMENT, each one more row written, and billed, per visit. No foreign key
-- names visits, so the table is rebuilt without PRAGMA foreign_keys (which D1 does not take).
CREATE TABLE `page_version` (
	`slot` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`bookmark` text
);
--> statement-breakpoint
CREATE TABLE `__new_visits` (
	`id` integer PRIMARY KEY NOT NULL,
	`visit_time` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`ip` text,
	`user_agent` text,
	`referrer` text,
	`path` text,
	`how_came` text DEFAULT 'direct' NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_visits`("id", "visit_time", "ip", "user_agent", "referrer", "path", "how_came") SELECT "id", "visit_time", "ip", "user_agent", "referrer", "path", "how_came" FROM `visits`;--> statement-breakpoint
DROP TABLE `visits`;--> statement-breakpoint
ALTER TABLE `__new_visits` RENAME TO `visits`;--> statement-breakpoint
CREATE INDEX `visits_time_idx` ON `visits` (`visit_time`);