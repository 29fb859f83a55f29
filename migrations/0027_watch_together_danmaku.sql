-- Issue #53, watch together: on-screen comments (danmaku) from the rooms, by episode and second of the video, written in batches by each room.
CREATE TABLE `danmaku` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`episode_id` integer NOT NULL,
	`user_id` integer,
	`username` text NOT NULL,
	`second` integer NOT NULL,
	`text` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`episode_id`) REFERENCES `episodes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `danmaku_episode_second_idx` ON `danmaku` (`episode_id`,`second`);--> statement-breakpoint
CREATE INDEX `danmaku_user_idx` ON `danmaku` (`user_id`);