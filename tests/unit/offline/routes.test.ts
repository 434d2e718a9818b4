import {describe, expect, it} from 'vitest';
import {isPrefetch, pageKeys, routeFor} from '../../../src/offline/routes.js';

const origin = 'https://docs.example';

describe('how the service worker answers', () => {
  it.each([
    [{url: `${origin}/docs/x/`, method: 'GET', mode: 'navigate'}, 'page'],
    [
      {url: `${origin}/assets/js/main.1.js`, method: 'GET', mode: 'no-cors'},
      'asset',
    ],
    [
      {url: `${origin}/search-index.ab.json`, method: 'GET', mode: 'cors'},
      'file',
    ],
    [{url: `${origin}/img/logo.svg`, method: 'GET', mode: 'no-cors'}, 'file'],
    [
      {url: 'https://elsewhere.example/x.js', method: 'GET', mode: 'no-cors'},
      'pass',
    ],
    [{url: `${origin}/docs/x/`, method: 'POST', mode: 'navigate'}, 'pass'],
  ])('%o is a %s', (request, route) => {
    expect(routeFor(request, origin)).toBe(route);
  });

  it.each([
    [{'Sec-Purpose': 'prefetch'}, true],
    [{Purpose: 'prefetch'}, true],
    [{'Sec-Purpose': 'prefetch;prerender'}, true],
    [{}, false],
    [{Accept: '*/*'}, false],
  ])('with headers %o, a request is a prefetch: %s', (headers, expected) => {
    expect(isPrefetch(new Request(`${origin}/assets/js/1.js`, {headers}))).toBe(
      expected,
    );
  });

  it('looks a page up the ways the host serves it, without query or fragment', () => {
    expect(pageKeys(`${origin}/docs/x/?q=1#top`)).toEqual([
      `${origin}/docs/x/`,
      `${origin}/docs/x/index.html`,
    ]);
    expect(pageKeys(`${origin}/search?q=ocr`)).toEqual([
      `${origin}/search`,
      `${origin}/search/index.html`,
      `${origin}/search.html`,
    ]);
  });
});
