/**
 * table.js, the index page's only script: hand-written, no library. It reads the rows from data.js
 * (window.SURVEY_TABLE), sorts and filters them in memory, and puts only a page of rows at a time into the
 * table (more on "Show more" or when the end is scrolled into view), so thousands of rows load fast.
 * Every cell is set with textContent: nothing from the data is parsed as HTML.
 */
export const TABLE_SCRIPT = String.raw`(function () {
  "use strict";
  var data = window.SURVEY_TABLE;
  var table = document.getElementById("servers");
  if (!data || !table) return;
  var PAGE = 200;
  var columns = data.columns;
  var rows = data.rows;
  var tbody = table.tBodies[0];
  var headers = table.tHead.rows[0].cells;
  var query = document.getElementById("filter-text");
  var status = document.getElementById("filter-status");
  var fits = document.getElementById("filter-fits");
  var versions = document.getElementById("filter-versions");
  var count = document.getElementById("row-count");
  var more = document.getElementById("show-more");
  var all = document.getElementById("show-all");
  var pickers = document.querySelectorAll("select.pick");
  var numberFormat = new Intl.NumberFormat("en-US");
  // Per group (models, clients, windows), the one column shown: the first until a picker chooses another.
  var picked = {};
  var firsts = {};
  for (var c = 0; c < columns.length; c++) {
    var g = columns[c].group;
    if (g && firsts[g] === undefined) firsts[g] = picked[g] = c;
  }
  function isHidden(i) {
    var group = columns[i].group;
    return Boolean(group) && picked[group] !== i;
  }
  function pick(i) {
    var group = columns[i].group;
    if (!group || picked[group] === i) return;
    // Sorted by the column of the group that was shown: sort by the one shown now.
    if (sortColumn === picked[group]) sortColumn = i;
    picked[group] = i;
    for (var h = 0; h < headers.length; h++) headers[h].hidden = isHidden(h);
    for (var p = 0; p < pickers.length; p++)
      if (pickers[p].getAttribute("data-group") === group) pickers[p].value = String(i);
  }
  var sortColumn = 0;
  var sortDescending = false;
  var visible = [];
  var shown = 0;

  function format(kind, value, approx) {
    if (value === null || value === undefined) return { text: "\u2013", cls: "muted" };
    if (kind === "number") return { text: (approx ? "~" : "") + numberFormat.format(value), cls: "" };
    if (kind === "saving") return { text: value === 0 ? "0" : "\u2212" + numberFormat.format(value), cls: "" };
    if (kind === "fit") {
      var share = Math.round(value * 100) + "%";
      return value < 1 ? { text: "yes, " + share, cls: "yes" } : { text: "no, " + share, cls: "no" };
    }
    if (kind === "stable") return value ? { text: "yes", cls: "" } : { text: "no", cls: "no" };
    if (kind === "status") return { text: value, cls: value === "measured" ? "muted" : "failed" };
    return { text: String(value), cls: "" };
  }

  function compare(a, b) {
    var x = rows[a].cells[sortColumn];
    var y = rows[b].cells[sortColumn];
    // Empty cells last, whichever way the column is sorted.
    var xe = x === null || x === undefined;
    var ye = y === null || y === undefined;
    if (xe || ye) return xe === ye ? a - b : xe ? 1 : -1;
    var order;
    if (typeof x === "number" && typeof y === "number") order = x - y;
    else if (typeof x === "boolean" || typeof y === "boolean") order = Number(x) - Number(y);
    else order = String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
    if (order === 0) return a - b;
    return sortDescending ? -order : order;
  }

  function matches(row) {
    if (!versions.checked && !row.latest) return false;
    var q = query.value.trim().toLowerCase();
    if (q && row.search.indexOf(q) === -1) return false;
    var s = status.value;
    var st = row.cells[columns.length - 1];
    if (s === "measured" && st !== "measured") return false;
    if (s === "failed" && st === "measured") return false;
    if (s.indexOf("failed: ") === 0 && st !== s) return false;
    if (fits.value !== "") {
      var share = row.cells[Number(fits.value)];
      if (share === null || share >= 1) return false;
    }
    return true;
  }

  function renderRow(row) {
    var tr = document.createElement("tr");
    for (var i = 0; i < columns.length; i++) {
      var cell = document.createElement(i === 0 ? "th" : "td");
      if (isHidden(i)) cell.hidden = true;
      if (i === 0) {
        cell.setAttribute("scope", "row");
        var a = document.createElement("a");
        a.setAttribute("href", row.href);
        a.textContent = row.cells[0];
        cell.appendChild(a);
      } else if (i === 1 && row.cells[columns.length - 1] !== "measured") {
        // The version of a failed row says so where it is seen first (the status column is the last).
        cell.className = "text";
        cell.textContent = row.cells[1] + " ";
        var tag = document.createElement("span");
        tag.className = "failed";
        tag.textContent = "failed";
        tag.title = row.cells[columns.length - 1];
        cell.appendChild(tag);
      } else {
        var f = format(columns[i].kind, row.cells[i], row.approx.indexOf(i) !== -1);
        cell.textContent = f.text;
        var kind = columns[i].kind;
        var cls = (kind === "text" || kind === "status" ? "text " : "") + f.cls;
        if (cls.trim()) cell.className = cls.trim();
      }
      tr.appendChild(cell);
    }
    return tr;
  }

  function showMore(n) {
    var end = Math.min(visible.length, shown + n);
    var fragment = document.createDocumentFragment();
    for (var i = shown; i < end; i++) fragment.appendChild(renderRow(rows[visible[i]]));
    tbody.appendChild(fragment);
    shown = end;
    var servers = numberFormat.format(visible.length);
    count.textContent =
      "Showing " + numberFormat.format(shown) + " of " + servers + (visible.length === 1 ? " row" : " rows") +
      " (" + numberFormat.format(rows.length) + " in the dataset)";
    more.hidden = all.hidden = shown >= visible.length;
  }

  // The view in the address (#sort=enc:o200k_base&order=descending&q=...): a link shows the same table.
  function saveView() {
    var view = new URLSearchParams();
    if (sortColumn !== 0 || sortDescending) {
      view.set("sort", columns[sortColumn].id);
      view.set("order", sortDescending ? "descending" : "ascending");
    }
    if (query.value.trim()) view.set("q", query.value.trim());
    if (status.value) view.set("status", status.value);
    if (fits.value) view.set("fits", columns[Number(fits.value)].id);
    var shownIds = [];
    for (var group in picked) if (picked[group] !== firsts[group]) shownIds.push(columns[picked[group]].id);
    if (shownIds.length > 0) view.set("show", shownIds.join(","));
    if (versions.checked) view.set("versions", "all");
    var hash = view.toString();
    try {
      history.replaceState(null, "", hash ? "#" + hash : location.pathname + location.search);
    } catch (e) {
      // A browser that refuses history changes on file:// pages: the view still works, only not in the address.
    }
  }

  function columnById(id) {
    for (var i = 0; i < columns.length; i++) if (columns[i].id === id) return i;
    return -1;
  }

  function loadView() {
    var view = new URLSearchParams(location.hash.slice(1));
    query.value = view.get("q") || "";
    var s = view.get("status") || "";
    status.value = "";
    for (var i = 0; i < status.options.length; i++) if (status.options[i].value === s) status.value = s;
    var f = columnById(view.get("fits"));
    fits.value = f !== -1 && columns[f].kind === "fit" ? String(f) : "";
    versions.checked = view.get("versions") === "all";
    for (var group in firsts) pick(firsts[group]);
    var shownIds = (view.get("show") || "").split(",");
    for (var k = 0; k < shownIds.length; k++) {
      var shownColumn = columnById(shownIds[k]);
      if (shownColumn !== -1) pick(shownColumn);
    }
    if (f !== -1 && columns[f].kind === "fit") pick(f);
    var sorted = columnById(view.get("sort"));
    // A link sorted by a column of a group shows that column.
    if (sorted !== -1) pick(sorted);
    sortColumn = sorted === -1 ? 0 : sorted;
    sortDescending = sorted !== -1 && view.get("order") === "descending";
    markSorted();
  }

  function update() {
    saveView();
    visible = [];
    for (var i = 0; i < rows.length; i++) if (matches(rows[i])) visible.push(i);
    visible.sort(compare);
    tbody.textContent = "";
    shown = 0;
    showMore(PAGE);
  }

  function sortBy(index) {
    if (index === sortColumn) sortDescending = !sortDescending;
    else {
      sortColumn = index;
      // Figures read largest first; names A to Z.
      sortDescending = columns[index].kind !== "text" && columns[index].kind !== "status";
    }
    markSorted();
    update();
  }

  function markSorted() {
    for (var i = 0; i < headers.length; i++) {
      var here = i === sortColumn;
      if (here) headers[i].setAttribute("aria-sort", sortDescending ? "descending" : "ascending");
      else headers[i].removeAttribute("aria-sort");
      headers[i].querySelector(".arrow").textContent = here ? (sortDescending ? "\u25BC" : "\u25B2") : "";
    }
  }

  for (var h = 0; h < headers.length; h++) {
    headers[h].querySelector("button").addEventListener("click", sortBy.bind(null, h));
  }
  var timer = null;
  query.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(update, 120);
  });
  status.addEventListener("change", update);
  fits.addEventListener("change", function () {
    // The window filtered on is the window shown.
    if (fits.value !== "") pick(Number(fits.value));
    markSorted();
    update();
  });
  for (var q = 0; q < pickers.length; q++) {
    pickers[q].addEventListener("change", function (event) {
      pick(Number(event.target.value));
      markSorted();
      update();
    });
  }
  versions.addEventListener("change", update);
  more.addEventListener("click", function () { showMore(PAGE); });
  all.addEventListener("click", function () { showMore(visible.length); });
  if ("IntersectionObserver" in window) {
    new IntersectionObserver(function (entries) {
      if (entries[0].isIntersecting && shown < visible.length) showMore(PAGE);
    }).observe(more);
  }
  window.addEventListener("hashchange", function () {
    loadView();
    update();
  });
  loadView();
  update();
  table.setAttribute("data-ready", "true");
})();
`;
