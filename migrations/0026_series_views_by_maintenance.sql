-- Issue #52 (decision 054): an episode view wrote its day's row and, by the triggers of 0017, its
-- series' total in series_views: two rows a view. The triggers go; the daily maintenance adds each
-- finished day to the totals, and `rollups` names the last day it added. Here the totals keep the
-- days up to two days ago (UTC), which no site time zone still counts views into; the later days,
-- which views may still join, leave the totals and come back whole once they are over.
CREATE TABLE `rollups` (
	`name` text PRIMARY KEY NOT NULL,
	`through` text NOT NULL
);
--> statement-breakpoint
DROP TRIGGER `series_views_after_insert`;--> statement-breakpoint
DROP TRIGGER `series_views_after_update`;--> statement-breakpoint
DROP TRIGGER `series_views_after_delete`;--> statement-breakpoint
INSERT INTO `rollups` (`name`, `through`) VALUES ('series_views', date('now', '-2 days'));--> statement-breakpoint
DELETE FROM `series_views`;--> statement-breakpoint
INSERT INTO `series_views` (`series_id`, `views`)
  SELECT `series_id`, sum(`views`) FROM `episode_views_daily`
  WHERE `day` <= (SELECT `through` FROM `rollups` WHERE `name` = 'series_views') GROUP BY `series_id`;
