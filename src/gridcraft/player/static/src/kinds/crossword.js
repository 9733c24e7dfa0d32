/* gridcraft's player, kinds/crossword.js: a grid of letters in entries across and down (a
   crossword; fill-in puzzles share it). A kind module offers:
   - mode: the data's mode it plays; noun(n): what one of its cells holds, for messages;
   - step(state, cell, by): the cell typing goes on to (by = 1) or Backspace goes back to (-1),
     or null;
   - arrow(state, dr, dc): what an arrow key does: the state changed, the cell to go to returned;
   - enter(state, cell, parts, ctx): text typed into cell (parts: its grapheme clusters) turned
     into the cell's entry (in pencil while state.pencil is on); ctx = { from: the cell typing
     just left or null, shown: the input's text, values, clusters(s), capital(g) }; returns { changed: a cell whose entry changed or
     null, move: go on to the next cell, chain: the cell left may take a joining mark, hold: stay
     for a second digit, marks: pencil marks changed, message };
   - references(clue): the entries a clue points to ("See 5-Across", "17- and 23-Down"), as
     [number, direction] pairs (a Latin grid's clues point nowhere: []). */
"use strict";
var S = require("../state.js");

/* the cell by places along the current entry, or null past its ends */
function step(state, cell, by) {
  var entry = S.currentEntry(state);
  if (!entry || !cell.entries[entry.direction]) return null;
  var k = cell.entries[entry.direction][1] + by;
  if (k < 0 || k >= entry.cells.length) return null;
  var x = entry.cells[k];
  return state.cells[x[0]][x[1]];
}
/* an arrow across the current direction first turns to it (where an entry runs that way); then
   it moves to the next open cell, over blocks */
function arrow(state, dr, dc) {
  var axis = dc ? "across" : "down";
  if (state.dir !== axis && S.entryAt(state, state.cur, axis)) { state.dir = axis; return state.cur; }
  var next = S.nextOpen(state, state.cur, dr, dc);
  if (next) S.select(state, next, axis);
  return next;
}
/* a letter typed: the last cluster typed, in capitals; a mark typed just after a letter
   (Devanagari, Thai) joins the cluster of the cell just left when the two make one cluster */
function enter(state, cell, parts, ctx) {
  var g = parts[parts.length - 1], from = ctx.from;
  if (from && from.value && S.editable(from) && parts.length === 1 && (!cell.value || ctx.shown === g)) {
    var joined = (from.value + g).normalize("NFC");
    if (ctx.clusters(joined).length === 1) {
      S.setValue(from, ctx.capital(joined), state.pencil);
      return { changed: from, move: false, chain: false, hold: false, marks: false, message: null };
    }
  }
  var changed = S.setValue(cell, ctx.capital(g), state.pencil);
  return { changed: changed ? cell : null, move: true, chain: true, hold: false, marks: false, message: null };
}
function noun(n) { return n === 1 ? "letter is" : "letters are"; }

/* the entries a clue names: a run of numbers then Across or Down ("See 5-Across", "17- and
   23-Across", "1-, 2- and 3-Down", "5 Down"), or a number with A or D ("12A", "7D"); each
   [number, "across" | "down"] once, in the clue's order */
var NAMED = /((?:\d+\s*-?\s*(?:,|&|\band\b|\bor\b)?\s*)+)(across|down)\b|\b(\d+)([AD])\b/gi;
function references(clue) {
  var out = [], seen = {};
  function add(n, d) {
    var key = n + d;
    if (!seen[key]) { seen[key] = true; out.push([n, d]); }
  }
  String(clue || "").replace(NAMED, function (all, numbers, word, one, letter) {
    if (word) (numbers.match(/\d+/g) || []).forEach(function (n) { add(+n, word.toLowerCase()); });
    else if (letter === "A" || letter === "D") add(+one, letter === "A" ? "across" : "down");
    return all;
  });
  return out;
}

var kind = { mode: "clued", noun: noun, step: step, arrow: arrow, enter: enter, references: references };
if (typeof module === "object") module.exports = { crossword: kind, letterKind: kind };
