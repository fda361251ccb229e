// The C++ anchor of the scheduler benchmark: `processes` processes each wait a pseudo-random
// timeout of 1 to 1,000 us, again and again, on a std::priority_queue of 16-byte records, until
// `events` timeouts have run. `lifecycle-sim-bench scheduler` does the same work on the
// simulator's own scheduler (Sources/LifecycleSimEngine/Scheduling/SchedulerWorkload.swift): the same
// xorshift64 stream, ties in scheduling order, so both print the same checksum.
//
// Build: c++ -O2 -std=c++17 -o scheduler scheduler.cpp
// Usage: scheduler [EVENTS] [PROCESSES]   (default 1000000 1000)
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <queue>
#include <vector>

namespace {

struct Event {
  int64_t time;
  uint32_t sequence;
  uint32_t process;
};
static_assert(sizeof(Event) == 16, "a 16-byte record per event");

struct Later {
  bool operator()(const Event& a, const Event& b) const {
    if (a.time != b.time) return a.time > b.time;
    return a.sequence > b.sequence;
  }
};

int64_t next_delay(uint64_t& state) {
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return static_cast<int64_t>(state % 1000) + 1;
}

uint64_t run(long events, long processes) {
  std::priority_queue<Event, std::vector<Event>, Later> queue;
  uint64_t random = 0x9E3779B97F4A7C15ull;
  uint32_t sequence = 0;
  for (long p = 0; p < processes; ++p) {
    queue.push(Event{next_delay(random), sequence++, static_cast<uint32_t>(p)});
  }
  uint64_t checksum = 0;
  for (long done = 0; done < events && !queue.empty(); ++done) {
    Event event = queue.top();
    queue.pop();
    checksum = checksum * 31 + (static_cast<uint64_t>(event.time) ^ event.process);
    queue.push(Event{event.time + next_delay(random), sequence++, event.process});
  }
  return checksum;
}

}  // namespace

int main(int argc, char** argv) {
  long events = argc > 1 ? std::strtol(argv[1], nullptr, 10) : 1000000;
  long processes = argc > 2 ? std::strtol(argv[2], nullptr, 10) : 1000;
  if (events < 0 || processes < 1 || processes > 100000000) {
    std::fprintf(stderr, "usage: scheduler [EVENTS] [PROCESSES]\n");
    return 2;
  }
  auto start = std::chrono::steady_clock::now();
  uint64_t checksum = run(events, processes);
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("scheduler  %ld events  %ld processes  checksum %016llx  %.3f s  %.2f M events/s\n",
              events, processes, static_cast<unsigned long long>(checksum), seconds,
              seconds > 0 ? events / seconds / 1e6 : 0.0);
  return 0;
}
