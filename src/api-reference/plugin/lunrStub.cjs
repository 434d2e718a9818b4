// Stands in, in the browser only, for lunr as Redoc requires it: Redoc's in-page search is off
// (`disableSearch`, see ./markStub.cjs), so it never builds its index. A call lands here and fails
// with a message instead of half-working.
module.exports = function lunr() {
  throw new Error(
    'Redoc tried to build its search index; its search is off (disableSearch) on this site.',
  );
};
