CREATE TABLE `watch_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`series_id` integer NOT NULL,
	`episode_id` integer,
	`watched_at` text NOT NULL,
	`duration` text,
	`audio` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`series_id`) REFERENCES `series`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`episode_id`) REFERENCES `episodes`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `watch_events_user_episode_idx` ON `watch_events` (`user_id`,`episode_id`);--> statement-breakpoint
CREATE INDEX `watch_events_user_time_idx` ON `watch_events` (`user_id`,`watched_at`);--> statement-breakpoint
-- What the site knew of each viewer's watching before: the last episode of each series in their history (decision 076).
INSERT INTO `watch_events` (`user_id`, `series_id`, `episode_id`, `watched_at`, `duration`, `audio`)
SELECT `h`.`user_id`, `h`.`series_id`, `h`.`episode_id`, `h`.`watched_at`, `e`.`duration`, `e`.`language`
FROM `watch_history` `h` JOIN `episodes` `e` ON `e`.`id` = `h`.`episode_id`;
