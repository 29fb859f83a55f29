CREATE TABLE `series_relations` (
	`series_id` integer NOT NULL,
	`related_id` integer NOT NULL,
	`kind` text NOT NULL,
	PRIMARY KEY(`series_id`, `related_id`),
	FOREIGN KEY (`series_id`) REFERENCES `series`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`related_id`) REFERENCES `series`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `series_relations_related_idx` ON `series_relations` (`related_id`);--> statement-breakpoint
CREATE TABLE `series_relations_set_by_admin` (
	`series_id` integer PRIMARY KEY NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`series_id`) REFERENCES `series`(`id`) ON UPDATE no action ON DELETE cascade
);
