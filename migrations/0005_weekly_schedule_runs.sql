CREATE TABLE `schedule_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`series_id` integer,
	`title` text,
	`first_date` text NOT NULL,
	`last_date` text NOT NULL,
	`air_time` text NOT NULL,
	`first_episode` integer,
	`weeks` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`series_id`) REFERENCES `series`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `schedule_runs_last_date_idx` ON `schedule_runs` (`last_date`);--> statement-breakpoint
ALTER TABLE `schedule_entries` ADD `run_id` integer REFERENCES schedule_runs(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `schedule_run_idx` ON `schedule_entries` (`run_id`,`air_date`);