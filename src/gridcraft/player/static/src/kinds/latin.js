/* gridcraft's player, kinds/latin.js: a Latin grid of digits in cages, boxes or rows (KenKen,
   killer sudoku, sudoku, futoshiki, towers, kakuro); see kinds/crossword.js for the interface. */
"use strict";
var S = require("../state.js");

/* the next (or previous) open cell in reading order, over blocks */
function step(state, cell, by) {
  var W = state.width, n = state.height * W;
  for (var i = cell.r * W + cell.c + by; i >= 0 && i < n; i += by) {
    var next = state.cells[Math.floor(i / W)][i % W];
    if (S.isOpen(next)) return next;
  }
  return null;
}
function arrow(state, dr, dc) {
  var next = S.nextOpen(state, state.cur, dr, dc);
  if (next) S.select(state, next);
  return next;
}
/* a digit typed: the last digit typed; in pencil mode a candidate on or off. With 10 values or
   more, a 1 waits for a second digit (10 to 16) typed into the same cell */
function enter(state, cell, parts, ctx) {
  var none = { changed: null, move: false, chain: false, hold: false, marks: false, message: null };
  var digits = parts.join("").replace(/[^0-9]/g, "");
  if (!digits) return none;
  var d = digits[digits.length - 1], values = ctx.values, n = values.length;
  if (state.pencil) {
    return S.toggleMark(cell, d, values) ? Object.assign({}, none, { changed: cell, marks: true }) : none;
  }
  var value = d;
  if (n >= 10 && ctx.from === cell && cell.value === "1" && values.indexOf("1" + d) >= 0) value = "1" + d;
  if (values.indexOf(value) < 0) return Object.assign({}, none, { message: d + " is not a digit of this puzzle" });
  var changed = S.setValue(cell, value) ? cell : null;
  if (n >= 10 && value === "1") return Object.assign({}, none, { changed: changed, hold: true });
  return Object.assign({}, none, { changed: changed, move: true });
}
function noun(n) { return n === 1 ? "digit is" : "digits are"; }

function references() { return []; }

var kind = { mode: "cages", noun: noun, step: step, arrow: arrow, enter: enter, references: references };
if (typeof module === "object") module.exports = { latin: kind };
