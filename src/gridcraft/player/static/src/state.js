/* gridcraft's player, state.js: the state of a puzzle being solved, and the pure functions that
   read and change it. No DOM here: the renderer (main.js) draws the page from this state.

   A state: { height, width, cells, entries, cur, dir, pencil, autocheck, rebus, timer, solved }
   - cells[r][c]: { r, c, given, value, pencil, marks, revealed, wrong, entries } where given is
     null for a block, "" for an open cell, or the letter or digit the grid gives; value the entry
     typed (one grapheme cluster, or a rebus's text: several letters in one cell); pencil: the
     entry was written in pencil (a guess, drawn grey); marks the pencil marks (a Latin grid's
     candidates); revealed and wrong what Reveal and Check said; entries maps a direction
     ("across", "down", "cage") to [index of the entry, place of the cell in it].
   - entries: the puzzle's entries (label, cells as [r, c], direction, number, clue, ...), each
     given its index.
   - cur: the current cell or null; dir: the current direction; pencil: pencil mode is on;
     autocheck: each entry is checked as it is typed; rebus: null, or { cell, text } while a
     rebus (several letters) is being written into cell; free: a diagramless grid (every cell
     open, no entry in the grid: the direction is the solver's own).
   - timer: { seconds, running, started }: seconds counted before started (a time in ms). */
"use strict";

function makeState(data) {
  var cells = [];
  for (var r = 0; r < data.height; r++) {
    var row = [];
    for (var c = 0; c < data.width; c++) {
      var given = data.grid[r][c];
      row.push({ r: r, c: c, given: given, value: given || "", pencil: false, marks: [], revealed: false, wrong: false, entries: {} });
    }
    cells.push(row);
  }
  var entries = data.entries.map(function (entry, i) {
    var copy = Object.assign({}, entry, { index: i });
    entry.cells.forEach(function (x, k) { cells[x[0]][x[1]].entries[entry.direction] = [i, k]; });
    return copy;
  });
  return {
    height: data.height, width: data.width, cells: cells, entries: entries, cur: null,
    dir: data.mode === "cages" ? "cage" : "across", pencil: false, autocheck: false, rebus: null, free: !!data.diagramless,
    timer: { seconds: 0, running: true, started: 0 }, solved: false
  };
}

/* ---- geometry ---- */
function cellAt(state, r, c) {
  return r >= 0 && r < state.height && c >= 0 && c < state.width ? state.cells[r][c] : null;
}
function isOpen(cell) { return cell !== null && cell.given !== null; }
function otherDirection(d) { return d === "across" ? "down" : "across"; }
function entryAt(state, cell, d) {
  var at = cell.entries[d];
  return at ? state.entries[at[0]] : null;
}
function currentEntry(state) {
  var cur = state.cur;
  if (!cur) return null;
  return entryAt(state, cur, state.dir) || entryAt(state, cur, otherDirection(state.dir)) || entryAt(state, cur, "cage");
}
function entryCells(state, entry) {
  return entry.cells.map(function (x) { return state.cells[x[0]][x[1]]; });
}
function firstOpen(state) {
  if (state.entries.length && state.entries[0].cells.length) { var x = state.entries[0].cells[0]; return state.cells[x[0]][x[1]]; }
  for (var r = 0; r < state.height; r++) for (var c = 0; c < state.width; c++) if (isOpen(state.cells[r][c])) return state.cells[r][c];
  return null;
}
/* the next open cell from cell in the direction (dr, dc), over blocks; null at the grid's edge */
function nextOpen(state, cell, dr, dc) {
  for (var r = cell.r + dr, c = cell.c + dc; cellAt(state, r, c); r += dr, c += dc) {
    if (isOpen(state.cells[r][c])) return state.cells[r][c];
  }
  return null;
}
/* the cell the entry by entries from the current one starts at: its first empty cell, else its
   first; null past the first or last entry */
function entryStart(state, by) {
  var entry = currentEntry(state), i = entry ? entry.index + by : 0;
  if (i < 0 || i >= state.entries.length) return null;
  var target = state.entries[i], cells = entryCells(state, target);
  for (var k = 0; k < cells.length; k++) if (!cells[k].value) return { cell: cells[k], entry: target };
  return { cell: cells[0], entry: target };
}

/* ---- changes ---- */
/* select cell, in direction d if an entry runs that way there, else keeping the direction when
   the cell has an entry in it (a letter grid turns to the other one otherwise) */
function select(state, cell, d) {
  if (!isOpen(cell)) return false;
  if (d && entryAt(state, cell, d)) state.dir = d;
  else if (!state.free && state.dir !== "cage" && !entryAt(state, cell, state.dir)) state.dir = otherDirection(state.dir);
  state.cur = cell;
  return true;
}
/* turn to the other direction at the current cell, if an entry runs that way */
function turn(state) {
  if (!state.cur || state.dir === "cage") return false;
  var other = otherDirection(state.dir);
  if (state.free) { state.dir = other; return true; }  // a diagramless grid: no entries to keep to
  if (!entryAt(state, state.cur, other)) return false;
  state.dir = other;
  return true;
}
function editable(cell) { return isOpen(cell) && !cell.given && !cell.revealed; }
/* the cell's entry becomes value ("" erases it), written in pencil if pencil; a given or revealed
   cell keeps its own */
function setValue(cell, value, pencil) {
  if (!editable(cell)) return false;
  cell.value = value;
  cell.pencil = !!(pencil && value);
  cell.wrong = false;
  return true;
}
/* auto-check: the cell marked wrong if its entry is not answer, the mark cleared if it is (or
   if the cell is empty); only while state.autocheck is on. True if the mark changed. */
function autoCheck(state, cell, answer) {
  if (!state.autocheck || !isOpen(cell) || cell.given) return false;
  var wrong = !!cell.value && cell.value !== answer;
  if (wrong === cell.wrong) return false;
  cell.wrong = wrong;
  return true;
}

/* ---- a rebus: several letters in one cell ---- */
/* start writing a rebus into the current cell, from its entry */
function openRebus(state) {
  if (!state.cur || !editable(state.cur)) return false;
  state.rebus = { cell: state.cur, text: state.cur.value };
  return true;
}
/* the rebus written (keep) or given up: its text, without spaces, in capital(text), becomes the
   cell's entry. Returns the cell whose entry changed, or null. */
function closeRebus(state, keep, capital) {
  var rebus = state.rebus;
  state.rebus = null;
  if (!rebus || !keep) return null;
  var text = rebus.text.replace(/\s+/g, "").normalize("NFC");
  text = capital ? capital(text) : text;
  if (text === rebus.cell.value) return null;
  return setValue(rebus.cell, text, state.pencil) ? rebus.cell : null;
}
/* a pencil mark on or off (marks kept in the order of values); not on a cell with an entry */
function toggleMark(cell, mark, values) {
  if (!editable(cell) || cell.value || values.indexOf(mark) < 0) return false;
  var at = cell.marks.indexOf(mark);
  if (at < 0) cell.marks.push(mark); else cell.marks.splice(at, 1);
  cell.marks.sort(function (a, b) { return values.indexOf(a) - values.indexOf(b); });
  return true;
}
/* the pencil marks wiped from a cell with no entry */
function clearMarks(cell) {
  if (!editable(cell) || cell.value || !cell.marks.length) return false;
  cell.marks = [];
  return true;
}
function reveal(cell, answer) {
  if (!isOpen(cell) || cell.given || cell.value === answer) return false;
  cell.value = answer;
  cell.pencil = false;
  cell.wrong = false;
  cell.revealed = true;
  return true;
}
function clearAll(state, now) {
  state.cells.forEach(function (row) {
    row.forEach(function (cell) {
      if (cell.given !== "") return;
      cell.value = ""; cell.pencil = false; cell.marks = []; cell.revealed = false; cell.wrong = false;
    });
  });
  state.solved = false;
  state.timer = { seconds: 0, running: true, started: now };
}

/* ---- checking ---- */
/* the cells of a scope: "cell" the current one, "entry" the current entry's, "grid" every open one */
function scopeCells(state, scope) {
  if (scope === "cell") return state.cur ? [state.cur] : [];
  if (scope === "entry") { var entry = currentEntry(state); return entry ? entryCells(state, entry) : []; }
  var all = [];
  state.cells.forEach(function (row) { row.forEach(function (cell) { if (isOpen(cell)) all.push(cell); }); });
  return all;
}
/* check cells against answerAt(cell) (the unsealed solution): each filled cell not given is
   counted, a wrong one marked; returns { filled, wrong } */
function checkCells(cells, answerAt) {
  var filled = 0, wrong = 0;
  cells.forEach(function (cell) {
    if (!cell.value || cell.given) return;
    filled++;
    if (cell.value !== answerAt(cell)) { cell.wrong = true; wrong++; }
  });
  return { filled: filled, wrong: wrong };
}
/* check whole entries with sameAs(entry, values) (a check-only file's hashes): a full entry
   counted, every cell of a wrong one marked */
function checkEntries(state, entries, sameAs) {
  var filled = 0, wrong = 0;
  entries.forEach(function (entry) {
    var cells = entryCells(state, entry), values = cells.map(function (cell) { return cell.value; });
    if (values.indexOf("") >= 0) return;
    filled++;
    if (!sameAs(entry, values)) { wrong++; cells.forEach(function (cell) { cell.wrong = true; }); }
  });
  return { filled: filled, wrong: wrong };
}
/* "full" (every open cell has an entry), and whether each is answerAt's ("right") */
function progress(state, answerAt) {
  var full = true, right = true;
  scopeCells(state, "grid").forEach(function (cell) {
    if (!cell.value) full = false;
    else if (answerAt && cell.value !== answerAt(cell)) right = false;
  });
  return { full: full, right: full && right };
}
function revealedCount(state) {
  return scopeCells(state, "grid").filter(function (cell) { return cell.revealed; }).length;
}

/* ---- the timer (times in ms, as Date.now() gives them) ---- */
function elapsed(timer, now) {
  return timer.running ? timer.seconds + Math.floor((now - timer.started) / 1000) : timer.seconds;
}
function pause(timer, now) {
  if (!timer.running) return false;
  timer.seconds = elapsed(timer, now);
  timer.running = false;
  return true;
}
function resume(timer, now) {
  if (timer.running) return false;
  timer.started = now;
  timer.running = true;
  return true;
}
function formatTime(s) {
  var m = Math.floor(s / 60), h = Math.floor(m / 60);
  var mm = h ? String(m % 60).padStart(2, "0") : String(m);
  return (h ? h + ":" : "") + mm + ":" + String(s % 60).padStart(2, "0");
}

/* ---- progress kept between visits: plain data ---- */
function snapshot(state, now) {
  var values = {}, marks = {}, shown = [], wrong = [], pencil = [];
  state.cells.forEach(function (row) {
    row.forEach(function (cell) {
      if (cell.given !== "") return;
      var key = cell.r + "," + cell.c;
      if (cell.value) values[key] = cell.value;
      if (cell.pencil) pencil.push(key);
      if (cell.marks.length) marks[key] = cell.marks.join("");
      if (cell.revealed) shown.push(key);
      if (cell.wrong) wrong.push(key);
    });
  });
  return { values: values, pencil: pencil, marks: marks, revealed: shown, wrong: wrong, seconds: elapsed(state.timer, now), solved: state.solved, autocheck: state.autocheck };
}
/* a snapshot read back: only into open cells the grid does not give; a wrong mark only where an
   entry still stands. Marks are split into grapheme clusters by split. */
function restore(state, saved, split) {
  function at(key) {
    var p = key.split(","), cell = cellAt(state, +p[0], +p[1]);
    return cell && cell.given === "" ? cell : null;
  }
  Object.keys(saved.values || {}).forEach(function (key) { var cell = at(key); if (cell) cell.value = saved.values[key]; });
  Object.keys(saved.marks || {}).forEach(function (key) { var cell = at(key); if (cell) cell.marks = split(saved.marks[key]); });
  (saved.revealed || []).forEach(function (key) { var cell = at(key); if (cell) cell.revealed = true; });
  (saved.pencil || []).forEach(function (key) { var cell = at(key); if (cell && cell.value && !cell.revealed) cell.pencil = true; });
  (saved.wrong || []).forEach(function (key) { var cell = at(key); if (cell && cell.value && !cell.revealed) cell.wrong = true; });
  state.timer.seconds = saved.seconds || 0;
  state.autocheck = !!saved.autocheck;
}

if (typeof module === "object") {
  module.exports = {
    makeState: makeState, cellAt: cellAt, isOpen: isOpen, otherDirection: otherDirection, entryAt: entryAt,
    currentEntry: currentEntry, entryCells: entryCells, firstOpen: firstOpen, nextOpen: nextOpen,
    entryStart: entryStart, select: select, turn: turn, editable: editable, setValue: setValue,
    autoCheck: autoCheck, openRebus: openRebus, closeRebus: closeRebus, toggleMark: toggleMark, clearMarks: clearMarks, reveal: reveal, clearAll: clearAll, scopeCells: scopeCells, checkCells: checkCells,
    checkEntries: checkEntries, progress: progress, revealedCount: revealedCount, elapsed: elapsed,
    pause: pause, resume: resume, formatTime: formatTime, snapshot: snapshot, restore: restore
  };
}
