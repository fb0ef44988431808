// Datafort replay viewer: steps through a finished game in the page. The
// server replays the game's record through the engine for each step and
// seat (GET replay?step=N&as=ROLE&format=json) and renders that seat's view
// alone, so the page never holds what another seat could not see. Without
// the script the page's links step one page load at a time.
"use strict";
(function () {
  const nav = document.getElementById("replay");
  if (!nav) return;
  const $ = (id) => document.getElementById(id);
  const total = Number(nav.dataset.total);
  let step = Number(nav.dataset.step);
  let as = nav.dataset.as;
  let asked = 0; // the number of the latest request: older answers are dropped

  const slider = $("replay-slider"), turn = $("replay-turn");
  $("replay-controls").hidden = false;

  function href(n, who) {
    return "?step=" + n + "&as=" + encodeURIComponent(who);
  }

  // show puts a frame of the server's on the page.
  function show(f) {
    step = f.step;
    as = f.as;
    nav.dataset.step = String(step);
    nav.dataset.as = as;
    $("replay-pos").textContent = "after choice " + f.step + " of " + f.total + (f.turn ? ", turn " + f.turn : "");
    const chosen = $("replay-chosen");
    chosen.textContent = f.chosen ? "Choice " + f.step + ": " + f.chosen : "";
    chosen.hidden = !f.chosen;
    const here = $("replay-takeback"); // a takeback made at this step
    here.textContent = (f.takeback || []).join(" ");
    here.hidden = !(f.takeback || []).length;
    const events = $("replay-events");
    events.replaceChildren();
    for (const e of f.events || []) {
      const li = document.createElement("li");
      li.textContent = e;
      events.appendChild(li);
    }
    $("replay-status").innerHTML = f.status || ""; // rendered and escaped by the server's templates
    $("replay-board").innerHTML = f.board || "";
    slider.value = String(step);
    if (turn) {
      let best = null;
      for (const o of turn.options) {
        if (Number(o.value) <= step) best = o;
      }
      if (best) turn.value = best.value;
    }
    const links = { first: 0, prev: step - 1, next: step + 1, last: total };
    for (const id in links) {
      const a = $(id);
      a.dataset.step = String(links[id]);
      a.href = href(links[id], as);
    }
    $("prev").hidden = step <= 0;
    $("next").hidden = step >= total;
    for (const a of nav.querySelectorAll("a.persp")) {
      a.href = href(step, a.dataset.as);
      if (a.dataset.as === as) a.setAttribute("aria-current", "true");
      else a.removeAttribute("aria-current");
    }
    history.replaceState(null, "", href(step, as));
    nav.dataset.ready = String(asked); // for tests: the frame shown
  }

  // go asks the server for step n seen by who and shows it.
  async function go(n, who) {
    n = Math.max(0, Math.min(total, n));
    const mine = ++asked;
    nav.dataset.busy = "true";
    try {
      const res = await fetch(href(n, who) + "&format=json", { headers: { Accept: "application/json" } });
      if (!res.ok) throw new Error("HTTP " + res.status);
      const f = await res.json();
      if (mine === asked) show(f);
    } catch (err) {
      if (mine === asked) $("replay-pos").textContent = "could not load the step (" + err.message + ")";
    } finally {
      if (mine === asked) delete nav.dataset.busy;
    }
  }

  nav.addEventListener("click", (e) => {
    const a = e.target.closest("a");
    if (!a || !nav.contains(a)) return;
    e.preventDefault();
    if (a.classList.contains("persp")) go(step, a.dataset.as);
    else go(Number(a.dataset.step), as);
  });
  // A takeback's mark steps to where the game was cut back.
  const marks = $("replay-takebacks");
  if (marks) {
    marks.addEventListener("click", (e) => {
      const a = e.target.closest("a.tbmark");
      if (!a) return;
      e.preventDefault();
      go(Number(a.dataset.step), as);
    });
  }
  slider.addEventListener("input", () => go(Number(slider.value), as));
  if (turn) turn.addEventListener("change", () => go(Number(turn.value), as));
  $("replay-controls").addEventListener("submit", (e) => e.preventDefault());
  document.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const t = e.target;
    if (t && (t.tagName === "SELECT" || t.tagName === "TEXTAREA" || (t.tagName === "INPUT" && t.type !== "range"))) return;
    const to = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: total }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    go(to, as);
  });
})();
