// The fill page: a grid editor kept in step with the grid's text, its construction aids asked for
// as it changes (each slot's candidates, forced letters, dead slots), then a fill job started and
// polled as the other pages' (app.js's runJob), its result drawn with its entries and scores and
// its letters shown in the grid, where an entry can be locked; every change can be undone.
"use strict";

(() => {
  const BLOCK = "#";
  const EMPTY = ".";
  const LIMITS = { low: 3, high: 21 };
  const START = ["...#...", "...#...", ".......", "##...##", ".......", "...#...", "...#..."];
  const AIDS_DELAY = 250; // ms after the last change before the aids are asked for
  const HISTORY = 200; // changes that can be undone
  const editor = $("editor");
  const text = $("grid");
  let cells = START.map((row) => row.split("")); // '#', '.' or a letter written (kept by a fill)
  let shown = cells.map((row) => row.map(() => "")); // a fill's letter in an empty cell, or ""
  let focus = [0, 0];
  let across = true; // the way typing moves
  let filled = null; // what the downloads read: the grid as filled, its fill, the shortest slot
  let region = null; // [top, left, bottom, right], 0-based, or null: the whole grid
  let anchor = null; // the region's first corner
  let history = []; // earlier states, the last first undone
  let aids = null; // the last aids: slots by label, forced letters and dead cells by "r,c"
  let locks = {}; // label -> the cells its lock wrote

  const height = () => cells.length;
  const width = () => (cells[0] || []).length;
  const isLetter = (ch) => /^\p{L}$/u.test(ch);
  const key = (r, c) => `${r},${c}`;
  const plural = (n, word) => `${n.toLocaleString("en")} ${word}${n === 1 ? "" : "s"}`;

  function partner(r, c) {
    const kind = $("symmetry").value;
    if (kind === "rotational") return [height() - 1 - r, width() - 1 - c];
    if (kind === "mirror") return [r, width() - 1 - c];
    return [r, c];
  }

  // the clue numbers of the grid's slots (runs of 2+ white cells), by cell "r,c"; and the slots
  function slots() {
    const white = (r, c) => r >= 0 && c >= 0 && r < height() && c < width() && cells[r][c] !== BLOCK;
    const numbers = {};
    const found = [];
    let n = 0;
    for (let r = 0; r < height(); r += 1) {
      for (let c = 0; c < width(); c += 1) {
        if (!white(r, c)) continue;
        const starts = [];
        if (!white(r, c - 1) && white(r, c + 1)) starts.push([0, 1, "Across"]);
        if (!white(r - 1, c) && white(r + 1, c)) starts.push([1, 0, "Down"]);
        if (!starts.length) continue;
        n += 1;
        numbers[key(r, c)] = n;
        starts.forEach(([dr, dc, way]) => {
          const run = [];
          for (let i = 0; white(r + i * dr, c + i * dc); i += 1) run.push([r + i * dr, c + i * dc]);
          found.push({ label: `${n}-${way}`, cells: run });
        });
      }
    }
    return { numbers, found };
  }

  function cellOf(r, c) { return editor.rows[r] && editor.rows[r].cells[c]; }
  function inRegion(r, c) {
    return region !== null && r >= region[0] && r <= region[2] && c >= region[1] && c <= region[3];
  }

  function build() {
    editor.innerHTML = "";
    const body = document.createElement("tbody");
    cells.forEach((row, r) => {
      const tr = document.createElement("tr");
      tr.setAttribute("role", "row");
      row.forEach((_, c) => {
        const td = document.createElement("td");
        td.setAttribute("role", "gridcell");
        td.dataset.row = r;
        td.dataset.col = c;
        tr.append(td);
      });
      body.append(tr);
    });
    editor.append(body);
    focus = [Math.min(focus[0], height() - 1), Math.min(focus[1], width() - 1)];
    text.rows = Math.max(4, height() + 1);
    editor.style.setProperty("--cols", width());
    paint();
  }

  // every cell drawn from the state, with its clue number and its words for a screen reader
  function paint() {
    const { numbers } = slots();
    cells.forEach((row, r) => row.forEach((ch, c) => {
      const td = cellOf(r, c);
      const number = numbers[key(r, c)];
      const fill = ch === EMPTY ? shown[r][c] : "";
      const forced = ch === EMPTY && !fill && aids ? aids.forced[key(r, c)] : "";
      const dead = ch !== BLOCK && aids && aids.dead.has(key(r, c));
      const classes = [ch === BLOCK ? "block" : isLetter(ch) ? "letter" : fill ? "filled" : forced ? "forced" : ""];
      if (dead) classes.push("dead-slot");
      if (marked.has(key(r, c))) classes.push("dead");
      if (inRegion(r, c)) classes.push("selected");
      td.className = classes.filter(Boolean).join(" ");
      td.textContent = "";
      if (number && ch !== BLOCK) {
        const small = document.createElement("span");
        small.className = "number";
        small.textContent = number;
        td.append(small);
      }
      if (isLetter(ch)) td.append(ch);
      else if (fill || forced) td.append(fill || forced);
      let what = ch === BLOCK ? "block" : isLetter(ch) ? `letter ${ch}` : fill ? `letter ${fill} of the fill` : "empty";
      if (forced) what += `, forced letter ${forced}`;
      if (dead) what += ", in a dead slot";
      if (inRegion(r, c)) what += ", in the region";
      td.setAttribute("aria-label", `row ${r + 1}, column ${c + 1}: ${what}${number ? `, ${number}` : ""}`);
      td.tabIndex = r === focus[0] && c === focus[1] ? 0 : -1;
    }));
    here();
  }

  // -- undo: every change of the grid (and every fill shown in it) first saves the state -------
  function save() {
    history.push({ cells: cells.map((row) => row.slice()), shown: shown.map((row) => row.slice()), locks: { ...locks } });
    if (history.length > HISTORY) history.shift();
    $("undo").disabled = false;
  }

  function undo() {
    const last = history.pop();
    $("undo").disabled = !history.length;
    if (!last) return;
    const resized = last.cells.length !== height() || last.cells[0].length !== width();
    cells = last.cells;
    shown = last.shown;
    locks = last.locks;
    $("height").value = height();
    $("width").value = width();
    if (region && (region[2] >= height() || region[3] >= width())) setRegion(null);
    if (resized) build();
    changed({ save: false });
    showLocks();
  }
  $("undo").addEventListener("click", undo);

  // the grid has changed: its text, its marks, its aids; the downloads then need a new fill
  function changed({ save: saving = false, keepFill = false } = {}) {
    if (saving) save();
    if (!keepFill) filled = null;
    text.value = cells.map((row) => row.join("")).join("\n");
    unmark();
    paint();
    askAids();
  }

  let marked = new Set(); // the cells an error names, by "r,c"
  function unmark() {
    marked = new Set();
    editor.querySelectorAll(".dead").forEach((td) => td.classList.remove("dead"));
  }

  function toggle(r, c) {
    save();
    const block = cells[r][c] !== BLOCK;
    const [pr, pc] = partner(r, c);
    cells[r][c] = block ? BLOCK : EMPTY;
    if (block || cells[pr][pc] === BLOCK) cells[pr][pc] = block ? BLOCK : EMPTY;
    shown[r][c] = "";
    shown[pr][pc] = "";
    changed();
  }

  function write(r, c, letter) {
    save();
    if (cells[r][c] === BLOCK) {
      const [pr, pc] = partner(r, c);
      if (cells[pr][pc] === BLOCK) cells[pr][pc] = EMPTY;
    }
    cells[r][c] = letter;
    shown[r][c] = "";
    changed();
  }

  function move(r, c) {
    if (r < 0 || c < 0 || r >= height() || c >= width()) return;
    focus = [r, c];
    paint();
    cellOf(r, c).focus();
  }

  // -- the region: a rectangle chosen with Shift, or typed as r1c1:r5c5 -------------------------
  function setRegion(corners) {
    region = corners;
    $("region").value = corners ? `r${corners[0] + 1}c${corners[1] + 1}:r${corners[2] + 1}c${corners[3] + 1}` : "";
    paint();
    askAids();
  }

  function select(r, c) {
    if (!anchor) anchor = focus.slice();
    setRegion([Math.min(anchor[0], r), Math.min(anchor[1], c), Math.max(anchor[0], r), Math.max(anchor[1], c)]);
  }

  $("region").addEventListener("input", () => {
    const m = $("region").value.trim().toLowerCase().match(/^r(\d+)c(\d+):r(\d+)c(\d+)$/);
    anchor = null;
    if (!m) {
      region = null;
    } else {
      const [r1, c1, r2, c2] = m.slice(1).map((n) => Number(n) - 1);
      region = [Math.min(r1, r2), Math.min(c1, c2), Math.max(r1, r2), Math.max(c1, c2)];
    }
    paint();
    askAids();
  });
  $("clear-region").addEventListener("click", () => { anchor = null; setRegion(null); });

  editor.addEventListener("mousedown", (event) => {
    if (event.shiftKey && !anchor) anchor = focus.slice(); // before the click moves the focus
  });
  editor.addEventListener("click", (event) => {
    const td = event.target.closest("td");
    if (!td) return;
    const at = [Number(td.dataset.row), Number(td.dataset.col)];
    if (event.shiftKey) {
      select(...at);
    } else {
      anchor = null;
      focus = at;
      toggle(...focus);
    }
    cellOf(...at).focus();
  });

  editor.addEventListener("keydown", (event) => {
    const [r, c] = focus;
    const key = event.key;
    if ((event.ctrlKey || event.metaKey) && key.toLowerCase() === "z") {
      undo();
      event.preventDefault();
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (arrows[key]) {
      across = key === "ArrowLeft" || key === "ArrowRight";
      const to = [r + arrows[key][0], c + arrows[key][1]];
      if (event.shiftKey && to[0] >= 0 && to[1] >= 0 && to[0] < height() && to[1] < width()) {
        if (!anchor) anchor = focus.slice();
        focus = to;
        select(...to);
        cellOf(...to).focus();
      } else {
        move(...to);
      }
    } else if (key === "." || key === " " || key === BLOCK) {
      toggle(r, c);
    } else if (key === "Backspace" || key === "Delete") {
      if (isLetter(cells[r][c]) || shown[r][c]) write(r, c, EMPTY);
      else if (key === "Backspace") move(across ? r : r - 1, across ? c - 1 : c);
    } else if (key.length === 1 && isLetter(key)) {
      write(r, c, key.toLocaleUpperCase());
      move(across ? r : r + 1, across ? c + 1 : c);
    } else {
      return;
    }
    event.preventDefault();
  });
  editor.addEventListener("focusin", (event) => {
    const td = event.target.closest("td");
    if (td) { focus = [Number(td.dataset.row), Number(td.dataset.col)]; here(); }
  });

  // a grid of new sizes: the cells within both kept
  function reshaped(grid, h, w, fill) {
    return Array.from({ length: h }, (_, r) => Array.from({ length: w }, (__, c) => (grid[r] && grid[r][c]) || fill));
  }

  function resize() {
    const size = (input) => Math.max(LIMITS.low, Math.min(LIMITS.high, Number(input.value) || LIMITS.low));
    const h = size($("height"));
    const w = size($("width"));
    if (h === height() && w === width()) return;
    save();
    cells = reshaped(cells, h, w, EMPTY);
    shown = reshaped(shown, h, w, "");
    if (region && (region[2] >= h || region[3] >= w)) setRegion(null);
    build();
    changed();
  }
  ["width", "height"].forEach((id) => {
    $(id).addEventListener("change", resize);
    $(id).addEventListener("keydown", (event) => {
      if (event.key === "Enter") { event.preventDefault(); resize(); } // a new size, not a fill
    });
  });

  // the text read into the editor: '#' or a space a block, '.' or '_' empty, a letter kept
  function read(value) {
    const lines = value.split(/\r?\n/).filter((line) => !line.trimStart().startsWith("!"));
    while (lines.length && !lines[0].trim()) lines.shift();
    const end = lines.findIndex((line) => !line.trim());
    const rows = (end < 0 ? lines : lines.slice(0, end)).map((line) => Array.from(line.replace(/\s+$/, "")));
    const w = Math.max(0, ...rows.map((row) => row.length));
    if (rows.length < 1 || rows.length > LIMITS.high || w < 1 || w > LIMITS.high) return;
    cells = rows.map((row) => Array.from({ length: w }, (_, c) => {
      const ch = row[c];
      if (ch === undefined || ch === BLOCK || ch === " ") return BLOCK;
      return isLetter(ch) ? ch.toLocaleUpperCase() : EMPTY;
    }));
    shown = cells.map((row, r) => row.map((ch, c) => (ch === EMPTY && shown[r] && shown[r][c]) || ""));
    $("height").value = rows.length;
    $("width").value = w;
    if (region && (region[2] >= height() || region[3] >= width())) setRegion(null);
    filled = null;
    build();
    askAids();
  }
  let typing = false; // the text box's edits since it took the focus are one change to undo
  text.addEventListener("focus", () => { typing = false; });
  text.addEventListener("input", () => {
    if (!typing) { save(); typing = true; }
    read(text.value);
  });
  $("grid-file").addEventListener("change", async () => {
    const file = $("grid-file").files[0];
    if (!file) return;
    save();
    text.value = (await file.text()).replace(/^\ufeff/, "").replace(/\s+$/, "");
    read(text.value);
  });
  $("clear-letters").addEventListener("click", () => {
    save();
    cells = cells.map((row) => row.map((ch) => (ch === BLOCK ? BLOCK : EMPTY)));
    shown = shown.map((row) => row.map(() => ""));
    changed();
  });
  $("clear-grid").addEventListener("click", () => {
    save();
    cells = cells.map((row) => row.map(() => EMPTY));
    shown = shown.map((row) => row.map(() => ""));
    changed();
  });

  // the grid a fill is asked for: its letters, and with a region the fill's letters around it too
  function asked() {
    return cells.map((row, r) => row.map((ch, c) => {
      if (ch !== EMPTY || !region || inRegion(r, c)) return ch;
      return shown[r][c] || EMPTY;
    }).join("")).join("\n");
  }

  // the cells a message names: its slots (1-Across) or its place in the grid's text
  function mark(message) {
    const named = new Set(Array.from(message.matchAll(/(\d+)-(Across|Down)/g), (m) => m[0]));
    slots().found.filter((slot) => named.has(slot.label))
      .forEach((slot) => slot.cells.forEach(([r, c]) => marked.add(key(r, c))));
    const at = message.match(/^line (\d+), column (\d+):/);
    if (at && cellOf(Number(at[1]) - 1, Number(at[2]) - 1)) marked.add(key(Number(at[1]) - 1, Number(at[2]) - 1));
    paint();
  }

  // the chosen lists' text, read once per file chosen
  const readFiles = new Map();
  async function listText(id) {
    const file = $(id).files[0];
    if (!file) return null;
    if (!readFiles.has(file)) {
      try {
        readFiles.set(file, { name: file.name, text: new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer()) });
      } catch (e) {
        throw Object.assign(new Error(`${file.name}: not UTF-8 text`), { field: id });
      }
    }
    return readFiles.get(file);
  }

  // the form as the server reads it: the grid asked for, the lists' text, the box ticked or not
  async function formData() {
    const data = new FormData($("fill-form"));
    data.set("grid", asked());
    data.set("builtin", $("builtin").checked ? "1" : "0");
    for (const id of ["dictionary", "never"]) {
      const list = await listText(id);
      if (list) {
        data.set(id, list.text);
        data.set(`${id}_name`, list.name);
      }
    }
    return data;
  }

  // -- the construction aids -------------------------------------------------------------------
  let aidsTimer = null;
  let aidsAsked = 0; // the number of the last change: an answer about an older one is dropped
  function askAids() {
    clearTimeout(aidsTimer);
    aidsAsked += 1;
    if (!$("show-aids").checked) {
      aids = null;
      $("aids").dataset.state = "off";
      showAids(null);
      return;
    }
    $("aids").dataset.state = "pending";
    aidsTimer = setTimeout(fetchAids, AIDS_DELAY, aidsAsked);
  }

  async function fetchAids(number) {
    let answer = null;
    let error = "";
    try {
      const data = await formData();
      data.delete("count");
      data.delete("region");
      const response = await fetch("/api/fill/aids", { method: "POST", body: data });
      const body = await response.json();
      if (response.ok) answer = body; else error = body.error || `the server answered ${response.status}`;
    } catch (e) {
      error = e.message;
    }
    if (number !== aidsAsked || !$("show-aids").checked) return;
    aids = answer && {
      slots: Object.fromEntries(answer.slots.map((s) => [s.slot, s])),
      list: answer.slots,
      forced: Object.fromEntries(answer.forced.map((f) => [key(f.row, f.col), f.letter])),
      dead: new Set(answer.slots.filter((s) => s.dead).flatMap((s) => cellsOf(s).map(([r, c]) => key(r, c)))),
      notes: answer.notes,
    };
    $("aids").dataset.state = answer ? "done" : "failed";
    showAids(error);
    paint();
  }

  function cellsOf(slot) {
    return Array.from({ length: slot.length }, (_, i) => (slot.direction === "across" ? [slot.row, slot.col + i] : [slot.row + i, slot.col]));
  }

  function said(slot) {
    if (!slot) return "";
    if (slot.written) return `${slot.slot}: written`;
    if (slot.dead) return `${slot.slot}: no candidate`;
    if (slot.candidates === null) return `${slot.slot}: not counted`;
    return `${slot.slot}: ${plural(slot.candidates, "candidate")}`;
  }

  // the focused cell's slots and their candidates
  function here() {
    if (!aids) { $("aids-here").textContent = ""; return; }
    const [r, c] = focus;
    const mine = aids.list.filter((s) => cellsOf(s).some(([sr, sc]) => sr === r && sc === c));
    $("aids-here").textContent = mine.length ? `Row ${r + 1}, column ${c + 1}: ${mine.map(said).join("; ")}.` : "";
  }

  function showAids(error) {
    const dead = $("aids-dead");
    dead.innerHTML = "";
    $("aids-slots").innerHTML = "";
    if (!aids) {
      $("aids-summary").textContent = error ? `The candidates cannot be counted: ${error}` : "";
      here();
      return;
    }
    const open = aids.list.filter((s) => !s.written && s.candidates !== null && !s.dead);
    const fewest = open.slice().sort((a, b) => a.candidates - b.candidates).slice(0, 3);
    const forced = Object.keys(aids.forced).length;
    const parts = [`${plural(open.length, "open slot")} counted`];
    if (fewest.length) parts.push(`the fewest candidates: ${fewest.map((s) => `${s.slot} ${s.candidates.toLocaleString("en")}`).join(", ")}`);
    parts.push(`${plural(forced, "letter")} forced by the crossings`);
    $("aids-summary").textContent = `${parts.join("; ")}.`;
    aids.notes.forEach((note) => {
      const item = document.createElement("li");
      item.textContent = `Dead: ${note}`;
      dead.append(item);
    });
    ["Across", "Down"].forEach((way) => {
      const rows = aids.list.filter((s) => s.slot.endsWith(`-${way}`));
      if (!rows.length) return;
      const table = tableOf(way, ["No.", "Cells", "Candidates"]);
      rows.forEach((s) => {
        const tr = table.tBodies[0].insertRow();
        if (s.dead) tr.className = "dead-row";
        const count = s.written ? "written" : s.dead ? "none" : s.candidates === null ? "not counted" : s.candidates.toLocaleString("en");
        [s.slot.split("-")[0], s.length, count].forEach((value, i) => {
          const td = tr.insertCell();
          td.textContent = value;
          if (i > 0) td.className = "score";
        });
      });
      $("aids-slots").append(table);
    });
    here();
  }
  $("show-aids").addEventListener("change", () => { askAids(); paint(); });
  ["builtin", "dictionary", "never", "min_length"].forEach((id) => $(id).addEventListener("change", askAids));
  ["builtin_weight", "dictionary_weight", "min_score"].forEach((id) => $(id).addEventListener("input", askAids));

  // -- the fill's result ----------------------------------------------------------------------
  function tableOf(caption, heads) {
    const table = document.createElement("table");
    table.className = "entry-table";
    table.createCaption().textContent = caption;
    const head = table.createTHead().insertRow();
    heads.forEach((name) => {
      const th = document.createElement("th");
      th.scope = "col";
      th.textContent = name;
      head.append(th);
    });
    table.createTBody();
    return table;
  }

  function entryTables(entries) {
    const holder = $("entries");
    holder.innerHTML = "";
    ["Across", "Down"].forEach((way) => {
      const number = (e) => Number(e.slot.split("-")[0]);
      const rows = entries.filter((e) => e.slot.endsWith(`-${way}`)).sort((a, b) => number(a) - number(b));
      if (!rows.length) return;
      const table = tableOf(way, ["No.", "Entry", "Score", "Keep"]);
      rows.forEach((e) => {
        const tr = table.tBodies[0].insertRow();
        tr.insertCell().textContent = e.slot.split("-")[0];
        const entry = tr.insertCell();
        const written = document.createElement("span");
        written.className = "written";
        written.textContent = e.written || e.entry;
        entry.append(written);
        if (/[,-]/.test(e.enumeration || "")) {
          const enumeration = document.createElement("span");
          enumeration.className = "enumeration";
          enumeration.textContent = ` (${e.enumeration})`;
          entry.append(enumeration);
        }
        const score = tr.insertCell();
        score.className = "score";
        if (e.score === null) {
          score.textContent = "–";
          const why = document.createElement("span");
          why.className = "visually-hidden";
          why.textContent = " in no dictionary, kept as written";
          score.append(why);
          score.title = "in no dictionary: kept as written";
        } else {
          score.textContent = e.score;
        }
        const keep = tr.insertCell();
        const slot = slots().found.find((s) => s.label === e.slot);
        if (slot && slot.cells.every(([r, c]) => isLetter(cells[r][c])) && !locks[e.slot]) {
          keep.textContent = "written";
        } else {
          const button = document.createElement("button");
          button.type = "button";
          button.className = "plain lock";
          button.dataset.slot = e.slot;
          button.textContent = "Lock";
          const name = document.createElement("span");
          name.className = "visually-hidden";
          name.textContent = ` ${e.slot}`;
          button.append(name);
          button.setAttribute("aria-pressed", "false");
          button.addEventListener("click", () => lock(e, button));
          keep.append(button);
        }
      });
      holder.append(table);
    });
    showLocks();
  }

  function showLocks() {
    document.querySelectorAll("button.lock").forEach((button) => {
      button.setAttribute("aria-pressed", locks[button.dataset.slot] ? "true" : "false");
    });
  }

  // lock an entry: its letters written in its cells (kept by the next fill); again: unlocked
  function lock(entry, button) {
    $("lock-error").textContent = "";
    const label = entry.slot;
    if (locks[label]) {
      save();
      locks[label].forEach(([r, c, letter]) => {
        if (cells[r][c] === letter) { cells[r][c] = EMPTY; shown[r][c] = letter; }
      });
      delete locks[label];
      changed({ keepFill: true });
      showLocks();
      return;
    }
    const letters = Array.from(entry.entry);
    const slot = slots().found.find((s) => s.label === label);
    if (!slot || slot.cells.length !== letters.length
        || slot.cells.some(([r, c], i) => isLetter(cells[r][c]) && cells[r][c] !== letters[i])) {
      $("lock-error").textContent = `${label} is not in the grid as it was filled: press Fill again`;
      return;
    }
    save();
    locks[label] = [];
    slot.cells.forEach(([r, c], i) => {
      if (cells[r][c] === EMPTY) {
        cells[r][c] = letters[i];
        shown[r][c] = "";
        locks[label].push([r, c, letters[i]]);
      }
    });
    changed({ keepFill: true });
    showLocks();
    button.focus();
  }

  // the fill's letters in the grid's empty cells
  function showFill(grid) {
    const rows = grid.map((row) => Array.from(row));
    shown = cells.map((row, r) => row.map((ch, c) => {
      const letter = rows[r] && rows[r][c];
      return ch === EMPTY && letter && isLetter(letter) ? letter : "";
    }));
    paint();
    if (region) askAids(); // the letters around the region are now part of the grid asked for
  }

  function show(result) {
    $("verdict").textContent = result.badge;
    $("verdict").className = `verdict ${result.good ? "good" : "fair"}`;
    $("summary").textContent = result.summary;
    const notes = $("notes");
    notes.innerHTML = "";
    (result.notes || []).forEach((line) => {
      const item = document.createElement("li");
      item.textContent = line.charAt(0).toUpperCase() + line.slice(1);
      notes.append(item);
    });
    $("count-line").hidden = !result.count;
    if (result.count) {
      $("count-verdict").textContent = result.count.badge;
      $("count-verdict").className = `verdict ${result.count.good ? "good" : "fair"}`;
      $("count-summary").textContent = result.count.summary;
    }
    picture($("fill-picture"), result.svg);
    save(); // Undo takes the fill's letters out of the grid again
    locks = {};
    entryTables(result.document.entries);
    showFill(result.document.grid);
  }

  const form = $("fill-form");
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    clearErrors();
    unmark();
    const go = $("go");
    go.disabled = true;
    $("progress").textContent = "starting…";
    try {
      const data = await formData();
      const asking = { grid: data.get("grid"), min_length: $("min_length").value };
      const result = await runJob(form.dataset.api, data, (p) => {
        const best = p.lowest === null || p.lowest === undefined ? "" : `; the best fill so far has lowest score ${p.lowest}`;
        $("progress").textContent = `searching: ${(p.nodes || 0).toLocaleString("en")} nodes${best}`;
      });
      $("progress").textContent = "";
      show(result);
      filled = { ...asking, fill: JSON.stringify(result.document) };
      $("result").hidden = false;
    } catch (error) {
      $("progress").textContent = "";
      $("result").hidden = true;
      filled = null;
      showError(error.field || "form", error.message);
      if ((error.field || "") === "grid") mark(error.message);
    } finally {
      go.disabled = false;
    }
  });

  document.querySelectorAll("[data-export]").forEach((button) => {
    button.addEventListener("click", () => {
      clearErrors();
      if (!filled) {
        showError("format", "the grid has changed since it was filled: press Fill again");
        return;
      }
      const format = button.dataset.export;
      if (format === "json") {
        const link = document.createElement("a");
        link.href = URL.createObjectURL(new Blob([`${JSON.stringify(JSON.parse(filled.fill), null, 2)}\n`], { type: "application/json" }));
        link.download = "fill.json";
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(link.href), 10000);
        return;
      }
      const data = new FormData();
      Object.entries(filled).forEach(([name, value]) => data.append(name, value));
      data.append("format", format);
      download("/api/fill/export", data, `fill.${button.dataset.extension || format}`);
    });
  });

  build();
  text.value = cells.map((row) => row.join("")).join("\n");
  askAids();
})();
