CREATE TABLE `segment_votes` (
	`segment_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`vote` integer NOT NULL,
	PRIMARY KEY(`segment_id`, `user_id`),
	FOREIGN KEY (`segment_id`) REFERENCES `viewer_segments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `viewer_segments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`episode_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`start` real NOT NULL,
	`end` real NOT NULL,
	`votes` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`episode_id`) REFERENCES `episodes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `viewer_segments_episode_idx` ON `viewer_segments` (`episode_id`,`votes`);--> statement-breakpoint
CREATE INDEX `viewer_segments_user_idx` ON `viewer_segments` (`user_id`,`created_at`);