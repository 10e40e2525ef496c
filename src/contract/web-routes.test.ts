import { describe, expect, it } from 'vitest';
import { matchWebRoute } from './web-routes';

const ID = '10000000-0000-0000-0000-000000000001';

describe('matchWebRoute', () => {
  it('knows the pages, with their ids', () => {
    expect(matchWebRoute('/')).toEqual({ route: '/' });
    expect(matchWebRoute('/auth/confirm')).toEqual({ route: '/auth/confirm' });
    expect(matchWebRoute('/my/courts/new')).toEqual({ route: '/my/courts/new' });
    expect(matchWebRoute(`/courts/${ID}`)).toEqual({ route: '/courts/:id', id: ID });
    expect(matchWebRoute(`/my/courts/${ID}/edit`)).toEqual({
      route: '/my/courts/:id/edit',
      id: ID,
    });
    expect(matchWebRoute('/profile/')).toEqual({ route: '/profile' });
  });

  it('knows nothing else', () => {
    for (const path of [
      '/nope',
      '/courts/12',
      '/courts',
      '/auth/other',
      `/players/${ID}/x`,
      '//',
    ]) {
      expect(matchWebRoute(path), path).toBeUndefined();
    }
  });
});
