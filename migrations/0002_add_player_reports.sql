CREATE TABLE `player_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`episode_id` integer NOT NULL,
	`server` text,
	`reason` text NOT NULL,
	`note` text,
	`status` text DEFAULT 'open' NOT NULL,
	`reporter_ip` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`fixed_at` text,
	FOREIGN KEY (`episode_id`) REFERENCES `episodes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `player_reports_status_idx` ON `player_reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `player_reports_ip_idx` ON `player_reports` (`reporter_ip`,`created_at`);--> statement-breakpoint
CREATE INDEX `player_reports_episode_idx` ON `player_reports` (`episode_id`);