CREATE TABLE `watch_history` (
	`user_id` integer NOT NULL,
	`series_id` integer NOT NULL,
	`episode_id` integer,
	`watched_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `series_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`series_id`) REFERENCES `series`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`episode_id`) REFERENCES `episodes`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `watch_history_user_time_idx` ON `watch_history` (`user_id`,`watched_at`);--> statement-breakpoint
CREATE TABLE `watch_positions` (
	`user_id` integer NOT NULL,
	`episode_id` integer NOT NULL,
	`position` integer NOT NULL,
	`duration` integer NOT NULL,
	`saved_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `episode_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`episode_id`) REFERENCES `episodes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `watch_positions_user_time_idx` ON `watch_positions` (`user_id`,`saved_at`);