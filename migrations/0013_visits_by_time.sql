-- Visits keyed by time (decision 031): a WITHOUT ROWID table stores each row under its key, so a
-- visit is one row written, where a rowid table with a time index wrote (and D1 billed) two. The
-- old ids stay; new ones are random. No foreign key names visits: no PRAGMA foreign_keys (which
-- D1 does not take). drizzle cannot declare WITHOUT ROWID: keep it if this table is rebuilt.
CREATE TABLE `__new_visits` (
	`id` integer DEFAULT (abs(random() % 9007199254740992)) NOT NULL,
	`visit_time` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`ip` text,
	`user_agent` text,
	`referrer` text,
	`path` text,
	`how_came` text DEFAULT 'direct' NOT NULL,
	PRIMARY KEY(`visit_time`, `id`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `__new_visits`("id", "visit_time", "ip", "user_agent", "referrer", "path", "how_came") SELECT "id", "visit_time", "ip", "user_agent", "referrer", "path", "how_came" FROM `visits`;--> statement-breakpoint
DROP TABLE `visits`;--> statement-breakpoint
ALTER TABLE `__new_visits` RENAME TO `visits`;
