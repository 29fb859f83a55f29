// What a player report can say; shared by the database schema, the API, the form and the admin screen.
export const playerReportReasons = ["not_loading", "wrong_episode", "audio_subtitles", "other"] as const;
export type PlayerReportReason = (typeof playerReportReasons)[number];

export const reasonLabels: Record<PlayerReportReason, string> = {
  not_loading: "Not loading",
  wrong_episode: "Wrong episode",
  audio_subtitles: "Audio or subtitles",
  other: "Other",
};

export const playerReportStatuses = ["open", "fixed"] as const;
export type PlayerReportStatus = (typeof playerReportStatuses)[number];

export const REPORT_NOTE_MAX = 500;

export const reportTexts = {
  tooMany: "Too many reports from your address. Try again in an hour.",
  unknownServer: "Choose one of this episode's servers",
};
