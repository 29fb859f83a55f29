-- Issue #65: each account's chat and danmaku budget across every watch-together room (5 at once, one every 2 s), spent in one statement by whichever room the account posts in.
CREATE TABLE `room_text_budgets` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`tokens` real NOT NULL,
	`counted_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
