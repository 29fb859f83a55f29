-- Kept row counts (decision 031): the API's X-Total-Count of the unfiltered catalogue read every
-- series (10,000 rows at real size, on a read the API serves often); it now reads this one row.
-- Triggers keep it on every insert and delete, whoever writes (the app, imports, restores).
CREATE TABLE `table_counts` (
	`name` text PRIMARY KEY NOT NULL,
	`rows` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `table_counts` (`name`, `rows`) SELECT 'series', count(*) FROM `series`;--> statement-breakpoint
CREATE TRIGGER `series_count_after_insert` AFTER INSERT ON `series` BEGIN
  UPDATE `table_counts` SET `rows` = `rows` + 1 WHERE `name` = 'series';
END;--> statement-breakpoint
CREATE TRIGGER `series_count_after_delete` AFTER DELETE ON `series` BEGIN
  UPDATE `table_counts` SET `rows` = `rows` - 1 WHERE `name` = 'series';
END;
