// Drive the npm package crossword-layout-generator and print its layout as JSON
// (benchmarks/crisscross.py runs it).
//
// Reads one word per line from standard input (letters only, upper-case) and prints one JSON object:
//   {"tool": "crossword-layout-generator", "version": "0.1.1", "rows": R, "cols": C,
//    "result": [{"answer": "LAMB", "startx": x, "starty": y, "orientation": "across"|"down"|"none"}, ...]}
// exactly as generateLayout() returns them: startx/starty are 1-based (column, row) in its trimmed
// table; orientation "none" marks a word it did not place. The package takes no seed and no time
// budget (it is a deterministic greedy pass on a square table of side 3 x the longest word).
// generateLayout() logs every placement with console.log, so that is silenced while it runs.
"use strict";
const fs = require("fs");
const path = require("path");

const modulePath = process.env.CLG_MODULE ||
    path.join(__dirname, ".peers", "node", "node_modules", "crossword-layout-generator");
const clg = require(modulePath);
const version = JSON.parse(fs.readFileSync(path.join(modulePath, "package.json"), "utf8")).version;

const words = fs.readFileSync(0, "utf8").split(/\r?\n/).map((w) => w.trim()).filter((w) => w.length > 0);
const input = words.map((w) => ({ clue: "", answer: w }));

const log = console.log;
console.log = () => {};
let layout;
try {
    layout = clg.generateLayout(input);
} finally {
    console.log = log;
}

const result = layout.result.map((w) => ({
    answer: w.answer,
    startx: w.startx === undefined ? null : w.startx,
    starty: w.starty === undefined ? null : w.starty,
    orientation: w.orientation,
}));
process.stdout.write(JSON.stringify({
    tool: "crossword-layout-generator",
    version: version,
    rows: layout.rows,
    cols: layout.cols,
    result: result,
}) + "\n");
