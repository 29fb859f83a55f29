CREATE TABLE `auth_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer,
	`admin_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_seen_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `auth_sessions_user_idx` ON `auth_sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `auth_sessions_admin_idx` ON `auth_sessions` (`admin_id`);--> statement-breakpoint
DROP INDEX `failed_logins_lookup_idx`;--> statement-breakpoint
CREATE INDEX `failed_logins_account_idx` ON `failed_logins` (`scope`,`identifier`,`attempted_at`);--> statement-breakpoint
CREATE INDEX `failed_logins_ip_idx` ON `failed_logins` (`ip`,`attempted_at`);