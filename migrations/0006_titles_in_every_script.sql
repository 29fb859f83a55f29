-- Titles in every script (docs/decisions/024-titles-in-every-script.md): alternative titles, an
-- A to Z key with a '#' place for titles that do not start with A-Z, and search over every title
-- by character pairs instead of the trigram index over the main title alone.
DROP INDEX `series_letter_idx`;--> statement-breakpoint
ALTER TABLE `series` ADD `alt_titles` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `series` ADD `search_terms` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `series_letter_idx` ON `series` ((CASE WHEN upper(substr("title", 1, 1)) BETWEEN 'A' AND 'Z' THEN upper(substr("title", 1, 1)) ELSE '#' END),"title" COLLATE NOCASE);--> statement-breakpoint
DROP TRIGGER `series_fts_after_insert`;--> statement-breakpoint
DROP TRIGGER `series_fts_after_delete`;--> statement-breakpoint
DROP TRIGGER `series_fts_after_title_update`;--> statement-breakpoint
DROP TABLE `series_fts`;--> statement-breakpoint
-- The terms of the titles already stored: each pair of neighbouring characters as the hex of its
-- UTF-8 bytes, as app/lib/title-search.ts writes them (titles stored so far are at most 200 characters). SQL's
-- lower() folds ASCII only; a title's next save writes its fully folded terms.
UPDATE `series` SET `search_terms` = coalesce((
  SELECT group_concat(pair, ' ') FROM (
    SELECT hex(substr(lower(`series`.`title`), p.value, 2)) AS pair
    FROM json_each('[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,128,129,130,131,132,133,134,135,136,137,138,139,140,141,142,143,144,145,146,147,148,149,150,151,152,153,154,155,156,157,158,159,160,161,162,163,164,165,166,167,168,169,170,171,172,173,174,175,176,177,178,179,180,181,182,183,184,185,186,187,188,189,190,191,192,193,194,195,196,197,198,199]') p
    WHERE p.value < length(`series`.`title`)
    ORDER BY p.value
  )
), '');--> statement-breakpoint
CREATE VIRTUAL TABLE `series_search` USING fts5(`search_terms`, content='series', content_rowid='id');--> statement-breakpoint
INSERT INTO `series_search`(`series_search`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `series_search_after_insert` AFTER INSERT ON `series` BEGIN
  INSERT INTO `series_search`(rowid, `search_terms`) VALUES (new.`id`, new.`search_terms`);
END;--> statement-breakpoint
CREATE TRIGGER `series_search_after_delete` AFTER DELETE ON `series` BEGIN
  INSERT INTO `series_search`(`series_search`, rowid, `search_terms`) VALUES ('delete', old.`id`, old.`search_terms`);
END;--> statement-breakpoint
CREATE TRIGGER `series_search_after_terms_update` AFTER UPDATE OF `search_terms` ON `series` BEGIN
  INSERT INTO `series_search`(`series_search`, rowid, `search_terms`) VALUES ('delete', old.`id`, old.`search_terms`);
  INSERT INTO `series_search`(rowid, `search_terms`) VALUES (new.`id`, new.`search_terms`);
END;
