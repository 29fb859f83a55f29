CREATE TABLE `year_shares` (
	`key` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`year` integer NOT NULL,
	`time_zone` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `year_shares_user_year_idx` ON `year_shares` (`user_id`,`year`);