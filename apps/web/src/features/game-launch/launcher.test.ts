import type { TGame, TGameSuggestion, TLaunchQuery } from '@platform/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { createLauncher, launchRefusal, type LauncherDeps } from './launcher.ts';

const game = (over: Partial<TGame> = {}): TGame => ({
  nodeId: '42',
  nodeName: 'Dragon Fortune',
  vassalage: 'HOUSE',
  vendorName: 'House',
  gameCode: 'house-dragon-fortune',
  gameType: 'RNG',
  gameClassify: 'SLOT',
  displayName: 'Dragon Fortune',
  gameName: 'Dragon Fortune',
  isGame: 'GAME',
  isHot: 1,
  isNew: 0,
  supportPlay: 0,
  iconUrl: { showIcon: '/i.png', lagerIcon: '/l.png' },
  minBet: '1.00',
  lines: 20,
  rtp: '96.50',
  maintenance: false,
  favourite: false,
  ...over,
});

const suggestion: TGameSuggestion = {
  nodeId: '7',
  vassalage: 'HOUSE',
  gameCode: 'house-golden-temple',
  gameType: 'RNG',
  displayName: 'Golden Temple',
  iconUrl: { showIcon: '', lagerIcon: '' },
};

function setup(
  session = { loggedIn: true, trial: false },
  answer: (query: TLaunchQuery) => Promise<{ url: string }> = async () => ({
    url: 'https://games.test/play?token=t',
  }),
) {
  const fetchLaunch = vi.fn(answer);
  const ui = {
    login: vi.fn(),
    trialNotice: vi.fn(),
    maintenance: vi.fn<LauncherDeps['ui']['maintenance']>(),
    failed: vi.fn(),
    play: vi.fn(),
  };
  const launch = createLauncher({
    session: () => session,
    context: () => ({ language: 'TH', device: 'WEB' }),
    fetchLaunch,
    ui,
  });
  return { launch, fetchLaunch, ui };
}

describe('launchRefusal', () => {
  it('reads the code, not only the status', () => {
    expect(launchRefusal(new ApiError('UNAUTHORIZED', '', 401))).toBe('login');
    expect(launchRefusal(new ApiError('TRIAL_RESTRICTED', '', 403))).toBe('trial');
    expect(launchRefusal(new ApiError('GAME_MAINTENANCE', '', 423))).toBe('maintenance');
    // The site-wide maintenance shares 423 but is not a game's.
    expect(launchRefusal(new ApiError('MAINTENANCE', '', 423))).toBe('failed');
    expect(launchRefusal(new Error('boom'))).toBe('failed');
  });
});

describe('createLauncher', () => {
  it('opens the game window with the URL of a GET launch', async () => {
    const { launch, fetchLaunch, ui } = setup();
    await launch(game());
    expect(fetchLaunch).toHaveBeenCalledWith({
      vendorCode: 'HOUSE',
      gameCode: 'house-dragon-fortune',
      language: 'TH',
      device: 'WEB',
    });
    expect(ui.play).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://games.test/play?token=t', trial: false }),
    );
    expect(ui.play.mock.calls[0]?.[0].target.displayName).toBe('Dragon Fortune');
  });

  it('asks a visitor to log in without calling the server', async () => {
    const { launch, fetchLaunch, ui } = setup({ loggedIn: false, trial: false });
    await launch(game());
    expect(ui.login).toHaveBeenCalledWith(false);
    expect(fetchLaunch).not.toHaveBeenCalled();
  });

  it('lets a visitor play for free with trial=1', async () => {
    const { launch, fetchLaunch, ui } = setup({ loggedIn: false, trial: false });
    await launch(game(), { trial: true });
    expect(fetchLaunch.mock.calls[0]?.[0]).toMatchObject({ trial: '1' });
    expect(ui.play).toHaveBeenCalledWith(expect.objectContaining({ trial: true }));
  });

  it('shows a visitor the maintenance notice of a game known to be down', async () => {
    const { launch, fetchLaunch, ui } = setup({ loggedIn: false, trial: false });
    await launch(game({ maintenance: true }));
    expect(ui.maintenance).toHaveBeenCalledWith(
      expect.objectContaining({ gameCode: 'house-dragon-fortune' }),
      [],
      expect.any(Function),
    );
    expect(fetchLaunch).not.toHaveBeenCalled();
  });

  it('gives a trial member the register notice on a title without free play', async () => {
    const { launch, fetchLaunch, ui } = setup({ loggedIn: true, trial: true });
    await launch(game({ supportPlay: 1 }));
    expect(ui.trialNotice).toHaveBeenCalled();
    expect(fetchLaunch).not.toHaveBeenCalled();
  });

  it('lets a trial member play a free-trial title (the server decides)', async () => {
    const { launch, ui } = setup({ loggedIn: true, trial: true });
    await launch(game({ supportPlay: 0 }));
    expect(ui.play).toHaveBeenCalledWith(expect.objectContaining({ trial: true }));
  });

  it('turns TRIAL_RESTRICTED into the register notice', async () => {
    const { launch, ui } = setup({ loggedIn: true, trial: true }, async () => {
      throw new ApiError('TRIAL_RESTRICTED', 'Please register', 403);
    });
    await launch(game());
    expect(ui.trialNotice).toHaveBeenCalled();
    expect(ui.play).not.toHaveBeenCalled();
  });

  it('shows the suggestions of GAME_MAINTENANCE, and a picked one launches', async () => {
    let calls = 0;
    const { launch, fetchLaunch, ui } = setup(undefined, async () => {
      calls += 1;
      if (calls === 1) throw new ApiError('GAME_MAINTENANCE', 'Down', 423, { suggestions: [suggestion] });
      return { url: 'https://games.test/temple' };
    });
    await launch(game());
    expect(ui.maintenance).toHaveBeenCalledTimes(1);
    const [, suggestions, play] = ui.maintenance.mock.calls[0]!;
    expect(suggestions).toEqual([suggestion]);
    play(suggestion);
    await vi.waitFor(() => expect(ui.play).toHaveBeenCalled());
    expect(fetchLaunch.mock.calls[1]?.[0]).toMatchObject({ gameCode: 'house-golden-temple' });
  });

  it('explains a title known to be down when the server fails otherwise', async () => {
    const { launch, ui } = setup(undefined, async () => {
      throw new ApiError('NOT_FOUND', '', 404);
    });
    await launch({ vassalage: 'VELVET', displayName: 'Velvet', gameType: 'LIVE', maintenance: true });
    expect(ui.maintenance).toHaveBeenCalledWith(
      expect.objectContaining({ gameCode: 'LOBBY' }),
      [],
      expect.any(Function),
    );
    expect(ui.failed).not.toHaveBeenCalled();
  });

  it('logs a member whose session expired in again', async () => {
    const { launch, ui } = setup(undefined, async () => {
      throw new ApiError('UNAUTHORIZED', '', 401);
    });
    await launch(game());
    expect(ui.login).toHaveBeenCalledWith(true);
  });

  it('reports other failures, and refuses URLs that are not http(s)', async () => {
    const broken = setup(undefined, async () => {
      throw new ApiError('NOT_FOUND', 'No such game', 404);
    });
    await broken.launch(game());
    expect(broken.ui.failed).toHaveBeenCalledWith(expect.objectContaining({ code: 'NOT_FOUND' }));

    const evil = setup(undefined, async () => ({ url: 'javascript:alert(1)' }));
    await evil.launch(game());
    expect(evil.ui.failed).toHaveBeenCalledWith(expect.objectContaining({ code: 'INVALID_URL' }));
    expect(evil.ui.play).not.toHaveBeenCalled();
  });

  it('launches a vendor tile as its lobby of the tile category', async () => {
    const { launch, fetchLaunch } = setup();
    await launch({ vassalage: 'HOUSE', displayName: 'House Live', gameType: 'LIVE', maintenance: false });
    expect(fetchLaunch.mock.calls[0]?.[0]).toMatchObject({
      vendorCode: 'HOUSE',
      gameCode: 'LOBBY',
      gameType: 'LIVE',
    });
  });

  it('ignores a second launch while the first is on its way', async () => {
    let release!: (value: { url: string }) => void;
    const { launch, fetchLaunch, ui } = setup(undefined, () => new Promise((r) => (release = r)));
    const first = launch(game());
    await launch(game());
    release({ url: 'https://games.test/x' });
    await first;
    expect(fetchLaunch).toHaveBeenCalledTimes(1);
    expect(ui.play).toHaveBeenCalledTimes(1);
    const third = launch(game());
    release({ url: 'https://games.test/y' });
    await third;
    expect(fetchLaunch).toHaveBeenCalledTimes(2);
  });
});
