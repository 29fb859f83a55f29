CREATE TABLE `series_views` (
	`series_id` integer PRIMARY KEY NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`series_id`) REFERENCES `series`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `series` ADD `alt_search_terms` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Search ranks a match in the main title above one in another title (decision 035), so the index
-- keeps them in two columns. The terms stored so far run "main x alt x alt" (a main title of one
-- character made no pairs, so its terms hold only other titles); each part is now wrapped in
-- breaks, "x main x", so a phrase can be held to a title's whole or its start.
DROP TRIGGER `series_search_after_insert`;--> statement-breakpoint
DROP TRIGGER `series_search_after_delete`;--> statement-breakpoint
DROP TRIGGER `series_search_after_terms_update`;--> statement-breakpoint
DROP TABLE `series_search`;--> statement-breakpoint
UPDATE `series` SET
  `alt_search_terms` = CASE
    WHEN `search_terms` = '' THEN ''
    WHEN length(`title`) < 2 THEN 'x ' || `search_terms` || ' x'
    WHEN instr(`search_terms`, ' x ') > 0 THEN 'x ' || substr(`search_terms`, instr(`search_terms`, ' x ') + 3) || ' x'
    ELSE '' END,
  `search_terms` = CASE
    WHEN `search_terms` = '' OR length(`title`) < 2 THEN ''
    WHEN instr(`search_terms`, ' x ') > 0 THEN 'x ' || substr(`search_terms`, 1, instr(`search_terms`, ' x ') - 1) || ' x'
    ELSE 'x ' || `search_terms` || ' x' END;--> statement-breakpoint
CREATE VIRTUAL TABLE `series_search` USING fts5(`search_terms`, `alt_search_terms`, content='series', content_rowid='id');--> statement-breakpoint
INSERT INTO `series_search`(`series_search`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `series_search_after_insert` AFTER INSERT ON `series` BEGIN
  INSERT INTO `series_search`(rowid, `search_terms`, `alt_search_terms`) VALUES (new.`id`, new.`search_terms`, new.`alt_search_terms`);
END;--> statement-breakpoint
CREATE TRIGGER `series_search_after_delete` AFTER DELETE ON `series` BEGIN
  INSERT INTO `series_search`(`series_search`, rowid, `search_terms`, `alt_search_terms`) VALUES ('delete', old.`id`, old.`search_terms`, old.`alt_search_terms`);
END;--> statement-breakpoint
CREATE TRIGGER `series_search_after_terms_update` AFTER UPDATE OF `search_terms`, `alt_search_terms` ON `series` BEGIN
  INSERT INTO `series_search`(`series_search`, rowid, `search_terms`, `alt_search_terms`) VALUES ('delete', old.`id`, old.`search_terms`, old.`alt_search_terms`);
  INSERT INTO `series_search`(rowid, `search_terms`, `alt_search_terms`) VALUES (new.`id`, new.`search_terms`, new.`alt_search_terms`);
END;--> statement-breakpoint
-- Every view of a series so far, then kept in step with each day's count.
INSERT INTO `series_views` (`series_id`, `views`) SELECT `series_id`, sum(`views`) FROM `episode_views_daily` GROUP BY `series_id`;--> statement-breakpoint
CREATE TRIGGER `series_views_after_insert` AFTER INSERT ON `episode_views_daily` BEGIN
  INSERT INTO `series_views` (`series_id`, `views`) VALUES (new.`series_id`, new.`views`)
    ON CONFLICT (`series_id`) DO UPDATE SET `views` = `views` + excluded.`views`;
END;--> statement-breakpoint
CREATE TRIGGER `series_views_after_update` AFTER UPDATE OF `views` ON `episode_views_daily` BEGIN
  UPDATE `series_views` SET `views` = `views` + new.`views` - old.`views` WHERE `series_id` = new.`series_id`;
END;--> statement-breakpoint
CREATE TRIGGER `series_views_after_delete` AFTER DELETE ON `episode_views_daily` BEGIN
  UPDATE `series_views` SET `views` = `views` - old.`views` WHERE `series_id` = old.`series_id`;
END;
