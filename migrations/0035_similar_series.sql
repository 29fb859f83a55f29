CREATE TABLE `similar_series` (
	`series_id` integer PRIMARY KEY NOT NULL,
	`similar_ids` text NOT NULL,
	FOREIGN KEY (`series_id`) REFERENCES `series`(`id`) ON UPDATE no action ON DELETE cascade
);
