CREATE TABLE `list_entries` (
	`user_id` integer NOT NULL,
	`series_id` integer NOT NULL,
	`status` text NOT NULL,
	`score` integer,
	`progress` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `series_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`series_id`) REFERENCES `series`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `list_entries_user_time_idx` ON `list_entries` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `list_entries_user_status_idx` ON `list_entries` (`user_id`,`status`,`updated_at`);--> statement-breakpoint
CREATE INDEX `list_entries_series_idx` ON `list_entries` (`series_id`);--> statement-breakpoint
ALTER TABLE `series` ADD `mal_id` integer;--> statement-breakpoint
ALTER TABLE `series` ADD `anilist_id` integer;--> statement-breakpoint
ALTER TABLE `series` ADD `bangumi_id` integer;--> statement-breakpoint
ALTER TABLE `series` ADD `members` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `series` ADD `score_votes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `series` ADD `score_total` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `series` ADD `score` real;--> statement-breakpoint
CREATE INDEX `series_members_idx` ON `series` (`members`,`updated_at`);--> statement-breakpoint
CREATE INDEX `series_score_idx` ON `series` (`score`,`updated_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `series_mal_id_unique` ON `series` (`mal_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `series_anilist_id_unique` ON `series` (`anilist_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `series_bangumi_id_unique` ON `series` (`bangumi_id`);--> statement-breakpoint
-- Each list change moves its series' members and score sums by its own difference, and the score
-- is the mean once 3 viewers scored (SCORE_MIN_VOTES, app/domain/lists/schema.ts): a view reads
-- these columns, never the lists (docs/decisions/037-viewer-lists.md).
CREATE TRIGGER `list_entries_after_insert` AFTER INSERT ON `list_entries` BEGIN
  UPDATE `series` SET `members` = `members` + 1, `score_votes` = `score_votes` + (new.`score` IS NOT NULL),
    `score_total` = `score_total` + coalesce(new.`score`, 0) WHERE `id` = new.`series_id`;
  UPDATE `series` SET `score` = CASE WHEN `score_votes` >= 3 THEN round(`score_total` * 1.0 / `score_votes`, 2) END WHERE `id` = new.`series_id`;
END;--> statement-breakpoint
CREATE TRIGGER `list_entries_after_score_update` AFTER UPDATE OF `score` ON `list_entries` WHEN new.`score` IS NOT old.`score` BEGIN
  UPDATE `series` SET `score_votes` = `score_votes` + (new.`score` IS NOT NULL) - (old.`score` IS NOT NULL),
    `score_total` = `score_total` + coalesce(new.`score`, 0) - coalesce(old.`score`, 0) WHERE `id` = new.`series_id`;
  UPDATE `series` SET `score` = CASE WHEN `score_votes` >= 3 THEN round(`score_total` * 1.0 / `score_votes`, 2) END WHERE `id` = new.`series_id`;
END;--> statement-breakpoint
CREATE TRIGGER `list_entries_after_delete` AFTER DELETE ON `list_entries` BEGIN
  UPDATE `series` SET `members` = `members` - 1, `score_votes` = `score_votes` - (old.`score` IS NOT NULL),
    `score_total` = `score_total` - coalesce(old.`score`, 0) WHERE `id` = old.`series_id`;
  UPDATE `series` SET `score` = CASE WHEN `score_votes` >= 3 THEN round(`score_total` * 1.0 / `score_votes`, 2) END WHERE `id` = old.`series_id`;
END;
