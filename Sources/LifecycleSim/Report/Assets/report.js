(function () {
  'use strict';
  var errors = [];
  var originalError = console.error;
  console.error = function () {
    errors.push(Array.prototype.join.call(arguments, ' '));
    originalError.apply(console, arguments);
  };
  window.addEventListener('error', function (event) { errors.push(String(event.message)); });

  var started = performance.now();
  var SVGNS = 'http://www.w3.org/2000/svg';
  var data = JSON.parse(document.getElementById('report-data').textContent);
  var PROPS = data.props;
  var P = {};
  PROPS.forEach(function (name, index) { P[name] = index; });
  var CHROME = { window: 1, statusBar: 1, navigationBar: 1, toolbar: 1, tabBar: 1, keyboard: 1 };
  var CONTROLLER = { viewController: 1, navigationController: 1, tabBarController: 1, hostingController: 1, splitViewController: 1, pageViewController: 1 };
  var SCROLL = { scrollView: 1, tableView: 1, collectionView: 1, webView: 1 };
  var COL = 12, LANE = 18, TOP = 34;

  function el(tag, attrs, parent) {
    var node = document.createElement(tag);
    for (var key in attrs || {}) {
      if (key === 'text') node.textContent = attrs[key]; else node.setAttribute(key, attrs[key]);
    }
    if (parent) parent.appendChild(node);
    return node;
  }
  function svg(tag, attrs, parent) {
    var node = document.createElementNS(SVGNS, tag);
    for (var key in attrs || {}) node.setAttribute(key, attrs[key]);
    if (parent) parent.appendChild(node);
    return node;
  }
  function num(value) { return Math.round(value * 1000) / 1000; }
  function show(value, prop) {
    if (value === null || value === undefined) return '—';
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    if (typeof value === 'number') return String(num(value));
    if (prop === 'safeAreaInsets' || /Inset|Margins|Insets/.test(prop)) return '{' + value.map(num).join(',') + '}';
    return '(' + value.map(num).join(',') + ')';
  }

  // ---- One trace: records decoded into typed arrays, and the state of any object at any point.
  function Model(d) {
    this.d = d;
    var rec = d.rec;
    var n = rec ? rec.o.length : 0;
    this.n = n;
    this.objects = d.objects;
    this.index = Object.create(null);
    for (var o = 0; o < d.objects.length; o++) this.index[d.objects[o][0]] = o;
    this.epoch = new Int32Array(n);
    this.time = new Float64Array(n);
    var e = 0, t = 0;
    for (var i = 0; i < n; i++) {
      e += rec.e[i]; t += rec.t[i];
      this.epoch[i] = e; this.time[i] = t / 1e6;
    }
    var epochs = d.epochs ? d.epochs.length : 1;
    this.epochCount = epochs;
    this.first = new Int32Array(epochs).fill(-1);
    this.last = new Int32Array(epochs).fill(-1);
    this.end = new Int32Array(epochs).fill(n);
    var perObject = d.objects.map(function () { return []; });
    var validSeen = new Set();
    this.kind = new Uint8Array(n); // 0 settled, 1 provisional, 2 becomes valid here
    for (i = 0; i < n; i++) {
      var ep = this.epoch[i];
      if (ep < epochs) {
        if (this.first[ep] < 0) this.first[ep] = i;
        this.last[ep] = i;
      }
      perObject[rec.o[i]].push(i);
      var key = rec.o[i] * 1048576 + ep;
      if (rec.v[i]) { this.kind[i] = 2; validSeen.add(key); }
      else this.kind[i] = validSeen.has(key) ? 0 : 1;
    }
    for (var k = 0; k + 1 < epochs; k++) {
      var next = this.first[k + 1];
      this.end[k] = next < 0 ? n : next;
    }
    this.perObject = perObject.map(function (list) { return Int32Array.from(list); });
  }
  Model.prototype.state = function (s) { return s >= 0 ? this.d.states[s] : null; };
  Model.prototype.value = function (state, prop) {
    if (!state) return null;
    var v = state[P[prop]];
    return v === undefined ? null : v;
  };
  // The last record of object o at or before index i, or -1.
  Model.prototype.lastRecord = function (o, i) {
    var list = this.perObject[o], lo = 0, hi = list.length - 1, found = -1;
    while (lo <= hi) {
      var mid = (lo + hi) >> 1;
      if (list[mid] <= i) { found = list[mid]; lo = mid + 1; } else hi = mid - 1;
    }
    return found;
  };
  // The settled state of object o at the end of epoch e.
  Model.prototype.settled = function (e, o) {
    var d = this.d;
    if (d.snap && d.snap[e]) return this.state(d.snap[e][o]);
    if (e >= this.epochCount - 1 || !d.rec) return this.state(d.finals[o]);
    var r = this.lastRecord(o, this.end[e] - 1);
    if (r >= 0) return this.state(d.rec.s[r]);
    return CHROME[d.objects[o][1]] ? this.state(d.finals[o]) : null;
  };
  // What object o reads at record i.
  Model.prototype.at = function (i, o) {
    var e = this.epoch[i];
    var r = this.lastRecord(o, i);
    if (r >= 0 && r >= this.first[e]) return this.state(this.d.rec.s[r]);
    if (CHROME[this.d.objects[o][1]] && r < 0) return this.settled(e, o);
    var previous = e > 0 ? this.settled(e - 1, o) : null;
    if (previous) return previous;
    return r >= 0 ? this.state(this.d.rec.s[r]) : null;
  };
  Model.prototype.orientationAt = function (e) {
    var orientation = this.d.orientation;
    var epochs = this.d.epochs || [];
    for (var k = 1; k <= e && k < epochs.length; k++) {
      var m = /orientation=(\w+)/.exec(epochs[k][3]);
      if (epochs[k][2] === 'rotate' && m) orientation = m[1];
    }
    return orientation;
  };
  Model.prototype.callbackText = function (i) {
    var args = this.d.args[this.d.rec.a[i]];
    return this.d.callbacks[this.d.rec.c[i]] + (args ? '(' + args + ')' : '');
  };

  // ---- The screen.
  function isDrawn(model, o, state) {
    if (!state) return false;
    var frame = model.value(state, 'frame');
    if (!frame || !(frame[2] > 0) || !(frame[3] > 0)) return false;
    if (model.value(state, 'inWindow') === false || model.value(state, 'hidden') === true) return false;
    var name = model.objects[o][0];
    if (model.objects[o][1] === 'view' && /\.view$/.test(name)) {
      var owner = model.index[name.slice(0, -5)];
      if (owner !== undefined && CONTROLLER[model.objects[owner][1]]) return false;
    }
    return true;
  }
  function describe(model, o, state) {
    var lines = [model.objects[o][0] + ' (' + model.objects[o][1] + ')'];
    PROPS.forEach(function (prop) {
      var v = model.value(state, prop);
      if (v !== null) lines.push(prop + ' = ' + show(v, prop));
    });
    return lines.join('\n');
  }
  function inset(rect, insets) {
    return [rect[0] + insets[1], rect[1] + insets[0], rect[2] - insets[1] - insets[3], rect[3] - insets[0] - insets[2]];
  }
  // A controller's layout guides as insets {top,0,bottom,0}, or null when it has none.
  function legacyGuides(model, state) {
    var top = model.value(state, 'topLayoutGuide'), bottom = model.value(state, 'bottomLayoutGuide');
    if (top === null && bottom === null) return null;
    return [top || 0, 0, bottom || 0, 0];
  }
  function rectAttrs(r, extra) {
    var attrs = { x: r[0], y: r[1], width: Math.max(0, r[2]), height: Math.max(0, r[3]) };
    for (var key in extra || {}) attrs[key] = extra[key];
    return attrs;
  }

  // ---- Sheets: a presented sheet drawn as a card over its dimmed presenter.
  // The trace gives the card's frame and the window's top inset; the rest are drawing choices,
  // not measured geometry (docs/cli.md, "report"): the card's corner radius, 10 pt through
  // iOS 18 and 26 pt from iOS 26, whose sheets are rounder; and, as an illustration of UIKit
  // pushing the presenter back behind an iPhone page sheet at its large detent (iOS 13+), the
  // presenter shrunk by PUSHED_INSET pt a side, its top at the window's top safe-area inset.
  var CARD_RADIUS = 10, CARD_RADIUS_26 = 26, PUSHED_INSET = 16, PUSHED_RADIUS = 10;
  var clipCount = 0;
  // The sheets of an epoch's screen by controller: [object, rests at its large detent], from
  // the last change at or before the epoch ([first epoch, sheets]). A sweep's screen, which has
  // no epochs, is the last epoch's.
  function sheetsAt(model, epoch) {
    var changes = model.d.sheets || [], map = Object.create(null), sheets = [];
    changes.forEach(function (change) { if (!model.d.epochs || change[0] <= epoch) sheets = change[1]; });
    sheets.forEach(function (sheet) { map[sheet[0]] = sheet; });
    return map;
  }
  function sameRect(a, b) { return !!a && !!b && a.every(function (v, k) { return Math.abs(v - b[k]) <= 0.01; }); }
  function cardRadius(model) { return model.d.profile >= 26 ? CARD_RADIUS_26 : CARD_RADIUS; }
  // Whether a card is attached to the window's bottom edge, across its width (an iPhone page
  // sheet): only its top corners are rounded then.
  function isAttached(frame, W, H) { return Math.abs(frame[1] + frame[3] - H) <= 0.01 && Math.abs(frame[2] - W) <= 0.01; }
  function pushesPresenter(model, sheet, frame, W, H) {
    return model.d.family === 'phone' && model.d.profile >= 13 && sheet[1] === 1 && isAttached(frame, W, H);
  }
  function cardPath(frame, r, attached) {
    var x = frame[0], y = frame[1], w = frame[2], h = frame[3];
    r = Math.min(r, w / 2, h / 2);
    var b = attached ? 0 : r;
    return ['M', x, y + r, 'A', r, r, 0, 0, 1, x + r, y, 'H', x + w - r, 'A', r, r, 0, 0, 1, x + w, y + r,
      'V', y + h - b, 'A', b, b, 0, 0, 1, x + w - b, y + h, 'H', x + b, 'A', b, b, 0, 0, 1, x, y + h - b, 'Z'].map(function (v) { return typeof v === 'number' ? num(v) : v; }).join(' ');
  }
  // Starts a sheet's card on the screen: pushes the presenter back where UIKit does (the first
  // sheet only), dims everything drawn so far, and returns the group the sheet's objects go in,
  // clipped to the card.
  function beginSheet(model, root, layer, o, sheet, frame, size, windowState, first) {
    var W = size[0], H = size[1], name = model.objects[o][0];
    if (first && pushesPresenter(model, sheet, frame, W, H)) {
      var safe = model.value(windowState, 'safeAreaInsets') || [0, 0, 0, 0];
      var scale = (W - 2 * PUSHED_INSET) / W;
      var pushed = svg('g', { 'class': 'pushed', 'data-sheet': name, transform: 'translate(' + num(W / 2) + ' ' + num(safe[0]) + ') scale(' + num(scale) + ') translate(' + num(-W / 2) + ' 0)' });
      // What was drawn before, but the window and the status bar, which stay in place.
      var moved = Array.prototype.filter.call(layer.children, function (g) { return !/ k-(window|statusBar)\b/.test(g.getAttribute('class')); });
      if (moved.length) layer.insertBefore(pushed, moved[0]); else layer.appendChild(pushed);
      var glass = root.querySelector('.glass');
      layer.insertBefore(svg('rect', { x: 0, y: 0, width: W, height: H, rx: glass ? glass.getAttribute('rx') : 0, 'class': 'backdrop' }, null), pushed);
      svg('rect', { x: 0, y: 0, width: W, height: H, rx: PUSHED_RADIUS, 'class': 'pushed-card' }, pushed);
      moved.forEach(function (g) { pushed.appendChild(g); });
      pushed.scale = scale;
      pushed.top = safe[0];
    }
    // Labels the opaque card covers cannot be read: they go (their shapes keep their values).
    Array.prototype.slice.call(layer.querySelectorAll('text.label')).forEach(function (label) {
      var x = Number(label.getAttribute('x')), y = Number(label.getAttribute('y')) - Number(label.getAttribute('font-size'));
      var pushed = label.closest('.pushed');
      if (pushed) { x = W / 2 + (x - W / 2) * pushed.scale; y = pushed.top + y * pushed.scale; }
      if (x >= frame[0] && x <= frame[0] + frame[2] && y >= frame[1] && y <= frame[1] + frame[3]) label.remove();
    });
    svg('rect', { x: 0, y: 0, width: W, height: H, 'class': 'dim', 'data-sheet': name }, layer);
    var id = 'card' + (++clipCount);
    var defs = root.querySelector('defs') || svg('defs', {}, null);
    if (!defs.parentNode) root.insertBefore(defs, root.firstChild);
    svg('path', { d: cardPath(frame, cardRadius(model), isAttached(frame, W, H)) }, svg('clipPath', { id: id }, defs));
    return svg('g', { 'class': 'sheet', 'data-sheet': name, 'clip-path': 'url(#' + id + ')' }, layer);
  }

  // ---- The window on the screen: the device's screen in the epoch's orientation, the app's
  // window at its frame on it (the trace's window object, in screen coordinates), the rest of
  // the screen drawn empty, and on an iPadOS 26+ window that is not the screen the window
  // controls (docs/cli.md, "report"). The Swift side computes the same (ReportWindow) for the
  // self-check.
  var EDGE = 0.01;
  function screenWindow(model, wf, orientation) {
    var portrait = model.d.portrait, landscape = /landscape/.test(orientation);
    var SW = landscape ? portrait[1] : portrait[0], SH = landscape ? portrait[0] : portrait[1];
    if (!wf) return { SW: SW, SH: SH, x: 0, y: 0, W: SW, H: SH, inset: false };
    // A window that does not lie inside the screen (a trace alone gives the window's final
    // state at every epoch, which may be another orientation's) is drawn as the screen.
    var inside = wf[0] >= -EDGE && wf[1] >= -EDGE && wf[0] + wf[2] <= SW + EDGE && wf[1] + wf[3] <= SH + EDGE;
    if (!inside) return { SW: wf[2], SH: wf[3], x: 0, y: 0, W: wf[2], H: wf[3], inset: false };
    var isScreen = Math.abs(wf[0]) <= EDGE && Math.abs(wf[1]) <= EDGE && Math.abs(wf[2] - SW) <= EDGE && Math.abs(wf[3] - SH) <= EDGE;
    return { SW: SW, SH: SH, x: wf[0], y: wf[1], W: wf[2], H: wf[3], inset: !isScreen };
  }
  // The window controls in window coordinates, or null: at the top-leading corner, as wide and
  // tall as the corner-adapted region of the first drawn controller at that corner moves past
  // them, where both exceed its safe area (docs/behaviour.md#corner-adaptation).
  function windowControls(model, stateOf, placed) {
    if (!placed.inset || model.d.family !== 'pad' || model.d.profile < 26) return null;
    var rtl = model.d.direction === 'rightToLeft', order = model.d.order;
    for (var position = 0; position < order.length; position++) {
      var o = order[position], state = stateOf(o);
      if (!CONTROLLER[model.objects[o][1]] || !isDrawn(model, o, state)) continue;
      var frame = model.value(state, 'frame'), adapted = model.value(state, 'safeAreaCornerAdapted');
      if (!adapted || Math.abs(frame[1]) > EDGE || Math.abs(rtl ? frame[0] + frame[2] - placed.W : frame[0]) > EDGE) continue;
      var safe = model.value(state, 'safeAreaInsets') || [0, 0, 0, 0];
      var leading = rtl ? adapted[3] : adapted[1], safeLeading = rtl ? safe[3] : safe[1];
      if (!(leading > safeLeading && adapted[0] > safe[0])) return null;
      return [rtl ? placed.W - leading : 0, 0, leading, adapted[0]];
    }
    return null;
  }
  // The controls: three dots on a small platter filling their region, a drawing choice, not
  // Apple's artwork (docs/behaviour.md#c56).
  function drawControls(rect, parent) {
    var g = svg('g', { 'class': 'controls', 'data-controls': rect.map(num).join(',') }, parent);
    svg('rect', rectAttrs(rect, { 'class': 'controls-region' }), g);
    var r = Math.min(rect[3] / 6, rect[2] / 14);
    var cy = rect[1] + rect[3] / 2;
    for (var k = 0; k < 3; k++) svg('circle', { cx: num(rect[0] + rect[2] * (0.3 + 0.2 * k)), cy: num(cy), r: num(r), 'class': 'controls-dot' }, g);
    return g;
  }

  // ---- Split views: the columns read from the frames (the trace lists objects in tree order,
  // without parents): after a split view controller, each drawn controller whose frame overlaps
  // the split's and does not lie inside an earlier column's starts a column, up to the next
  // split view controller or sheet. A column a later one overlaps floats over it (the iOS 26 sidebar over
  // the secondary, an overlay display mode before) and is drawn after it, as a card with
  // rounded corners from iOS 26; columns side by side with a gap between them show the
  // classic divider in it. The Swift side computes the same (ReportSplit) for the self-check;
  // the card's radius is a drawing choice (docs/behaviour.md#c57).
  var SPLIT_CARD_RADIUS_26 = 24;
  function containsRect(outer, inner) {
    return inner[0] >= outer[0] - EDGE && inner[1] >= outer[1] - EDGE && inner[0] + inner[2] <= outer[0] + outer[2] + EDGE && inner[1] + inner[3] <= outer[1] + outer[3] + EDGE;
  }
  function overlapsRect(a, b) {
    var w = Math.min(a[0] + a[2], b[0] + b[2]) - Math.max(a[0], b[0]), h = Math.min(a[1] + a[3], b[1] + b[3]) - Math.max(a[1], b[1]);
    return w > EDGE && h > EDGE;
  }
  function splitsOf(model, stateOf, sheets) {
    var order = model.d.order, objects = model.objects, splits = [];
    function drawnFrame(o) { var state = stateOf(o); return isDrawn(model, o, state) ? model.value(state, 'frame') : null; }
    var position = 0;
    while (position < order.length) {
      var o = order[position], outer = objects[o][1] === 'splitViewController' ? drawnFrame(o) : null;
      if (!outer) { position++; continue; }
      var columns = [], end = position + 1;
      for (; end < order.length; end++) {
        var member = order[end];
        if (objects[member][1] === 'splitViewController' || sheets[member]) break;
        var frame = CONTROLLER[objects[member][1]] ? drawnFrame(member) : null;
        if (frame && overlapsRect(outer, frame) && !columns.some(function (c) { return containsRect(c.frame, frame); })) {
          columns.push({ o: member, frame: frame, floating: false, start: end });
        }
      }
      columns.forEach(function (column, k) {
        column.floating = columns.slice(k + 1).some(function (later) { return overlapsRect(column.frame, later.frame); });
      });
      var tiled = columns.filter(function (c) { return !c.floating; }).map(function (c) { return c.frame; }).sort(function (a, b) { return a[0] - b[0]; });
      var dividers = [];
      for (var k = 0; k + 1 < tiled.length; k++) {
        var left = tiled[k], right = tiled[k + 1], gap = right[0] - (left[0] + left[2]);
        if (!(gap > EDGE)) continue;
        var top = Math.max(left[1], right[1]), bottom = Math.min(left[1] + left[3], right[1] + right[3]);
        dividers.push([left[0] + left[2], top, gap, Math.max(0, bottom - top)]);
      }
      splits.push({ o: o, columns: columns, dividers: dividers, start: position, end: end });
      position = end;
    }
    return splits;
  }
  // The drawing order with each floating column's objects after the rest of its split.
  function screenOrder(order, splits) {
    var result = order.slice();
    splits.forEach(function (split) {
      if (!split.columns.some(function (c) { return c.floating; })) return;
      var kept = [], moved = [];
      for (var position = split.start; position < split.end; position++) {
        var column = null;
        split.columns.forEach(function (c) { if (c.start <= position) column = c; });
        (column && column.floating ? moved : kept).push(order[position]);
      }
      Array.prototype.splice.apply(result, [split.start, split.end - split.start].concat(kept, moved));
    });
    return result;
  }

  // Draws the states given by stateOf(o) into a new <svg> of at most box×box pixels.
  function drawScreen(model, stateOf, epoch, box, highlight) {
    var windowIndex = model.index.window;
    var windowState = windowIndex === undefined ? null : stateOf(windowIndex);
    var wf = model.value(windowState, 'frame');
    var orientation = model.orientationAt(epoch);
    var landscape = /landscape/.test(orientation);
    var placed = screenWindow(model, wf, orientation);
    var SW = placed.SW, SH = placed.SH, W = placed.W, H = placed.H;
    var cutout = model.d.cutout, phone = model.d.family === 'phone';
    var bezel = cutout === 'none' && phone ? 16 : 12;
    var chin = cutout === 'none' && phone ? 70 : 0;
    var padX = bezel + (landscape ? chin : 0), padY = bezel + (landscape ? 0 : chin);
    var scale = Math.min(box / (SW + 2 * padX), box / (SH + 2 * padY));
    var root = svg('svg', {
      width: Math.round((SW + 2 * padX) * scale), height: Math.round((SH + 2 * padY) * scale),
      viewBox: [-padX, -padY, SW + 2 * padX, SH + 2 * padY].join(' '), 'class': 'screen'
    });
    var radius = cutout === 'none' ? (phone ? 56 : 24) : (cutout === 'roundedCorners' ? 30 : 56);
    svg('rect', { x: -padX, y: -padY, width: SW + 2 * padX, height: SH + 2 * padY, rx: radius, 'class': 'body' }, root);
    var screenRadius = cutout === 'none' ? 0 : (cutout === 'roundedCorners' ? 18 : 44);
    svg('rect', { x: 0, y: 0, width: SW, height: SH, rx: screenRadius, 'class': 'glass' + (placed.inset ? ' empty' : '') }, root);
    if (chin) {
      var cx = landscape ? (orientation === 'landscapeLeft' ? -padX / 2 - bezel / 2 : SW + padX / 2 + bezel / 2) : SW / 2;
      var cy = landscape ? SH / 2 : SH + padY / 2 + bezel / 2;
      svg('circle', { cx: cx, cy: cy, r: 22, 'class': 'button' }, root);
    }
    // The app draws in its window: window coordinates, clipped to the window.
    var windowLayer = root;
    if (placed.inset) {
      var clipId = 'window' + (++clipCount);
      var windowDefs = root.querySelector('defs') || svg('defs', {}, null);
      if (!windowDefs.parentNode) root.insertBefore(windowDefs, root.firstChild);
      svg('rect', { x: 0, y: 0, width: W, height: H }, svg('clipPath', { id: clipId }, windowDefs));
      windowLayer = svg('g', { 'class': 'window-layer', transform: 'translate(' + num(placed.x) + ' ' + num(placed.y) + ')', 'clip-path': 'url(#' + clipId + ')' }, root);
    }
    var layer = svg('g', {}, windowLayer);
    var objects = model.objects;
    var placedLabels = [];
    var drawn = [];
    var frames = {};
    var sheets = sheetsAt(model, epoch), target = layer, cards = 0;
    var splits = splitsOf(model, stateOf, sheets);
    var order = screenOrder(model.d.order, splits);
    var floating = {};
    splits.forEach(function (split) { split.columns.forEach(function (c) { if (c.floating) floating[c.o] = true; }); });
    for (var position = 0; position < order.length; position++) {
      var o = order[position];
      var state = stateOf(o);
      if (!isDrawn(model, o, state)) continue;
      var frame = model.value(state, 'frame').slice();
      var anchor = objects[o][2];
      if (anchor >= 0) {
        var anchorFrame = frames[anchor] || model.value(stateOf(anchor), 'frame');
        if (anchorFrame) { frame[0] += anchorFrame[0]; frame[1] += anchorFrame[1]; }
      }
      frames[o] = frame;
      var kind = objects[o][1];
      // A sheet's card: what follows it in tree order is its content, drawn in the card.
      var card = sheets[o] && wf && !sameRect(frame, wf);
      if (card) target = beginSheet(model, root, layer, o, sheets[o], frame, [W, H], windowState, cards++ === 0);
      var g = svg('g', { 'data-object': objects[o][0], 'class': 'obj k-' + kind + (highlight && highlight.has(objects[o][0]) ? ' diff' : '') }, target);
      svg('title', {}, g).textContent = describe(model, o, state);
      if (kind === 'window') {
        // The window's frame is on the screen; the layer it is drawn in is the window.
        svg('rect', rectAttrs([0, 0, frame[2], frame[3]], { 'class': 'shape' }), g);
      } else if (CONTROLLER[kind]) {
        if (card) svg('path', { d: cardPath(frame, cardRadius(model), isAttached(frame, W, H)), 'class': 'shape card' }, g);
        else if (floating[o]) svg('path', { d: cardPath(frame, model.d.profile >= 26 ? SPLIT_CARD_RADIUS_26 : 0, false), 'class': 'shape split-card' }, g);
        else svg('rect', rectAttrs(frame, { 'class': 'shape' }), g);
        var safe = model.value(state, 'safeAreaInsets');
        if (safe) svg('rect', rectAttrs(inset(frame, safe), { 'class': 'safe' }), g);
        else {
          // iOS 10 has no safe area: what an app reads instead is the region between the
          // layout guides, drawn the same way and marked as such.
          var guides = legacyGuides(model, state);
          if (guides) svg('rect', rectAttrs(inset(frame, guides), { 'class': 'safe legacy', 'data-guides': guides.join(',') }), g);
        }
        var margins = model.value(state, 'layoutMargins');
        if (margins) svg('rect', rectAttrs(inset(frame, margins), { 'class': 'margins' }), g);
      } else if (SCROLL[kind]) {
        svg('rect', rectAttrs(frame, { 'class': 'shape' }), g);
        // iOS 10 has no adjusted inset: UIKit writes the bars into the content inset itself.
        var adjusted = model.value(state, 'adjustedContentInset') || model.value(state, 'contentInset');
        if (adjusted) {
          var x = frame[0], y = frame[1], w = frame[2], h = frame[3];
          [[x, y, w, adjusted[0]], [x, y + h - adjusted[2], w, adjusted[2]], [x, y, adjusted[1], h], [x + w - adjusted[3], y, adjusted[3], h]]
            .forEach(function (band) { if (band[2] > 0 && band[3] > 0) svg('rect', rectAttrs(band, { 'class': 'adjusted' }), g); });
          svg('rect', rectAttrs(inset(frame, adjusted), { 'class': 'content' }), g);
        }
      } else {
        svg('rect', rectAttrs(frame, { 'class': 'shape' }), g);
      }
      if (!CHROME[kind] || kind === 'navigationBar' || kind === 'tabBar' || kind === 'toolbar') {
        // A view's label sits where its content starts, below its top safe-area inset, so
        // bars do not hide it; objects whose labels would start at the same point (a root
        // view and its table) stack them.
        var top = frame[1];
        var insets = CHROME[kind] ? null
          : model.value(state, 'safeAreaInsets') || legacyGuides(model, state) || (SCROLL[kind] ? model.value(state, 'contentInset') : null);
        if (insets) top += insets[0];
        // Bars are labelled at their right end, views at their left; a label that would cover
        // one placed before moves down a line until it is clear (the text's width estimated
        // from its length), so labels never pile up.
        var name = objects[o][0], size = 10 / scale, width = name.length * 0.72 * size;
        var lx = CHROME[kind] ? frame[0] + frame[2] - 3 / scale - width : frame[0] + 3 / scale;
        var ly = top + 12 / scale;
        for (var tries = 0; tries < 40 && placedLabels.some(function (b) {
          return lx < b[0] + b[2] && b[0] < lx + width && Math.abs(ly - b[1]) < 1.2 * size;
        }); tries++) ly += 12 / scale;
        placedLabels.push([lx, ly, width]);
        var label = svg('text', { x: lx, y: ly, 'class': 'label', 'font-size': size }, g);
        label.textContent = name;
      }
      drawn.push(objects[o][0]);
    }
    splits.forEach(function (split) {
      split.dividers.forEach(function (divider) {
        svg('rect', rectAttrs(divider, { 'class': 'split-divider', 'data-split': objects[split.o][0] }), layer);
      });
    });
    var controls = windowControls(model, stateOf, placed);
    if (controls) drawControls(controls, windowLayer);
    if (placed.inset) svg('rect', rectAttrs([placed.x, placed.y, W, H], { 'class': 'window-edge' }), root);
    // The sensor housing, drawn over everything as the hardware is.
    if (cutout === 'notch' || cutout === 'dynamicIsland') {
      var island = cutout === 'dynamicIsland';
      var long = island ? 125 : 209, short = island ? 37 : 30, gap = island ? 11 : 0;
      var housing = landscape
        ? [orientation === 'landscapeLeft' ? SW - gap - short : gap, (SH - long) / 2, short, long]
        : [(SW - long) / 2, gap, long, short];
      svg('rect', rectAttrs(housing, { rx: island ? short / 2 : 10, 'class': 'housing' }), root);
    }
    if (cutout !== 'none') {
      var indicator = landscape ? [SW / 2 - 110, SH - 8, 220, 5] : [SW / 2 - 67, SH - 8, 134, 5];
      svg('rect', rectAttrs(indicator, { rx: 2.5, 'class': 'indicator' }), root);
    }
    root.drawn = drawn;
    root.placed = placed;
    root.controls = controls;
    return root;
  }

  // ---- A trace's panel: epoch buttons, the screen, the state, the timeline.
  function Panel(parent, model, side, highlights) {
    this.model = model;
    this.side = side;
    this.highlights = highlights || { objects: new Set(), seqs: new Set() };
    this.selected = -1;
    this.epochShown = 0;
    var d = model.d;
    var box = el('section', { 'class': 'panel' }, parent);
    el('h2', { text: d.label }, box);
    el('p', { 'class': 'meta', text: d.device + ' · iOS ' + d.ios + ' (profile ' + d.profile + ') · launched in ' + d.orientation + ' · ' + model.n + (model.n === 1 ? ' record · ' : ' records · ') + model.epochCount + (model.epochCount === 1 ? ' epoch' : ' epochs') }, box);
    if (d.warnings.length) el('p', { 'class': 'warning', text: 'warning: ' + d.warnings.join('; ') }, box);
    var buttons = el('div', { 'class': 'epochs' }, box);
    var self = this;
    this.buttons = [];
    (d.epochs || []).forEach(function (epoch, e) {
      var label = 'epoch ' + e + ' ' + epoch[2] + (epoch[4] ? ' (truncated)' : '');
      var button = el('button', { type: 'button', text: label, title: epoch[3] + ' · t=' + epoch[0] + ' → ' + epoch[1] }, buttons);
      button.addEventListener('click', function () { self.showEpoch(e); });
      self.buttons.push(button);
    });
    var row = el('div', { 'class': 'row' }, box);
    this.screenBox = el('div', { 'class': 'screenbox' }, row);
    this.stateBox = el('div', { 'class': 'state' }, row);
    this.legend = el('p', { 'class': 'legend', text: 'green: safe area · dashed: layout margins · orange: adjusted content inset · hover a shape for its values' }, box);
    this.timeline = new Timeline(box, model, this);
  }
  Panel.prototype.showEpoch = function (e) {
    var model = this.model;
    this.selected = -1;
    this.epochShown = e;
    this.buttons.forEach(function (button, k) { button.classList.toggle('on', k === e); });
    var screen = drawScreen(model, function (o) { return model.settled(e, o); }, e, 440, this.highlights.objects);
    this.screenBox.replaceChildren(screen);
    this.stateBox.replaceChildren();
    var epoch = (model.d.epochs || [])[e];
    el('h3', { text: 'settled state after epoch ' + e + (epoch ? ' ' + epoch[2] + (epoch[3] ? '(' + epoch[3] + ')' : '') : '') + ' · ' + model.orientationAt(e) }, this.stateBox);
    el('p', { text: model.d.snap ? 'from the scenario re-run up to this epoch' : 'from each object\'s last record in the epoch (bars: their final records)' }, this.stateBox);
    var table = el('table', {}, this.stateBox);
    var head = el('tr', {}, table);
    // The columns are the values some drawn object carries: on iOS 10 the layout guides and
    // the content inset stand where the safe area and the adjusted inset are later.
    var states = screen.drawn.map(function (name) { return model.settled(e, model.index[name]); });
    var columns = ['safeAreaInsets', 'topLayoutGuide', 'bottomLayoutGuide', 'layoutMargins', 'adjustedContentInset', 'contentInset', 'frame']
      .filter(function (prop) {
        if (prop === 'safeAreaInsets' || prop === 'layoutMargins' || prop === 'frame') return true;
        var shown = states.some(function (state) { return model.value(state, prop) !== null; });
        return prop === 'adjustedContentInset' ? shown || model.d.profile >= 11 : shown && (prop !== 'contentInset' || model.d.profile < 11);
      });
    ['object'].concat(columns).forEach(function (title) { el('th', { text: title }, head); });
    screen.drawn.forEach(function (name, k) {
      var tr = el('tr', {}, table);
      el('td', { text: name }, tr);
      columns.forEach(function (prop) { el('td', { text: show(model.value(states[k], prop), prop) }, tr); });
    });
    this.legend.textContent = model.d.profile < 11
      ? 'green: between the layout guides (iOS 10 has no safe area) · dashed: layout margins · orange: content inset (UIKit adds the bars to it on iOS 10) · hover a shape for its values'
      : 'green: safe area · dashed: layout margins · orange: adjusted content inset · hover a shape for its values';
    this.timeline.render();
    return screen;
  };
  Panel.prototype.select = function (i) {
    var model = this.model;
    if (i < 0 || i >= model.n) return null;
    this.selected = i;
    var e = model.epoch[i];
    this.buttons.forEach(function (button) { button.classList.remove('on'); });
    var screen = drawScreen(model, function (o) { return model.at(i, o); }, e, 440, this.highlights.objects);
    this.screenBox.replaceChildren(screen);
    var rec = model.d.rec, o = rec.o[i];
    var state = model.state(rec.s[i]);
    this.stateBox.replaceChildren();
    el('h3', { text: 'seq ' + (i + 1) + ' · t=' + num(model.time[i]) + ' · epoch ' + e }, this.stateBox);
    el('p', { 'class': 'callback', text: model.objects[o][0] + '.' + model.callbackText(i) }, this.stateBox);
    el('p', { text: model.kind[i] === 1 ? 'provisional: reads values before they are valid in this epoch' : model.kind[i] === 2 ? 'values become valid here' : 'settled values' }, this.stateBox);
    var table = el('table', {}, this.stateBox);
    var valid = rec.v[i];
    PROPS.forEach(function (prop, index) {
      var v = model.value(state, prop);
      if (v === null) return;
      var tr = el('tr', {}, table);
      el('td', { text: prop }, tr);
      el('td', { text: show(v, prop) }, tr);
      el('td', { 'class': 'valid', text: (valid >> index) & 1 ? 'valid from here' : '' }, tr);
    });
    this.timeline.reveal(i);
    return screen;
  };

  // ---- The timeline: lanes of marks, rendered only where it is scrolled to.
  function Timeline(parent, model, panel) {
    this.model = model;
    this.panel = panel;
    var box = el('div', { 'class': 'timeline' }, parent);
    var names = el('div', { 'class': 'names' }, box);
    el('div', { 'class': 'name head', text: 'epoch / t', style: 'height:' + TOP + 'px' }, names);
    model.objects.forEach(function (object) {
      el('div', { 'class': 'name', text: object[0], title: object[1], style: 'height:' + LANE + 'px' }, names);
    });
    this.lanes = names.children.length - 1;
    this.scroller = el('div', { 'class': 'scroller' }, box);
    var height = TOP + model.objects.length * LANE + 6;
    this.spacer = el('div', { style: 'height:' + height + 'px;width:' + (model.n * COL + 40) + 'px;position:relative' }, this.scroller);
    this.height = height;
    this.layer = null;
    var self = this, pending = false;
    this.scroller.addEventListener('scroll', function () {
      if (pending) return;
      pending = true;
      requestAnimationFrame(function () { pending = false; self.render(); });
    });
  }
  Timeline.prototype.render = function () {
    var model = this.model, panel = this.panel;
    var width = this.scroller.clientWidth || 800;
    var from = Math.max(0, Math.floor(this.scroller.scrollLeft / COL) - 10);
    var to = Math.min(model.n, from + Math.ceil(width / COL) + 20);
    var layer = svg('svg', { width: (to - from) * COL + 20, height: this.height, style: 'position:absolute;left:' + (from * COL) + 'px;top:0' });
    var x0 = from * COL;
    var rec = model.d.rec;
    if (!rec) { this.spacer.replaceChildren(layer); this.layer = layer; return; }
    // Epochs: alternating bands, with the epoch's number and cause.
    for (var e = 0; e < model.epochCount; e++) {
      var a = model.first[e], b = model.last[e];
      if (a < 0 || b < from || a >= to) continue;
      var epoch = model.d.epochs[e];
      var band = svg('rect', { x: a * COL - x0, y: 0, width: (b - a + 1) * COL, height: this.height, 'class': 'epoch e' + (e % 2) }, layer);
      svg('title', {}, band).textContent = 'epoch ' + e + ' ' + epoch[2] + ' ' + epoch[3] + ' · t=' + epoch[0] + ' → ' + epoch[1];
      if (epoch[1] > epoch[0]) {
        svg('rect', { x: a * COL - x0, y: 13, width: (b - a + 1) * COL, height: 5, 'class': 'transition' }, layer);
      }
      var label = svg('text', { x: Math.max(a * COL - x0, this.scroller.scrollLeft - x0) + 3, y: 10, 'class': 'elabel' }, layer);
      label.textContent = 'e' + e + ' ' + epoch[2];
    }
    for (var i = from; i < to; i++) {
      var x = i * COL - x0 + COL / 2;
      if (i === 0 || model.time[i] !== model.time[i - 1]) {
        svg('line', { x1: x - COL / 2, x2: x - COL / 2, y1: 20, y2: this.height, 'class': 'tick' }, layer);
        svg('text', { x: x - COL / 2 + 2, y: 30, 'class': 'tlabel' }, layer).textContent = 't=' + num(model.time[i]);
      }
      var y = TOP + rec.o[i] * LANE + LANE / 2;
      var kind = model.kind[i];
      var classes = 'mark ' + (kind === 1 ? 'prov' : kind === 2 ? 'valid' : 'set');
      if (panel.highlights.seqs.has(i + 1)) classes += ' diff';
      if (i === panel.selected) classes += ' sel';
      var mark = svg('circle', { cx: x, cy: y, r: kind === 2 ? 4.5 : 3.5, 'class': classes, 'data-seq': i + 1 }, layer);
      svg('title', {}, mark).textContent = (i + 1) + ' ' + model.objects[rec.o[i]][0] + '.' + model.callbackText(i);
    }
    var self = this;
    layer.addEventListener('click', function (event) {
      var seq = event.target.getAttribute && event.target.getAttribute('data-seq');
      if (seq) self.panel.select(Number(seq) - 1);
    });
    this.spacer.replaceChildren(layer);
    this.layer = layer;
  };
  Timeline.prototype.reveal = function (i) {
    var width = this.scroller.clientWidth || 800;
    var left = i * COL, scroll = this.scroller.scrollLeft;
    if (left < scroll || left > scroll + width - COL) this.scroller.scrollLeft = Math.max(0, left - width / 2);
    this.render();
  };

  // ---- The page.
  var mainModel = new Model(data.main);
  var againstModel = data.against ? new Model(data.against) : null;
  document.getElementById('title').textContent = 'lifecycle-sim report: ' + data.main.scenario;
  var views = document.getElementById('views');
  var highlights = [{ objects: new Set(), seqs: new Set() }, { objects: new Set(), seqs: new Set() }];
  if (data.diff) {
    data.diff.items.forEach(function (item) {
      item.marks.forEach(function (mark) { highlights[mark[0]].seqs.add(mark[1]); });
      if (item.object) { highlights[0].objects.add(item.object); highlights[1].objects.add(item.object); }
    });
  }
  var panels = [new Panel(views, mainModel, 0, highlights[0])];
  if (againstModel) {
    views.classList.add('pair');
    panels.push(new Panel(views, againstModel, 1, highlights[1]));
    var section = document.getElementById('diff');
    section.hidden = false;
    el('h2', { text: 'semantic diff: ' + data.diff.summary }, section);
    var list = el('ol', {}, section);
    data.diff.items.forEach(function (item) {
      var li = el('li', { text: item.text }, list);
      if (item.marks.length) {
        li.className = 'link';
        li.addEventListener('click', function () {
          item.marks.forEach(function (mark) { panels[mark[0]].select(mark[1] - 1); });
        });
      }
    });
  }
  if (data.sweep) {
    var grid = document.getElementById('sweep');
    grid.hidden = false;
    el('h2', { text: data.sweep.title }, grid);
    var cells = el('div', { 'class': 'grid' }, grid);
    data.sweep.groups.forEach(function (group) {
      var cell = el('div', { 'class': 'cell', 'data-group': group.number }, cells);
      el('h3', { text: 'group ' + group.number + ' · ' + group.count + ' combination' + (group.count === 1 ? '' : 's') }, cell);
      el('p', { 'class': 'meta', text: group.on }, cell);
      if (group.trace) {
        var model = new Model(group.trace);
        var screen = drawScreen(model, function (o) { return model.state(group.trace.finals[o]); }, model.epochCount - 1, 170, null);
        cell.appendChild(screen);
        el('p', { 'class': 'meta', text: 'drawn: ' + group.label }, cell);
      }
      if (group.error) el('p', { 'class': 'warning', text: 'could not run: ' + group.error }, cell);
      var table = el('table', {}, cell);
      group.outcome.forEach(function (entry) {
        var tr = el('tr', {}, table);
        el('td', { text: entry[0] }, tr);
        el('td', { text: entry[1] }, tr);
      });
    });
  }
  // The epoch a page opens at: `#epoch=N` in its address (a link, a screenshot), else the first.
  function openingEpoch(panel) {
    var match = /^#epoch=(\d+)$/.exec(location.hash);
    return match && Number(match[1]) < panel.model.epochCount ? Number(match[1]) : 0;
  }
  panels.forEach(function (panel) { panel.showEpoch(openingEpoch(panel)); });
  var firstDrawn = performance.now() - started;
  document.addEventListener('keydown', function (event) {
    var panel = panels[0];
    if (event.key === 'ArrowRight') panel.select(Math.min(panel.model.n - 1, panel.selected + 1));
    if (event.key === 'ArrowLeft') panel.select(Math.max(0, panel.selected - 1));
  });

  // ---- The self-check: what is drawn matches the trace, published in #selfcheck.
  // The labels of a screen that overlap, as drawn (a pushed-back presenter's included).
  function overlappingLabels(screen) {
    var labels = Array.prototype.slice.call(screen.querySelectorAll('text.label'));
    var boxes = labels.map(function (label) { return label.getBoundingClientRect(); });
    var overlaps = [];
    boxes.forEach(function (a, i) {
      boxes.forEach(function (b, j) {
        if (j > i && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) overlaps.push(labels[i].textContent + '/' + labels[j].textContent);
      });
    });
    return { count: boxes.length, overlaps: overlaps };
  }
  // Sheets: on each screen with a sheet, the cards drawn are those the Swift side expects, each
  // matches its controller's frame, sits over its dimmed presenter, pushes the presenter back
  // only where UIKit does, shows no grabber (a trace does not say whether a sheet shows one),
  // and no two labels overlap.
  function checkSheets(panel, who, check) {
    var model = panel.model, d = model.d, perEpoch = !!d.expect.cards;
    var epochs = perEpoch ? d.expect.cards.map(function (_, e) { return e; }) : [model.epochCount - 1];
    epochs.forEach(function (e) {
      var expected = perEpoch ? d.expect.cards[e] : d.expect.finalCards;
      var sheets = sheetsAt(model, e);
      if (!Object.keys(sheets).length) return;
      var screen = panel.showEpoch(e), where = who + 'epoch ' + e + ' ';
      var cards = Array.prototype.map.call(screen.querySelectorAll('[data-object]'), function (g) { return g; })
        .filter(function (g) { return g.querySelector(':scope > .card'); });
      var names = cards.map(function (g) { return g.getAttribute('data-object'); });
      check(where + 'sheets drawn as cards: ' + (names.join(',') || 'none'), names.join(',') === expected.join(','), names.join(',') + ' vs ' + expected.join(','));
      var glass = screen.querySelector('.glass').getBoundingClientRect();
      var W = Number(screen.querySelector('.glass').getAttribute('width')), H = Number(screen.querySelector('.glass').getAttribute('height'));
      var unit = glass.width / W;
      cards.forEach(function (g, k) {
        var name = names[k], o = model.index[name], frame = model.value(model.settled(e, o), 'frame');
        var box = g.querySelector(':scope > .card').getBBox();
        var drawn = [box.x, box.y, box.width, box.height];
        check(where + name + ': card matches its frame (' + frame.map(num).join(',') + ')', drawn.every(function (v, j) { return Math.abs(v - frame[j]) <= 0.5; }), drawn.map(num).join(','));
        var dim = screen.querySelector('.dim[data-sheet="' + CSS.escape(name) + '"]');
        var before = dim ? Array.prototype.filter.call(screen.querySelectorAll('[data-object]'), function (p) {
          return CONTROLLER[model.objects[model.index[p.getAttribute('data-object')]][1]] && (p.compareDocumentPosition(dim) & Node.DOCUMENT_POSITION_FOLLOWING);
        }) : [];
        check(where + name + ': over its dimmed presenter', !!dim && (dim.compareDocumentPosition(g) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 && before.length > 0, 'dim ' + !!dim + ', ' + before.length + ' controllers behind');
        var pushed = screen.querySelector('.pushed[data-sheet="' + CSS.escape(name) + '"]');
        var expectPushed = k === 0 && pushesPresenter(model, sheets[o], frame, W, H);
        var detail = 'pushed ' + !!pushed;
        var ok = !!pushed === expectPushed;
        if (pushed && ok) {
          var rect = pushed.querySelector('.pushed-card').getBoundingClientRect();
          var top = (model.value(model.settled(e, model.index.window), 'safeAreaInsets') || [0])[0];
          ok = Math.abs((rect.top - glass.top) / unit - top) <= 0.5 && Math.abs(rect.width / unit - (W - 2 * PUSHED_INSET)) <= 0.5;
          detail = 'presenter at ' + num((rect.top - glass.top) / unit) + ', ' + num(rect.width / unit) + ' wide';
        }
        check(where + name + ': presenter ' + (expectPushed ? 'pushed back' : 'in place'), ok, detail);
      });
      check(where + 'no grabber (the trace does not say a sheet shows one)', screen.querySelectorAll('.grabber').length === 0, '');
      var labels = overlappingLabels(screen);
      check(where + 'no two labels overlap (' + labels.count + ' labels)', labels.overlaps.length === 0, labels.overlaps.join(', '));
    });
  }

  // The window on the screen: the screen at its size in the epoch's orientation, the window
  // drawn at its frame on it, and the window controls where the trace's corner-adapted regions
  // put them, or none (ReportWindow on the Swift side: [[screen], [window], controls or null]).
  function checkWindow(screen, expected, where, check) {
    if (!expected) return;
    var glass = screen.querySelector('.glass'), glassBox = glass.getBoundingClientRect();
    var sw = Number(glass.getAttribute('width')), sh = Number(glass.getAttribute('height'));
    var unit = glassBox.width / sw;
    function measured(node, origin) {
      var b = node.getBoundingClientRect();
      return [(b.left - origin.left) / unit, (b.top - origin.top) / unit, b.width / unit, b.height / unit];
    }
    function near(a, b) { return !!a && a.every(function (v, k) { return Math.abs(v - b[k]) <= 0.5; }); }
    check(where + 'the screen ' + num(expected[0][0]) + 'x' + num(expected[0][1]), near([sw, sh], expected[0]), sw + 'x' + sh);
    var shape = screen.querySelector('.k-window > .shape');
    var drawnWindow = shape ? measured(shape, glassBox) : null;
    check(where + 'the window at (' + expected[1].map(num).join(',') + ') on it', near(drawnWindow, expected[1]), drawnWindow ? drawnWindow.map(num).join(',') : 'not drawn');
    var region = screen.querySelector('.controls-region'), controls = expected[2];
    if (!controls) { check(where + 'no window controls', !region, 'controls drawn'); return; }
    var drawnControls = region && shape ? measured(region, shape.getBoundingClientRect()) : null;
    check(where + 'window controls at (' + controls.map(num).join(',') + ')', near(drawnControls, controls), drawnControls ? drawnControls.map(num).join(',') : 'not drawn');
  }
  // Whether an expected window is worth a line: one that is not the screen, or has controls.
  function isInsetWindow(expected) {
    if (!expected) return false;
    var w = expected[1], s = expected[0];
    return !!expected[2] || Math.abs(w[0]) > EDGE || Math.abs(w[1]) > EDGE || Math.abs(w[2] - s[0]) > EDGE || Math.abs(w[3] - s[1]) > EDGE;
  }

  // Split views: each column drawn at its frame, a floating column as a card over the columns it
  // overlaps (after them), the dividers in the gaps (ReportSplit on the Swift side: [split,
  // [[column, x, y, w, h, floats]], [[divider]]]).
  function checkSplits(screen, expected, where, check) {
    (expected || []).forEach(function (split) {
      var name = split[0], groups = Array.prototype.slice.call(screen.querySelectorAll('[data-object]'));
      function group(column) { return screen.querySelector('[data-object="' + CSS.escape(column) + '"]'); }
      split[1].forEach(function (column) {
        var frame = column.slice(1, 5), g = group(column[0]);
        var shape = g && g.querySelector(':scope > .shape');
        var box = shape ? shape.getBBox() : null;
        var drawn = box ? [box.x, box.y, box.width, box.height] : null;
        var ok = !!drawn && drawn.every(function (v, k) { return Math.abs(v - frame[k]) <= 0.5; });
        var text = where + name + ': column ' + column[0] + ' (' + frame.map(num).join(',') + ')';
        if (column[5]) {
          var over = split[1].filter(function (other) { return other !== column && overlapsRect(frame, other.slice(1, 5)); });
          var after = over.every(function (other) { var o = group(other[0]); return !!o && groups.indexOf(g) > groups.indexOf(o); });
          check(text + ' floats as a card over ' + over.map(function (other) { return other[0]; }).join(', '), ok && shape.classList.contains('split-card') && after, drawn ? drawn.map(num).join(',') + (after ? '' : ', drawn before') : 'not drawn');
        } else {
          check(text, ok && !shape.classList.contains('split-card'), drawn ? drawn.map(num).join(',') : 'not drawn');
        }
      });
      var dividers = Array.prototype.map.call(screen.querySelectorAll('.split-divider[data-split="' + CSS.escape(name) + '"]'), function (r) {
        var b = r.getBBox(); return [b.x, b.y, b.width, b.height];
      });
      var expectedDividers = split[2];
      var same = dividers.length === expectedDividers.length && expectedDividers.every(function (d, k) { return d.every(function (v, j) { return Math.abs(v - dividers[k][j]) <= 0.5; }); });
      check(where + name + ': ' + (expectedDividers.length ? 'divider' + (expectedDividers.length === 1 ? ' ' : 's ') + expectedDividers.map(function (d) { return '(' + d.map(num).join(',') + ')'; }).join(' ') : 'no divider'), same, dividers.map(function (d) { return d.map(num).join(','); }).join(' '));
    });
  }

  function selfCheck() {
    var lines = [], failed = 0;
    function check(name, ok, detail) {
      if (!ok) failed++;
      lines.push((ok ? 'ok    ' : 'FAIL  ') + name + (detail && !ok ? ': ' + detail : ''));
    }
    function same(a, b) { return a.length === b.length && a.every(function (x, k) { return x === b[k]; }); }
    panels.forEach(function (panel, side) {
      var model = panel.model, d = model.d, who = side ? 'against: ' : 'main: ';
      check(who + 'records decoded', model.n === d.expect.records, model.n + ' vs ' + d.expect.records);
      check(who + 'one timeline lane per object', panel.timeline.lanes === d.objects.length, panel.timeline.lanes + ' vs ' + d.objects.length);
      var last = model.epochCount - 1;
      var finalScreen = drawScreen(model, function (o) { return model.state(d.finals[o]); }, last, 200, null);
      check(who + 'final screen draws ' + d.expect.final.length + ' objects', same(finalScreen.drawn, d.expect.final), finalScreen.drawn.join(',') + ' vs ' + d.expect.final.join(','));
      if (d.expect.epochs) {
        d.expect.epochs.forEach(function (expected, e) {
          var screen = panel.showEpoch(e);
          var names = Array.prototype.map.call(screen.querySelectorAll('[data-object]'), function (g) { return g.getAttribute('data-object'); });
          check(who + 'epoch ' + e + ' settled screen draws ' + expected.length + ' objects', same(names, expected), names.join(',') + ' vs ' + expected.join(','));
        });
      }
      var samples = model.n ? [0, model.n >> 1, model.n - 1] : [];
      samples.forEach(function (i) {
        var screen = panel.select(i);
        var mark = panel.timeline.layer.querySelector('[data-seq="' + (i + 1) + '"]');
        check(who + 'record ' + (i + 1) + ' selectable, its mark on the timeline', !!mark && !!screen && screen.querySelectorAll('[data-object]').length > 0, 'mark ' + !!mark);
        var object = model.objects[d.rec.o[i]][0];
        var state = model.state(d.rec.s[i]);
        var drawnObject = screen && screen.querySelector('[data-object="' + CSS.escape(object) + '"]');
        check(who + 'record ' + (i + 1) + ' object ' + object + ' drawn as the record reads it', isDrawn(model, d.rec.o[i], state) === !!drawnObject, 'drawn ' + !!drawnObject);
        var flags = Array.prototype.filter.call(panel.stateBox.querySelectorAll('tr'), function (tr) {
          var name = tr.children[0].textContent;
          return name === 'inWindow' || name === 'hidden';
        }).map(function (tr) { return tr.children[1].textContent; });
        check(who + 'record ' + (i + 1) + ' flags read true or false', flags.every(function (t) { return t === 'true' || t === 'false'; }), flags.join(','));
      });
      // The window on the screen: every epoch whose window is not the screen, and the last.
      (d.expect.windows || []).forEach(function (expected, e) {
        if (isInsetWindow(expected) && e < last) checkWindow(panel.showEpoch(e), expected, who + 'epoch ' + e + ' ', check);
      });
      checkWindow(panel.showEpoch(last), d.expect.finalWindow, who + 'final screen: ', check);
      (d.expect.splits || []).forEach(function (expected, e) {
        if (expected && expected.length && e < last) checkSplits(panel.showEpoch(e), expected, who + 'epoch ' + e + ' ', check);
      });
      if (d.expect.finalSplits && d.expect.finalSplits.length) checkSplits(panel.showEpoch(last), d.expect.finalSplits, who + 'final screen: ', check);
      // Drawn geometry: each controller's green region is its safe area, or on iOS 10 the
      // region between its layout guides; each label lies inside the screen and no two overlap.
      panel.showEpoch(last);
      var screenNow = panel.screenBox.querySelector('svg');
      var bad = [];
      Array.prototype.forEach.call(screenNow.querySelectorAll('[data-object]'), function (g) {
        var name = g.getAttribute('data-object'), o = model.index[name], state = model.settled(last, o);
        if (!CONTROLLER[model.objects[o][1]]) return;
        var expected = model.value(state, 'safeAreaInsets') || legacyGuides(model, state);
        var region = g.querySelector('.safe');
        if (!expected) { if (region) bad.push(name + ' has a region but no insets'); return; }
        if (!region) { bad.push(name + ' has insets but no region'); return; }
        var frame = model.value(state, 'frame');
        var height = Number(region.getAttribute('height'));
        if (frame && Math.abs(height - Math.max(0, frame[3] - expected[0] - expected[2])) > 0.01) bad.push(name + ' region ' + height);
      });
      check(who + 'settled screen: each controller\'s region is its safe area or, on iOS 10, its layout guides', bad.length === 0, bad.join('; '));
      var labels = overlappingLabels(screenNow);
      check(who + 'settled screen: no two labels overlap (' + labels.count + ' labels)', labels.overlaps.length === 0, labels.overlaps.join(', '));
      checkSheets(panel, who, check);
      var marks = panel.timeline.layer.querySelectorAll('.mark').length;
      check(who + 'timeline renders only what is visible (' + marks + ' marks of ' + model.n + ')', marks <= 1200 && (model.n === 0 || marks > 0), String(marks));
    });
    if (data.diff) {
      var ok = data.diff.items.every(function (item) {
        return item.marks.every(function (mark) { var m = panels[mark[0]] && panels[mark[0]].model; return !!m && mark[1] >= 1 && mark[1] <= m.n; });
      });
      check('diff: ' + data.diff.items.length + ' differences name records of the traces', ok, '');
    }
    if (data.sweep) {
      var cells = document.querySelectorAll('#sweep .cell');
      check('sweep: one small screen per group (' + data.sweep.groups.length + ')', cells.length === data.sweep.groups.length, cells.length + ' cells');
      data.sweep.groups.forEach(function (group, k) {
        if (!group.trace) return;
        var names = Array.prototype.map.call(cells[k].querySelectorAll('[data-object]'), function (g) { return g.getAttribute('data-object'); });
        check('sweep: group ' + group.number + ' draws ' + group.trace.expect.final.length + ' objects', same(names, group.trace.expect.final), names.join(','));
      });
    }
    check('no console errors', errors.length === 0, errors.join(' | '));
    panels.forEach(function (panel) { panel.timeline.scroller.scrollLeft = 0; panel.showEpoch(openingEpoch(panel)); });
    var out = document.getElementById('selfcheck');
    out.textContent = (failed ? 'self-check FAILED (' + failed + ')' : 'self-check passed') + ' · data decoded and first screen drawn in ' + Math.round(firstDrawn) + ' ms\n' + lines.join('\n');
    out.setAttribute('data-status', failed ? 'fail' : 'pass');
  }
  setTimeout(function () {
    try { selfCheck(); } catch (error) {
      var out = document.getElementById('selfcheck');
      out.textContent = 'self-check FAILED: ' + error;
      out.setAttribute('data-status', 'fail');
    }
  }, 0);
})();
