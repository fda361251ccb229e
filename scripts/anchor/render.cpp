// The C++ anchor of the renderer benchmark: renders `lines` record lines laid out as
// lifecycle-sim's text trace (TraceFormat+Text.swift: right-aligned seq, then time, epoch,
// object and callback padded to their columns with a two-space gap, then the state, and
// sometimes `  valid=`), every number formatted with std::to_chars (a point value rounded to
// thousandths: its integer part, then its fraction's digits), into a 256 KiB buffer that
// is emptied whenever it fills, as `lifecycle-sim run` streams its trace. The records cycle
// through 4,096 pseudo-random ones made first (xorshift64), shaped like those of
// `lifecycle-sim-bench run --views 3e3 --events 300`: 231-byte lines, small whole numbers and
// some thousandths. It prints the bytes, seconds and MB/s, and a checksum of the bytes.
//
// Build: c++ -O2 -std=c++17 -o render render.cpp
// Usage: render [LINES]   (default 1000000)
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

struct Record {
  int64_t micros;  // the time, in microseconds
  int epoch;
  int object;
  int callback;
  double insets[4];
  double frame[4];
  bool in_window;
  double margins[4];
  int valid;  // 0: none, 1: `valid=safeAreaInsets,layoutMargins`, 2: `valid=frame,inWindow`
};

uint64_t next(uint64_t& state) {
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}

const char* const callbacks[] = {
    "layoutMarginsDidChange", "safeAreaInsetsDidChange", "layoutSubviews",
    "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewSafeAreaInsetsDidChange",
    "viewWillTransition(size=812x375,duration=0.4)", "adjustedContentInsetDidChange",
};
const double insetValues[] = {0, 0, 0, 4, 6, 8, 8, 14, 16, 20, 44, 47.333, 83, 88};
const double sizeValues[] = {28, 93.667, 96, 172, 180.5, 375, 812, 1000};

struct Buffer {
  std::vector<char> bytes = std::vector<char>(1 << 18);
  size_t used = 0;
  uint64_t total = 0;
  uint64_t checksum = 1469598103934665603ull;

  void flush() {
    // What a write(2) would take: fold the bytes into a checksum, as cheaply as a copy.
    for (size_t i = 0; i < used; i += 64) checksum = (checksum ^ uint8_t(bytes[i])) * 1099511628211ull;
    total += used;
    used = 0;
  }
  char* room(size_t n) {
    if (bytes.size() - used < n) flush();
    return bytes.data() + used;
  }
  void put(const char* text, size_t n) {
    std::memcpy(room(n), text, n);
    used += n;
  }
  void pad(size_t n) {
    std::memset(room(n), ' ', n);
    used += n;
  }
  // A point value as the trace writes it: rounded to thousandths, the integer part by
  // to_chars, then the fraction's digits without trailing zeros.
  void number(double value) {
    int64_t scaled = std::llround(value * 1000);
    char* at = room(32);
    if (scaled < 0) *at++ = '-';
    uint64_t magnitude = scaled < 0 ? uint64_t(-scaled) : uint64_t(scaled);
    at = std::to_chars(at, at + 24, magnitude / 1000).ptr;
    if (uint64_t fraction = magnitude % 1000) {
      *at++ = '.';
      for (uint64_t divisor = 100; fraction != 0; divisor /= 10) {
        *at++ = char('0' + fraction / divisor);
        fraction %= divisor;
      }
    }
    used = size_t(at - bytes.data());
  }
  void integer(int64_t value) {
    char* at = room(24);
    used = std::to_chars(at, at + 24, value).ptr - bytes.data();
  }
};

size_t digits(int64_t value) {
  char text[24];
  return std::to_chars(text, text + 24, value).ptr - text;
}

void numbers(Buffer& out, char open, const double* values, char close) {
  out.put(&open, 1);
  for (int i = 0; i < 4; ++i) {
    if (i > 0) out.put(",", 1);
    out.number(values[i]);
  }
  out.put(&close, 1);
}

}  // namespace

int main(int argc, char** argv) {
  long lines = argc > 1 ? std::atol(argv[1]) : 1000000;
  uint64_t state = 0x9E3779B97F4A7C15ull;
  std::vector<Record> records(4096);
  std::vector<std::string> names;
  for (int i = 0; i < 3000; ++i) names.push_back("v" + std::to_string(i));
  int64_t micros = 0;
  for (auto& r : records) {
    micros += next(state) % 3 == 0 ? 16667 : 0;
    r.micros = micros;
    r.epoch = int(micros / 1000000);
    r.object = int(next(state) % names.size());
    r.callback = int(next(state) % (sizeof callbacks / sizeof *callbacks));
    for (double& v : r.insets) v = insetValues[next(state) % (sizeof insetValues / sizeof *insetValues)];
    r.frame[0] = r.frame[1] = double(next(state) % 3 * 8);
    r.frame[2] = sizeValues[next(state) % (sizeof sizeValues / sizeof *sizeValues)];
    r.frame[3] = sizeValues[next(state) % (sizeof sizeValues / sizeof *sizeValues)];
    r.in_window = next(state) % 8 != 0;
    for (double& v : r.margins) v = insetValues[next(state) % (sizeof insetValues / sizeof *insetValues)];
    r.valid = int(next(state) % 4 % 3);
  }
  // Column widths as the text renderer finds them: the widest value of each column.
  const size_t seqWidth = std::max<size_t>(3, digits(lines)), timeWidth = 8, epochWidth = 4,
               objectWidth = 16, callbackWidth = 106, gap = 2;

  Buffer out;
  auto start = std::chrono::steady_clock::now();
  for (long seq = 1; seq <= lines; ++seq) {
    const Record& r = records[size_t(seq) & 4095];
    out.pad(seqWidth + gap - digits(seq));
    out.integer(seq);
    out.pad(gap);
    // The time in seconds, its fraction without trailing zeros.
    size_t before = out.used;
    out.integer(r.micros / 1000000);
    if (int64_t fraction = r.micros % 1000000) {
      char text[8] = {'.'};
      int length = 1;
      for (int64_t divisor = 100000; fraction != 0; divisor /= 10) {
        text[length++] = char('0' + fraction / divisor);
        fraction %= divisor;
      }
      out.put(text, size_t(length));
    }
    out.pad(timeWidth + gap - (out.used - before));
    out.integer(r.epoch);
    out.pad(epochWidth + gap - digits(r.epoch));
    const std::string& name = names[size_t(r.object)];
    out.put(name.data(), name.size());
    out.pad(objectWidth + gap - name.size());
    const char* callback = callbacks[r.callback];
    size_t callbackLength = std::strlen(callback);
    out.put(callback, callbackLength);
    out.pad(callbackWidth + gap - callbackLength);
    out.put("safeAreaInsets=", 15);
    numbers(out, '{', r.insets, '}');
    out.put(" frame=", 7);
    numbers(out, '(', r.frame, ')');
    if (r.in_window) {
      out.put(" inWindow=true", 14);
    } else {
      out.put(" inWindow=false", 15);
    }
    out.put(" layoutMargins=", 15);
    numbers(out, '{', r.margins, '}');
    if (r.valid == 1) out.put("  valid=safeAreaInsets,layoutMargins", 36);
    if (r.valid == 2) out.put("  valid=frame,inWindow", 22);
    out.put("\n", 1);
  }
  out.flush();
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("render  %ld lines  %llu bytes  checksum %016llx  %.3f s  %.1f MB/s\n", lines,
              (unsigned long long)out.total, (unsigned long long)out.checksum, seconds,
              double(out.total) / seconds / 1e6);
  return 0;
}
