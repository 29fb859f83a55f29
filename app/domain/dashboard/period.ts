/** How many days the dashboard's charts cover (shared by its query and its page). */
export const CHART_DAYS = 30;
