ALTER TABLE `episodes` ADD `intro_start` integer;--> statement-breakpoint
ALTER TABLE `episodes` ADD `intro_end` integer;--> statement-breakpoint
ALTER TABLE `episodes` ADD `outro_start` integer;--> statement-breakpoint
ALTER TABLE `episodes` ADD `outro_end` integer;--> statement-breakpoint
ALTER TABLE `episodes` ADD `subtitles` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
CREATE INDEX `episodes_subtitled_idx` ON `episodes` (`id`) WHERE "episodes"."subtitles" <> '[]';--> statement-breakpoint
ALTER TABLE `series` ADD `intro_start` integer;--> statement-breakpoint
ALTER TABLE `series` ADD `intro_end` integer;--> statement-breakpoint
ALTER TABLE `series` ADD `outro_start` integer;--> statement-breakpoint
ALTER TABLE `series` ADD `outro_end` integer;--> statement-breakpoint
-- Playlists saved before HLS had a type of its own were "direct": they play through hls.js now.
UPDATE `episode_servers` SET `type` = 'hls' WHERE `type` IN ('direct', '') AND (lower(`url`) LIKE '%.m3u8' OR lower(`url`) LIKE '%.m3u8?%');
