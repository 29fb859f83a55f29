CREATE TABLE `ad_slots` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`placement` text NOT NULL,
	`title` text NOT NULL,
	`image` text,
	`link` text,
	`active` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ad_slots_placement_idx` ON `ad_slots` (`placement`,`active`);--> statement-breakpoint
CREATE TABLE `admins` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admins_username_unique` ON `admins` ("username" COLLATE NOCASE);--> statement-breakpoint
CREATE TABLE `allowed_ips` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ip` text NOT NULL,
	`label` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `allowed_ips_ip_unique` ON `allowed_ips` (`ip`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer,
	`admin_username` text NOT NULL,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text,
	`detail` text,
	`ip` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_at_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`episode_id` integer NOT NULL,
	`user_id` integer,
	`username` text NOT NULL,
	`content` text NOT NULL,
	`approved` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`episode_id`) REFERENCES `episodes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `comments_episode_idx` ON `comments` (`episode_id`,`approved`,`created_at`);--> statement-breakpoint
CREATE INDEX `comments_user_idx` ON `comments` (`user_id`);--> statement-breakpoint
CREATE INDEX `comments_created_at_idx` ON `comments` (`created_at`);--> statement-breakpoint
CREATE TABLE `episode_servers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`episode_id` integer NOT NULL,
	`position` integer NOT NULL,
	`label` text NOT NULL,
	`url` text NOT NULL,
	`type` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`episode_id`) REFERENCES `episodes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `episode_servers_episode_idx` ON `episode_servers` (`episode_id`,`position`);--> statement-breakpoint
CREATE TABLE `episode_views_daily` (
	`series_id` integer NOT NULL,
	`day` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`series_id`, `day`),
	FOREIGN KEY (`series_id`) REFERENCES `series`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `episode_views_day_idx` ON `episode_views_daily` (`day`);--> statement-breakpoint
CREATE TABLE `episodes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`series_id` integer NOT NULL,
	`episode_number` integer NOT NULL,
	`title` text,
	`description` text,
	`thumbnail` text,
	`release_date` text,
	`duration` text,
	`status` text,
	`language` text,
	`quality` text,
	`video_url` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`series_id`) REFERENCES `series`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `episodes_series_number_unique` ON `episodes` (`series_id`,`episode_number`);--> statement-breakpoint
CREATE TABLE `failed_logins` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scope` text NOT NULL,
	`identifier` text NOT NULL,
	`ip` text NOT NULL,
	`attempted_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `failed_logins_lookup_idx` ON `failed_logins` (`scope`,`identifier`,`ip`,`attempted_at`);--> statement-breakpoint
CREATE TABLE `genres` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `genres_name_unique` ON `genres` ("name" COLLATE NOCASE);--> statement-breakpoint
CREATE TABLE `schedule_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`series_id` integer,
	`title` text,
	`air_date` text NOT NULL,
	`air_time` text NOT NULL,
	`episode_number` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`series_id`) REFERENCES `series`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `schedule_air_idx` ON `schedule_entries` (`air_date`,`air_time`);--> statement-breakpoint
CREATE INDEX `schedule_series_idx` ON `schedule_entries` (`series_id`,`episode_number`);--> statement-breakpoint
CREATE TABLE `series` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`subtitle` text,
	`description` text,
	`cover_image` text,
	`image` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`season` text,
	`status` text,
	`network` text,
	`type` text,
	`year` integer,
	`studio` text,
	`language` text,
	`featured` integer DEFAULT false NOT NULL,
	`is_new` integer DEFAULT false NOT NULL,
	`show_in_latest` integer DEFAULT false NOT NULL,
	`show_in_completed` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `series_slug_unique` ON `series` (`slug`);--> statement-breakpoint
CREATE INDEX `series_status_idx` ON `series` (`status`);--> statement-breakpoint
CREATE INDEX `series_updated_at_idx` ON `series` (`updated_at`);--> statement-breakpoint
CREATE TABLE `series_genres` (
	`series_id` integer NOT NULL,
	`genre_id` integer NOT NULL,
	PRIMARY KEY(`series_id`, `genre_id`),
	FOREIGN KEY (`series_id`) REFERENCES `series`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`genre_id`) REFERENCES `genres`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `series_genres_genre_idx` ON `series_genres` (`genre_id`);--> statement-breakpoint
CREATE TABLE `site_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`announcement` text DEFAULT '' NOT NULL,
	`about` text DEFAULT '' NOT NULL,
	`contact` text DEFAULT '' NOT NULL,
	`privacy_policy` text DEFAULT '' NOT NULL,
	`disclaimer` text DEFAULT '' NOT NULL,
	`dmca` text DEFAULT '' NOT NULL,
	`header_logo` text DEFAULT '/logo1.gif' NOT NULL,
	`footer_logo` text DEFAULT '/logo1.gif' NOT NULL,
	`telegram` text DEFAULT '' NOT NULL,
	`youtube` text DEFAULT '' NOT NULL,
	`instagram` text DEFAULT '' NOT NULL,
	`discord` text DEFAULT '' NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `top10_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`period` text NOT NULL,
	`rank` integer NOT NULL,
	`series_id` integer NOT NULL,
	`rating` real DEFAULT 8 NOT NULL,
	FOREIGN KEY (`series_id`) REFERENCES `series`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `top10_period_rank_unique` ON `top10_entries` (`period`,`rank`);--> statement-breakpoint
CREATE INDEX `top10_series_idx` ON `top10_entries` (`series_id`);--> statement-breakpoint
CREATE TABLE `uploads` (
	`key` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`filename` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `uploads_kind_idx` ON `uploads` (`kind`,`created_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`dob` text,
	`location` text,
	`mobile` text,
	`avatar` text,
	`blocked` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` ("email" COLLATE NOCASE);--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` ("username" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `users_created_at_idx` ON `users` (`created_at`);--> statement-breakpoint
CREATE TABLE `visits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`visit_time` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`ip` text,
	`user_agent` text,
	`referrer` text,
	`path` text,
	`how_came` text DEFAULT 'direct' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `visits_time_idx` ON `visits` (`visit_time`);--> statement-breakpoint
CREATE INDEX `visits_how_came_idx` ON `visits` (`how_came`,`visit_time`);--> statement-breakpoint
INSERT INTO `site_settings` (`id`) VALUES (1);
