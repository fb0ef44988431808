// Datafort card browser and deck builder: filters the card list the server
// rendered (name, type, side, keyword, text, implemented), and in the
// builder keeps a plain-text deck list, asks the server's deck check
// (POST /decks/GAME/check) after each change and shows every problem at
// once, with did-you-mean. Decks are saved in this browser's localStorage
// under "datafort.decks.GAME" (app.js offers them in the lobby).
"use strict";
(function () {
  const page = document.getElementById("cardspage");
  if (!page) return;
  const $ = (id) => document.getElementById(id);
  const game = page.dataset.game;
  const cards = [...document.querySelectorAll("#cardlist .cardframe")];

  // Filters.
  const norm = (s) => (s || "").toLowerCase().trim();
  function filter() {
    const name = norm($("f-name").value), type = $("f-type").value, kw = norm($("f-kw").value), text = norm($("f-text").value);
    const role = $("f-role") ? $("f-role").value : "";
    const impl = $("f-impl").checked;
    let shown = 0;
    for (const c of cards) {
      const ok = (!name || norm(c.dataset.title).includes(name)) &&
        (!type || c.dataset.type === type) &&
        (!role || c.dataset.role === role || c.dataset.role === "") &&
        (!kw || c.dataset.kw.includes(kw)) &&
        (!text || c.dataset.text.includes(text)) &&
        (!impl || c.classList.contains("impl"));
      c.hidden = !ok;
      if (ok) shown++;
    }
    $("f-count").textContent = shown + " shown";
  }
  $("card-filters").addEventListener("input", filter);
  $("card-filters").addEventListener("submit", (e) => e.preventDefault());
  filter();

  const deckText = $("deck-text");
  if (!deckText) return;

  // The deck builder. The list's text is the deck: the buttons edit it.
  const key = "datafort.decks." + game;
  const lineRe = /^\s*(\d+)[xX]?\s+(.+?)\s*$/;
  const fold = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, "");

  function lines() { return deckText.value.split("\n"); }

  // counts returns copies by folded title, as the list writes them.
  function counts() {
    const m = new Map();
    for (const l of lines()) {
      const x = lineRe.exec(l.replace(/(^|\s)(#|\/\/).*$/, ""));
      if (x) m.set(fold(x[2]), (m.get(fold(x[2])) || 0) + parseInt(x[1], 10));
    }
    return m;
  }

  // change adds d copies of title to the list (d < 0 removes).
  function change(title, d) {
    const ls = lines();
    const f = fold(title);
    for (let i = 0; i < ls.length; i++) {
      const x = lineRe.exec(ls[i]);
      if (x && fold(x[2]) === f) {
        const n = parseInt(x[1], 10) + d;
        if (n > 0) ls[i] = n + " " + x[2]; else ls.splice(i, 1);
        deckText.value = ls.join("\n");
        changed();
        return;
      }
    }
    if (d > 0) {
      deckText.value = (deckText.value.replace(/\s*$/, "") + (deckText.value.trim() ? "\n" : "") + d + " " + title + "\n");
      changed();
    }
  }

  function showCounts() {
    const m = counts();
    for (const c of cards) {
      const n = m.get(fold(c.dataset.title)) || 0;
      const el = c.querySelector(".indeck");
      if (el) el.textContent = n;
      c.classList.toggle("in-deck", n > 0);
    }
  }

  let checkTimer = null, checkSeq = 0;
  function changed() {
    showCounts();
    clearTimeout(checkTimer);
    checkTimer = setTimeout(check, 250);
  }

  async function check() {
    const my = ++checkSeq;
    const status = $("deck-status"), list = $("deck-problems");
    if (!deckText.value.trim()) {
      status.textContent = "The list is empty.";
      status.className = "deckstatus";
      list.replaceChildren();
      return;
    }
    let res;
    try {
      const r = await fetch("/decks/" + encodeURIComponent(game) + "/check", {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ role: $("deck-role").value, text: deckText.value }),
      });
      if (!r.ok) throw new Error(await r.text());
      res = await r.json();
    } catch (e) {
      if (my === checkSeq) { status.textContent = "Could not check the deck: " + e.message; status.className = "deckstatus bad"; }
      return;
    }
    if (my !== checkSeq) return; // a later check is under way
    const ps = res.Problems || [];
    status.textContent = res.Cards + " cards · " + (ps.length ? ps.length + (ps.length === 1 ? " problem" : " problems") : "legal");
    status.className = "deckstatus " + (ps.length ? "bad" : "good");
    list.replaceChildren(...ps.map(problemItem));
  }

  function problemItem(p) {
    const li = document.createElement("li");
    li.className = "problem";
    if (p.Line) li.dataset.line = p.Line;
    li.append((p.Line ? "line " + p.Line + ": " : "the deck: ") + p.Msg + (p.Rule ? " (" + p.Rule + ")" : ""));
    if (p.Suggest && p.Suggest.length) {
      li.append(" — did you mean ");
      p.Suggest.forEach((s, i) => {
        if (i) li.append(i === p.Suggest.length - 1 ? " or " : ", ");
        const b = document.createElement("button");
        b.type = "button";
        b.className = "suggest";
        b.textContent = s;
        b.addEventListener("click", () => replaceName(p.Line, s));
        li.append(b);
      });
      li.append("?");
    }
    return li;
  }

  // replaceName writes title as the card of line n (from 1).
  function replaceName(n, title) {
    const ls = lines();
    const x = lineRe.exec(ls[n - 1] || "");
    if (!x) return;
    ls[n - 1] = x[1] + " " + title;
    deckText.value = ls.join("\n");
    changed();
  }

  for (const c of cards) {
    const add = c.querySelector(".add"), rm = c.querySelector(".remove");
    if (add) add.addEventListener("click", () => change(c.dataset.title, 1));
    if (rm) rm.addEventListener("click", () => change(c.dataset.title, -1));
  }
  deckText.addEventListener("input", changed);
  $("deck-role").addEventListener("change", () => {
    $("f-role") && ($("f-role").value = $("deck-role").value, filter());
    changed();
  });

  $("deck-load-start").addEventListener("click", () => {
    const o = $("deck-start").selectedOptions[0];
    if (o && o.value) {
      deckText.value = o.dataset.text;
      $("deck-role").value = o.dataset.role;
      $("deck-name").value = o.value;
    } else {
      deckText.value = "";
    }
    $("deck-role").dispatchEvent(new Event("change"));
  });

  // Saved decks: {name: {role, text}} in localStorage.
  function saved() {
    try { return JSON.parse(localStorage.getItem(key) || "{}") || {}; } catch (_) { return {}; }
  }
  function showSaved() {
    const all = saved(), ul = $("deck-saved");
    const names = Object.keys(all).sort();
    if (!names.length) { ul.innerHTML = '<li class="none">none yet</li>'; return; }
    ul.replaceChildren(...names.map((n) => {
      const li = document.createElement("li");
      li.dataset.name = n;
      const load = document.createElement("button");
      load.type = "button"; load.className = "load"; load.textContent = n + " (" + all[n].role + ")";
      load.addEventListener("click", () => {
        deckText.value = all[n].text; $("deck-role").value = all[n].role; $("deck-name").value = n;
        $("deck-role").dispatchEvent(new Event("change"));
      });
      const del = document.createElement("button");
      del.type = "button"; del.className = "delete"; del.textContent = "delete";
      del.setAttribute("aria-label", "delete " + n);
      del.addEventListener("click", () => { const a = saved(); delete a[n]; localStorage.setItem(key, JSON.stringify(a)); showSaved(); });
      li.append(load, " ", del);
      return li;
    }));
  }
  $("deck-save").addEventListener("click", () => {
    const name = $("deck-name").value.trim() || "my deck";
    const a = saved();
    a[name] = { role: $("deck-role").value, text: deckText.value };
    localStorage.setItem(key, JSON.stringify(a));
    $("deck-name").value = name;
    showSaved();
  });
  $("deck-export").addEventListener("click", () => {
    const a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([deckText.value], { type: "text/plain" }));
    a.download = ($("deck-name").value.trim() || "deck").replace(/[^A-Za-z0-9._-]+/g, "-") + ".txt";
    document.body.append(a);
    a.click();
    a.remove();
  });
  $("deck-copy").addEventListener("click", () => {
    deckText.select();
    if (navigator.clipboard) navigator.clipboard.writeText(deckText.value).catch(() => document.execCommand("copy"));
    else document.execCommand("copy");
  });
  showSaved();
  $("deck-role").dispatchEvent(new Event("change"));
})();
