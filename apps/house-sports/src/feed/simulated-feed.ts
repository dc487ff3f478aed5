import {
  CORRECT_SCORES,
  isEsport,
  marketKey,
  selectionKeys,
  SPORTS,
  type EventResult,
  type MarketSpec,
  type OddsMilli,
  type Sport,
} from '../domain/index.ts';
import { bandedPrices, fairChances, goalsDistribution, sampled, type ResultDistribution } from './pricing.ts';
import type { EventStatus, FeedEvent, FeedMessage, Score, SportsFeed } from './sports-feed.ts';
import { LEAGUES } from './teams.ts';

/** Deterministic random numbers from a string seed (mulberry32 over an FNV-1a hash). */
export function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One thing that happens in a match, at a fraction of its running time. */
interface Happening {
  at: number;
  kind: 'score' | 'danger' | 'map';
  side: 'HOME' | 'AWAY';
  points: number;
}

interface Match {
  event: FeedEvent;
  /** 0..1 how much stronger home is (0.5 even). */
  strength: number;
  durationMs: number;
  timeline: Happening[];
  applied: number;
  final: EventResult;
  /** A correction published some seconds after the result (some matches only). */
  correction: EventResult | null;
  resultSent: number;
  dangerUntilMs: number;
  lastPricedMs: number;
  /** Each market's fair chances (by market id, in its selections' order) as of the last reprice. */
  chances: Map<string, number[]>;
}

export interface SimulatedFeedOptions {
  nowMs?: () => number;
  /** A new match of each sport starts this often (staggered across sports). */
  startEveryMs?: number;
  /** A match's running time on the real clock. */
  durationMs?: number;
  /** How far ahead fixtures are listed. */
  horizonMs?: number;
  /** How long an ended match stays in the feed. */
  keepEndedMs?: number;
  tickMs?: number;
  sports?: readonly Sport[];
  marginPermille?: number;
  /** Share of matches whose result is later corrected. */
  correctionRate?: number;
  correctionDelayMs?: number;
  /** Probability per tick that a live market's prices move (all its selections together). */
  priceMoveRate?: number;
  /**
   * Share of dangerous moments (and football goals) that suspend betting for a few seconds: 1 by
   * default; 0 keeps markets open through the match (the e2e server's quiet demo, where a spec must
   * find a cash-out offer on a 90-second match).
   */
  suspendRate?: number;
  /** The price drift's and the suspensions' random numbers (tests pass a seeded one). */
  random?: () => number;
}

/**
 * The demo feed: matches of every sport start on a fixed grid of the real clock, so something is
 * always live and a restart finds the same matches at the same moment (each match's timeline is
 * drawn from its id). Live prices come from a simple model of the time left and drift each second,
 * a market's selections always priced together (a score reprices every market at once);
 * dangerous moments suspend betting for a few seconds; some results are corrected afterwards.
 */
export function createSimulatedFeed(options: SimulatedFeedOptions = {}): SportsFeed & {
  events(): FeedEvent[];
  /** Drives one step (tests call it with their own clock). */
  tick(): void;
} {
  const nowMs = options.nowMs ?? Date.now;
  const startEveryMs = options.startEveryMs ?? 3 * 60_000;
  const durationMs = options.durationMs ?? 9 * 60_000;
  const horizonMs = options.horizonMs ?? 45 * 60_000;
  const keepEndedMs = options.keepEndedMs ?? 5 * 60_000;
  const tickMs = options.tickMs ?? 1_000;
  const sports = options.sports ?? SPORTS;
  const margin = options.marginPermille ?? 50;
  const correctionRate = options.correctionRate ?? 0.1;
  const correctionDelayMs = options.correctionDelayMs ?? 30_000;
  const priceMoveRate = options.priceMoveRate ?? 0.35;
  const suspendRate = options.suspendRate ?? 1;
  const matches = new Map<string, Match>();
  let listener: ((m: FeedMessage) => void) | null = null;
  let timer: NodeJS.Timeout | null = null;
  const jitter = options.random ?? Math.random;

  const emit = (m: FeedMessage) => listener?.(m);

  function schedule(now: number) {
    sports.forEach((sport, index) => {
      const offset = Math.floor((index * startEveryMs) / sports.length);
      const first =
        Math.floor((now - durationMs - keepEndedMs - offset) / startEveryMs) * startEveryMs + offset;
      for (let start = first; start <= now + horizonMs; start += startEveryMs) {
        if (start + durationMs + keepEndedMs < now) continue;
        const id = `${sport.toLowerCase()}-${start}`;
        if (!matches.has(id)) {
          const match = createMatch(sport, id, start);
          matches.set(id, match);
          emit({ type: 'fixture', event: match.event });
        }
      }
    });
  }

  function createMatch(sport: Sport, id: string, startsAtMs: number): Match {
    const random = seededRandom(id);
    const leagues = LEAGUES[sport];
    const league = leagues[Math.floor(random() * leagues.length)]!;
    const h = Math.floor(random() * league.teams.length);
    let a = Math.floor(random() * (league.teams.length - 1));
    if (a >= h) a++;
    const strength = 0.3 + random() * 0.4;
    const { timeline, final } = drawTimeline(sport, strength, random);
    const corrected = random() < correctionRate ? correctResult(sport, final) : null;
    const event: FeedEvent = {
      id,
      sport,
      leagueId: league.id,
      leagueName: league.name,
      home: league.teams[h]!,
      away: league.teams[a]!,
      startsAtMs,
      status: 'UPCOMING',
      score: { home: 0, away: 0, detail: '' },
      suspended: false,
      markets: marketsOf(sport, id, strength).map((spec) => ({
        id: `${id}:${marketKey(spec)}`,
        spec,
        selections: selectionKeys(spec, CORRECT_SCORES).map((key) => ({
          id: `${id}:${marketKey(spec)}:${key}`,
          key,
          odds: 1010,
        })),
      })),
    };
    const match: Match = {
      event,
      strength,
      durationMs,
      timeline,
      applied: 0,
      final,
      correction: corrected,
      resultSent: 0,
      dangerUntilMs: 0,
      lastPricedMs: 0,
      chances: new Map(),
    };
    reprice(match, 0);
    for (const m of event.markets) {
      const odds = bandedPrices(match.chances.get(m.id)!, margin);
      m.selections.forEach((s, i) => (s.odds = odds[i]!));
    }
    return match;
  }

  /** Recomputes the model's chances for the time left (a fraction of the running time). */
  function reprice(match: Match, elapsed: number) {
    const left = Math.max(0, 1 - elapsed);
    const distribution = distributionOf(match, left);
    for (const market of match.event.markets) {
      const keys = market.selections.map((s) => s.key);
      match.chances.set(market.id, fairChances(market.spec, keys, distribution));
    }
  }

  function distributionOf(match: Match, left: number): ResultDistribution {
    const { sport } = match.event;
    const score = match.event.score;
    const s = match.strength;
    if (sport === 'FOOTBALL') return goalsDistribution(score, 2.7 * s * left, 2.7 * (1 - s) * left);
    const random = seededRandom(`${match.event.id}:${Math.round(left * 1000)}`);
    // The state so far, replayed once for all the samples (each plays on from its own copy).
    const state = liveState(match);
    const finals: EventResult[] = [];
    for (let i = 0; i < 60; i++) finals.push(simulateRest(match, state, left, random));
    return sampled(finals);
  }

  /** A plausible final from the current state (the pricing model; not the match's actual timeline). */
  function simulateRest(match: Match, state: PlayState, left: number, random: () => number): EventResult {
    const { sport, score } = match.event;
    const s = match.strength;
    if (sport === 'BASKETBALL') {
      const gauss = () => Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.cos(2 * Math.PI * random());
      const share = 0.4 + 0.2 * s;
      const home = score.home + Math.max(0, Math.round(200 * share * left + gauss() * 9 * Math.sqrt(left)));
      let away =
        score.away + Math.max(0, Math.round(200 * (1 - share) * left + gauss() * 9 * Math.sqrt(left)));
      if (home === away) away += random() < s ? -1 : 1;
      return { status: 'FINISHED', home, away: Math.max(0, away) };
    }
    if (sport === 'TENNIS') return playTennis(state, s, random);
    return playMaps(sport, state, s, random);
  }

  /** The state as of the timeline applied so far. */
  function liveState(match: Match) {
    return replay(match.event.sport, match.timeline.slice(0, match.applied));
  }

  function tick() {
    const now = nowMs();
    schedule(now);
    for (const [id, match] of matches) {
      const e = match.event;
      const elapsed = (now - e.startsAtMs) / match.durationMs;
      if (e.status === 'UPCOMING' && elapsed >= 0) {
        e.status = 'LIVE';
        emit({ type: 'status', eventId: id, status: 'LIVE', atMs: now });
      }
      if (e.status === 'LIVE') {
        let scored = false;
        let danger = false;
        while (match.applied < match.timeline.length && match.timeline[match.applied]!.at <= elapsed) {
          const h = match.timeline[match.applied++]!;
          if (h.kind === 'danger') danger = true;
          else scored = true;
        }
        if (scored) {
          const state = liveState(match);
          e.score = state.score;
          emit({ type: 'score', eventId: id, score: e.score, atMs: now });
          if (e.sport === 'FOOTBALL') danger = true;
        }
        if (danger && (suspendRate >= 1 || (suspendRate > 0 && jitter() < suspendRate)))
          match.dangerUntilMs = now + 4_000;
        const suspended = now < match.dangerUntilMs;
        if (suspended !== e.suspended) {
          e.suspended = suspended;
          emit({ type: 'suspension', eventId: id, suspended, atMs: now });
        }
        // Football and basketball run their time; tennis and e-sports end with the deciding set or map.
        const timed = e.sport === 'FOOTBALL' || e.sport === 'BASKETBALL';
        if ((elapsed >= 1 || !timed) && match.applied >= match.timeline.length) {
          e.status = 'ENDED';
          e.score = { ...scoreOf(match.final), detail: 'FT' };
          emit({ type: 'status', eventId: id, status: 'ENDED', atMs: now });
          emit({ type: 'result', eventId: id, result: match.final, version: 1, atMs: now });
          match.resultSent = 1;
          continue;
        }
        if (scored || now - match.lastPricedMs >= 10_000) {
          reprice(match, Math.min(1, elapsed));
          match.lastPricedMs = now;
        }
        // A new score (game, map, kill) changes every market at once: all of them are repriced now,
        // also while betting is suspended for it, so no side is left at its old price (a stale side
        // makes the market's book run out of the band, which locks it). Otherwise markets drift.
        if (scored) movePrices(match, now, 1);
        else if (!e.suspended) movePrices(match, now, priceMoveRate);
      } else if (e.status === 'UPCOMING' && jitter() < 0.05) {
        movePrices(match, now, 0.2);
      } else if (e.status === 'ENDED') {
        if (
          match.correction &&
          match.resultSent === 1 &&
          now - e.startsAtMs - match.durationMs >= correctionDelayMs
        ) {
          match.resultSent = 2;
          e.score = { ...scoreOf(match.correction), detail: 'FT' };
          emit({ type: 'score', eventId: id, score: e.score, atMs: now });
          emit({ type: 'result', eventId: id, result: match.correction, version: 2, atMs: now });
        }
        if (now - e.startsAtMs - match.durationMs > keepEndedMs) matches.delete(id);
      }
    }
  }

  /**
   * Moves each market (with probability `rate`) as a whole: every selection's chance wanders by up to
   * ±4 % around the model's, and the market is priced from them together (pricing.ts `bandedPrices`),
   * so its book stays in the band whichever prices move. One message carries the match's changes.
   */
  function movePrices(match: Match, now: number, rate: number) {
    const changes: { marketId: string; selectionId: string; odds: OddsMilli }[] = [];
    for (const market of match.event.markets) {
      if (rate < 1 && jitter() >= rate) continue;
      const chances = match.chances.get(market.id)!;
      const odds = bandedPrices(
        chances.map((c) => c * (0.96 + jitter() * 0.08)),
        margin,
      );
      market.selections.forEach((s, i) => {
        if (odds[i] === s.odds) return;
        s.odds = odds[i]!;
        changes.push({ marketId: market.id, selectionId: s.id, odds: s.odds });
      });
    }
    if (changes.length > 0) emit({ type: 'prices', eventId: match.event.id, changes, atMs: now });
  }

  return {
    start(l) {
      listener = l;
      schedule(nowMs());
      tick();
      timer = setInterval(tick, tickMs);
      timer.unref?.();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      listener = null;
    },
    events: () => [...matches.values()].map((m) => m.event),
    tick,
  };
}

const scoreOf = (r: EventResult) => ({ home: r.home, away: r.away });

/** The markets of a match: the lines follow the pre-match strength. */
function marketsOf(sport: Sport, _id: string, strength: number): MarketSpec[] {
  if (sport === 'FOOTBALL') {
    // Home handicap in quarters: stronger home gives goals (−0.25 … −1.25).
    const main = -Math.round((strength - 0.5) * 12);
    return [
      { kind: '1X2' },
      { kind: 'AH', line: main - 1 },
      { kind: 'AH', line: main },
      { kind: 'AH', line: main + 1 },
      { kind: 'OU', line: 9 },
      { kind: 'OU', line: 10 },
      { kind: 'OU', line: 11 },
      { kind: 'BTTS' },
      { kind: 'CS' },
      { kind: 'OE' },
    ];
  }
  if (sport === 'BASKETBALL') {
    // Home is expected to win by 200 × (0.4 × strength − 0.2) points: the line is that, plus half a point.
    const spread = 4 * Math.round(200 * (0.4 * strength - 0.2)) + 2;
    return [{ kind: 'WINNER' }, { kind: 'AH', line: -spread }, { kind: 'OU', line: 798 }, { kind: 'OE' }];
  }
  if (sport === 'TENNIS') {
    return [{ kind: 'WINNER' }, { kind: 'AH', line: -6 }, { kind: 'AH', line: 6 }, { kind: 'OU', line: 90 }];
  }
  const specs: MarketSpec[] = [
    { kind: 'WINNER' },
    { kind: 'MAP_WINNER', map: 1 },
    { kind: 'MAP_WINNER', map: 2 },
    { kind: 'MAP_WINNER', map: 3 },
    { kind: 'TOTAL_MAPS', line: 10 },
    { kind: 'AH', line: -6 },
  ];
  if (sport === 'CS') specs.push({ kind: 'TOTAL_ROUNDS', map: 1, line: 86 });
  return specs;
}

interface PlayState {
  score: Score;
  /** Tennis: sets as [home games, away games]; e-sports: maps as [home, away, winner?]. */
  sets: [number, number][];
  maps: { home: number; away: number; winner?: 'HOME' | 'AWAY' }[];
}

/** The state after the given happenings. */
function replay(sport: Sport, happenings: Happening[]): PlayState {
  const state: PlayState = {
    score: { home: 0, away: 0, detail: '' },
    sets: [[0, 0]],
    maps: [{ home: 0, away: 0 }],
  };
  for (const h of happenings) applyHappening(sport, state, h);
  return state;
}

function applyHappening(sport: Sport, state: PlayState, h: Happening) {
  const side = h.side === 'HOME' ? 0 : 1;
  if (h.kind === 'danger') return;
  if (sport === 'FOOTBALL' || sport === 'BASKETBALL') {
    if (side === 0) state.score.home += h.points;
    else state.score.away += h.points;
    state.score.detail =
      sport === 'FOOTBALL'
        ? `${Math.min(90, Math.round(h.at * 90))}'`
        : `Q${Math.min(4, 1 + Math.floor(h.at * 4))}`;
    return;
  }
  if (sport === 'TENNIS') {
    const set = state.sets[state.sets.length - 1]!;
    set[side]++;
    const [g0, g1] = set;
    const done = (Math.max(g0, g1) >= 6 && Math.abs(g0 - g1) >= 2) || Math.max(g0, g1) === 7;
    if (done) {
      if (g0 > g1) state.score.home++;
      else state.score.away++;
      if (state.score.home < 2 && state.score.away < 2) state.sets.push([0, 0]);
    }
    state.score.detail = state.sets.map(([a, b]) => `${a}-${b}`).join(' ');
    return;
  }
  const map = state.maps[state.maps.length - 1]!;
  if (h.kind === 'map') {
    map.winner = h.side;
    if (h.side === 'HOME') state.score.home++;
    else state.score.away++;
    if (state.score.home < 2 && state.score.away < 2) state.maps.push({ home: 0, away: 0 });
  } else if (side === 0) map.home += h.points;
  else map.away += h.points;
  state.score.detail = `Map ${state.maps.length}: ${map.home}-${map.away}`;
}

/** Draws a whole match in advance: its happenings in order of time and its final result. */
function drawTimeline(
  sport: Sport,
  s: number,
  random: () => number,
): { timeline: Happening[]; final: EventResult } {
  const timeline: Happening[] = [];
  const side = (p: number): 'HOME' | 'AWAY' => (random() < p ? 'HOME' : 'AWAY');
  if (sport === 'FOOTBALL') {
    for (let minute = 1; minute <= 90; minute++) {
      const at = minute / 91;
      if (random() < 2.7 / 90) timeline.push({ at, kind: 'score', side: side(s), points: 1 });
      else if (random() < 0.04) timeline.push({ at, kind: 'danger', side: side(s), points: 0 });
    }
  } else if (sport === 'BASKETBALL') {
    for (let i = 1; i <= 92; i++) {
      const points = random() < 0.3 ? 3 : random() < 0.15 ? 1 : 2;
      timeline.push({ at: i / 93, kind: 'score', side: side(0.4 + 0.2 * s), points });
    }
  } else if (sport === 'TENNIS') {
    const games: Happening[] = [];
    const state = replay('TENNIS', []);
    while (state.score.home < 2 && state.score.away < 2) {
      const h: Happening = { at: 0, kind: 'score', side: side(0.35 + s * 0.3), points: 1 };
      games.push(h);
      applyHappening('TENNIS', state, h);
    }
    games.forEach((g, i) => (g.at = (i + 1) / (games.length + 1)));
    timeline.push(...games);
  } else {
    const happenings: Happening[] = [];
    const state = replay(sport, []);
    while (state.score.home < 2 && state.score.away < 2) {
      const mapWinner = side(0.35 + s * 0.3);
      if (sport === 'CS') {
        let h = 0;
        let a = 0;
        while (h < 13 && a < 13) {
          const r = side(mapWinner === 'HOME' ? 0.58 : 0.42);
          if (r === 'HOME') h++;
          else a++;
          happenings.push({ at: 0, kind: 'score', side: r, points: 1 });
        }
        happenings.push({ at: 0, kind: 'map', side: h > a ? 'HOME' : 'AWAY', points: 0 });
        applyAll(sport, state, happenings.slice(-(h + a + 1)));
      } else {
        const kills = 20 + Math.floor(random() * 30);
        for (let k = 0; k < kills; k++)
          happenings.push({ at: 0, kind: 'score', side: side(mapWinner === 'HOME' ? 0.6 : 0.4), points: 1 });
        happenings.push({ at: 0, kind: 'map', side: mapWinner, points: 0 });
        applyAll(sport, state, happenings.slice(-(kills + 1)));
      }
      if (random() < 0.5) happenings.push({ at: 0, kind: 'danger', side: 'HOME', points: 0 });
    }
    happenings.forEach((x, i) => (x.at = (i + 1) / (happenings.length + 1)));
    timeline.push(...happenings);
  }
  const end = replay(sport, timeline);
  const final: EventResult = { status: 'FINISHED', home: end.score.home, away: end.score.away };
  if (sport === 'TENNIS') {
    final.games = {
      home: end.sets.reduce((a, [g]) => a + g, 0),
      away: end.sets.reduce((a, [, g]) => a + g, 0),
    };
  }
  if (isEsport(sport)) {
    final.maps = end.maps
      .filter((m) => m.winner)
      .map((m) => ({ home: m.home, away: m.away, winner: m.winner! }));
  }
  return { timeline, final };
}

function applyAll(sport: Sport, state: PlayState, list: Happening[]) {
  for (const h of list) applyHappening(sport, state, h);
}

/** The corrected result: a goal (point, map round) taken off the winner or given to the loser. */
function correctResult(sport: Sport, final: EventResult): EventResult {
  if (sport === 'FOOTBALL' || sport === 'BASKETBALL') {
    return final.home > 0 ? { ...final, home: final.home - 1 } : { ...final, away: final.away + 1 };
  }
  if (sport === 'TENNIS' && final.games)
    return { ...final, games: { ...final.games, home: final.games.home + 1 } };
  if (final.maps && final.maps[0]) {
    const maps = final.maps.map((m) => ({ ...m }));
    maps[0]!.home += 1;
    return { ...final, maps };
  }
  return final;
}

/** A deep copy of a state (the pricing model plays each sample on from its own). */
const copyState = (state: PlayState): PlayState => ({
  score: { ...state.score },
  sets: state.sets.map(([h, a]) => [h, a]),
  maps: state.maps.map((m) => ({ ...m })),
});

/** Tennis from the current sets: games until a side has two sets (pricing model). */
function playTennis(state: PlayState, s: number, random: () => number): EventResult {
  const st = copyState(state);
  const p = 0.35 + s * 0.3;
  while (st.score.home < 2 && st.score.away < 2)
    applyHappening('TENNIS', st, { at: 0, kind: 'score', side: random() < p ? 'HOME' : 'AWAY', points: 1 });
  return {
    status: 'FINISHED',
    home: st.score.home,
    away: st.score.away,
    games: { home: st.sets.reduce((a, [g]) => a + g, 0), away: st.sets.reduce((a, [, g]) => a + g, 0) },
  };
}

/** E-sports from the current maps (pricing model): each map's winner, CS rounds to 13. */
function playMaps(sport: Sport, state: PlayState, s: number, random: () => number): EventResult {
  const st = copyState(state);
  const p = 0.35 + s * 0.3;
  let guard = 0;
  while (st.score.home < 2 && st.score.away < 2 && guard++ < 200) {
    const map = st.maps[st.maps.length - 1]!;
    if (sport === 'CS') {
      while (map.home < 13 && map.away < 13) {
        if (random() < p) map.home++;
        else map.away++;
      }
      applyHappening(sport, st, {
        at: 0,
        kind: 'map',
        side: map.home > map.away ? 'HOME' : 'AWAY',
        points: 0,
      });
    } else {
      applyHappening(sport, st, { at: 0, kind: 'map', side: random() < p ? 'HOME' : 'AWAY', points: 0 });
    }
  }
  return {
    status: 'FINISHED',
    home: st.score.home,
    away: st.score.away,
    maps: st.maps.filter((m) => m.winner).map((m) => ({ home: m.home, away: m.away, winner: m.winner! })),
  };
}

export type { EventStatus };
