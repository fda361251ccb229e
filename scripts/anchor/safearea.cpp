// A rotation written as plain C++: what lifecycle-sim's engine does for every view of the window
// when the device rotates, over the same tree, on flat vectors of structs. It is the C++ anchor
// of `lifecycle-sim-bench geometry` (scripts/benchmark-geometry.sh).
//
// Input: the file `lifecycle-sim-bench tree --views N --output FILE` writes (its format is
// documented in Sources/LifecycleSimBench/GeometryBench.swift): the views in pre-order, each
// with its parent's position, how its frame is found (a fixed frame, or the superview's bounds,
// safe-area guide or margins guide), its margins, and for a scroll view what its adjusted
// content inset is computed from. A controller's root view is an input: its frame, window
// origin, safe area, margins and its controller's layout guides in portrait and in landscape,
// as the engine's containers and bars placed it.
//
// A rotation does the observable work the engine's does, in the engine's order
// (docs/behaviour.md#rotation, #layout-passes):
// 1. The first geometry visit, before the layout pass: every view in pre-order, with the frames
//    it has (the old ones, but for the controllers' root views, which take their new values).
//    A view's values: the frame; the window origin; the safe area by the overlap rule (the part
//    of the superview's unsafe band the view covers); the layout margins (own margins plus the
//    safe area, at least the superview's where it asks); for a scroll view the adjusted content
//    inset (content inset plus the safe area on the edges its behaviour selects) and a resting
//    content offset following it.
// 2. Each value that has a callback is compared with its old value at display precision
//    (thousandths of a point, as the engine compares): a changed margin records
//    layoutMarginsDidChange, a changed safe area safeAreaInsetsDidChange (and, for a root view,
//    its controller's viewLayoutMarginsDidChange and viewSafeAreaInsetsDidChange), a changed
//    adjusted inset adjustedContentInsetDidChange and scrollViewDidChangeAdjustedContentInset.
//    Either of the first two marks the view for layout; a content offset that moves marks the
//    scroll view and, outside the layout pass, its superview.
// 3. The layout pass, in pre-order: a view marked for layout records layoutSubviews (a root
//    view inside its controller's viewWillLayoutSubviews / viewDidLayoutSubviews, every root view
//    here being one UIKit lays out on a rotation) and resolves its subviews' frames by their
//    placement; a resized subview is marked for layout. Before a subview whose frame changed is
//    itself laid out, the second geometry visit recomputes it and, in pre-order, each view below
//    it whose superview's values changed (exactly, as the engine propagates), with the same
//    comparisons and callbacks.
// Each callback appends a record to a flat vector: the object, the callback and the values the
// object reads at that moment (a view's safe area, frame, margins; a scroll view's adjusted and
// content insets and offset, a table's content-view insets, a collection view's effective
// section inset; a controller's root view's values in window coordinates and its layout guides),
// which is what the engine's trace holds for that record. States are appended, not interned.
//
// Left out, which the engine does and measures apart (scripts/benchmark-geometry.sh): containers
// and bars (a controller's root view is an input), the controllers' willTransitionToTraitCollection,
// viewWillTransition and traitCollectionDidChange (a few per rotation), validity marks and closing
// epochs, derivations for `explain`, and the engine's dirty flags (this pass recomputes every view
// in its first visit, where the engine recomputes those a changed input reaches: on a rotation,
// every one, since the containers' bars change).
//
// It prints the checksums `lifecycle-sim-bench geometry` prints after the same rotations: FNV-1a
// over each view's values, and over the rotations' records (object, callback and values, then
// their count), each value in thousandths of a point, rounded half away from zero. With a third
// argument `nocheck` it leaves out the records' checksum, whose cost grows with the rotations.
//
// Build: c++ -O2 -std=c++17 -ffp-contract=off -o safearea safearea.cpp
// Usage: safearea TREE_FILE ROTATIONS [nocheck]
#include <chrono>
#include <cinttypes>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

struct Rect {
  double x, y, w, h;
};
struct Point {
  double x, y;
};
struct Insets {
  double top, left, bottom, right;
};

enum Placement { kFrame = 0, kFill = 1, kSafeArea = 2, kMargins = 3, kGiven = 4 };
enum Mode { kNever = 0, kAlways = 1, kScrollableAxes = 2, kVerticalAlways = 3 };
enum Kind { kPlain = 0, kScroll = 1, kTable = 2, kCollection = 3 };
enum Reference { kFromContentInset = 0, kFromSafeArea = 1, kFromLayoutMargins = 2 };
// The callbacks' numbers, as `GeometryBench.recordedCallbacks` gives them.
enum Callback : int32_t {
  kLayoutMarginsDidChange = 1,
  kSafeAreaInsetsDidChange = 2,
  kViewLayoutMarginsDidChange = 3,
  kViewSafeAreaInsetsDidChange = 4,
  kAdjustedContentInsetDidChange = 5,
  kScrollViewDidChangeAdjustedContentInset = 6,
  kViewWillLayoutSubviews = 7,
  kLayoutSubviews = 8,
  kViewDidLayoutSubviews = 9,
};

struct Given {
  Rect frame;
  Point origin;
  Insets safe, margins;
  double guideTop, guideBottom;
};

// What a view's values are computed from: read once, never written by the pass.
struct Input {
  int parent;
  int placement;
  int kind;
  bool controller;
  Rect frame;
  Insets marginBase;
  bool insetsFromSafeArea, preserves;
  int mode;
  bool bounceV, bounceH, enabled;
  Insets contentInset;
  double contentW, contentH;
  bool insetsContentViews;
  Insets sectionInset;
  int reference;
  Given given[2];  // portrait (for every view, its starting values), landscape
  // The tree, worked out after reading.
  int firstChild = -1, nextSibling = -1, end = 0;  // end: one past the last view of its subtree
};

// What the pass computes for a view, and its layout marks.
struct View {
  Rect frame;
  Point origin;
  Insets safe, margins;
  Insets adjusted;
  Point offset;  // the bounds origin: the content offset of a scroll view, zero otherwise
  double guideTop, guideBottom;
  bool needsLayout, frameChanged, propagates;
};

// What an object reads at a callback: a view's (or a controller's root view's) values. A scroll
// view's and a controller's further values follow in `Recorder::extras`, in the trace's order.
struct Record {
  int32_t object;  // twice the view's position, plus one for its controller
  int32_t callback;
  Insets safe;
  Rect frame;
  Insets margins;
};

struct Recorder {
  std::vector<Record> records;
  std::vector<double> extras;
};

// Swift's min and max, which return the first argument on a tie.
inline double smin(double x, double y) { return y < x ? y : x; }
inline double smax(double x, double y) { return y >= x ? y : x; }
inline double clampUpTo(double value, double cap) { return smin(smax(value, 0), smax(cap, 0)); }

// A value in thousandths, rounded half away from zero, as the engine compares values.
inline int64_t thousandths(double value) {
  double scaled = value * 1000;
  int64_t whole = static_cast<int64_t>(scaled);
  double fraction = scaled - static_cast<double>(whole);
  if (fraction >= 0.5) return whole + 1;
  if (fraction <= -0.5) return whole - 1;
  return whole;
}
inline bool same(double a, double b) { return a == b || thousandths(a) == thousandths(b); }
inline bool displaysSame(const Insets& a, const Insets& b) {
  return same(a.top, b.top) && same(a.left, b.left) && same(a.bottom, b.bottom) &&
         same(a.right, b.right);
}
inline bool equal(const Insets& a, const Insets& b) {
  return a.top == b.top && a.left == b.left && a.bottom == b.bottom && a.right == b.right;
}
inline bool equal(const Point& a, const Point& b) { return a.x == b.x && a.y == b.y; }
inline bool equal(const Rect& a, const Rect& b) {
  return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h;
}

inline Rect inset(Rect r, Insets e) {
  return Rect{r.x + e.left, r.y + e.top, r.w - e.left - e.right, r.h - e.top - e.bottom};
}

class Rotation {
 public:
  Rotation(const std::vector<Input>& in, std::vector<View>& out, Recorder& recorder)
      : in_(in), out_(out), recorder_(recorder) {}

  void rotate(int landscape) {
    landscape_ = landscape;
    for (size_t i = 0; i < in_.size(); ++i) compute(static_cast<int>(i), false);
    if (!in_.empty()) layout(0);
  }

 private:
  // Records `callback` of view `i` (or, with `controller`, of its controller).
  void record(int i, Callback callback, bool controller = false) {
    const View& o = out_[i];
    const Input& v = in_[i];
    Rect frame = o.frame;
    if (controller) frame = Rect{o.origin.x, o.origin.y, o.frame.w, o.frame.h};
    recorder_.records.push_back(
        Record{2 * i + (controller ? 1 : 0), callback, o.safe, frame, o.margins});
    std::vector<double>& x = recorder_.extras;
    if (controller) {
      x.push_back(o.guideTop);
      x.push_back(o.guideBottom);
      return;
    }
    if (v.kind == kPlain) return;
    const Insets& a = o.adjusted;
    const Insets& c = v.contentInset;
    x.insert(x.end(), {a.top, a.left, a.bottom, a.right, c.top, c.left, c.bottom, c.right,
                       o.offset.x, o.offset.y});
    if (v.kind == kTable) {
      const double left = v.insetsContentViews ? o.safe.left : 0;
      const double right = v.insetsContentViews ? o.safe.right : 0;
      x.insert(x.end(), {0.0, left, 0.0, right});
    } else if (v.kind == kCollection) {
      Insets added{0, 0, 0, 0};
      if (v.reference == kFromSafeArea) {
        // The part of the safe area the adjusted inset has not applied, clamped at zero.
        added = Insets{smax(o.safe.top - (a.top - c.top), 0),
                       smax(o.safe.left - (a.left - c.left), 0),
                       smax(o.safe.bottom - (a.bottom - c.bottom), 0),
                       smax(o.safe.right - (a.right - c.right), 0)};
      } else if (v.reference == kFromLayoutMargins) {
        added = o.margins;
      }
      const Insets& s = v.sectionInset;
      x.insert(x.end(), {s.top + added.top, s.left + added.left, s.bottom + added.bottom,
                         s.right + added.right});
    }
  }

  // Computes view `i` from its inputs and its superview, records the callbacks of what changed
  // and returns whether its window origin, safe area, margins or offset changed.
  bool compute(int i, bool inLayoutPass) {
    const Input& v = in_[i];
    View& o = out_[i];
    const Point oldOrigin = o.origin;
    const Insets oldSafe = o.safe, oldMargins = o.margins, oldAdjusted = o.adjusted;
    const Point oldOffset = o.offset;
    if (v.placement == kGiven) {
      const Given& g = v.given[landscape_];
      o.frame = g.frame;
      o.origin = g.origin;
      o.safe = g.safe;
      o.margins = g.margins;
      o.guideTop = g.guideTop;
      o.guideBottom = g.guideBottom;
    } else {
      const View& p = out_[v.parent];
      const Rect f = o.frame;
      o.origin = Point{p.origin.x + f.x - p.offset.x, p.origin.y + f.y - p.offset.y};
      // The overlap rule, in the superview's bounds.
      const double fx = f.x + -p.offset.x, fy = f.y + -p.offset.y;
      const Insets& ps = p.safe;
      o.safe = Insets{clampUpTo(ps.top - fy, ps.top), clampUpTo(ps.left - fx, ps.left),
                      clampUpTo((fy + f.h) - (p.frame.h - ps.bottom), ps.bottom),
                      clampUpTo((fx + f.w) - (p.frame.w - ps.right), ps.right)};
      Insets m = v.marginBase;
      if (v.insetsFromSafeArea) {
        m = Insets{m.top + o.safe.top, m.left + o.safe.left, m.bottom + o.safe.bottom,
                   m.right + o.safe.right};
      }
      if (v.preserves) {
        const Insets& pm = p.margins;
        m = Insets{smax(m.top, pm.top - fy), smax(m.left, pm.left - fx),
                   smax(m.bottom, pm.bottom - (p.frame.h - (fy + f.h))),
                   smax(m.right, pm.right - (p.frame.w - (fx + f.w)))};
      }
      o.margins = m;
      if (v.kind != kPlain) adjust(i);
    }
    if (!equal(o.offset, oldOffset)) {
      // A content offset that moves: the scroll view lays out, and so does its superview
      // outside a layout pass.
      o.needsLayout = true;
      if (!inLayoutPass && v.parent >= 0 && !v.controller) out_[v.parent].needsLayout = true;
    }
    const bool changed = !equal(o.origin, oldOrigin) || !equal(o.safe, oldSafe) ||
                         !equal(o.margins, oldMargins) || !equal(o.offset, oldOffset);
    const bool marginsChanged = !displaysSame(oldMargins, o.margins);
    const bool safeAreaChanged = !displaysSame(oldSafe, o.safe);
    if (marginsChanged || safeAreaChanged) o.needsLayout = true;
    if (marginsChanged) record(i, kLayoutMarginsDidChange);
    if (safeAreaChanged) record(i, kSafeAreaInsetsDidChange);
    if (v.controller) {
      if (marginsChanged) record(i, kViewLayoutMarginsDidChange, true);
      if (safeAreaChanged) record(i, kViewSafeAreaInsetsDidChange, true);
    }
    if (v.kind != kPlain && !displaysSame(oldAdjusted, o.adjusted)) {
      record(i, kAdjustedContentInsetDidChange);
      record(i, kScrollViewDidChangeAdjustedContentInset);
    }
    return changed;
  }

  // A scroll view's adjusted content inset, and a resting offset following it.
  void adjust(int i) {
    const Input& v = in_[i];
    View& o = out_[i];
    const Rect& f = o.frame;
    const bool scrollsV = v.enabled && (v.bounceV || v.contentH > f.h);
    const bool scrollsH = v.enabled && (v.bounceH || v.contentW > f.w);
    bool vertical = false, horizontal = false;
    switch (v.mode) {
      case kAlways: vertical = horizontal = true; break;
      case kScrollableAxes: vertical = scrollsV; horizontal = scrollsH; break;
      case kVerticalAlways: vertical = true; horizontal = scrollsH; break;
      default: break;
    }
    const Insets& s = o.safe;
    const Insets& c = v.contentInset;
    const Insets adjusted{c.top + (vertical ? s.top : 0), c.left + (horizontal ? s.left : 0),
                          c.bottom + (vertical ? s.bottom : 0),
                          c.right + (horizontal ? s.right : 0)};
    if (same(o.offset.y, -o.adjusted.top)) o.offset.y = -adjusted.top;
    if (same(o.offset.x, -o.adjusted.left)) o.offset.x = -adjusted.left;
    o.adjusted = adjusted;
  }

  // The second visit: view `start`, whose frame changed, and in pre-order each view below it
  // whose superview's values changed.
  void recomputeFrom(int start) {
    out_[start].propagates = true;
    compute(start, true);
    const int end = in_[start].end;
    for (int i = start + 1; i < end;) {
      if (!out_[in_[i].parent].propagates) {
        i = in_[i].end;  // nothing above it changed: its subtree keeps its values
        continue;
      }
      out_[i].propagates = compute(i, true);
      ++i;
    }
  }

  // `layoutSubviews` of view `i`: its subviews' frames from their placement.
  void layoutSubviews(int i) {
    record(i, kLayoutSubviews);
    View& o = out_[i];
    o.needsLayout = false;
    const Rect edges{0, 0, o.frame.w, o.frame.h};
    for (int c = in_[i].firstChild; c >= 0; c = in_[c].nextSibling) {
      Rect frame;
      switch (in_[c].placement) {
        case kFill: frame = edges; break;
        case kSafeArea: frame = inset(edges, o.safe); break;
        case kMargins: frame = inset(edges, o.margins); break;
        default: continue;
      }
      View& child = out_[c];
      if (equal(frame, child.frame)) continue;
      if (frame.w != child.frame.w || frame.h != child.frame.h) child.needsLayout = true;
      child.frame = frame;
      child.frameChanged = true;
    }
  }

  // The layout pass below view `i`, in pre-order.
  void layout(int i) {
    const bool needsLayout = out_[i].needsLayout;
    if (in_[i].controller) {
      record(i, kViewWillLayoutSubviews, true);
      layoutSubviews(i);
      record(i, kViewDidLayoutSubviews, true);
    } else if (needsLayout) {
      layoutSubviews(i);
    }
    for (int c = in_[i].firstChild; c >= 0; c = in_[c].nextSibling) {
      if (out_[c].frameChanged) {
        out_[c].frameChanged = false;
        recomputeFrom(c);
      }
      layout(c);
    }
  }

  const std::vector<Input>& in_;
  std::vector<View>& out_;
  Recorder& recorder_;
  int landscape_ = 0;
};

struct Checksum {
  uint64_t hash = 0xcbf29ce484222325ull;
  void whole(int64_t value) { hash = (hash ^ static_cast<uint64_t>(value)) * 0x100000001b3ull; }
  void fold(double value) {
    double scaled = std::round(value * 1000);
    whole(std::fabs(scaled) < 0x1p62 ? static_cast<int64_t>(scaled) : 0);
  }
  void fold(std::initializer_list<double> values) {
    for (double value : values) fold(value);
  }
  void fold(const Insets& e) { fold({e.top, e.left, e.bottom, e.right}); }
};

uint64_t checksum(const std::vector<Input>& in, const std::vector<View>& out) {
  Checksum sum;
  for (size_t i = 0; i < in.size(); ++i) {
    const View& o = out[i];
    sum.fold({o.frame.x, o.frame.y, o.frame.w, o.frame.h, o.origin.x, o.origin.y});
    sum.fold(o.safe);
    sum.fold(o.margins);
    if (in[i].kind != kPlain) {
      sum.fold(o.adjusted);
      sum.fold({o.offset.x, o.offset.y});
    }
  }
  return sum.hash;
}

uint64_t recordChecksum(const std::vector<Input>& in, const Recorder& recorder) {
  Checksum sum;
  size_t extra = 0;
  for (const Record& r : recorder.records) {
    sum.whole(r.object);
    sum.whole(r.callback);
    sum.fold(r.safe);
    sum.fold({r.frame.x, r.frame.y, r.frame.w, r.frame.h});
    sum.whole(1);  // inWindow
    sum.fold(r.margins);
    const Input& v = in[r.object / 2];
    size_t count = 0;
    if (r.object % 2 == 1) {
      count = 2;
    } else if (v.kind != kPlain) {
      count = v.kind == kScroll ? 10 : 14;
    }
    for (size_t k = 0; k < count; ++k) sum.fold(recorder.extras[extra + k]);
    extra += count;
  }
  sum.whole(static_cast<int64_t>(recorder.records.size()));
  return sum.hash;
}

bool readInsets(FILE* file, Insets& e) {
  return std::fscanf(file, "%lf %lf %lf %lf", &e.top, &e.left, &e.bottom, &e.right) == 4;
}

bool readRect(FILE* file, Rect& r) {
  return std::fscanf(file, "%lf %lf %lf %lf", &r.x, &r.y, &r.w, &r.h) == 4;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3 || argc > 4 || (argc == 4 && std::strcmp(argv[3], "nocheck") != 0)) {
    std::fprintf(stderr, "usage: safearea TREE_FILE ROTATIONS [nocheck]\n");
    return 2;
  }
  const bool checks = argc == 3;
  FILE* file = std::fopen(argv[1], "r");
  const long rotations = std::strtol(argv[2], nullptr, 10);
  size_t count = 0;
  int version = 0;
  if (!file || std::fscanf(file, "lifecycle-sim-geometry %d %zu", &version, &count) != 2 ||
      version != 2 || rotations < 0) {
    std::fprintf(stderr, "error: cannot read %s, or a bad rotation count\n", argv[1]);
    return 2;
  }
  std::vector<Input> in(count);
  std::vector<View> out(count);
  for (size_t i = 0; i < count; ++i) {
    Input& v = in[i];
    View& o = out[i];
    int flags[7];
    bool ok = std::fscanf(file, "%d %d %d %d", &v.parent, &v.placement, &v.kind, &flags[6]) == 4 &&
              readRect(file, v.frame) && readInsets(file, v.marginBase) &&
              std::fscanf(file, "%d %d %d %d %d %d", &flags[0], &flags[1], &v.mode, &flags[3],
                          &flags[4], &flags[5]) == 6 &&
              readInsets(file, v.contentInset) &&
              std::fscanf(file, "%lf %lf %lf %lf", &v.contentW, &v.contentH, &o.offset.x,
                          &o.offset.y) == 4 &&
              readInsets(file, o.adjusted) && std::fscanf(file, "%d", &flags[2]) == 1 &&
              readInsets(file, v.sectionInset) && std::fscanf(file, "%d", &v.reference) == 1;
    for (Given& g : v.given) {
      ok = ok && readRect(file, g.frame) &&
           std::fscanf(file, "%lf %lf", &g.origin.x, &g.origin.y) == 2 &&
           readInsets(file, g.safe) && readInsets(file, g.margins) &&
           std::fscanf(file, "%lf %lf", &g.guideTop, &g.guideBottom) == 2;
    }
    const bool given = v.placement == kGiven;
    if (!ok || (!given && (v.parent < 0 || static_cast<size_t>(v.parent) >= i)) ||
        (given && v.kind != kPlain) || (i > 0 && v.parent < 0)) {
      std::fprintf(stderr, "error: %s: view %zu is malformed\n", argv[1], i);
      return 2;
    }
    v.insetsFromSafeArea = flags[0];
    v.preserves = flags[1];
    v.insetsContentViews = flags[2];
    v.bounceV = flags[3];
    v.bounceH = flags[4];
    v.enabled = flags[5];
    v.controller = flags[6];
    o.frame = v.frame;
    {
      // The values it starts from, in portrait.
      const Given& g = v.given[0];
      o.origin = g.origin;
      o.safe = g.safe;
      o.margins = g.margins;
      o.guideTop = g.guideTop;
      o.guideBottom = g.guideBottom;
    }
  }
  std::fclose(file);
  // Children in order, and where each subtree ends: right after a view without children, where
  // its last subtree ends for another.
  std::vector<int> last(count, -1);
  for (size_t i = 1; i < count; ++i) {
    const int p = in[i].parent;
    if (last[p] < 0) {
      in[p].firstChild = static_cast<int>(i);
    } else {
      in[last[p]].nextSibling = static_cast<int>(i);
    }
    last[p] = static_cast<int>(i);
  }
  for (size_t i = count; i-- > 0;) {
    if (in[i].end == 0) in[i].end = static_cast<int>(i) + 1;
    if (i > 0 && in[in[i].parent].end < in[i].end) in[in[i].parent].end = in[i].end;
  }

  Recorder recorder;
  Rotation rotation(in, out, recorder);
  const auto start = std::chrono::steady_clock::now();
  for (long r = 0; r < rotations; ++r) rotation.rotate(r % 2 == 0 ? 1 : 0);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  char records[17] = "-";
  if (checks) std::snprintf(records, sizeof records, "%016" PRIx64, recordChecksum(in, recorder));
  std::printf("geometry  %zu views  %ld rotations  checksum %016" PRIx64 "  records %s  %.3f s\n",
              count, rotations, checksum(in, out), records, seconds);
  return 0;
}
