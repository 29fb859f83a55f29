ALTER TABLE `list_entries` ADD `completed_at` text;--> statement-breakpoint
-- An entry completed before this column was kept: completed at its last change, the best the list knew.
UPDATE `list_entries` SET `completed_at` = `updated_at` WHERE `status` = 'completed';
--> statement-breakpoint
CREATE TRIGGER `list_entries_completed_on_insert` AFTER INSERT ON `list_entries` WHEN new.`status` = 'completed' BEGIN
  UPDATE `list_entries` SET `completed_at` = new.`updated_at` WHERE `user_id` = new.`user_id` AND `series_id` = new.`series_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `list_entries_completed_on_status` AFTER UPDATE OF `status` ON `list_entries` WHEN new.`status` IS NOT old.`status` BEGIN
  UPDATE `list_entries` SET `completed_at` = CASE WHEN new.`status` = 'completed' THEN new.`updated_at` END
  WHERE `user_id` = new.`user_id` AND `series_id` = new.`series_id`;
END;
