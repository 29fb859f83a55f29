-- A card's genres kept on its series (issue #70): every list of cards read each card's genres from
-- series_genres and genres, four rows a card of the ten it cost. Triggers keep the list in step
-- whoever writes the links (the app, imports, restores, a genre renamed or deleted).
ALTER TABLE `series` ADD `genre_list` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
UPDATE `series` SET `genre_list` = (SELECT json_group_array(json_array(g.`id`, g.`name`)) FROM `series_genres` sg
  JOIN `genres` g ON g.`id` = sg.`genre_id` WHERE sg.`series_id` = `series`.`id`);--> statement-breakpoint
CREATE TRIGGER `series_genre_list_after_insert` AFTER INSERT ON `series_genres` BEGIN
  UPDATE `series` SET `genre_list` = (SELECT json_group_array(json_array(g.`id`, g.`name`)) FROM `series_genres` sg
    JOIN `genres` g ON g.`id` = sg.`genre_id` WHERE sg.`series_id` = NEW.`series_id`) WHERE `id` = NEW.`series_id`;
END;--> statement-breakpoint
CREATE TRIGGER `series_genre_list_after_delete` AFTER DELETE ON `series_genres` BEGIN
  UPDATE `series` SET `genre_list` = (SELECT json_group_array(json_array(g.`id`, g.`name`)) FROM `series_genres` sg
    JOIN `genres` g ON g.`id` = sg.`genre_id` WHERE sg.`series_id` = OLD.`series_id`) WHERE `id` = OLD.`series_id`;
END;--> statement-breakpoint
CREATE TRIGGER `series_genre_list_after_genre_rename` AFTER UPDATE OF `name` ON `genres` BEGIN
  UPDATE `series` SET `genre_list` = (SELECT json_group_array(json_array(g.`id`, g.`name`)) FROM `series_genres` sg
    JOIN `genres` g ON g.`id` = sg.`genre_id` WHERE sg.`series_id` = `series`.`id`)
    WHERE `id` IN (SELECT `series_id` FROM `series_genres` WHERE `genre_id` = NEW.`id`);
END;
