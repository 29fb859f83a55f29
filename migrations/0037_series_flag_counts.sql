-- The home sections' counts kept in step (issue #70, decision 031): each section's pager counted
-- its flagged series on every render, up to ten pages of them; triggers now keep one row a
-- section in table_counts, whoever writes (the app, imports, restores), as 0014 keeps the series.
INSERT INTO `table_counts` (`name`, `rows`) SELECT 'series:popular', count(*) FROM `series` WHERE `featured`;--> statement-breakpoint
INSERT INTO `table_counts` (`name`, `rows`) SELECT 'series:latest', count(*) FROM `series` WHERE `show_in_latest`;--> statement-breakpoint
INSERT INTO `table_counts` (`name`, `rows`) SELECT 'series:new', count(*) FROM `series` WHERE `is_new`;--> statement-breakpoint
INSERT INTO `table_counts` (`name`, `rows`) SELECT 'series:completed', count(*) FROM `series` WHERE `show_in_completed`;--> statement-breakpoint
CREATE TRIGGER `series_flag_counts_after_insert` AFTER INSERT ON `series` BEGIN
  UPDATE `table_counts` SET `rows` = `rows` + 1 WHERE (`name` = 'series:popular' AND NEW.`featured`)
    OR (`name` = 'series:latest' AND NEW.`show_in_latest`) OR (`name` = 'series:new' AND NEW.`is_new`)
    OR (`name` = 'series:completed' AND NEW.`show_in_completed`);
END;--> statement-breakpoint
CREATE TRIGGER `series_flag_counts_after_delete` AFTER DELETE ON `series` BEGIN
  UPDATE `table_counts` SET `rows` = `rows` - 1 WHERE (`name` = 'series:popular' AND OLD.`featured`)
    OR (`name` = 'series:latest' AND OLD.`show_in_latest`) OR (`name` = 'series:new' AND OLD.`is_new`)
    OR (`name` = 'series:completed' AND OLD.`show_in_completed`);
END;--> statement-breakpoint
CREATE TRIGGER `series_flag_counts_after_update` AFTER UPDATE OF `featured`, `show_in_latest`, `is_new`, `show_in_completed` ON `series` BEGIN
  UPDATE `table_counts` SET `rows` = `rows` + CASE `name`
      WHEN 'series:popular' THEN NEW.`featured` - OLD.`featured`
      WHEN 'series:latest' THEN NEW.`show_in_latest` - OLD.`show_in_latest`
      WHEN 'series:new' THEN NEW.`is_new` - OLD.`is_new`
      ELSE NEW.`show_in_completed` - OLD.`show_in_completed` END
    WHERE `name` IN ('series:popular', 'series:latest', 'series:new', 'series:completed');
END;
