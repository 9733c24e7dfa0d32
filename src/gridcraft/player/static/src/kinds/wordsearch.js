/* gridcraft's player, kinds/wordsearch.js: words found along straight lines of letters. Its
   cells are given letters: in place of step and enter it offers the lines between two cells. */
"use strict";
var S = require("../state.js");

/* the cells from a to b along one of the 8 directions (a and b apart, no block between), or null */
function lineCells(state, a, b) {
  var dr = b.r - a.r, dc = b.c - a.c, n = Math.max(Math.abs(dr), Math.abs(dc));
  if (!n || (dr && dc && Math.abs(dr) !== Math.abs(dc))) return null;
  var out = [];
  for (var k = 0; k <= n; k++) {
    var cell = state.cells[a.r + k * Math.sign(dr)][a.c + k * Math.sign(dc)];
    if (!S.isOpen(cell)) return null;
    out.push(cell);
  }
  return out;
}
/* the cell nearest p on one of a's 8 lines, inside the grid (a drag need not keep to the line) */
function snapped(state, a, p) {
  var dr = p.r - a.r, dc = p.c - a.c, ar = Math.abs(dr), ac = Math.abs(dc), n;
  if (ar > 2 * ac) { dc = 0; n = ar; } else if (ac > 2 * ar) { dr = 0; n = ac; } else { n = Math.round((ar + ac) / 2); }
  var sr = Math.sign(dr), sc = Math.sign(dc);
  while (n > 0 && !S.cellAt(state, a.r + n * sr, a.c + n * sc)) n--;
  return state.cells[a.r + n * sr][a.c + n * sc];
}
function sameLetters(letters, line) {
  if (letters.length !== line.length) return false;
  for (var i = 0; i < line.length; i++) if (line[i].given !== letters[i]) return false;
  return true;
}
/* the word of finds a line spells: { match: the first such word not found yet, listed: the first
   such word at all }, -1 for none */
function matchLine(finds, line, isFound) {
  var match = -1, listed = -1;
  finds.forEach(function (f, i) {
    if (!sameLetters(f.letters, line)) return;
    if (listed < 0) listed = i;
    if (match < 0 && !isFound(i)) match = i;
  });
  return { match: match, listed: listed };
}

var kind = { mode: "find", lineCells: lineCells, snapped: snapped, sameLetters: sameLetters, matchLine: matchLine };
if (typeof module === "object") module.exports = { wordsearch: kind };
