// Datafort table client: one WebSocket, reconnecting with backoff; swaps the
// parts of the page the server re-renders; sends choices, chat and
// concessions. Everything it shows comes from the server, rendered for this
// seat only.
"use strict";
// The player's name, remembered in this browser for the forms that ask it
// (the new game, the join page).
(function () {
  const key = "datafort.name";
  let store = null;
  try { store = window.localStorage; } catch (e) { return; }
  if (!store) return;
  for (const input of document.querySelectorAll('form input[name="name"]')) {
    if (!input.value) input.value = store.getItem(key) || "";
    input.form.addEventListener("submit", () => {
      const v = input.value.trim();
      if (v) store.setItem(key, v);
    });
  }
})();
// Copy buttons: copy the link in the input before them.
document.addEventListener("click", (e) => {
  const btn = e.target.closest && e.target.closest("button.copy");
  if (!btn) return;
  const input = btn.parentElement.querySelector("input.link");
  if (!input) return;
  const done = () => { btn.textContent = "Copied"; setTimeout(() => { btn.textContent = "Copy"; }, 2000); };
  input.select();
  if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(input.value).then(done, () => { if (document.execCommand("copy")) done(); });
  else if (document.execCommand("copy")) done();
});
(function () {
  const body = document.body;
  if (!body.classList.contains("table")) return;
  const $ = (id) => document.getElementById(id);
  const wsPath = body.dataset.ws;
  let since = parseInt(body.dataset.since || "0", 10);
  let seq = parseInt(body.dataset.seq || "0", 10);
  let ws = null;
  let backoff = 100;
  let stop = false; // no reconnect (replaced, refused)
  let counter = 0;
  // A choice's message id is this page's own: a resend keeps it, and the
  // server refuses the resend of an answer a takeback undid by it, so a
  // page loaded again must not reuse the ids of the one before.
  const page = Math.random().toString(36).slice(2, 10);
  let unacked = null; // the last choice sent and not acknowledged
  let armed = null; // an option waiting for its confirming second press
  let digits = "";
  let digitTimer = null;

  function setConn(text, cls) {
    const el = $("conn");
    el.textContent = text;
    el.className = "conn " + (cls || "");
  }

  function toast(text) {
    const t = $("toast");
    t.textContent = text;
    t.hidden = false;
    clearTimeout(toast.timer);
    toast.timer = setTimeout(() => { t.hidden = true; }, 5000);
  }

  function send(msg) {
    if (ws && ws.readyState === WebSocket.OPEN) {
      ws.send(JSON.stringify(msg));
      return true;
    }
    return false;
  }

  function connect() {
    const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + wsPath;
    ws = new WebSocket(url);
    setConn("connecting…", "wait");
    ws.onopen = () => {
      backoff = 100;
      send({ t: "hello", v: 1, render: "html", since: since, as: body.dataset.role === "spectator" ? "spectator" : "seat" });
      const mute = $("mute-spectators");
      if (mute && mute.checked) send({ t: "mute", on: true });
    };
    ws.onmessage = (e) => {
      let m;
      try { m = JSON.parse(e.data); } catch (_) { return; }
      onMessage(m);
    };
    ws.onclose = (e) => {
      ws = null;
      if (e.code === 4000) {
        stop = true;
        setConn("this seat is open in another tab or window", "bad");
        body.classList.add("replaced");
        return;
      }
      if (e.code === 1008 || stop) {
        stop = true;
        setConn("disconnected: " + (e.reason || "refused"), "bad");
        return;
      }
      setConn("reconnecting…", "wait");
      const wait = Math.min(5000, backoff) * (0.75 + Math.random() * 0.5);
      backoff = Math.min(5000, backoff * 2);
      setTimeout(connect, wait);
    };
  }

  function replace(id, html) {
    const el = $(id);
    if (el && el.innerHTML !== html) {
      el.innerHTML = html;
      return true;
    }
    return false;
  }

  // A run as it happens (server/frames.go): the views come in order and
  // are shown in turn. A view whose choice took place in a run (m.run)
  // shows its board first, then its log lines one at a time, stepMs
  // apart, each also in the run's line under the status; its decision
  // comes after its last line. The server sends every seat the same
  // frames at the same moments, and every seat reads one line per event,
  // so every seat's page takes the same time over a run. A page far
  // behind (many views waiting) shows them at once.
  const stepMs = parseInt(body.dataset.stepMs || "0", 10);
  const views = [];
  let stepping = false;
  function nextView() {
    const m = views.shift();
    if (!m) { stepping = false; body.classList.remove("stepping"); return; }
    stepping = true;
    // A view that fails to show must not hold back the ones after it.
    try {
      if (m.t === "takeback_done") { takenBack(m); nextView(); return; }
      showView(m, nextView);
    } catch (e) {
      console.error("view", e);
      setTimeout(nextView, 0);
    }
  }
  // takenBack: the game went back to m.seq: so do the page and its log.
  function takenBack(m) {
    seq = m.seq;
    since = Math.min(since, m.seq);
    body.dataset.seq = String(seq);
    for (const li of [...$("log").querySelectorAll("li[data-seq]")]) {
      if (parseInt(li.dataset.seq, 10) > m.seq) li.remove();
    }
    toast("The " + m.by + "'s last choice was taken back.");
  }
  function addLog(lines) {
    const log = $("log");
    const atEnd = log.scrollHeight - log.scrollTop - log.clientHeight < 40;
    for (const old of log.querySelectorAll("li.fresh")) old.classList.remove("fresh");
    for (const line of lines) {
      const li = document.createElement("li");
      li.textContent = line.text;
      li.dataset.seq = String(line.seq);
      if (stepMs > 0) li.classList.add("fresh");
      log.appendChild(li);
      sortLogLine(li);
      since = Math.max(since, line.seq);
    }
    if (atEnd) log.scrollTop = log.scrollHeight; // the whole game stays: no line is dropped
  }
  function showRunLine(text, n, total) {
    const feed = $("runfeed");
    if (!feed) return;
    feed.hidden = false;
    feed.dataset.n = String(n);
    feed.dataset.total = String(total);
    feed.querySelector(".runnow").textContent = text;
    body.dataset.runSteps = String((parseInt(body.dataset.runSteps || "0", 10) || 0) + 1); // for tests: the steps shown
  }
  function showView(m, then) {
    if (m.seq < seq) { then(); return; } // an older view than the one shown
    seq = m.seq;
    body.dataset.seq = String(seq);
    const lines = m.log || [];
    // Every frame takes a step, even one whose choice made no line: the
    // frames are the same for every seat, so the time on them is too.
    const paced = m.run && stepMs > 0 && (lines.length > 0 || m.frame) && views.length < 40;
    if (m.html) {
      replace("status", m.html.status);
      replace("board", m.html.board);
      if (paced && replace("decision", '<h2 class="watching">The run goes on…</h2>')) armed = null;
    }
    boardChanged();
    if (!paced) {
      const feed = $("runfeed");
      if (feed && !(m.html && /class="runline"/.test(m.html.status))) feed.hidden = true;
      addLog(lines);
      finishView(m);
      then();
      return;
    }
    body.classList.add("stepping");
    let i = 0;
    if (!lines.length) {
      const rl = $("status").querySelector(".runline");
      showRunLine(rl ? rl.textContent.replace("▶", "").trim() : "", 1, 1);
      setTimeout(() => { try { finishView(m); } catch (e) { console.error("view", e); } then(); }, stepMs);
      return;
    }
    const step = () => {
      try {
        if (i < lines.length) {
          addLog([lines[i]]);
          showRunLine(lines[i].text, i + 1, lines.length);
          i++;
          markLog();
          setTimeout(step, stepMs);
          return;
        }
        finishView(m);
      } catch (e) {
        console.error("view", e);
      }
      then();
    };
    step();
  }
  // finishView shows the rest of view m once its lines are shown: its
  // decision, the end panel, the settings.
  function finishView(m) {
    body.dataset.status = m.status;
    if (m.html) {
      const hadFocus = $("decision").contains(document.activeElement);
      if (m.html.end) {
        replace("end", m.html.end);
        $("end").hidden = false;
      }
      if (replace("decision", m.html.decision)) {
        armed = null;
        if (hadFocus || document.activeElement === body) {
          const first = $("decision").querySelector(".opt, input");
          if (first) first.focus({ preventScroll: true });
        }
      }
      boardChanged();
    }
    showTakeback(m.status === "over" ? null : m.takeback || {});
    if (typeof m.auto === "boolean") {
      const auto = $("auto-answer");
      if (auto) {
        auto.checked = m.auto;
        auto.closest("label").hidden = m.status === "over";
      }
      const d = $("decision").querySelector(".decision-head, h2");
      body.classList.toggle("auto-on", m.auto);
      if (d && m.auto && m.decision && m.decision.count === 1) d.dataset.auto = "answered for you in a moment";
    }
    markLog();
    if (m.note) toast(m.note);
    if (m.status === "over") gameOver();
    if (unacked) { // resend after a reconnect: idempotent on the server
      const u = unacked;
      unacked = null;
      if (m.decision && m.decision.id === u.decision) send(u);
    }
  }

  function onMessage(m) {
    switch (m.t) {
      case "welcome":
        setConn("connected", "ok");
        break;
      case "view":
        views.push(m);
        if (!stepping) nextView();
        break;
      case "rematch": { // another player asked for a rematch: this seat's invitation
        const end = $("end");
        if (end && !end.querySelector(".rematch-offer")) {
          const p = document.createElement("p");
          p.className = "rematch-offer";
          const a = document.createElement("a");
          a.href = m.url;
          a.id = "join-rematch";
          a.textContent = "Your opponent asks for a rematch: join it";
          p.appendChild(a);
          end.insertBefore(p, end.querySelector("form"));
        }
        break;
      }
      case "takeback_ask": // an opponent asks to take back: the view that follows shows the question
        toast("The " + m.by + " asks to take back their last choice.");
        break;
      case "takeback_done": // in turn with the views: see takenBack
        views.push(m);
        if (!stepping) nextView();
        break;
      case "takeback_refused":
        toast("The " + m.by + " refused the takeback.");
        break;
      case "ack":
        if (unacked && unacked.id === m.id) unacked = null;
        break;
      case "error":
        if (unacked && unacked.id === m.id) unacked = null;
        toast(m.message);
        break;
      case "chat": {
        const mute = $("mute-spectators");
        if (m.channel === "spectators" && mute && mute.checked) break;
        const li = document.createElement("li");
        if (m.channel === "spectators") li.className = "spec";
        const b = document.createElement("b");
        b.textContent = m.from + ": ";
        li.appendChild(b);
        li.appendChild(document.createTextNode(m.text));
        $("chat").appendChild(li);
        break;
      }
      case "bye":
        if (!m.reconnect) stop = true;
        break;
      case "presence": // the waiting room closes once no seat waits for its player
        if ($("waiting") && (m.seats || []).length && !m.seats.some((s) => s.open)) {
          $("waiting").hidden = true;
          body.classList.remove("waiting");
        }
        break;
    }
  }

  function gameOver() {
    if (document.querySelector(".after")) return;
    const base = wsPath.replace(/\/ws$/, "");
    const p = document.createElement("p");
    p.className = "after";
    p.innerHTML = '<a href="' + base + '/replay">Replay this game</a> · <a href="' + base + '/record.json" download>Download the record</a>';
    document.querySelector(".side").appendChild(p);
    const c = $("concede");
    if (c) c.hidden = true;
    const tb = $("takeback");
    if (tb) tb.hidden = true;
  }

  function choose(btn) {
    if (body.classList.contains("waiting")) { toast("The game starts when every seat is taken."); return; }
    const groups = btn.closest("[data-decision]");
    if (!groups) return;
    if (btn.dataset.warn && armed !== btn) {
      if (armed) armed.classList.remove("armed");
      armed = btn;
      btn.classList.add("armed");
      toast("Press again to confirm: " + btn.dataset.warn + ".");
      return;
    }
    const msg = { t: "choice", id: "c" + page + "-" + (++counter), decision: Number(groups.dataset.decision), option: Number(btn.dataset.i) };
    unacked = msg;
    if (!send(msg)) toast("Not connected; the choice will be sent when the connection is back.");
    body.classList.add("sent");
  }

  // Aiming at the board: a card's actions are its group's options; a
  // fort's or another area's are the options the game says aim at it
  // (engine.OptionHelp.Area, data-area on both). The menu's buttons press the
  // decision's own, so a warned option still asks twice.
  function closeActions() {
    const m = $("actions");
    if (m) m.remove();
  }
  function openActions(anchor, title, opts) {
    closeActions();
    if (!opts.length) return false;
    const m = document.createElement("div");
    m.id = "actions";
    m.className = "actions";
    m.setAttribute("role", "menu");
    const h = document.createElement("h3");
    h.textContent = title;
    const ul = document.createElement("ul");
    for (const o of opts) {
      const li = document.createElement("li");
      const b = document.createElement("button");
      b.type = "button";
      b.className = "act";
      b.setAttribute("role", "menuitem");
      b.dataset.i = o.dataset.i;
      b.textContent = o.querySelector(".num").textContent + " " + o.querySelector(".label").textContent +
        (o.querySelector(".cost") ? " " + o.querySelector(".cost").textContent : "") + (o.dataset.warn ? " ⚠" : "");
      li.appendChild(b);
      ul.appendChild(li);
    }
    m.append(h, ul);
    const r = anchor.getBoundingClientRect();
    m.style.left = (window.scrollX + r.left) + "px";
    m.style.top = (window.scrollY + r.bottom + 2) + "px";
    document.body.appendChild(m);
    m.querySelector(".act").focus();
    return true;
  }
  // unique drops options whose label and cost an earlier one has (the
  // same option of another copy of a card).
  function unique(opts) {
    const seen = new Set();
    return opts.filter((o) => {
      const k = o.querySelector(".label").textContent + "|" + (o.dataset.warn || "");
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  }
  // areaOptions returns the decision's options aimed at the area whose
  // key is key (the game's OptionHelp.Area, the area's data-area).
  function areaOptions(key) {
    return [...$("decision").querySelectorAll('.opt[data-area="' + CSS.escape(key) + '"]')];
  }
  // markSame hides a group whose options are those of an earlier group
  // about a card of the same title (copies of a card); its card's
  // actions stay reachable from the board.
  function markSame() {
    const seen = new Set();
    for (const g of $("decision").querySelectorAll(".group[data-card]")) {
      const k = g.querySelector("h3").textContent + "|" + [...g.querySelectorAll(".opt .label")].map((l) => l.textContent).join("|");
      g.classList.toggle("same", seen.has(k));
      seen.add(k);
    }
  }
  function markAimable() {
    for (const a of $("board").querySelectorAll(".area[data-area]")) {
      const h = a.querySelector(":scope > h3");
      if (!h) continue;
      const n = areaOptions(a.dataset.area).length;
      h.classList.toggle("aimable", n > 0);
      if (n > 0) { h.tabIndex = 0; h.setAttribute("role", "button"); } else { h.removeAttribute("tabindex"); h.removeAttribute("role"); }
    }
  }
  function markDraggable() {
    for (const c of $("board").querySelectorAll(".card")) c.draggable = c.hasAttribute("data-opts");
  }
  function boardChanged() { markSame(); markAimable(); markDraggable(); }

  // Drag to install (or play on): a card with options dropped on an area
  // takes the card's one option whose label names the area, or offers
  // them when there are several or one that asks to be confirmed.
  const dragType = "text/x-datafort-card";
  const dropArea = (e) => e.target.closest && e.target.closest("#board .area");
  const areaName = (a) => { const h = a.querySelector(":scope > h3"); return h && h.firstChild ? h.firstChild.textContent.trim() : ""; };
  document.addEventListener("dragstart", (e) => {
    const card = e.target.closest && e.target.closest("#board .card[data-opts]");
    if (!card) return;
    closeActions();
    e.dataTransfer.setData(dragType, card.dataset.h);
    e.dataTransfer.effectAllowed = "move";
  });
  document.addEventListener("dragover", (e) => {
    const a = dropArea(e);
    if (a && e.dataTransfer.types.includes(dragType)) { e.preventDefault(); a.classList.add("drop-here"); }
  });
  document.addEventListener("dragleave", (e) => { const a = dropArea(e); if (a) a.classList.remove("drop-here"); });
  document.addEventListener("drop", (e) => {
    const a = dropArea(e);
    if (!a) return;
    e.preventDefault();
    a.classList.remove("drop-here");
    const h = e.dataTransfer.getData(dragType), name = areaName(a);
    if (!h || !a.dataset.area) return;
    const opts = unique(areaOptions(a.dataset.area).filter((o) => o.dataset.h === h));
    if (opts.length === 1 && !opts[0].dataset.warn) choose(opts[0]);
    else if (!openActions(a.querySelector(":scope > h3"), name, opts)) toast("That card cannot go to " + name + " now.");
  });

  document.addEventListener("click", (e) => {
    const act = e.target.closest("#actions .act");
    if (act) {
      const o = $("decision").querySelector('.opt[data-i="' + act.dataset.i + '"]');
      if (o) choose(o);
      if (!o || !o.classList.contains("armed")) closeActions(); else act.classList.add("armed");
      return;
    }
    if (!e.target.closest("#actions")) closeActions();
    const opt = e.target.closest("#decision .opt[data-i]");
    if (opt) { choose(opt); return; }
    const card = e.target.closest(".card[data-opts]");
    if (card) {
      const opts = unique([...$("decision").querySelectorAll('.opt[data-h="' + card.dataset.h + '"]')]);
      openActions(card, card.querySelector(".ct").textContent, opts);
      return;
    }
    const h3 = e.target.closest(".area > h3.aimable");
    if (h3) {
      const a = h3.closest(".area");
      openActions(h3, areaName(a), unique(areaOptions(a.dataset.area)));
    }
  });

  // Card names in the log: hovering one shows the card's tip, for the
  // cards the board shows this seat (their faces are already on the page).
  function boardFaces() {
    const m = new Map();
    for (const c of $("board").querySelectorAll(".card.known")) {
      const t = c.querySelector(".ct"), tip = c.querySelector(".tip");
      if (t && tip && !m.has(t.textContent)) m.set(t.textContent, tip.innerHTML);
    }
    return m;
  }
  function markLogLine(li, faces) {
    if (li.dataset.marked) return;
    const names = [...faces.keys()].filter((n) => n.length > 1).sort((a, b) => b.length - a.length);
    if (!names.length) return;
    const esc = (n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const re = new RegExp("(" + names.map(esc).join("|") + ")", "g");
    const text = li.textContent;
    const parts = text.split(re);
    if (parts.length < 2) return;
    li.textContent = "";
    parts.forEach((p, i) => {
      if (i % 2 === 1) {
        const s = document.createElement("span");
        s.className = "cardname";
        s.tabIndex = 0;
        s.textContent = p;
        li.appendChild(s);
      } else if (p) li.appendChild(document.createTextNode(p));
    });
    li.dataset.marked = "1";
  }
  // The log by seat (the select in the log panel): a line is a seat's when
  // it begins with the seat's name or label ("Runner gains 1 bit", "alice
  // runs on HQ", "The Corp gets…"), or with the title of a card the board
  // shows in the seat's part ("Banpei: subroutine 1 takes effect — …").
  // The words and the board come from the server, rendered for this seat;
  // a line of no seat is shown only under "every seat". The line that
  // begins a turn is marked, and shown under every filter, so that turns
  // stay apart.
  function logSeats() {
    const seats = [];
    for (const p of $("board").querySelectorAll("section.player[data-seat]")) {
      const words = [p.dataset.name, p.dataset.label].filter((w) => w);
      const cards = [...p.querySelectorAll(".card.known .ct")].map((c) => c.textContent).filter((t) => t.length > 1);
      seats.push({ seat: p.dataset.seat, words: words, cards: cards, label: p.dataset.name ? p.dataset.label + " — " + p.dataset.name : p.dataset.label });
    }
    return seats;
  }
  function lineSeat(text, seats) {
    for (const s of seats) {
      for (const w of s.words) {
        for (const head of [w + " ", w + "'s ", w + ":", "The " + w + " "]) {
          if (text.startsWith(head)) return s.seat;
        }
      }
    }
    let best = "", seat = "";
    for (const s of seats) {
      for (const c of s.cards) {
        if (c.length > best.length && (text.startsWith(c + " ") || text.startsWith(c + ":") || text.startsWith(c + "'s "))) { best = c; seat = s.seat; }
      }
    }
    return seat;
  }
  function sortLogLine(li, seats) {
    const text = li.textContent;
    if (/turn begins$/.test(text)) li.classList.add("turnstart");
    if (li.dataset.seat === undefined) li.dataset.seat = lineSeat(text, seats || logSeats());
    filterLogLine(li);
  }
  function filterLogLine(li) {
    const sel = $("log-seat");
    const want = sel ? sel.value : "";
    li.hidden = want !== "" && li.dataset.seat !== want && !li.classList.contains("turnstart");
  }
  function fillLogSeats() {
    const sel = $("log-seat");
    if (!sel || sel.options.length > 1) return;
    for (const s of logSeats()) {
      const o = document.createElement("option");
      o.value = s.seat;
      o.textContent = s.label;
      sel.appendChild(o);
    }
  }
  document.addEventListener("change", (e) => {
    if (e.target.id !== "log-seat") return;
    for (const li of $("log").children) filterLogLine(li);
    $("log").scrollTop = $("log").scrollHeight;
  });
  function markLog() {
    const faces = boardFaces();
    for (const li of $("log").children) markLogLine(li, faces);
  }
  function showLogTip(s) {
    hideLogTip();
    const html = boardFaces().get(s.textContent);
    if (!html) return;
    const d = document.createElement("div");
    d.id = "logtip";
    d.className = "logtip";
    d.setAttribute("role", "tooltip");
    d.innerHTML = html; // the board's own markup, rendered by the server for this seat
    const r = s.getBoundingClientRect();
    d.style.left = Math.max(4, Math.min(window.innerWidth - 360, r.left - 360)) + "px";
    d.style.top = Math.max(4, Math.min(window.innerHeight - 200, r.top)) + "px";
    document.body.appendChild(d);
  }
  function hideLogTip() { const d = $("logtip"); if (d) d.remove(); }
  for (const ev of ["mouseover", "focusin"]) {
    document.addEventListener(ev, (e) => { const s = e.target.closest && e.target.closest(".log .cardname"); if (s) showLogTip(s); });
  }
  for (const ev of ["mouseout", "focusout"]) {
    document.addEventListener(ev, (e) => { if (e.target.closest && e.target.closest(".log .cardname")) hideLogTip(); });
  }

  document.addEventListener("change", (e) => {
    if (e.target.id === "mute-spectators") send({ t: "mute", id: "m" + (++counter), on: e.target.checked });
    if (e.target.id === "auto-answer") send({ t: "auto", id: "a" + (++counter), on: e.target.checked });
  });

  document.addEventListener("submit", (e) => {
    const f = e.target;
    if (f.id === "chat-form") {
      e.preventDefault();
      const input = $("chat-text");
      const text = input.value.trim();
      if (text && send({ t: "chat", id: "m" + (++counter), text: text })) input.value = "";
      return;
    }
    if (f.classList.contains("number")) {
      e.preventDefault();
      const n = parseInt(f.elements.n.value, 10);
      if (Number.isNaN(n)) return;
      const msg = { t: "choice", id: "c" + page + "-" + (++counter), decision: Number(f.dataset.decision), number: n };
      unacked = msg;
      send(msg);
    }
  });

  // Takebacks: the button is enabled only when the server says the seat
  // may take back now (the view's takeback.can, from public facts only);
  // an opponent's request shows Accept and Refuse (takeback.ask).
  function showTakeback(tb) {
    const btn = $("takeback"), ask = $("takeback-ask");
    if (!btn || !ask) return;
    btn.disabled = !(tb && tb.can);
    btn.textContent = tb && tb.asked ? "Take back (asked…)" : "Take back";
    ask.hidden = !(tb && tb.ask);
    if (tb && tb.ask) ask.querySelector(".who-asks").textContent = "The " + tb.ask;
  }
  const takeback = $("takeback");
  if (takeback) {
    takeback.addEventListener("click", () => {
      takeback.disabled = true;
      send({ t: "takeback", id: "t" + (++counter) });
    });
    for (const [id, on] of [["takeback-yes", true], ["takeback-no", false]]) {
      $(id).addEventListener("click", () => {
        $("takeback-ask").hidden = true;
        send({ t: "takeback_answer", id: "t" + (++counter), on: on });
      });
    }
  }

  const concede = $("concede");
  if (concede) {
    concede.addEventListener("click", () => {
      if (!concede.classList.contains("armed")) {
        concede.classList.add("armed");
        concede.textContent = "Really concede? Click again";
        setTimeout(() => { concede.classList.remove("armed"); concede.textContent = "Concede…"; }, 5000);
        return;
      }
      send({ t: "concede", id: "x" + (++counter), confirm: true });
    });
  }

  const helpBtn = $("help-btn");
  function toggleHelp() {
    const h = $("help");
    h.hidden = !h.hidden;
    helpBtn.setAttribute("aria-expanded", String(!h.hidden));
  }
  helpBtn.addEventListener("click", toggleHelp);

  function pick(n) {
    const btn = $("decision").querySelector('.opt[data-n="' + n + '"]');
    if (btn) { btn.focus(); choose(btn); }
  }

  document.addEventListener("keydown", (e) => {
    const t = e.target;
    if (t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA")) return;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if ((e.key === "Enter" || e.key === " ") && t && t.matches && t.matches(".area > h3.aimable")) { t.click(); e.preventDefault(); return; }
    if (/^[0-9]$/.test(e.key)) {
      const count = $("decision").querySelectorAll(".opt[data-n]").length;
      digits += e.key;
      clearTimeout(digitTimer);
      if (count < 10 || digits.length >= String(count).length) {
        const n = parseInt(digits, 10);
        digits = "";
        pick(n);
      } else {
        digitTimer = setTimeout(() => { const n = parseInt(digits, 10); digits = ""; pick(n); }, 700);
      }
      e.preventDefault();
      return;
    }
    switch (e.key) {
      case "?": toggleHelp(); break;
      case "d": { const f = $("decision").querySelector(".opt, input"); (f || $("decision")).focus(); break; }
      case "b": $("board").focus(); break;
      case "l": $("log").focus(); break;
      case "c": $("chat-text").focus(); e.preventDefault(); break;
      case "Escape": if (armed) { armed.classList.remove("armed"); armed = null; } closeActions(); break;
      default: return;
    }
  });

  document.addEventListener("focusin", (e) => {
    const link = e.target.closest("input.link");
    if (link) link.select();
  });

  boardChanged();
  fillLogSeats();
  { const seats = logSeats(); for (const li of $("log").children) sortLogLine(li, seats); }
  $("log").scrollTop = $("log").scrollHeight;
  markLog();
  connect();
})();

// The lobby: each seat's deck field offers the decks the deck builder
// (/decks/GAME, cards.js) saved in this browser for the seat's role.
(function () {
  const form = document.querySelector("form.newgame");
  if (!form) return;
  const game = (form.querySelector('input[name="game"]') || {}).value || "";
  let all = {};
  try { all = JSON.parse(localStorage.getItem("datafort.decks." + game) || "{}") || {}; } catch (_) { all = {}; }
  const names = Object.keys(all).sort();
  if (!names.length) return;
  for (const ta of form.querySelectorAll('textarea[name$=".decktext"]')) {
    const fs = ta.closest("fieldset");
    const role = fs ? fs.dataset.role : "";
    const mine = names.filter((n) => all[n] && all[n].role === role);
    if (!mine.length) continue;
    const sel = document.createElement("select");
    sel.className = "saveddeck";
    sel.setAttribute("aria-label", "a deck saved in this browser");
    sel.append(new Option("a deck saved in this browser…", ""));
    for (const n of mine) sel.append(new Option(n, n));
    sel.addEventListener("change", () => {
      if (!sel.value) return;
      ta.value = all[sel.value].text;
      const d = fs.querySelector('select[name$=".deck"]');
      if (d) d.value = "paste";
    });
    ta.before(sel);
  }
})();
