-- Limits per address and per account share one table (decision 045): the address column holds an
-- actor, an address's limit key or `account:<id>`. Renamed in place: nothing recorded is lost.
ALTER TABLE `address_actions` RENAME TO `limited_actions`;
--> statement-breakpoint
ALTER TABLE `limited_actions` RENAME COLUMN `ip` TO `actor`;
--> statement-breakpoint
DROP INDEX `address_actions_ip_idx`;
--> statement-breakpoint
CREATE INDEX `limited_actions_actor_idx` ON `limited_actions` (`action`,`actor`,`acted_at`);
