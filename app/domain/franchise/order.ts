// A franchise in the order a viewer watches it (issue #85, decision 075): release order along
// prequels and sequels, each side story, spin-off, recap or other version right after the series it
// belongs to. Pure: the series and their links in, their ids in watch order out.
import type { RelationKind } from "~/lib/vocabulary/series-relations";
import { seriesSeasons } from "~/lib/vocabulary/series";

export type FranchiseMember = { id: number; year: number | null; season: string | null };
export type FranchiseLink = { seriesId: number; relatedId: number; kind: RelationKind };

/** Earlier release first: by year, then season (an unknown one last), then the older id. */
function releaseOrder(a: FranchiseMember, b: FranchiseMember) {
  const season = (member: FranchiseMember) => {
    const at = seriesSeasons.indexOf(member.season as (typeof seriesSeasons)[number]);
    return at < 0 ? seriesSeasons.length : at;
  };
  return (a.year ?? Number.MAX_SAFE_INTEGER) - (b.year ?? Number.MAX_SAFE_INTEGER) || season(a) - season(b) || a.id - b.id;
}

/**
 * Each link as what it says about watching: `[before, after]` along the main line, or `[child,
 * anchor, afterRun]` for a series watched beside another (a side story, a spin-off, a recap right
 * after its series; another version after the earlier version's whole run, so a remake's line
 * does not split the original's).
 */
function readLinks(links: FranchiseLink[], isEarlier: (a: number, b: number) => boolean) {
  const sequence: [number, number][] = [];
  const beside: [number, number, boolean][] = [];
  for (const { seriesId, relatedId, kind } of links) {
    if (kind === "prequel") sequence.push([relatedId, seriesId]);
    else if (kind === "sequel") sequence.push([seriesId, relatedId]);
    else if (kind === "parent" || kind === "full_story") beside.push([seriesId, relatedId, false]);
    else if (kind === "alternative")
      beside.push(isEarlier(seriesId, relatedId) ? [relatedId, seriesId, true] : [seriesId, relatedId, true]);
    else beside.push([relatedId, seriesId, false]);
  }
  return { sequence, beside };
}

/** The members of each run joined by prequels and sequels, keyed by one of them. */
function runsOf(ids: number[], sequence: [number, number][]) {
  const parent = new Map(ids.map((id) => [id, id]));
  const find = (id: number): number => {
    const up = parent.get(id)!;
    if (up === id) return id;
    const top = find(up);
    parent.set(id, top);
    return top;
  };
  for (const [a, b] of sequence) parent.set(find(a), find(b));
  const runs = new Map<number, number[]>();
  for (const id of ids) runs.set(find(id), [...(runs.get(find(id)) ?? []), id]);
  return { runs, runOf: find };
}

/** A run in release order along its links: each series once all it follows is placed (a loop in the links falls back to release order). */
function ordered(run: number[], sequence: [number, number][], byRelease: (a: number, b: number) => number) {
  const inRun = new Set(run);
  const links = sequence.filter(([a, b]) => inRun.has(a) && inRun.has(b));
  const placed: number[] = [];
  const left = new Set(run);
  while (left.size > 0) {
    const ready = [...left].filter((id) => !links.some(([before, after]) => after === id && left.has(before)));
    const next = (ready.length > 0 ? ready : [...left]).sort(byRelease)[0]!;
    placed.push(next);
    left.delete(next);
  }
  return placed;
}

export function watchOrder(members: FranchiseMember[], links: FranchiseLink[]): number[] {
  const byId = new Map(members.map((member) => [member.id, member]));
  const byRelease = (a: number, b: number) => releaseOrder(byId.get(a)!, byId.get(b)!);
  const known = links.filter((link) => byId.has(link.seriesId) && byId.has(link.relatedId) && link.seriesId !== link.relatedId);
  const { sequence, beside } = readLinks(known, (a, b) => byRelease(a, b) < 0);
  const ids = [...byId.keys()].sort(byRelease);
  const { runs, runOf } = runsOf(ids, sequence);
  const inOrder = new Map([...runs].map(([run, members]) => [run, ordered(members, sequence, byRelease)]));
  // Each run beside the earliest series outside it that one of its members belongs to (another
  // version: beside the last of that series' run).
  const anchorOf = new Map<number, number>();
  for (const [child, anchor, afterRun] of [...beside].sort(([, a], [, b]) => byRelease(a, b))) {
    const run = runOf(child);
    if (runOf(anchor) === run || anchorOf.has(run)) continue;
    anchorOf.set(run, afterRun ? inOrder.get(runOf(anchor))!.at(-1)! : anchor);
  }
  const besideOf = new Map<number, number[]>();
  for (const [run, anchor] of anchorOf) besideOf.set(anchor, [...(besideOf.get(anchor) ?? []), run]);

  const watched: number[] = [];
  const done = new Set<number>();
  const place = (run: number) => {
    if (done.has(run)) return;
    done.add(run);
    for (const id of inOrder.get(run)!) {
      watched.push(id);
      for (const child of (besideOf.get(id) ?? []).sort((a, b) => byRelease(runs.get(a)![0]!, runs.get(b)![0]!))) place(child);
    }
  };
  // Runs that belong beside none first, by release; then any caught in a loop of "beside".
  const first = [...runs.keys()].sort((a, b) => byRelease(runs.get(a)![0]!, runs.get(b)![0]!));
  for (const run of first.filter((run) => !anchorOf.has(run))) place(run);
  for (const run of first) place(run);
  return watched;
}
