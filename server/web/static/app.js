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

  function onMessage(m) {
    switch (m.t) {
      case "welcome":
        setConn("connected", "ok");
        break;
      case "view":
        if (m.seq < seq) return; // an older view than the one shown
        seq = m.seq;
        body.dataset.seq = String(seq);
        body.dataset.status = m.status;
        if (m.html) {
          const hadFocus = $("decision").contains(document.activeElement);
          replace("status", m.html.status);
          if (m.html.end) {
            replace("end", m.html.end);
            $("end").hidden = false;
          }
          replace("board", m.html.board);
          if (replace("decision", m.html.decision)) {
            armed = null;
            if (hadFocus || document.activeElement === body) {
              const first = $("decision").querySelector(".opt, input");
              if (first) first.focus({ preventScroll: true });
            }
          }
        }
        if (m.log) {
          const log = $("log");
          for (const line of m.log) {
            const li = document.createElement("li");
            li.textContent = line.text;
            li.dataset.seq = String(line.seq);
            log.appendChild(li);
            since = Math.max(since, line.seq);
          }
          while (log.children.length > 300) log.removeChild(log.firstChild);
          log.scrollTop = log.scrollHeight;
        }
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
        if (m.note) toast(m.note);
        if (m.status === "over") gameOver();
        if (unacked) { // resend after a reconnect: idempotent on the server
          const u = unacked;
          unacked = null;
          if (m.decision && m.decision.id === u.decision) send(u);
        }
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
  }

  function choose(btn) {
    const groups = btn.closest("[data-decision]");
    if (!groups) return;
    if (btn.dataset.warn && armed !== btn) {
      if (armed) armed.classList.remove("armed");
      armed = btn;
      btn.classList.add("armed");
      toast("Press again to confirm: " + btn.dataset.warn + ".");
      return;
    }
    const msg = { t: "choice", id: "c" + (++counter), decision: Number(groups.dataset.decision), option: Number(btn.dataset.i) };
    unacked = msg;
    if (!send(msg)) toast("Not connected; the choice will be sent when the connection is back.");
    body.classList.add("sent");
  }

  document.addEventListener("click", (e) => {
    const opt = e.target.closest("#decision .opt[data-i]");
    if (opt) { choose(opt); return; }
    const card = e.target.closest(".card[data-opts]");
    if (card) {
      const first = $("decision").querySelector('.opt[data-h="' + card.dataset.h + '"]');
      if (first) { first.focus(); first.scrollIntoView({ block: "nearest" }); }
    }
  });

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
      const msg = { t: "choice", id: "c" + (++counter), decision: Number(f.dataset.decision), number: n };
      unacked = msg;
      send(msg);
    }
  });

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
      case "Escape": if (armed) { armed.classList.remove("armed"); armed = null; } break;
      default: return;
    }
  });

  document.addEventListener("focusin", (e) => {
    const link = e.target.closest("input.link");
    if (link) link.select();
  });

  connect();
})();
