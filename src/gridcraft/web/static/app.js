// gridcraft's page script: forms start jobs on the server, the page polls them and shows the
// result; a page that is closed stops asking, and the server then stops the search.
"use strict";

const $ = (id) => document.getElementById(id);
let current = null; // the running job's id

function picture(element, svg) {
  element.innerHTML = svg ? svg.replace(/^<\?xml[^>]*>\s*/, "") : "";
}

function clearErrors() {
  document.querySelectorAll(".error").forEach((p) => { p.textContent = ""; });
  document.querySelectorAll("[aria-invalid]").forEach((e) => e.removeAttribute("aria-invalid"));
}

function showError(field, message) {
  const target = $(`${field}-error`) || $("form-error") || $("format-error");
  target.textContent = message;
  const input = $(field);
  if (input) {
    input.setAttribute("aria-invalid", "true");
    input.focus();
  }
}

async function answer(response) {
  let body = {};
  try { body = await response.json(); } catch (e) { body = { error: `the server answered ${response.status}` }; }
  if (!response.ok) throw Object.assign(new Error(body.error || "failed"), { field: body.field || "form" });
  return body;
}

function sleep(ms) { return new Promise((done) => setTimeout(done, ms)); }

async function runJob(api, data, progress) {
  const started = await answer(await fetch(api, { method: "POST", body: data }));
  current = started.id;
  for (let polls = 0; ; polls++) {
    await sleep(polls ? 400 : 100);  // the first look soon: a first layout is known at once
    const job = await answer(await fetch(`/api/jobs/${current}`));
    if (job.state === "running") { progress(job.progress || {}); continue; }
    current = null;
    if (job.state === "done") return job.result;
    throw Object.assign(new Error(job.error), { field: job.field || "form" });
  }
}

window.addEventListener("pagehide", () => {
  if (current) navigator.sendBeacon(`/api/jobs/${current}/cancel`);
});

async function download(url, data, name) {
  clearErrors();
  try {
    const response = await fetch(url, data ? { method: "POST", body: data } : {});
    if (!response.ok) await answer(response);
    const blob = await response.blob();
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    const header = response.headers.get("Content-Disposition") || "";
    const utf8 = header.match(/filename\*=UTF-8''([^;]+)/);
    link.download = utf8 ? decodeURIComponent(utf8[1]) : (header.match(/filename="([^"]+)"/) || [null, name])[1];
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10000);
  } catch (error) {
    showError(error.field || "form", error.message);
  }
}

// Play: the puzzle's player (the same file as `gridcraft play` writes) in a frame, or downloaded
function setupPlay(fields, errorField) {
  const group = document.querySelector(".play");
  if (!group) return;
  const frame = group.querySelector(".player");
  async function made() {
    clearErrors();
    const data = new FormData();
    Object.entries(fields()).forEach(([name, value]) => data.append(name, value));
    return answer(await fetch("/api/play", { method: "POST", body: data }));
  }
  group.querySelector(".play-open").addEventListener("click", async () => {
    try {
      const player = await made();
      frame.src = player.url;
      frame.hidden = false;
      frame.focus();
    } catch (error) {
      showError(errorField, error.message);
    }
  });
  group.querySelector(".play-download").addEventListener("click", async () => {
    try {
      const player = await made();
      await download(player.download, null, player.name);
    } catch (error) {
      showError(errorField, error.message);
    }
  });
}

// ipuz: the puzzle with its first solution, in its kind's ipuz form (where its table has one)
function setupIpuz(fields) {
  const button = $("solved-ipuz");
  if (!button) return;
  button.addEventListener("click", () => {
    const data = new FormData();
    Object.entries(fields()).forEach(([name, value]) => data.append(name, value));
    download("/api/solved.ipuz", data, "solved.ipuz");
  });
}

function closePlayer() {
  const frame = document.querySelector(".player");
  if (frame) { frame.hidden = true; frame.removeAttribute("src"); }
}

// the answer key under a made puzzle: hidden at first, shown and hidden again by its toggle
function showKey(shown) {
  $("key-figure").hidden = !shown;
  const toggle = $("key-toggle");
  toggle.setAttribute("aria-expanded", String(shown));
  toggle.textContent = shown ? "Hide the key" : "Show the key";
}

const pages = {
  make: {
    progress(p) {
      if (p.versions) return p.versions;
      const best = p.best ? `best area so far ${p.best}` : "searching";
      return `${p.phase || "searching"}: ${best} after ${p.elapsed || 0} s`;
    },
    show(result) {
      $("summary").textContent = result.summary;
      $("puzzle-caption").textContent = result.caption || "Puzzle";
      picture($("puzzle-picture"), result.puzzle);
      const clues = $("clue-list");
      clues.innerHTML = "";
      (result.clues || []).forEach((group) => {
        const section = document.createElement("section");
        const heading = document.createElement("h3");
        heading.textContent = group.heading;
        const list = document.createElement("ol");
        group.lines.forEach((line) => {
          const item = document.createElement("li");
          item.textContent = line;
          list.append(item);
        });
        section.append(heading, list);
        clues.append(section);
      });
      picture($("key-picture"), result.key);
      showKey(false); // a new puzzle's key stays hidden until asked for (the page may be projected)
      document.body.dataset.layout = JSON.stringify(result.layout);
      // a set: version A shown, every version in the PDF sheet (and the settings the packet needs)
      const versions = result.versions || [result.layout];
      document.body.dataset.versions = versions.length > 1 ? JSON.stringify(versions) : "";
      const made = new FormData($("job-form"));
      document.body.dataset.made = JSON.stringify({
        versions: String(versions.length), seed: made.get("seed") || "0",
        givens: made.get("givens") || "auto", max_aspect: made.get("max_aspect") || "",
      });
      $("versions-shown").textContent = result.versions_note || "";
      $("versions-shown").hidden = !result.versions_note;
    },
    init() {
      $("key-toggle").addEventListener("click", () => showKey($("key-figure").hidden));
      document.querySelectorAll("[data-export]").forEach((button) => {
        button.addEventListener("click", () => {
          const data = new FormData();
          if (button.dataset.export === "sheet" && document.body.dataset.versions) {
            data.append("layouts", document.body.dataset.versions);
            data.append("lang", $("lang").value);
            download("/api/versions", data, "versions.pdf");
            return;
          }
          data.append("layout", document.body.dataset.layout || "");
          data.append("format", button.dataset.export);
          data.append("lang", $("lang").value);
          download("/api/export", data, `puzzle.${button.dataset.extension || button.dataset.export}`);
        });
      });
      $("packet").addEventListener("click", async () => {
        const data = new FormData();
        data.append("layout", document.body.dataset.layout || "");
        Object.entries(JSON.parse(document.body.dataset.made || "{}")).forEach(([name, value]) => data.append(name, value));
        data.append("lang", $("lang").value);
        const button = $("packet");
        button.disabled = true;
        $("progress").textContent = "making the packet…";
        try { await download("/api/packet", data, "packet.pdf"); } finally {
          button.disabled = false;
          $("progress").textContent = "";
        }
      });
      setupPlay(() => ({ layout: document.body.dataset.layout || "", lang: $("lang").value }), "format");
    },
  },
  solve: {
    step: 0,
    progress(p) { return `searching: ${(p.nodes || 0).toLocaleString("en")} nodes, ${(p.found || 0).toLocaleString("en")} solutions so far`; },
    show(result) {
      document.body.dataset.puzzle = result.puzzle; // as the server read it (an uploaded .puz: its ipuz text)
      $("summary").textContent = result.summary;
      $("verdict").textContent = result.verdict;
      $("verdict").className = `verdict ${result.unique ? "good" : "bad"}`;
      const holder = $("solutions");
      holder.innerHTML = "";
      result.solutions.forEach((svg, i) => {
        const figure = document.createElement("figure");
        const caption = document.createElement("figcaption");
        caption.textContent = `Solution ${i + 1}`;
        const div = document.createElement("div");
        div.className = "picture";
        div.setAttribute("role", "img");
        div.setAttribute("aria-label", `solution ${i + 1}`);
        picture(div, svg);
        figure.append(caption, div);
        holder.append(figure);
      });
      pages.solve.step = 0;
      $("hint-text").textContent = "";
      picture($("hint-picture"), "");
      $("hint").hidden = !result.unique;
      $("solved-ipuz").hidden = !result.ipuz || result.count === 0;
      document.querySelector(".play").hidden = result.count === 0;
    },
    init() {
      setupIpuz(() => ({ puzzle: document.body.dataset.puzzle || "" }));
      $("hint").addEventListener("click", async () => {
        clearErrors();
        const data = new FormData();
        data.append("puzzle", document.body.dataset.puzzle || "");
        data.append("step", String(pages.solve.step));
        try {
          const hint = await answer(await fetch("/api/hint", { method: "POST", body: data }));
          $("hint-text").textContent = hint.done ? hint.text : `Step ${pages.solve.step + 1} of ${hint.steps}: ${hint.text}`;
          picture($("hint-picture"), hint.svg);
          if (!hint.done) pages.solve.step += 1;
        } catch (error) {
          showError("puzzle", error.message);
        }
      });
      setupPlay(() => ({ puzzle: document.body.dataset.puzzle || "" }), "play");
    },
  },
  maker: {
    result: null, // the last job's result: its puzzles, kind and titles
    progress(p) { return p.count ? `made ${p.made} of ${p.count}` : "making"; },
    show(result) {
      pages.maker.result = result;
      $("summary").textContent = result.summary;
      $("ids").value = result.text;
      $("ids").rows = Math.min(12, Math.max(4, result.text.split("\n").length));
      $("ids-label").textContent = result.label;
      const holder = $("pictures");
      holder.innerHTML = "";
      result.pictures.forEach((svg, i) => {
        const div = document.createElement("div");
        div.className = "picture";
        div.setAttribute("role", "img");
        div.setAttribute("aria-label", `puzzle ${i + 1}`);
        picture(div, svg);
        holder.append(div);
      });
      const which = $("play-which");
      which.innerHTML = "";
      result.puzzles.forEach((puzzle, i) => {
        const option = document.createElement("option");
        option.value = String(i);
        option.textContent = `Puzzle ${i + 1}`;
        which.append(option);
      });
    },
    async init() {
      $("booklet").addEventListener("click", () => {
        const result = pages.maker.result || { puzzles: [], kind: "", title: "" };
        const data = new FormData();
        data.append("puzzles", JSON.stringify(result.puzzles));
        data.append("kind", result.kind);
        data.append("title", result.title);
        download("/api/booklet", data, "booklet.pdf");
      });
      const chosen = () => {
        const result = pages.maker.result || { puzzles: [], kind: "", one: "" };
        return { puzzle: result.puzzles[Number($("play-which").value)] || "", kind: result.kind, title: result.one };
      };
      setupPlay(chosen, "play");
      setupIpuz(chosen);
      const kinds = await registry();
      const maker = kinds.make.find((m) => m.name === document.body.dataset.maker);
      if (maker) makerFields(maker);
      $("solved-ipuz").hidden = !(maker && maker.ipuz);
    },
  },
};

// the result shown, scrolled into view, its heading focused (a screen reader starts there)
function showResult() {
  const result = $("result");
  result.hidden = false;
  const heading = $("result-title");
  heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
  result.scrollIntoView({ block: "start" });
}

// the kinds this server solves and makes, from its registry, asked once (a new kind shows up with
// no edit of the page)
let kindsAsked = null;
function registry() {
  if (!kindsAsked) kindsAsked = fetch("/api/kinds").then((response) => response.json());
  return kindsAsked;
}

// a form field as every page has it: its label, the control, and its error line beside it
function field(name, label, control) {
  const div = document.createElement("div");
  div.className = "field";
  const caption = document.createElement("label");
  caption.htmlFor = name;
  caption.textContent = label;
  control.id = name;
  control.name = name;
  control.setAttribute("aria-describedby", `${name}-error`);
  const error = document.createElement("p");
  error.className = "error";
  error.id = `${name}-error`;
  error.setAttribute("role", "alert");
  div.append(caption, control, error);
  return div;
}

// a maker's fields (GET /api/kinds): a list where its option offers values, else a text field,
// before the count and seed; a maker of word lists takes the words in a box or a file
function makerFields(maker) {
  const row = $("maker-fields");
  const first = row.firstElementChild;
  maker.options.forEach((option) => {
    let control;
    if (option.values.length) {
      control = document.createElement("select");
      option.values.forEach(({ value, label }) => {
        const item = document.createElement("option");
        item.value = value;
        item.textContent = label;
        item.selected = value === option.default;
        control.append(item);
      });
    } else {
      control = document.createElement("input");
      control.className = "option";
      control.value = option.default || "";
      control.spellcheck = false;
    }
    row.insertBefore(field(option.name, option.label, control), first);
  });
  if (maker.input === "words") {
    const words = document.createElement("textarea");
    words.rows = 10;
    words.spellcheck = false;
    const upload = document.createElement("input");
    upload.type = "file";
    upload.accept = ".txt,.csv,.tsv,.ipuz,.json,text/plain";
    $("maker-input").append(
      field("words", "Words, one per line or separated by commas", words),
      field("upload", "…or a file (a word list, CSV or ipuz)", upload),
    );
  }
}

async function showKinds() {
  const holder = $("kinds");
  if (!holder) return;
  const kinds = await registry();
  const titles = kinds.solve.map((k) => k.title);
  const listed = titles.length > 1 ? `${titles.slice(0, -1).join(", ")} and ${titles[titles.length - 1]}` : titles.join("");
  holder.textContent = `Reads ${listed} puzzles.`;
  holder.dataset.kinds = kinds.solve.map((k) => k.name).join(" ");
}

const page = pages[document.body.dataset.page];
if (page) {
  page.init();
  showKinds();
  const form = $("job-form");
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    clearErrors();
    const go = $("go");
    go.disabled = true;
    $("progress").textContent = "starting…";
    const data = new FormData(form);
    try {
      const result = await runJob(form.dataset.api, data, (p) => { $("progress").textContent = page.progress(p); });
      $("progress").textContent = "";
      closePlayer();
      page.show(result);
      showResult();
    } catch (error) {
      $("progress").textContent = "";
      $("result").hidden = true;  // no earlier result stays under a new error
      closePlayer();
      showError(error.field || "form", error.message);
    } finally {
      go.disabled = false;
    }
  });
}
