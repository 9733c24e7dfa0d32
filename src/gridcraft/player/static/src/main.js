/* gridcraft's player, main.js: one puzzle, solved on the screen. Plain JavaScript, no requests.
   The data it reads is in <script id="gc-data">: see gridcraft/player/page.py. The state and its
   changes are state.js's, what a kind of puzzle does its kinds/ module's; this draws the page
   from the state and turns keys, taps and buttons into changes of it. */
(function () {
  "use strict";
  var S = require("./state.js"), seal = require("./seal.js"), K = require("./keyboard.js");
  var KINDS = { clued: require("./kinds/crossword.js").crossword, words: require("./kinds/fillin.js").fillin,
    cages: require("./kinds/latin.js").latin, find: require("./kinds/wordsearch.js").wordsearch };
  var root = document.getElementById("gc-player");
  var D = JSON.parse(document.getElementById("gc-data").textContent);
  if (D.diagramless) {  // the solver sees no block and no number: the entries keep their cells hidden
    D.grid = D.grid.map(function (row) { return row.map(function (g) { return g === null ? "" : g; }); });
    D.numbers = [];
    D.entries = D.entries.map(function (e) { return Object.assign({}, e, { cells: [], hidden: e.cells, enumeration: "" }); });  // a length would give the diagram away
  }
  var H = D.height, W = D.width, CAGES = D.mode === "cages", FIND = D.mode === "find";
  var LETTERS = D.mode === "clued" || D.mode === "words";  // a grid of letters typed in
  var enc = new TextEncoder();

  function entryHash(index, values) { return seal.entryHash(D.salt, D.rounds, index, values); }
  window.gridcraftPlayer = { sha256: function (s) { return seal.hex(seal.sha256(enc.encode(s))); }, entryHash: entryHash };

  var secret = D.sealed ? JSON.parse(seal.unseal(D.sealed, D.salt)) : null;
  var canCheck = D.check && (secret !== null || D.hashes !== null);
  var canReveal = D.reveal && secret !== null;
  var steps = secret && secret.steps ? secret.steps : null;

  /* ---- letters: a cell holds one grapheme cluster, capitals as the grid shows them ---- */
  var segmenter = typeof Intl !== "undefined" && Intl.Segmenter ? new Intl.Segmenter(D.lang || undefined, { granularity: "grapheme" }) : null;
  function clusters(s) {
    if (!segmenter) return Array.from(s);
    var out = [];
    for (var it = segmenter.segment(s)[Symbol.iterator](), x = it.next(); !x.done; x = it.next()) out.push(x.value.segment);
    return out;
  }
  function capital(g) {
    var up = g.toLocaleUpperCase(D.caps || "en").normalize("NFC");
    return clusters(up).length === 1 ? up : g;
  }
  function solutionAt(r, c) {  // a diagramless grid's block is the solver's "."
    var s = secret ? secret.solution[r][c] : null;
    return s === null && secret && D.diagramless ? "." : s;
  }
  function cellsOf(entry) { return entry.hidden || entry.cells; }  // an entry's cells, hidden or not

  /* ---- the page, drawn by render.js from the state ---- */
  var state = S.makeState(D), KIND = D.diagramless ? require("./kinds/diagramless.js").diagramless : KINDS[D.mode];
  state.timer.started = Date.now();
  var cells = state.cells, entries = state.entries, advancedFrom = null;
  var R = require("./render.js").renderer(D, state, {
    clusters: clusters,
    references: KIND.references || function () { return []; },
    onClue: function (entry) { if (entry.cells.length) { select(cells[entry.cells[0][0]][entry.cells[0][1]], entry.direction); } focusCell(); }
  });
  var el = R.el, button = R.button, svgEl = R.svgEl, table = R.table, board = R.board, overlay = R.overlay;
  var renderCell = R.renderCell, highlight = R.highlight, labelAll = R.labelAll, cellLabel = R.cellLabel;
  var bankItems = R.bankItems, findCount = R.findCount, clueBar = R.clueBar;

  var header = el("header", "gc-header");
  header.appendChild(el("h1", "gc-title", D.title));
  var clock = el("span", "gc-timer", "0:00");
  clock.setAttribute("role", "timer");
  clock.setAttribute("aria-label", "time");
  var pauseButton = button("Pause", togglePause);
  var meta = el("div", "gc-meta");
  meta.appendChild(clock);
  meta.appendChild(pauseButton);
  header.appendChild(meta);
  root.appendChild(header);

  var toolbar = el("div", "gc-toolbar");
  toolbar.setAttribute("role", "toolbar");
  toolbar.setAttribute("aria-label", "puzzle tools");
  function group(name, items) {
    var g = el("div", "gc-group");
    g.setAttribute("role", "group");
    g.setAttribute("aria-label", name);
    g.appendChild(el("span", "gc-group-name", name));
    items.forEach(function (b) { g.appendChild(b); });
    toolbar.appendChild(g);
  }
  var unitWord = D.unit || "cage";  // what a cages grid's entries are called: a cage, a box, a region
  // the scopes of Check and Reveal: a letter, a word, the puzzle; a Latin grid's cell, cage, grid
  var SCOPES = CAGES ? { cell: "Cell", entry: unitWord.charAt(0).toUpperCase() + unitWord.slice(1), grid: "Grid" } :
    { cell: "Letter", entry: "Word", grid: "Puzzle" };
  function scopeButton(verb, scope, action) {
    return button(SCOPES[scope], function () { action(scope); }, verb + " the " + SCOPES[scope].toLowerCase());
  }
  var autoButton = null;
  if (canCheck && !FIND) {  // a word search checks each selection as it is made
    var checkItems = [];
    if (secret) checkItems.push(scopeButton("check", "cell", check));
    checkItems.push(scopeButton("check", "entry", check));
    checkItems.push(scopeButton("check", "grid", check));
    if (secret) {  // auto-check needs the answers: a check-only file checks whole entries
      autoButton = button("Auto", toggleAutoCheck, "auto-check");
      autoButton.setAttribute("aria-pressed", "false");
      checkItems.push(autoButton);
    }
    group("Check", checkItems);
  }
  if (canReveal && FIND) {
    group("Reveal", [
      button("Word", function () { F.revealFinds(1); }, "reveal a word"),
      button("All", function () { F.revealFinds(D.finds.length); }, "reveal every word")
    ]);
  } else if (canReveal) {
    group("Reveal", [scopeButton("reveal", "cell", reveal), scopeButton("reveal", "entry", reveal), scopeButton("reveal", "grid", reveal)]);
  }
  var more = [];
  var LETTER_HINT = D.mode === "clued" && !D.diagramless;  // a crossword's hint: one letter of the current entry
  if (FIND || LETTER_HINT ? canReveal : steps || (D.hint_note && !D.hashes)) more.push(button("Hint", hint));  // check-only: no hints
  var pencilButton = null, rebusButton = null;
  if (!FIND) {
    pencilButton = button("Pencil", togglePencil);
    pencilButton.setAttribute("aria-pressed", "false");
    more.push(pencilButton);
  }
  if (LETTERS) {  // several letters in one cell; Escape or Insert opens it too
    rebusButton = button("Rebus", toggleRebus);
    rebusButton.title = "several letters in one cell (Escape or Insert)";
    rebusButton.setAttribute("aria-pressed", "false");
    more.push(rebusButton);
  }
  var clearButton = button("Clear all", clearAll);
  more.push(clearButton);
  more.push(button("Print", function () { window.print(); }));
  group("Puzzle", more);
  root.appendChild(toolbar);

  if (!FIND) root.appendChild(clueBar);  // a word search has no current entry
  var cover = el("div", "gc-cover");
  cover.appendChild(el("p", "", "Paused"));
  cover.appendChild(button("Resume", togglePause));
  board.appendChild(cover);
  root.appendChild(R.main);

  var hintBox = el("div", "gc-hint");
  hintBox.hidden = true;
  hintBox.setAttribute("aria-live", "polite");
  var status = el("p", "gc-status");
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  root.insertBefore(hintBox, R.main);  // above the grid: in view when Hint is pressed
  root.appendChild(status);
  var keys = el("p", "gc-keys", FIND ? "Drag from a word's first letter to its last, or click or tap both. Keys: arrows move, Enter or Space marks the first and then the last letter, Escape cancels." :
    CAGES ? "Arrows move, Tab and Shift+Tab go from " + unitWord + " to " + unitWord + ", Backspace and Delete clear." :
    "Arrows move, Tab and Shift+Tab go to the next and previous entry, Space changes direction, Backspace and Delete clear.");
  root.appendChild(keys);

  /* ---- selecting and moving ---- */
  function entryAt(cell, d) { return S.entryAt(state, cell, d); }
  function currentEntry() { return S.currentEntry(state); }
  function select(cell, d) {
    if (state.rebus && state.rebus.cell !== cell) closeRebus(true);  // a rebus left is written
    var was = state.cur;
    if (S.select(state, cell, d)) selected(was);
  }
  function selected(was) {  // the current cell drawn, was the one before it
    if (was && was !== state.cur) was.input.tabIndex = -1;
    state.cur.input.tabIndex = 0;
    highlight();
  }
  function focusCell() {
    if (FIND) { F.focus(); return; }
    if (!state.cur) select(firstOpen());
    if (state.cur) { state.cur.input.focus({ preventScroll: false }); state.cur.input.select(); }
  }
  function firstOpen() { return S.firstOpen(state); }
  function step(by) {
    // the next (or previous) cell as the kind goes: along the entry, or in reading order
    var entry = currentEntry(), next = KIND.step(state, state.cur, by);
    if (!next) return false;
    select(next, entry ? entry.direction : undefined);
    focusCell();
    return true;
  }
  function backspace() {  // the current cell's entry erased, else the one before it
    advancedFrom = null;
    if (state.cur.value && !state.cur.given && !state.cur.revealed) { setValue(state.cur, ""); highlight(); }
    else if (step(-1)) { setValue(state.cur, ""); highlight(); }
  }
  function goEntry(by) {
    var next = S.entryStart(state, by);
    if (!next) return false;
    select(next.cell, next.entry.direction);
    focusCell();
    return true;
  }

  /* ---- typing ---- */
  var composing = false;
  function setValue(cell, value) {
    if (!S.setValue(cell, value, state.pencil && LETTERS)) return;
    entryChanged(cell);
  }
  function entryChanged(cell) {  // a cell's entry changed: auto-checked, drawn, counted
    if (secret) S.autoCheck(state, cell, solutionAt(cell.r, cell.c));
    renderCell(cell);
    changed();
  }
  function typed(cell) {
    if (state.rebus && state.rebus.cell === cell) { state.rebus.text = cell.input.value; return; }  // Enter writes it
    var raw = cell.input.value.normalize("NFC");
    var parts = clusters(raw).filter(function (g) { return !/^\s+$/.test(g); });
    if (!parts.length) { cell.input.value = cell.value; return; }
    if (parts.length > 1 && cell.value) {  // typed beside the old value (the caret before it): the new one
      var old = parts.lastIndexOf(cell.value);
      if (old >= 0) parts.splice(old, 1);
      else if (clusters(cell.value).length > 1 && raw.indexOf(cell.value) >= 0) parts = clusters(raw.replace(cell.value, ""));  // a rebus typed over
    }
    enterParts(cell, parts, cell.input.value);
  }
  function enterParts(cell, parts, shown) {  // text typed or tapped into cell, as its kind takes it
    if (!parts.length) return;
    var done = KIND.enter(state, cell, parts, { from: advancedFrom, shown: shown, values: D.values, clusters: clusters, capital: capital });
    if (done.changed) entryChanged(done.changed);
    if (done.changed !== cell) cell.input.value = cell.value;  // what was typed there is not its entry
    if (done.message) announce(done.message);
    if (done.marks) highlight();
    if (done.hold) { advancedFrom = cell; cell.input.select(); }  // 10 to 16 may follow
    else if (done.move) { advancedFrom = null; if (step(1) && done.chain) advancedFrom = cell; }
    else if (done.changed && done.changed !== cell) cell.input.select();  // a mark joined the cell just left
  }
  root.addEventListener("compositionstart", function () { composing = true; });
  root.addEventListener("compositionend", function (e) { composing = false; var cell = cellOf(e.target); if (cell && !FIND) typed(cell); });
  root.addEventListener("input", function (e) {
    if (composing || e.isComposing || FIND) return;
    var cell = cellOf(e.target);
    if (cell) typed(cell);
  });
  function cellOf(target) {
    var td = target.closest && target.closest("td.gc-cell");
    return td && root.contains(td) ? cells[+td.dataset.row][+td.dataset.col] : null;
  }
  root.addEventListener("keydown", function (e) {
    var cell = cellOf(e.target);
    if (!cell || composing || e.isComposing || FIND) return;
    if (state.cur !== cell) select(cell);
    var k = e.key;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (state.rebus) {  // the input takes the rebus's letters, arrows and Backspace; these write it
      if (k === "Enter" || k === "Escape" || k === "Insert" || k === "Tab") { e.preventDefault(); closeRebus(true); }
      return;
    }
    if ((k === "Escape" || k === "Insert") && LETTERS) {
      e.preventDefault();
      openRebus();
    } else if (k === "ArrowLeft" || k === "ArrowRight" || k === "ArrowUp" || k === "ArrowDown") {
      e.preventDefault();
      advancedFrom = null;
      var d = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] }[k];
      var was = state.cur;
      if (KIND.arrow(state, d[0], d[1])) { selected(was); focusCell(); }
    } else if (k === "Tab") {
      advancedFrom = null;
      if (goEntry(e.shiftKey ? -1 : 1)) e.preventDefault();
    } else if (k === " " || k === "Spacebar") {
      e.preventDefault();
      if (S.turn(state)) highlight();
      focusCell();
    } else if (k === "Backspace") {
      e.preventDefault();
      backspace();
    } else if (k === "Delete") {
      e.preventDefault();
      advancedFrom = null;
      if (S.clearMarks(state.cur)) { renderCell(state.cur); changed(); }
      setValue(state.cur, "");
      highlight();
    } else if (k === "Enter") {
      e.preventDefault();
      if (S.turn(state)) highlight();
      focusCell();
    } else if (k.length >= 1 && clusters(k).length === 1 && (state.cur.given || state.cur.revealed)) {
      e.preventDefault();  // a given cell keeps its letter: move on as if it were typed
      step(1);
    }
  });
  var wasCurrent = false;
  var focusedOnOpen = false;  // the first cell took the focus as the file opened: a first click on it is no second one
  root.addEventListener("pointerdown", function (e) {
    if (FIND) return;
    var cell = cellOf(e.target);  // a second click on the focused cell changes direction
    wasCurrent = cell !== null && cell === state.cur && document.activeElement === cell.input && !focusedOnOpen;
    focusedOnOpen = false;
  });
  root.addEventListener("keydown", function () { focusedOnOpen = false; }, true);
  root.addEventListener("click", function (e) {
    var cell = cellOf(e.target);
    if (!cell || cell.given === null || FIND) return;
    advancedFrom = null;
    if (wasCurrent && S.turn(state)) highlight();
    else select(cell);
    wasCurrent = false;
    cell.input.select();
  });
  root.addEventListener("focusin", function (e) {
    var cell = cellOf(e.target);
    if (FIND) { if (cell && cell.given !== null) F.setFocus(cell); return; }
    if (cell && cell !== state.cur) select(cell);
  });

  /* ---- pencil, rebus, auto-check ---- */
  function togglePencil() {
    state.pencil = !state.pencil;
    pencilButton.setAttribute("aria-pressed", String(state.pencil));
    if (keyboard) keyboard.pressed("pencil", state.pencil);
    announce(CAGES ? (state.pencil ? "Pencil marks on: digits you type are candidates" : "Pencil marks off") :
      state.pencil ? "Pencil on: letters you type are guesses, drawn grey" : "Pencil off");
    focusCell();
  }
  function capitalText(s) { return s.toLocaleUpperCase(D.caps || "en").normalize("NFC"); }
  function toggleRebus() { if (state.rebus) closeRebus(true); else openRebus(); }
  function openRebus() {
    if (!state.cur) select(firstOpen());
    if (!state.cur || !S.openRebus(state)) { announce("This cell's letter is given."); return; }
    var cell = state.cur;
    cell.td.classList.add("gc-rebus-open");
    cell.input.value = cell.value;
    cell.input.setAttribute("aria-label", "rebus: type this cell's letters, then Enter");
    rebusButton.setAttribute("aria-pressed", "true");
    if (keyboard) keyboard.pressed("rebus", true);
    announce("Rebus: type this cell's letters, then press Enter.");
    cell.input.focus({ preventScroll: false });
    cell.input.select();
  }
  function closeRebus(keep) {
    var cell = state.rebus && state.rebus.cell;
    if (!cell) return;
    var written = S.closeRebus(state, keep, capitalText);
    cell.td.classList.remove("gc-rebus-open");
    rebusButton.setAttribute("aria-pressed", "false");
    if (keyboard) keyboard.pressed("rebus", false);
    if (written) entryChanged(written); else renderCell(cell);
    announce(written ? "Rebus " + written.value + " written." : "");
    if (written && state.cur === cell) step(1);
    highlight();
    focusCell();
  }
  function toggleAutoCheck() {
    state.autocheck = !state.autocheck;
    autoButton.setAttribute("aria-pressed", String(state.autocheck));
    if (state.autocheck) {
      var wrong = 0;
      S.scopeCells(state, "grid").forEach(function (cell) {
        if (S.autoCheck(state, cell, solutionAt(cell.r, cell.c))) renderCell(cell);
        if (cell.wrong) wrong++;
      });
      announce("Auto-check on: " + (wrong ? wrong + " " + KIND.noun(wrong) + " not right (marked)." : "every entry so far is right."));
    } else announce("Auto-check off.");
    save();
    focusCell();
  }

  /* ---- check, reveal, hints ---- */
  function markWrong(cell) {
    cell.wrong = true;
    renderCell(cell);
  }
  function check(scope) {
    if (!state.cur) select(firstOpen());
    var told;
    if (secret) told = S.checkCells(S.scopeCells(state, scope), function (cell) { return solutionAt(cell.r, cell.c); });
    else {
      var scoped = scope === "grid" ? entries.map(function (e) { return Object.assign({}, e, { cells: cellsOf(e) }); }) : [currentEntry()].filter(Boolean);
      told = S.checkEntries(state, scoped, function (entry, values) {
        return entryHash(entry.index, values) === D.hashes[entry.index];
      });
    }
    S.scopeCells(state, "grid").forEach(renderCell);
    var wrong = told.wrong, what = secret ? KIND.noun(wrong) : (wrong === 1 ? "entry is" : "entries are");
    announce(!told.filled ? "Nothing to check yet: fill in some cells first." : wrong ? wrong + " " + what + " not right (marked)." : "Everything filled in so far is right.");
    save();  // the marks too, so that a reload keeps them
    highlight();
    focusCell();
  }
  function reveal(scope) {
    if (!state.cur) select(firstOpen());
    S.scopeCells(state, scope).forEach(function (cell) {  // the cells first, then the solved check: the last one revealed counts too
      if (S.reveal(cell, solutionAt(cell.r, cell.c))) renderCell(cell);
    });
    changed();
    highlight();
    focusCell();
  }
  function clearHint() {
    root.querySelectorAll("[data-hint]").forEach(function (e) { e.removeAttribute("data-hint"); });
    hintBox.hidden = true;
    hintBox.textContent = "";
  }
  function wrongName() {
    for (var r = 0; r < H; r++) for (var c = 0; c < W; c++) {
      var cell = cells[r][c];
      if (cell.given === null || !cell.value || cell.value === solutionAt(r, c)) continue;
      var entry = D.mode === "clued" ? entryAt(cell, state.dir) || entryAt(cell, state.dir === "across" ? "down" : "across") : null;
      return [cell, entry ? entry.label + " is not right." : "r" + (r + 1) + "c" + (c + 1) + " is not right."];
    }
    return null;
  }
  /* a crossword's hint: the first letter not yet right of the current entry (else of the next
     entry with one) shown, as Reveal shows it; no other answer is named */
  function letterHint() {
    if (!state.cur) select(firstOpen());
    var from = S.currentEntry(state), n = entries.length, start = from ? from.index : 0;
    for (var k = 0; k < n; k++) {
      var entry = entries[(start + k) % n];
      var cell = S.entryCells(state, entry).filter(function (c) { return c.value !== solutionAt(c.r, c.c); })[0];
      if (!cell) continue;
      S.reveal(cell, solutionAt(cell.r, cell.c));
      renderCell(cell);
      changed();
      select(cell, entry.direction);
      hintBox.textContent = "Hint: a letter of " + entry.label + " is shown.";
      focusCell();
      return;
    }
    hintBox.textContent = "Every letter is right.";
  }
  function hint() {
    clearHint();
    hintBox.hidden = false;
    if (FIND) { F.findHint(); return; }
    if (LETTER_HINT) { letterHint(); return; }
    if (!steps) { hintBox.textContent = D.hint_note; return; }
    var wrong = D.check ? wrongName() : null;  // naming a wrong entry is a check
    if (wrong) {
      markWrong(wrong[0]);
      hintBox.textContent = wrong[1];
      select(wrong[0]);
      focusCell();
      return;
    }
    for (var i = 0; i < steps.length; i++) {
      var s = steps[i];
      var open = s.placed.filter(function (p) { return cells[p[0]][p[1]].value !== p[2]; });
      if (!open.length) continue;
      s.cells.forEach(function (x) { cells[x[0]][x[1]].td.dataset.hint = "read"; });
      s.placed.forEach(function (p) { cells[p[0]][p[1]].td.dataset.hint = "place"; });
      var text = el("p", "gc-hint-text", "Hint " + (i + 1) + " of " + steps.length + ": " + s.text);
      hintBox.appendChild(text);
      if (canReveal) {
        hintBox.appendChild(button("Fill it in", function () {
          s.placed.forEach(function (p) { var cell = cells[p[0]][p[1]]; if (!cell.given && !cell.revealed) setValue(cell, p[2]); });
          clearHint();
          highlight();
        }));
      }
      select(cells[open[0][0]][open[0][1]]);
      focusCell();
      return;
    }
    hintBox.textContent = "Every step is done: the grid is complete.";
  }

  /* ---- a word search: played by finding.js ---- */
  var F = FIND ? require("./finding.js").finder(D, state, R, {
    root: root, secret: secret, hintBox: hintBox, announce: announce, changed: changed, clearHint: clearHint, cellOf: cellOf,
    solvedText: function () { return banner.textContent; }
  }) : null;

  /* ---- progress: saved per puzzle in this browser ---- */
  var storageKey = "gridcraft:" + D.id, store = null;
  try { store = window.localStorage; store.getItem(storageKey); } catch (err) { store = null; }
  function save() {
    if (!store) return;
    if (FIND) {
      try { store.setItem(storageKey, JSON.stringify({ found: F.kept(), seconds: elapsed(), solved: state.solved })); } catch (err) { /* full or blocked */ }
      return;
    }
    try { store.setItem(storageKey, JSON.stringify(S.snapshot(state, Date.now()))); } catch (err) { /* full or blocked */ }
  }
  function restore() {
    var saved = null;
    try { saved = store && JSON.parse(store.getItem(storageKey) || "null"); } catch (err) { saved = null; }
    if (!saved) return;
    if (FIND) { F.restore(saved.found); state.timer.seconds = saved.seconds || 0; return; }
    S.restore(state, saved, function (text) { return text.split(""); });
    S.scopeCells(state, "grid").forEach(renderCell);
  }
  function clearAll() {
    if (clearButton.dataset.armed !== "true") {
      clearButton.dataset.armed = "true";
      clearButton.textContent = "Clear everything?";
      announce("Press again to clear every cell and the timer.");
      setTimeout(function () { clearButton.dataset.armed = ""; clearButton.textContent = "Clear all"; }, 4000);
      return;
    }
    clearButton.dataset.armed = "";
    clearButton.textContent = "Clear all";
    if (FIND) F.clearFinds();
    S.clearAll(state, Date.now());
    S.scopeCells(state, "grid").forEach(renderCell);
    clearHint();
    root.dataset.solved = "false";
    banner.hidden = true;
    changed();
    announce("Cleared.");
    highlight();
    focusCell();
  }

  /* ---- the word bank, the solved state ---- */
  function changed() {
    if (FIND) F.strikeFinds();
    if (bankItems) strike();
    checkSolved();
    save();
  }
  function strike() {
    var placed = KINDS.words.placed(state, bankItems.map(function (item) { return item.letters; }));
    bankItems.forEach(function (item, i) {
      var on = placed[i];
      item.li.classList.toggle("gc-used", on);
      item.li.setAttribute("aria-label", item.text + (on ? ", placed" : ""));
    });
  }
  var solvedTimer = null;
  function checkSolved() {
    if (FIND) { setSolved(F.found().length === D.finds.length); return; }
    var now = S.progress(state, secret ? function (cell) { return solutionAt(cell.r, cell.c); } : null);
    if (!now.full) { setSolved(false); return; }
    if (secret) { setSolved(now.right); return; }
    clearTimeout(solvedTimer);  // check-only: hash the entries once typing pauses
    solvedTimer = setTimeout(function () {
      setSolved(entries.every(function (entry) {
        return entryHash(entry.index, cellsOf(entry).map(function (x) { return cells[x[0]][x[1]].value; })) === D.hashes[entry.index];
      }));
    }, 150);
  }
  var banner = el("p", "gc-solved");
  banner.hidden = true;
  root.insertBefore(banner, toolbar);
  function setSolved(on) {
    if (on === state.solved) return;
    state.solved = on;
    root.dataset.solved = String(on);
    banner.hidden = !on;
    if (on) {
      S.pause(state.timer, Date.now());  // before the clock stops
      tick();
      clearHint();
      var shown = 0, unit = FIND ? " word" : " cell";
      if (FIND) shown = F.revealedCount();
      else shown = S.revealedCount(state);
      banner.textContent = shown ? "Complete, with " + shown + unit + (shown === 1 ? "" : "s") + " revealed, in " + format(state.timer.seconds) + "." :
        FIND ? "Solved! Every word found, in " + format(state.timer.seconds) + "." : "Solved! Every cell is right, in " + format(state.timer.seconds) + ".";
      announce(banner.textContent);
      save();
    } else {
      if (status.textContent === banner.textContent) announce("");
      S.resume(state.timer, Date.now());
    }
  }

  /* ---- the timer ---- */
  function elapsed() { return S.elapsed(state.timer, Date.now()); }
  var format = S.formatTime;
  function togglePause() {
    if (state.solved) return;
    if (S.pause(state.timer, Date.now())) { root.classList.add("gc-paused"); pauseButton.textContent = "Resume"; announce("Paused."); save(); }
    else { S.resume(state.timer, Date.now()); root.classList.remove("gc-paused"); pauseButton.textContent = "Pause"; focusCell(); }
  }
  function tick() { clock.textContent = format(elapsed()); }
  setInterval(tick, 1000);
  document.addEventListener("visibilitychange", function () { if (document.hidden && state.timer.running && !state.solved) togglePause(); });

  function announce(text) { status.textContent = text; }

  /* ---- a touch screen: the on-screen keyboard, and a wide grid zoomed to cells one can tap ---- */
  var TOUCH = !!(window.matchMedia && window.matchMedia("(pointer: coarse)").matches);
  var solutionLetters = null;  // the letters the answers use, to choose the keys' layout
  if (secret && LETTERS) {
    var seen = {};
    secret.solution.forEach(function (row) { row.forEach(function (v) { if (v) Array.from(v).forEach(function (g) { seen[g] = true; }); }); });
    solutionLetters = Object.keys(seen);
  }
  var keyboard = null, keyRows = TOUCH && !FIND ? K.keyRows(D.mode, D.values, D.lang, solutionLetters) : null;
  function pressKey(k) {
    if (!state.cur) select(firstOpen());
    var cell = state.cur;
    if (!cell) return;
    if (k === "pencil") togglePencil();
    else if (k === "rebus") toggleRebus();
    else if (k === "turn") { if (S.turn(state)) highlight(); focusCell(); }
    else if (k === "back" && state.rebus) { state.rebus.text = Array.from(state.rebus.text).slice(0, -1).join(""); cell.input.value = state.rebus.text; }
    else if (k === "back") { backspace(); focusCell(); }
    else if (k === "prev" || k === "next") goEntry(k === "prev" ? -1 : 1);
    else if (state.rebus) { state.rebus.text += k; cell.input.value = state.rebus.text; }
    else if (cell.given || cell.revealed) step(1);
    else if (CAGES) {  // a value whole (10 to 16 too), or a candidate
      if (state.pencil ? S.toggleMark(cell, k, D.values) : S.setValue(cell, k)) entryChanged(cell);
      if (state.pencil) { highlight(); focusCell(); } else if (!step(1)) focusCell();
    } else { enterParts(cell, [k], k); focusCell(); }
  }
  if (keyRows) {
    keyboard = K.build(document, keyRows, pressKey);
    keyboard.clue.appendChild(clueBar);  // the current clue stays in view, above the keys
    root.appendChild(keyboard.el);
    root.classList.add("gc-with-keys");
    [pencilButton, rebusButton].forEach(function (b) { if (b) b.hidden = true; });  // the keyboard has them
    cells.forEach(function (row) { row.forEach(function (cell) { if (cell.input) cell.input.inputMode = "none"; }); });
    var room = function () { document.documentElement.style.setProperty("--keys", keyboard.el.offsetHeight + "px"); };
    room();
    window.addEventListener("resize", room);
  }
  var zoomButton = button("Zoom", function () { zoom(!root.classList.contains("gc-zoomed")); }, "zoom the grid");
  zoomButton.setAttribute("aria-pressed", "false");
  if (!FIND) toolbar.lastChild.insertBefore(zoomButton, toolbar.lastChild.lastChild);  // a word search's drag would pan
  var TAP = 32;  // px: the least cell one taps without missing (a zoomed grid's cells are 2.5rem)
  function naturalCell() {
    var zoomed = root.classList.contains("gc-zoomed");
    if (zoomed) root.classList.remove("gc-zoomed");
    var size = table.rows[0].cells[0].getBoundingClientRect().width;
    if (zoomed) root.classList.add("gc-zoomed");
    return size;
  }
  function zoom(on) {
    root.classList.toggle("gc-zoomed", on);
    zoomButton.setAttribute("aria-pressed", String(on));
    if (state.cur && state.cur.td) state.cur.td.scrollIntoView({ block: "nearest", inline: "nearest" });
  }
  function fitZoom() { zoomButton.hidden = FIND || naturalCell() >= TAP; if (zoomButton.hidden) zoom(false); }
  fitZoom();
  if (TOUCH && !zoomButton.hidden) zoom(true);  // a phone starts with cells one can tap; Zoom shows the whole grid
  window.addEventListener("resize", fitZoom);

  /* ---- print: the blank puzzle on one page ---- */
  var printCell = Math.min(9, 180 / W, 150 / H);
  root.style.setProperty("--print-cell", printCell.toFixed(2) + "mm");

  restore();
  if (FIND) {
    F.strikeFinds();
    checkSolved();
    if (state.solved) { state.timer.running = false; }
    var start = firstOpen();
    if (start) F.start(start, !state.solved);
  } else {
    labelAll();
    if (bankItems) strike();
    checkSolved();
    if (state.solved) { state.timer.running = false; }
    select(firstOpen());
    if (state.cur && !state.solved) { state.cur.input.focus({ preventScroll: true }); focusedOnOpen = true; }
    if (!secret) state.autocheck = false;  // a check-only file checks whole entries only
    if (autoButton) autoButton.setAttribute("aria-pressed", String(state.autocheck));  // typing goes into the highlighted cell at once
  }
  tick();
  root.dataset.ready = "true";
  if (window.performance && performance.mark) performance.mark("gridcraft-ready");  // load to drawn grid
})();

