-- Issue #50 (decision 047): a series' synopsis in the site's other languages, by language.
ALTER TABLE `series` ADD `descriptions` text DEFAULT '{}' NOT NULL;
