// The catalogue's words (a series' status, type, season, audio and the built-in genres) as a page
// shows them: the stored values stay English (the API, the filters' addresses), the label is in
// the page's language. A value with no message (a genre an admin added) shows as it is stored.
import { m } from "~/paraglide/messages";

type Label = () => string;
const labelOf = (labels: Record<string, Label>, value: string | null | undefined) => (value ? (labels[value]?.() ?? value) : "");

const STATUS: Record<string, Label> = {
  Ongoing: m.status_ongoing,
  Completed: m.status_completed,
  Upcoming: m.status_upcoming,
  Hiatus: m.status_hiatus,
};
const TYPE: Record<string, Label> = {
  TV: m.type_tv,
  Movie: m.type_movie,
  OVA: m.type_ova,
  ONA: m.type_ona,
  Special: m.type_special,
  Music: m.type_music,
};
const SEASON: Record<string, Label> = {
  Winter: m.season_winter,
  Spring: m.season_spring,
  Summer: m.season_summer,
  Fall: m.season_fall,
};
// The networks are names, but for the catch-all one.
const NETWORK: Record<string, Label> = { Other: m.network_other };
const AUDIO: Record<string, Label> = { Raw: m.audio_raw, Sub: m.audio_sub, Dub: m.audio_dub };
const GENRE: Record<string, Label> = {
  Action: m.genre_action,
  Adventure: m.genre_adventure,
  Comedy: m.genre_comedy,
  Romance: m.genre_romance,
  Fantasy: m.genre_fantasy,
  "Sci-fi": m.genre_sci_fi,
  Drama: m.genre_drama,
  Mystery: m.genre_mystery,
  Supernatural: m.genre_supernatural,
  Horror: m.genre_horror,
  Historical: m.genre_historical,
  "Slice of Life": m.genre_slice_of_life,
  Sports: m.genre_sports,
  Music: m.genre_music,
};

export const statusLabel = (status: string | null | undefined) => labelOf(STATUS, status);
export const typeLabel = (type: string | null | undefined) => labelOf(TYPE, type);
export const seasonLabel = (season: string | null | undefined) => labelOf(SEASON, season);
export const networkLabel = (network: string | null | undefined) => labelOf(NETWORK, network);
export const audioLabel = (audio: string | null | undefined) => labelOf(AUDIO, audio);
export const genreLabel = (genre: string | null | undefined) => labelOf(GENRE, genre);
