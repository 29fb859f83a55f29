-- Issue #51 (decision 049): each server of an episode says its audio (sub, dub or raw) and a dub's
-- language; every server there was takes its episode's language (Sub, Dub, Raw; none is sub), which
-- the episode keeps. Series keep how many of their episodes have a sub and a dub server, by triggers.
ALTER TABLE `episode_servers` ADD `audio` text DEFAULT 'sub' NOT NULL;--> statement-breakpoint
ALTER TABLE `episode_servers` ADD `audio_lang` text;--> statement-breakpoint
ALTER TABLE `series` ADD `episodes_sub` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `series` ADD `episodes_dub` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `series_dub_updated_idx` ON `series` (`updated_at`) WHERE "series"."episodes_dub" > 0;--> statement-breakpoint
UPDATE `episode_servers` SET `audio` = CASE lower((SELECT `language` FROM `episodes` e WHERE e.`id` = `episode_id`))
  WHEN 'dub' THEN 'dub' WHEN 'raw' THEN 'raw' ELSE 'sub' END;--> statement-breakpoint
UPDATE `series` SET
  `episodes_sub` = (SELECT count(*) FROM `episodes` e WHERE e.`series_id` = `series`.`id`
    AND EXISTS (SELECT 1 FROM `episode_servers` s WHERE s.`episode_id` = e.`id` AND s.`audio` = 'sub')),
  `episodes_dub` = (SELECT count(*) FROM `episodes` e WHERE e.`series_id` = `series`.`id`
    AND EXISTS (SELECT 1 FROM `episode_servers` s WHERE s.`episode_id` = e.`id` AND s.`audio` = 'dub'));--> statement-breakpoint
-- An episode counts once a first server of an audio arrives, and stops when its last one goes.
CREATE TRIGGER `episode_servers_audio_after_insert` AFTER INSERT ON `episode_servers` WHEN new.`audio` IN ('sub', 'dub') BEGIN
  UPDATE `series` SET `episodes_sub` = `episodes_sub` + (new.`audio` = 'sub'), `episodes_dub` = `episodes_dub` + (new.`audio` = 'dub')
    WHERE `id` = (SELECT `series_id` FROM `episodes` WHERE `id` = new.`episode_id`)
    AND (SELECT count(*) FROM `episode_servers` WHERE `episode_id` = new.`episode_id` AND `audio` = new.`audio`) = 1;
END;--> statement-breakpoint
CREATE TRIGGER `episode_servers_audio_after_delete` AFTER DELETE ON `episode_servers` WHEN old.`audio` IN ('sub', 'dub') BEGIN
  UPDATE `series` SET `episodes_sub` = `episodes_sub` - (old.`audio` = 'sub'), `episodes_dub` = `episodes_dub` - (old.`audio` = 'dub')
    WHERE `id` = (SELECT `series_id` FROM `episodes` WHERE `id` = old.`episode_id`)
    AND NOT EXISTS (SELECT 1 FROM `episode_servers` WHERE `episode_id` = old.`episode_id` AND `audio` = old.`audio`);
END;--> statement-breakpoint
CREATE TRIGGER `episode_servers_audio_after_update` AFTER UPDATE OF `audio`, `episode_id` ON `episode_servers`
  WHEN new.`audio` IS NOT old.`audio` OR new.`episode_id` IS NOT old.`episode_id` BEGIN
  UPDATE `series` SET `episodes_sub` = `episodes_sub` - (old.`audio` = 'sub'), `episodes_dub` = `episodes_dub` - (old.`audio` = 'dub')
    WHERE `id` = (SELECT `series_id` FROM `episodes` WHERE `id` = old.`episode_id`)
    AND NOT EXISTS (SELECT 1 FROM `episode_servers` WHERE `episode_id` = old.`episode_id` AND `audio` = old.`audio`);
  UPDATE `series` SET `episodes_sub` = `episodes_sub` + (new.`audio` = 'sub'), `episodes_dub` = `episodes_dub` + (new.`audio` = 'dub')
    WHERE `id` = (SELECT `series_id` FROM `episodes` WHERE `id` = new.`episode_id`)
    AND (SELECT count(*) FROM `episode_servers` WHERE `episode_id` = new.`episode_id` AND `audio` = new.`audio`) = 1;
END;--> statement-breakpoint
-- A deleted episode's servers go first, while the episode still names its series: the foreign key's
-- cascade deletes them after the episode, when their trigger could no longer find the series.
CREATE TRIGGER `episodes_servers_before_delete` BEFORE DELETE ON `episodes` BEGIN
  DELETE FROM `episode_servers` WHERE `episode_id` = old.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `episodes_audio_after_series_update` AFTER UPDATE OF `series_id` ON `episodes` WHEN new.`series_id` IS NOT old.`series_id` BEGIN
  UPDATE `series` SET
    `episodes_sub` = `episodes_sub` - EXISTS (SELECT 1 FROM `episode_servers` WHERE `episode_id` = old.`id` AND `audio` = 'sub'),
    `episodes_dub` = `episodes_dub` - EXISTS (SELECT 1 FROM `episode_servers` WHERE `episode_id` = old.`id` AND `audio` = 'dub')
    WHERE `id` = old.`series_id`;
  UPDATE `series` SET
    `episodes_sub` = `episodes_sub` + EXISTS (SELECT 1 FROM `episode_servers` WHERE `episode_id` = new.`id` AND `audio` = 'sub'),
    `episodes_dub` = `episodes_dub` + EXISTS (SELECT 1 FROM `episode_servers` WHERE `episode_id` = new.`id` AND `audio` = 'dub')
    WHERE `id` = new.`series_id`;
END;
