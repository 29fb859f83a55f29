DROP INDEX `series_status_idx`;--> statement-breakpoint
DROP INDEX `series_genres_genre_idx`;--> statement-breakpoint
CREATE INDEX `series_genres_genre_idx` ON `series_genres` (`genre_id`,`series_id`);--> statement-breakpoint
CREATE INDEX `series_type_idx` ON `series` (`type`,`updated_at`);--> statement-breakpoint
CREATE INDEX `series_network_idx` ON `series` (`network`,`updated_at`);--> statement-breakpoint
CREATE INDEX `series_season_idx` ON `series` (`season`,`updated_at`);--> statement-breakpoint
CREATE INDEX `series_featured_idx` ON `series` (`featured`,`updated_at`);--> statement-breakpoint
CREATE INDEX `series_is_new_idx` ON `series` (`is_new`,`updated_at`);--> statement-breakpoint
CREATE INDEX `series_latest_idx` ON `series` (`show_in_latest`,`updated_at`);--> statement-breakpoint
CREATE INDEX `series_completed_idx` ON `series` (`show_in_completed`,`updated_at`);--> statement-breakpoint
CREATE INDEX `series_title_idx` ON `series` ("title" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `series_letter_idx` ON `series` (upper(substr("title", 1, 1)),"title" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `series_status_idx` ON `series` (`status`,`updated_at`);--> statement-breakpoint
-- Title search: a trigram FTS5 index over series titles, so any typed substring of three or more
-- characters (a prefix like "drag" among them) is found without reading the table. It holds only
-- the index (external content) and is kept in step with series by the triggers below.
CREATE VIRTUAL TABLE `series_fts` USING fts5(`title`, content='series', content_rowid='id', tokenize='trigram');--> statement-breakpoint
CREATE TRIGGER `series_fts_after_insert` AFTER INSERT ON `series` BEGIN
  INSERT INTO `series_fts`(rowid, `title`) VALUES (new.`id`, new.`title`);
END;--> statement-breakpoint
CREATE TRIGGER `series_fts_after_delete` AFTER DELETE ON `series` BEGIN
  INSERT INTO `series_fts`(`series_fts`, rowid, `title`) VALUES ('delete', old.`id`, old.`title`);
END;--> statement-breakpoint
CREATE TRIGGER `series_fts_after_title_update` AFTER UPDATE OF `title` ON `series` BEGIN
  INSERT INTO `series_fts`(`series_fts`, rowid, `title`) VALUES ('delete', old.`id`, old.`title`);
  INSERT INTO `series_fts`(rowid, `title`) VALUES (new.`id`, new.`title`);
END;--> statement-breakpoint
INSERT INTO `series_fts`(`series_fts`) VALUES ('rebuild');
