import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { AGENT_LINK_PATHS } from './agent-links.ts';
import { MONEY_PATHS } from './money-paths.ts';

/** The component a path opens: the innermost matched route's element type. */
function pageAt(path: string): { path: string | undefined; type: unknown } {
  const leaf = matchRoutes(routes, path)?.at(-1)?.route;
  const element = leaf?.element;
  return { path: leaf?.path, type: isValidElement(element) ? element.type : undefined };
}

// The not-found page, as the router has it.
const NOT_FOUND = pageAt('/no-such-page-at-all').type;

const isRealPage = (path: string) => {
  const page = pageAt(path);
  return page.path !== '*' && page.type !== undefined && page.type !== NOT_FOUND;
};

describe('menus lead to real pages', () => {
  it('knows what a missing page looks like', () => {
    expect(NOT_FOUND).toBeDefined();
    expect(isRealPage('/no-such-page-at-all')).toBe(false);
  });

  it('has a page of its own behind every public route of spec §2, /seamless included', () => {
    for (const path of ['/promotions', '/pointMall', '/seamless', '/vip', '/help']) {
      expect(isRealPage(path), path).toBe(true);
    }
    expect(pageAt('/seamless').type).not.toBe(pageAt('/pointMall').type);
    expect(pageAt('/seamless').type).not.toBe(pageAt(MONEY_PATHS.gameWallets).type);
  });

  it("opens the site's deposit, withdraw, transfer and messages pages from the agent centre (spec §2)", () => {
    expect(AGENT_LINK_PATHS).toEqual({
      deposit: MONEY_PATHS.deposit,
      withdraw: MONEY_PATHS.withdraw,
      transferFund: MONEY_PATHS.transferFund,
      messages: MONEY_PATHS.messages,
    });
    for (const path of Object.values(AGENT_LINK_PATHS)) expect(isRealPage(path), path).toBe(true);
    expect(pageAt(AGENT_LINK_PATHS.deposit).type).not.toBe(pageAt(AGENT_LINK_PATHS.withdraw).type);
  });

  it('gives every member-centre page, profit and game wallets included, a page of its own', () => {
    for (const path of Object.values(MONEY_PATHS)) expect(isRealPage(path), path).toBe(true);
    expect(pageAt(MONEY_PATHS.profit).path).toBe('account/personalProfit');
    expect(pageAt(MONEY_PATHS.gameWallets).path).toBe('account/gameWallets');
  });

  it("opens a real page from each of the header menu's entries (spec §2 header)", () => {
    for (const path of [MONEY_PATHS.member, '/account/bettingRecord', MONEY_PATHS.messages, '/agentHome']) {
      expect(isRealPage(path), path).toBe(true);
    }
  });
});
