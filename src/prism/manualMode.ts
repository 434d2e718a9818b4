/**
 * Loaded before prismjs: without `manual`, prismjs re-highlights every `code[class*="language-"]` in the
 * document once it loads, rewriting DOM that React rendered. The redoc theme's client module sets the
 * same flag, but only when the API reference is built (`API_REFERENCE=false` leaves it out).
 */
const scope = globalThis as {Prism?: {manual?: boolean}};
scope.Prism ??= {manual: true};

export {};
