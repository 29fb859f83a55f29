-- The comments' kept count (decision 031, as migration 0014 keeps the series'): the moderation
-- list's unfiltered count, its pager and the API's X-Total-Count, read every comment's index entry
-- on each view (3,003 at bench:scale's 50,000 series, and it grows with every comment); it now
-- reads this one row. Triggers keep it on every insert and delete, whoever writes.
INSERT INTO `table_counts` (`name`, `rows`) SELECT 'comments', count(*) FROM `comments`;--> statement-breakpoint
CREATE TRIGGER `comments_count_after_insert` AFTER INSERT ON `comments` BEGIN
  UPDATE `table_counts` SET `rows` = `rows` + 1 WHERE `name` = 'comments';
END;--> statement-breakpoint
CREATE TRIGGER `comments_count_after_delete` AFTER DELETE ON `comments` BEGIN
  UPDATE `table_counts` SET `rows` = `rows` - 1 WHERE `name` = 'comments';
END;
