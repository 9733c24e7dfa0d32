/* Puzzles for the player's Node tests, in the shape page.py gives the player (its data). */
"use strict";

/* a crossword from rows of text: "#" a block, "." an open cell; entries are the runs of two
   cells or more across and down, numbered as a crossword numbers them */
function crossword(rows, mode) {
  var grid = rows.map(function (row) { return Array.from(row).map(function (ch) { return ch === "#" ? null : ""; }); });
  var H = grid.length, W = grid[0].length, entries = [], number = 0, numbers = [];
  function open(r, c) { return r >= 0 && r < H && c >= 0 && c < W && grid[r][c] !== null; }
  var across = [], down = [];
  for (var r = 0; r < H; r++) {
    for (var c = 0; c < W; c++) {
      if (!open(r, c)) continue;
      var a = !open(r, c - 1) && open(r, c + 1), d = !open(r - 1, c) && open(r + 1, c);
      if (!a && !d) continue;
      number++;
      numbers.push([r, c, number]);
      [[a, 0, 1, "across", across], [d, 1, 0, "down", down]].forEach(function (t) {
        if (!t[0]) return;
        var cells = [];
        for (var k = 0; open(r + k * t[1], c + k * t[2]); k++) cells.push([r + k * t[1], c + k * t[2]]);
        t[4].push({ label: number + " " + (t[3] === "across" ? "Across" : "Down"), cells: cells, direction: t[3], number: number, clue: "", enumeration: "" });
      });
    }
  }
  entries = across.concat(down);
  return { mode: mode || "clued", height: H, width: W, grid: grid, numbers: numbers, entries: entries, bank: [], cages: [], values: [], finds: [] };
}

/* a Latin grid of n x n digits 1..n with cages given as lists of cells */
function latin(n, cages, givens) {
  var grid = [];
  for (var r = 0; r < n; r++) {
    var row = [];
    for (var c = 0; c < n; c++) row.push((givens && givens[r + "," + c]) || "");
    grid.push(row);
  }
  var values = [];
  for (var v = 1; v <= n; v++) values.push(String(v));
  return {
    mode: "cages", height: n, width: n, grid: grid, numbers: [], bank: [], finds: [], values: values,
    entries: cages.map(function (cells, i) { return { label: "cage " + (i + 1), cells: cells, direction: "cage", number: i + 1, clue: "", enumeration: "" }; }),
    cages: cages.map(function (cells) { return { label: "", cells: cells }; })
  };
}

var segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
function letters(text) { return Array.from(segmenter.segment(text), function (x) { return x.segment; }); }
function ctx(from, values) {
  return { from: from || null, shown: "", values: values || [], clusters: letters, capital: function (g) { return g.toUpperCase(); } };
}

module.exports = { crossword: crossword, latin: latin, ctx: ctx, letters: letters };
