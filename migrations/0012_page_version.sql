CREATE TABLE `page_version` (
	`slot` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`bookmark` text
);
