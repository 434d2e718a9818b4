// Stands in, in the browser only, for mark.js as Redoc requires it. Redoc's in-page search is off
// (`disableSearch`: each page holds one tag, and the site's search covers the whole reference), so
// it never highlights a match; its MarkerService still wraps elements in `new Mark(element)`, so
// this is a class whose methods do nothing. With ./lunrStub.cjs, 11 KB gzip less on every API page.
function Mark() {}
Mark.prototype.mark = function mark() {};
Mark.prototype.unmark = function unmark() {};
module.exports = Mark;
