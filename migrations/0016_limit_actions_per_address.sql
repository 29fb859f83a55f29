CREATE TABLE `address_actions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`action` text NOT NULL,
	`ip` text NOT NULL,
	`acted_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `address_actions_ip_idx` ON `address_actions` (`action`,`ip`,`acted_at`);