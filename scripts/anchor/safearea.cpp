// A flat geometry pass: what lifecycle-sim's engine computes for every view of the window on a
// rotation, over the same tree, as one depth-first walk of arrays. It is the C++ anchor of
// `lifecycle-sim-bench geometry` (scripts/benchmark-geometry.sh).
//
// Input: the file `lifecycle-sim-bench tree --views N --output FILE` writes (its format is
// documented in Sources/LifecycleSimBench/GeometryBench.swift): the views in pre-order, each
// with its parent's position, how its frame is found (a fixed frame, or the superview's bounds,
// safe-area guide or margins guide), its margins, and for a scroll view what its adjusted
// content inset is computed from. A controller's root view is an input: its frame, window
// origin, safe area and margins in portrait and in landscape, as the engine's containers and
// bars placed it.
//
// Per rotation and per view, in pre-order: the frame; the window origin; the safe area by the
// overlap rule (the part of the superview's unsafe band the view covers); the layout margins
// (own margins plus the safe area, at least the superview's where it asks); for a scroll view
// the adjusted content inset (content inset plus the safe area on the edges its behaviour
// selects) and a resting content offset following it. Left out, all of which the engine does:
// containers, bars, controllers' margins and layout guides, callbacks and their recording,
// validity marks, dirty flags, derivation hooks, and the layout pass's own bookkeeping.
//
// It prints the checksum `lifecycle-sim-bench geometry` prints over the same values after the
// same rotations: FNV-1a over each value in thousandths of a point, rounded half away from zero.
//
// Build: c++ -O2 -std=c++17 -ffp-contract=off -o safearea safearea.cpp
// Usage: safearea TREE_FILE ROTATIONS
#include <chrono>
#include <cinttypes>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
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

struct Given {
  Rect frame;
  Point origin;
  Insets safe, margins;
};

// What a view's values are computed from: read once, never written by the pass.
struct Input {
  int parent;
  int placement;
  Rect frame;
  Insets marginBase;
  bool insetsFromSafeArea, preserves, scroll;
  int mode;
  bool bounceV, bounceH, enabled;
  Insets contentInset;
  double contentW, contentH;
  Given given[2];  // portrait, landscape
};

// What the pass computes for a view.
struct View {
  Rect frame;
  Point origin;
  Insets safe, margins;
  Insets adjusted;
  Point offset;  // the bounds origin: the content offset of a scroll view, zero otherwise
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

inline Rect inset(Rect r, Insets e) {
  return Rect{r.x + e.left, r.y + e.top, r.w - e.left - e.right, r.h - e.top - e.bottom};
}

void rotate(const std::vector<Input>& in, std::vector<View>& out, int landscape) {
  const size_t n = in.size();
  for (size_t i = 0; i < n; ++i) {
    const Input& v = in[i];
    View& o = out[i];
    if (v.placement == kGiven) {
      const Given& g = v.given[landscape];
      o.frame = g.frame;
      o.origin = g.origin;
      o.safe = g.safe;
      o.margins = g.margins;
      continue;
    }
    const View& p = out[v.parent];
    const Rect edges{0, 0, p.frame.w, p.frame.h};
    switch (v.placement) {
      case kFill: o.frame = edges; break;
      case kSafeArea: o.frame = inset(edges, p.safe); break;
      case kMargins: o.frame = inset(edges, p.margins); break;
      default: o.frame = v.frame; break;
    }
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
    if (!v.scroll) continue;
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
    // A resting offset follows the adjusted inset.
    if (thousandths(o.offset.y) == thousandths(-o.adjusted.top)) o.offset.y = -adjusted.top;
    if (thousandths(o.offset.x) == thousandths(-o.adjusted.left)) o.offset.x = -adjusted.left;
    o.adjusted = adjusted;
  }
}

uint64_t checksum(const std::vector<Input>& in, const std::vector<View>& out) {
  uint64_t hash = 0xcbf29ce484222325ull;
  auto fold = [&hash](double value) {
    double scaled = std::round(value * 1000);
    int64_t whole = std::fabs(scaled) < 0x1p62 ? static_cast<int64_t>(scaled) : 0;
    hash = (hash ^ static_cast<uint64_t>(whole)) * 0x100000001b3ull;
  };
  for (size_t i = 0; i < in.size(); ++i) {
    const View& o = out[i];
    for (double value : {o.frame.x, o.frame.y, o.frame.w, o.frame.h, o.origin.x, o.origin.y,
                         o.safe.top, o.safe.left, o.safe.bottom, o.safe.right, o.margins.top,
                         o.margins.left, o.margins.bottom, o.margins.right}) {
      fold(value);
    }
    if (in[i].scroll) {
      for (double value : {o.adjusted.top, o.adjusted.left, o.adjusted.bottom, o.adjusted.right,
                           o.offset.x, o.offset.y}) {
        fold(value);
      }
    }
  }
  return hash;
}

bool readInsets(FILE* file, Insets& e) {
  return std::fscanf(file, "%lf %lf %lf %lf", &e.top, &e.left, &e.bottom, &e.right) == 4;
}

bool readRect(FILE* file, Rect& r) {
  return std::fscanf(file, "%lf %lf %lf %lf", &r.x, &r.y, &r.w, &r.h) == 4;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: safearea TREE_FILE ROTATIONS\n");
    return 2;
  }
  FILE* file = std::fopen(argv[1], "r");
  const long rotations = std::strtol(argv[2], nullptr, 10);
  size_t count = 0;
  int version = 0;
  if (!file || std::fscanf(file, "lifecycle-sim-geometry %d %zu", &version, &count) != 2 ||
      version != 1 || rotations < 0) {
    std::fprintf(stderr, "error: cannot read %s, or a bad rotation count\n", argv[1]);
    return 2;
  }
  std::vector<Input> in(count);
  std::vector<View> out(count);
  for (size_t i = 0; i < count; ++i) {
    Input& v = in[i];
    int flags[7];
    bool ok = std::fscanf(file, "%d %d", &v.parent, &v.placement) == 2 && readRect(file, v.frame) &&
              readInsets(file, v.marginBase) &&
              std::fscanf(file, "%d %d %d %d %d %d %d", &flags[0], &flags[1], &flags[2],
                          &v.mode, &flags[3], &flags[4], &flags[5]) == 7 &&
              readInsets(file, v.contentInset);
    Point offset{};
    ok = ok && std::fscanf(file, "%lf %lf %lf %lf", &v.contentW, &v.contentH, &offset.x,
                           &offset.y) == 4 &&
         readInsets(file, out[i].adjusted);
    for (Given& g : v.given) {
      ok = ok && readRect(file, g.frame) &&
           std::fscanf(file, "%lf %lf", &g.origin.x, &g.origin.y) == 2 &&
           readInsets(file, g.safe) && readInsets(file, g.margins);
    }
    if (!ok || (v.placement != kGiven && (v.parent < 0 || static_cast<size_t>(v.parent) >= i))) {
      std::fprintf(stderr, "error: %s: view %zu is malformed\n", argv[1], i);
      return 2;
    }
    v.insetsFromSafeArea = flags[0];
    v.preserves = flags[1];
    v.scroll = flags[2];
    v.bounceV = flags[3];
    v.bounceH = flags[4];
    v.enabled = flags[5];
    out[i].frame = v.frame;
    out[i].offset = offset;
  }
  std::fclose(file);

  const auto start = std::chrono::steady_clock::now();
  for (long r = 0; r < rotations; ++r) rotate(in, out, r % 2 == 0 ? 1 : 0);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("geometry  %zu views  %ld rotations  checksum %016" PRIx64 "  %.3f s\n", count,
              rotations, checksum(in, out), seconds);
  return 0;
}
