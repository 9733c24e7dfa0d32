// The fill page: a grid editor kept in step with the grid's text, then a fill job started and
// polled as the other pages' (app.js's runJob), its result drawn with its entries and scores.
"use strict";

(() => {
  const BLOCK = "#";
  const EMPTY = ".";
  const LIMITS = { low: 3, high: 21 };
  const START = ["...#...", "...#...", ".......", "##...##", ".......", "...#...", "...#..."];
  const editor = $("editor");
  const text = $("grid");
  let cells = START.map((row) => row.split(""));
  let focus = [0, 0];
  let across = true; // the way typing moves
  let filled = null; // what the downloads read: the grid as filled, its fill, the shortest slot

  const height = () => cells.length;
  const width = () => (cells[0] || []).length;
  const isLetter = (ch) => /^\p{L}$/u.test(ch);

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
        numbers[`${r},${c}`] = n;
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
      const number = numbers[`${r},${c}`];
      td.className = ch === BLOCK ? "block" : isLetter(ch) ? "letter" : "";
      td.textContent = "";
      if (number && ch !== BLOCK) {
        const small = document.createElement("span");
        small.className = "number";
        small.textContent = number;
        td.append(small);
      }
      if (isLetter(ch)) td.append(ch);
      const what = ch === BLOCK ? "block" : isLetter(ch) ? `letter ${ch}` : "empty";
      td.setAttribute("aria-label", `row ${r + 1}, column ${c + 1}: ${what}${number ? `, ${number}` : ""}`);
      td.tabIndex = r === focus[0] && c === focus[1] ? 0 : -1;
    }));
  }

  function changed() {
    filled = null;
    text.value = cells.map((row) => row.join("")).join("\n");
    unmark();
    paint();
  }

  function unmark() {
    editor.querySelectorAll(".dead").forEach((td) => td.classList.remove("dead"));
  }

  function toggle(r, c) {
    const block = cells[r][c] !== BLOCK;
    const [pr, pc] = partner(r, c);
    cells[r][c] = block ? BLOCK : EMPTY;
    if (block || cells[pr][pc] === BLOCK) cells[pr][pc] = block ? BLOCK : EMPTY;
    changed();
  }

  function write(r, c, letter) {
    if (cells[r][c] === BLOCK) {
      const [pr, pc] = partner(r, c);
      if (cells[pr][pc] === BLOCK) cells[pr][pc] = EMPTY;
    }
    cells[r][c] = letter;
    changed();
  }

  function move(r, c) {
    if (r < 0 || c < 0 || r >= height() || c >= width()) return;
    focus = [r, c];
    paint();
    cellOf(r, c).focus();
  }

  editor.addEventListener("click", (event) => {
    const td = event.target.closest("td");
    if (!td) return;
    focus = [Number(td.dataset.row), Number(td.dataset.col)];
    toggle(...focus);
    cellOf(...focus).focus();
  });

  editor.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const [r, c] = focus;
    const key = event.key;
    const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (arrows[key]) {
      across = key === "ArrowLeft" || key === "ArrowRight";
      move(r + arrows[key][0], c + arrows[key][1]);
    } else if (key === "." || key === " " || key === BLOCK) {
      toggle(r, c);
    } else if (key === "Backspace" || key === "Delete") {
      if (isLetter(cells[r][c])) write(r, c, EMPTY);
      else if (key === "Backspace") move(across ? r : r - 1, across ? c - 1 : c);
    } else if (key.length === 1 && isLetter(key)) {
      write(r, c, key.toLocaleUpperCase());
      move(across ? r : r + 1, across ? c + 1 : c);
    } else {
      return;
    }
    event.preventDefault();
  });

  function resize() {
    const size = (input) => Math.max(LIMITS.low, Math.min(LIMITS.high, Number(input.value) || LIMITS.low));
    const h = size($("height"));
    const w = size($("width"));
    if (h === height() && w === width()) return;
    cells = Array.from({ length: h }, (_, r) => Array.from({ length: w }, (__, c) => (cells[r] && cells[r][c]) || EMPTY));
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
    $("height").value = rows.length;
    $("width").value = w;
    filled = null;
    build();
  }
  text.addEventListener("input", () => read(text.value));
  $("grid-file").addEventListener("change", async () => {
    const file = $("grid-file").files[0];
    if (!file) return;
    text.value = (await file.text()).replace(/^\ufeff/, "").replace(/\s+$/, "");
    read(text.value);
  });
  $("clear-letters").addEventListener("click", () => {
    cells = cells.map((row) => row.map((ch) => (ch === BLOCK ? BLOCK : EMPTY)));
    changed();
  });
  $("clear-grid").addEventListener("click", () => {
    cells = cells.map((row) => row.map(() => EMPTY));
    changed();
  });

  // the cells a message names: its slots (1-Across) or its place in the grid's text
  function mark(message) {
    const named = new Set(Array.from(message.matchAll(/(\d+)-(Across|Down)/g), (m) => m[0]));
    slots().found.filter((slot) => named.has(slot.label))
      .forEach((slot) => slot.cells.forEach(([r, c]) => cellOf(r, c).classList.add("dead")));
    const at = message.match(/^line (\d+), column (\d+):/);
    const td = at && cellOf(Number(at[1]) - 1, Number(at[2]) - 1);
    if (td) td.classList.add("dead");
  }

  async function dictionaryText() {
    const file = $("dictionary").files[0];
    if (!file) return null;
    try {
      return { name: file.name, text: new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer()) };
    } catch (e) {
      throw Object.assign(new Error(`${file.name}: not UTF-8 text`), { field: "dictionary" });
    }
  }

  function entryTables(entries) {
    const holder = $("entries");
    holder.innerHTML = "";
    ["Across", "Down"].forEach((way) => {
      const number = (e) => Number(e.slot.split("-")[0]);
      const rows = entries.filter((e) => e.slot.endsWith(`-${way}`)).sort((a, b) => number(a) - number(b));
      if (!rows.length) return;
      const table = document.createElement("table");
      table.className = "entry-table";
      const caption = table.createCaption();
      caption.textContent = way;
      const head = table.createTHead().insertRow();
      ["No.", "Entry", "Score"].forEach((name) => {
        const th = document.createElement("th");
        th.scope = "col";
        th.textContent = name;
        head.append(th);
      });
      const body = table.createTBody();
      rows.forEach((e) => {
        const tr = body.insertRow();
        [e.slot.split("-")[0], e.entry, e.score].forEach((value, i) => {
          const td = tr.insertCell();
          td.textContent = value;
          if (i === 2) td.className = "score";
        });
      });
      holder.append(table);
    });
  }

  function show(result) {
    $("verdict").textContent = result.badge;
    $("verdict").className = `verdict ${result.good ? "good" : "fair"}`;
    $("summary").textContent = result.summary;
    $("count-line").hidden = !result.count;
    if (result.count) {
      $("count-verdict").textContent = result.count.badge;
      $("count-verdict").className = `verdict ${result.count.good ? "good" : "fair"}`;
      $("count-summary").textContent = result.count.summary;
    }
    picture($("fill-picture"), result.svg);
    entryTables(result.document.entries);
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
      const data = new FormData(form);
      const dictionary = await dictionaryText();
      if (dictionary) {
        data.set("dictionary", dictionary.text);
        data.set("dictionary_name", dictionary.name);
      }
      const asked = { grid: text.value, min_length: $("min_length").value };
      const result = await runJob(form.dataset.api, data, (p) => {
        const best = p.lowest === null || p.lowest === undefined ? "" : `; the best fill so far has lowest score ${p.lowest}`;
        $("progress").textContent = `searching: ${(p.nodes || 0).toLocaleString("en")} nodes${best}`;
      });
      $("progress").textContent = "";
      show(result);
      filled = { ...asked, fill: JSON.stringify(result.document) };
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
})();
